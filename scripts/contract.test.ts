// The contract's own checks: it covers the product spec's calls, lints clean, follows its own rules,
// and everything generated from it is up to date.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { lint, loadConfig } from '@redocly/openapi-core';
import { deref as derefSchema, objectShape, type OpenApiDocument } from '@wallet-admin/sdk/contract';
import { generate } from './generate.ts';

const root = join(import.meta.dirname, '..');
const spec = join(root, 'docs', 'spec');
type Json = Record<string, any>;
const doc = JSON.parse(readFileSync(join(root, 'sdk/src/generated/openapi.json'), 'utf8')) as Json;

const tsv = (file: string) =>
  readFileSync(join(spec, file), 'utf8')
    .split('\n')
    .filter((l) => l.trim() && !l.startsWith('#'))
    .map((l) => l.split('\t'));
const endpoints = tsv('endpoints.tsv').map(([method, path]) => ({ method: method!.toLowerCase(), path: path! }));
const screenRoutes = new Set(tsv('routes.tsv').map(([path]) => path!));

const operations = Object.entries(doc.paths as Record<string, Json>).flatMap(([path, item]) =>
  ['get', 'post'].filter((m) => item[m]).map((method) => ({ method, path, op: item[method] as Json })),
);
const deref = (s: unknown): Json => derefSchema(doc as OpenApiDocument, s);
/** Every property of a schema, following allOf and $ref. */
const properties = (schema: unknown): Record<string, Json> => Object.fromEntries(objectShape(doc as OpenApiDocument, schema).properties);

describe('the contract', () => {
  it('indexes every path of every tag file in openapi.yaml (an unindexed path is silently left out)', () => {
    const index = readFileSync(join(root, 'openapi/openapi.yaml'), 'utf8');
    const tagFiles = [...new Set([...index.matchAll(/'\.\/([\w-]+\.yaml)#\/paths\//g)].map((m) => m[1]!))];
    const missing = tagFiles.flatMap((file) =>
      [...readFileSync(join(root, 'openapi', file), 'utf8').matchAll(/^ {2}(\/v1\/\S+):\s*$/gm)]
        .map((m) => m[1]!)
        .filter((path) => !(path in doc.paths)),
    );
    expect(missing).toEqual([]);
  });
  it('generated files are up to date (npm run generate)', async () => {
    const files = await generate();
    for (const [rel, content] of Object.entries(files)) {
      expect(readFileSync(join(root, rel), 'utf8'), `${rel} is stale: run npm run generate`).toBe(content);
    }
  }, 60_000);

  it('lints clean with the committed redocly config', async () => {
    const config = await loadConfig({ configPath: join(root, 'redocly.yaml') });
    const problems = await lint({ ref: join(root, 'openapi/openapi.yaml'), config });
    expect(problems.map((p) => `${p.severity} ${p.ruleId}: ${p.message} @ ${p.location[0]?.pointer}`)).toEqual([]);
  }, 60_000);

  it.each(endpoints)('describes $method $path from endpoints.tsv', ({ method, path }) => {
    expect(doc.paths[path]?.[method], `${method.toUpperCase()} ${path} is not in openapi/`).toBeDefined();
  });

  it('has no key without a value: an unquoted comma in a YAML flow mapping (`{ description: a, b }`) splits the text into a stray key', () => {
    const stray: string[] = [];
    const walk = (node: unknown, path: string) => {
      if (Array.isArray(node)) node.forEach((item, i) => walk(item, `${path}/${i}`));
      else if (node && typeof node === 'object')
        for (const [key, value] of Object.entries(node)) {
          if (value === null && !['default', 'const', 'example'].includes(key)) stray.push(`${path}/${key}`);
          walk(value, `${path}/${key}`);
        }
    };
    walk(doc, '');
    expect(stray).toEqual([]);
  });

  it('covers every line of endpoints.tsv', () => {
    expect(endpoints.length).toBe(195);
    const missing = endpoints.filter(({ method, path }) => !doc.paths[path]?.[method]);
    expect(missing).toEqual([]);
  });

  it('gives every operation a unique camelCase operationId, a tag, an English + Chinese summary and a typed envelope response', () => {
    const ids = new Set<string>();
    for (const { method, path, op } of operations) {
      const where = `${method} ${path}`;
      expect(op.operationId, where).toMatch(/^[a-z][A-Za-z0-9]+$/);
      expect(ids.has(op.operationId), `duplicate ${op.operationId}`).toBe(false);
      ids.add(op.operationId);
      expect(op.tags?.length, where).toBe(1);
      expect(op.summary, where).toMatch(/^[A-Z].*\(.*[\u4e00-\u9fff].*\)$/);
      const schema = op.responses?.['200'] && deref(op.responses['200']).content?.['application/json']?.schema;
      expect(schema, `${where} has no JSON 200 response`).toBeDefined();
      expect(Object.keys(properties(schema)), where).toEqual(expect.arrayContaining(['result', 'message']));
    }
  });

  it('names the permission of every admin operation: a screen of routes.tsv, /permission/role, /permission/audit, session or (a lookup) references', () => {
    for (const { method, path, op } of operations) {
      // Sign-in calls (login, a passkey's) need no session and name no screen: they declare `security: []`.
      const signIn = Array.isArray(op.security) && op.security.length === 0;
      if (!path.startsWith('/v1/admin/') || signIn) continue;
      const permission = op['x-permission'];
      expect(permission, `${method} ${path}`).toBeTypeOf('string');
      // A lookup answers only the screens that reference its rows (issue 55), and nothing else is "references" but an
      // operation naming the resource whose rows it answers (x-references: the DApp picker's search, issue 58).
      expect(permission === 'references', `${path}: ${permission}`).toBe(
        op['x-action'] === 'lookup' || typeof op['x-references'] === 'string',
      );
      expect(
        permission === 'session' ||
          permission === 'references' ||
          permission === '/permission/role' ||
          permission === '/permission/audit' ||
          screenRoutes.has(permission),
        `${path}: ${permission}`,
      ).toBe(true);
      for (const screen of op['x-lookup-screens'] ?? []) expect(screenRoutes.has(screen), `${path}: x-lookup-screens ${screen}`).toBe(true);
    }
  });

  it('signs every public call and gives it no session', () => {
    for (const { path, op } of operations) {
      if (path.startsWith('/v1/admin/')) continue;
      expect(op['x-signed'], path).toBe(true);
      expect(op.security, path).toEqual([]);
      const names = (op.parameters ?? []).map((p: Json) => deref(p).name);
      expect(names, path).toEqual(expect.arrayContaining(['timestamp', 'app_key', 'sign']));
    }
  });

  it('follows the media-type rule: flat bodies are form-encoded, bodies with arrays or objects are JSON', () => {
    for (const { method, path, op } of operations) {
      if (method === 'get') {
        expect(op.requestBody, path).toBeUndefined();
        continue;
      }
      if (!op.requestBody) continue;
      const content = deref(op.requestBody).content as Json;
      const [mediaType, ...others] = Object.keys(content);
      expect(others, path).toEqual([]);
      const nested = Object.values(properties(content[mediaType!].schema)).some((p) => {
        const type = deref(p).type;
        return type === 'array' || type === 'object';
      });
      expect(mediaType, path).toBe(nested ? 'application/json' : 'application/x-www-form-urlencoded');
    }
  });

  it('pairs every generic action with a resource whose entity schema exists', () => {
    const entities = new Set(
      Object.values(doc.components.schemas as Record<string, Json>)
        .map((s) => s['x-resource'])
        .filter(Boolean),
    );
    for (const { path, op } of operations) {
      if (!op['x-action']) continue;
      expect(op['x-resource'], path).toBeTypeOf('string');
      if (!op['x-action'].startsWith('config_'))
        expect(entities.has(op['x-resource']), `${path}: no schema with x-resource ${op['x-resource']}`).toBe(true);
      if (op['x-action'] === 'list') {
        const names = (op.parameters ?? []).map((p: Json) => deref(p).name);
        expect(names, path).toEqual(expect.arrayContaining(['start', 'count']));
      }
    }
  });

  it('names the fields that name a row (x-label) on every entity, each one of its own', () => {
    const entities = Object.entries(doc.components.schemas as Record<string, Json>).filter(([, s]) => s['x-resource']);
    expect(entities.length).toBeGreaterThan(50);
    for (const [name, schema] of entities) {
      expect(Array.isArray(schema['x-label']), `${name}: x-label`).toBe(true);
      const own = Object.keys(properties(schema));
      for (const field of schema['x-label'] as string[]) expect(own, `${name}: x-label ${field}`).toContain(field);
    }
  });

  it('lets every x-ref name a resource with a lookup whose rows carry its x-label fields (and x-ref-scope one of its filters)', () => {
    const labelOf = new Map(
      Object.values(doc.components.schemas as Record<string, Json>)
        .filter((s) => s['x-resource'])
        .map((s) => [s['x-resource'] as string, s['x-label'] as string[]]),
    );
    const lookups = new Map(operations.filter(({ op }) => op['x-action'] === 'lookup').map(({ op }) => [op['x-resource'] as string, op]));
    const refs: string[] = [];
    const visit = (node: unknown, where: string): void => {
      if (Array.isArray(node)) return node.forEach((item, i) => visit(item, `${where}/${i}`));
      if (typeof node !== 'object' || node === null) return;
      const ref = (node as Json)['x-ref'];
      if (ref !== undefined) {
        refs.push(ref);
        const lookup = lookups.get(ref);
        expect(lookup, `${where}: x-ref ${String(ref)} has no lookup operation`).toBeDefined();
        expect(lookup!['x-permission'], `${where}: the lookup of ${String(ref)}`).toBe('references');
        const row = properties(deref(lookup!.responses['200']).content['application/json'].schema).data;
        const option = properties(deref(row!).properties.list.items);
        const label = labelOf.get(ref);
        expect(label?.length, `${where}: a picker of ${String(ref)} needs its entity's x-label`).toBeGreaterThan(0);
        for (const field of label!) expect(Object.keys(option), `${where}: x-label ${field} in the lookup row`).toContain(field);
        expect(Object.keys(option)).toContain('id');
        // A list cell shows a reference's label by asking the lookup for that one id.
        expect(lookup!['x-filter'], `${where}: the lookup of ${String(ref)} must filter by id`).toContain('id');
        // A page of cells asks for all its labels of one resource in one call.
        expect(lookup!.parameters, `${where}: the lookup of ${String(ref)} must take ids`).toContainEqual({
          $ref: '#/components/parameters/ids',
        });
        const scope = (node as Json)['x-ref-scope'];
        if (scope !== undefined)
          expect(lookup!['x-filter'], `${where}: x-ref-scope ${String(scope)} must filter the lookup`).toContain(scope);
      }
      for (const [key, value] of Object.entries(node)) visit(value, `${where}/${key}`);
    };
    visit(doc, '#');
    expect(refs).toEqual(expect.arrayContaining(['token', 'token_universal_exchange', 'application']));
  });

  it('marks password-confirmed deletes with a hashed password in the body', () => {
    const confirmed = operations.filter(({ op }) => op['x-password-confirm']);
    expect(confirmed.map(({ path }) => path)).toEqual(
      expect.arrayContaining(['/v1/admin/contact/delete/{id}', '/v1/admin/upgrade/delete/{id}']),
    );
    for (const { path, op } of confirmed) {
      const schema = deref(op.requestBody).content['application/x-www-form-urlencoded'].schema;
      expect(deref(properties(schema).password!).pattern, path).toBe('^[0-9a-f]{64}$');
    }
  });

  it('declares the natural key (x-unique) of every entity with a code/key/name-like column, or says why it has none', () => {
    const NAME_LIKE = /^(code|key|name|domain|keyword|chain_id|version_name|app_key|[a-z_]+_(code|key))$/;
    const undeclared: string[] = [];
    for (const [schemaName, schema] of Object.entries(doc.components.schemas as Record<string, Json>)) {
      if (!schema['x-resource']) continue;
      const columns = Object.keys(properties(schema));
      const unique = schema['x-unique'] as string[][] | undefined;
      for (const group of unique ?? []) for (const c of group) expect(columns, `${schemaName} x-unique names ${c}`).toContain(c);
      const none = schema['x-unique-none'];
      if (unique?.length) expect(none, `${schemaName}: x-unique and x-unique-none`).toBeUndefined();
      else if (columns.some((c) => NAME_LIKE.test(c)) && !(typeof none === 'string' && none.length > 10)) undeclared.push(schemaName);
    }
    expect(undeclared).toEqual([]);
  });

  // Live state is guarded deny by default (issue 54): a rule that says when a row is live guards every field of it but
  // the harmless ones it names, never an allow-list, so a field added later is guarded without anyone remembering it.
  it('guards live rows deny by default: an x-approval-policy rule with `when` lists no `fields`, and its `harmless` fields exist', () => {
    const faults: string[] = [];
    for (const [schemaName, schema] of Object.entries(doc.components.schemas as Record<string, Json>)) {
      const policy = schema['x-approval-policy'] as Json[] | undefined;
      if (!schema['x-resource'] || !policy) continue;
      const columns = Object.keys(properties(schema));
      for (const rule of policy) {
        if (rule.when && rule.fields) faults.push(`${schemaName}: a live rule lists fields ${JSON.stringify(rule.fields)}`);
        for (const field of Object.keys(rule.when ?? {})) if (!columns.includes(field)) faults.push(`${schemaName}: when ${field}`);
        for (const field of (rule.harmless ?? []) as string[])
          if (!columns.includes(field)) faults.push(`${schemaName}: harmless ${field}`);
      }
    }
    expect(faults).toEqual([]);
  });

  it('gives every number an entity stores a lower bound (minimum, or an enumeration); the server bounds the rest at 2^53 - 1', () => {
    const open: string[] = [];
    const bounded = (s: Json): boolean => {
      if (s.minimum !== undefined || s.exclusiveMinimum !== undefined || s.enum || s.const !== undefined) return true;
      if (s.$ref && bounded(deref(s))) return true;
      return (s.allOf ?? []).some(bounded);
    };
    for (const [schemaName, schema] of Object.entries(doc.components.schemas as Record<string, Json>)) {
      if (!schema['x-resource']) continue;
      for (const [name, prop] of Object.entries(properties(schema))) {
        const types = [deref(prop).type].flat();
        if ((types.includes('integer') || types.includes('number')) && !bounded(prop)) open.push(`${schemaName}.${name}`);
      }
    }
    expect(open).toEqual([]);
  });

  // The console names an enum value by its x-enum-labels (Chinese) and x-enum-labels-en (English, where it differs):
  // the one place both languages come from, so an English console never shows a Chinese label.
  it('labels every enum value in Chinese and English', () => {
    const han = /\p{Script=Han}/u;
    // Shown through other catalogues: result codes as messages, the sort order as arrows, a change's action in a sentence.
    const named = new Set(['/components/schemas/ResultCode', '/components/parameters/order/schema']);
    const unnamedActions = '/components/schemas/DashboardSummary/properties/recent/items/properties/action';
    const gaps: string[] = [];
    const walk = (node: unknown, path: string): void => {
      if (!node || typeof node !== 'object') return;
      const schema = node as Json;
      if (Array.isArray(schema.enum) && !named.has(path) && path !== unnamedActions) {
        const zh = (schema['x-enum-labels'] ?? {}) as Record<string, string>;
        const en = (schema['x-enum-labels-en'] ?? {}) as Record<string, string>;
        for (const value of schema.enum as unknown[]) {
          const key = String(value);
          if (zh[key] === undefined) gaps.push(`${path} ${key}: no x-enum-labels`);
          else if (han.test(en[key] ?? zh[key])) gaps.push(`${path} ${key}: no English label (x-enum-labels-en)`);
        }
      }
      for (const [key, child] of Object.entries(schema)) walk(child, `${path}/${key}`);
    };
    walk(doc, '');
    expect(gaps).toEqual([]);
  });

  it('documents every result code the SDK and server use', () => {
    const codes = doc.components.schemas.ResultCode;
    expect(codes.enum).toEqual(
      expect.arrayContaining([
        0, -1, 9999, 10000, 10001, 10002, 10003, 40000, 40001, 40002, 40003, 40004, 40009, 40010, 40012, 40029, 50000,
      ]),
    );
    expect(codes['x-enum-names']).toHaveLength(codes.enum.length);
    for (const code of codes.enum) expect(codes.description, String(code)).toContain(`\`${code}\``);
  });

  it('uses the spec’s printed field names exactly', () => {
    const body = (path: string) =>
      Object.keys(properties(deref(doc.paths[path].post.requestBody).content['application/x-www-form-urlencoded'].schema));
    expect(body('/v1/admin/user/password/modify').sort()).toEqual(['google_verify_code', 'new_password', 'password', 'user_id']);
    expect(body('/v1/admin/application_blockchain/delete')).toEqual(expect.arrayContaining(['application_id', 'blockchain_id']));
    expect(Object.keys(properties(doc.components.schemas.LoginData))).toEqual(expect.arrayContaining(['token', 'user_id']));
    expect(Object.keys(properties(doc.components.schemas.UploadCredentials))).toEqual(
      expect.arrayContaining(['AccessKeyId', 'SecretAccessKey', 'SessionToken', 'Expiration']),
    );
    const route = properties(doc.components.schemas.RouteItem);
    expect(Object.keys(route)).toEqual(
      expect.arrayContaining(['path', 'name', 'component', 'redirect', 'hidden', 'alwaysShow', 'meta', 'children']),
    );
    expect(Object.keys(properties(route.meta!))).toEqual(
      expect.arrayContaining(['title', 'icon', 'noCache', 'affix', 'activeMenu', 'roles']),
    );
    const listParams = doc.paths['/v1/admin/application/list'].get.parameters.map((p: Json) => deref(p).name);
    expect(listParams).toEqual(expect.arrayContaining(['start', 'count', 'status', 'category_id', 'lang', 'version', 'key']));
  });
});
