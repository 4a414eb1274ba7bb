// Bundles openapi/ (one file per tag, joined by `$ref`) into one document with every `$ref` local
// (`#/components/...`): what `npm run generate` writes to src/generated/openapi.json. The generator's alone (it
// loads Redocly): not part of ./index.ts, and not in the published build.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { bundle, loadConfig, parseYaml } from '@redocly/openapi-core';
import type { OpenApiDocument } from './document.js';

const root = join(import.meta.dirname, '..', '..', '..');
const METHODS = new Set(['get', 'put', 'post', 'delete', 'patch', 'head', 'options', 'trace']);
type Node = Record<string, unknown>;

/** The order an operation's first keys are written in: a default filled in goes where a hand-written one would
 * stand, so the bundle reads the same either way. */
const FIRST = ['operationId', 'tags', 'summary', 'description', 'x-resource', 'x-action', 'x-permission'];
const rank = (key: string) => (FIRST.includes(key) ? FIRST.indexOf(key) : FIRST.length);

function inOrder(op: Node, added: Node): Node {
  const out: Node = {};
  const pending = new Map(Object.entries(added));
  for (const [key, value] of Object.entries(op)) {
    for (const [name, filled] of pending)
      if (rank(name) < rank(key)) {
        out[name] = filled;
        pending.delete(name);
      }
    out[key] = value;
  }
  for (const [name, filled] of pending) out[name] = filled;
  return out;
}

/**
 * What a tag file leaves implicit, written out in the bundle so every reader sees each operation whole: its
 * operations' `tags` are the file's tag, and `x-defaults` (a map from a path prefix to extensions, e.g.
 * `/v1/admin/endpoint/: { x-resource: endpoint, x-permission: /system/endpoint }`) gives every operation under that
 * prefix the extensions it does not set itself.
 */
async function applyDefaults(doc: OpenApiDocument): Promise<void> {
  for (const { name: tag } of doc.tags ?? []) {
    const file = parseYaml(await readFile(join(root, 'openapi', `${tag}.yaml`), 'utf8')) as Node;
    const defaults = Object.entries((file['x-defaults'] ?? {}) as Record<string, Node>);
    for (const path of Object.keys(file.paths ?? {})) {
      const item = doc.paths[path] ?? {};
      for (const [method, operation] of Object.entries(item)) {
        if (!METHODS.has(method)) continue;
        const op = operation as Node;
        const added: Node = op.tags ? {} : { tags: [tag] };
        for (const [prefix, values] of defaults)
          if (path.startsWith(prefix)) for (const [key, value] of Object.entries(values)) if (!(key in op)) added[key] = value;
        item[method] = inOrder(op, added);
      }
    }
  }
}

export async function bundleDocument(): Promise<OpenApiDocument> {
  process.env.REDOCLY_TELEMETRY = 'off';
  const config = await loadConfig({ configPath: join(root, 'redocly.yaml') });
  const result = await bundle({ ref: join(root, 'openapi/openapi.yaml'), config, dereference: false });
  const problems = result.problems.filter((p) => p.severity === 'error');
  if (problems.length) throw new Error(`bundle failed: ${problems.map((p) => p.message).join('; ')}`);
  const doc = result.bundle.parsed as OpenApiDocument;
  await applyDefaults(doc);
  return doc;
}
