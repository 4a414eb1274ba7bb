// The contract reader on small hand-made documents (the whole bundled contract is exercised by ../contract.test.ts,
// the server's generated tests and the console's build).
import { describe, expect, it } from 'vitest';
import { compile, createAjv } from './ajv.js';
import { deref, resolvePointer, type OpenApiDocument } from './document.js';
import { exampleObject, exampleParams } from './examples.js';
import { listOperations, operationTitle } from './operations.js';
import { lookupScreens } from './references.js';
import { approvalScreens, editingScreen } from './approvals.js';
import { createRng } from './random.js';
import { COMPONENT, flatten, objectShape, schemaType, schemaTypes } from './schema.js';

const schemas = {
  Id: { type: 'integer', minimum: 1, maximum: 9007199254740991 },
  Url: { type: 'string', format: 'uri', maxLength: 200 },
  Alias: { $ref: '#/components/schemas/Url' },
  Status: { enum: [0, 1] },
  Kind: { const: 'x' },
  Fields: {
    type: 'object',
    properties: {
      chain_id: { $ref: '#/components/schemas/Id', 'x-ref': 'block_chain', default: 5 },
      logo: { allOf: [{ $ref: '#/components/schemas/Url' }], maxLength: 100 },
      status: { $ref: '#/components/schemas/Status' },
      code: { type: 'string', pattern: '^[A-Z]{3}$' },
    },
  },
  Create: { allOf: [{ $ref: '#/components/schemas/Fields' }, { required: ['chain_id'] }], required: ['code'] },
  Upsert: {
    allOf: [{ $ref: '#/components/schemas/Fields' }],
    anyOf: [{ $ref: '#/components/schemas/Create' }, { required: ['id'] }],
  },
  'a/b~c': { type: 'boolean' },
  Loop: { $ref: '#/components/schemas/Loop' },
};
const doc: OpenApiDocument = {
  components: { schemas, parameters: { id: { name: 'id', in: 'query', required: true, schema: { $ref: '#/components/schemas/Id' } } } },
  security: [{ token: [] }],
  paths: {
    '/v1/x/{key}': {
      parameters: [
        { name: 'key', in: 'path', schema: { type: 'string' } },
        { name: 'lang', in: 'query', schema: { type: 'string' } },
      ],
      get: {
        operationId: 'getX',
        'x-resource': 'x',
        'x-action': 'get',
        'x-permission': '/x',
        parameters: [{ $ref: '#/components/parameters/id' }, { name: 'lang', in: 'query', required: true, schema: { type: 'string' } }],
      },
      post: {
        operationId: 'createX',
        security: [],
        'x-signed': true,
        'x-search': ['code'],
        requestBody: { content: { 'application/x-www-form-urlencoded': { schema: { $ref: '#/components/schemas/Create' } } } },
        responses: {
          '200': {
            content: {
              'application/json': {
                schema: { allOf: [{ type: 'object' }, { properties: { data: { $ref: '#/components/schemas/Fields' } } }] },
              },
            },
          },
        },
      },
    },
  },
};

describe('$ref resolution', () => {
  it('follows RFC 6901 pointers and chains, and says what is wrong', () => {
    expect(resolvePointer(doc, '#/components/schemas/a~1b~0c')).toEqual({ type: 'boolean' });
    expect(deref(doc, { $ref: '#/components/schemas/Alias' })).toBe(schemas.Url);
    expect(deref(doc, 'text')).toEqual({});
    expect(() => resolvePointer(doc, '#/components/schemas/Nope')).toThrow('dangling $ref #/components/schemas/Nope');
    expect(() => resolvePointer(doc, 'other.yaml#/X')).toThrow('unsupported $ref');
    expect(() => deref(doc, { $ref: '#/components/schemas/Loop' })).toThrow('reference cycle');
  });
});

describe('schemas', () => {
  it('objectShape merges allOf, keeps what was written beside a $ref and the $ref itself', () => {
    const shape = objectShape(doc, { $ref: '#/components/schemas/Create' });
    expect([...shape.properties.keys()]).toEqual(['chain_id', 'logo', 'status', 'code']);
    expect([...shape.required]).toEqual(['chain_id', 'code']);
    expect(shape.references).toEqual(new Map([['chain_id', 'block_chain']]));
    expect(shape.refs.get('status')).toBe('#/components/schemas/Status');
    expect(shape.properties.get('chain_id')).toBe(schemas.Id);
  });

  it('types: declared, from an enum or a const, through allOf', () => {
    expect(schemaTypes(doc, { type: ['string', 'null'] })).toEqual(['string', 'null']);
    expect(schemaType(doc, { type: ['null', 'integer'] })).toBe('integer');
    expect(schemaType(doc, { $ref: '#/components/schemas/Status' })).toBe('integer');
    expect(schemaType(doc, { $ref: '#/components/schemas/Kind' })).toBe('string');
    expect(schemaType(doc, { allOf: [{ $ref: '#/components/schemas/Url' }] })).toBe('string');
    expect(schemaType(doc, {})).toBeNull();
  });

  it('flatten: one self-contained schema, own keywords last, what is written beside a $ref kept, the leaf component named', () => {
    const flat = flatten(doc, { $ref: '#/components/schemas/Create' });
    expect(flat.required).toEqual(['chain_id', 'code']);
    const properties = flat.properties as Record<string, Record<string, unknown>>;
    expect(properties.chain_id).toEqual({ ...schemas.Id, 'x-ref': 'block_chain', default: 5, [COMPONENT]: 'Id' });
    expect(properties.logo).toEqual({ type: 'string', format: 'uri', maxLength: 100, [COMPONENT]: 'Url' });
    expect(flatten(doc, { $ref: '#/components/schemas/Upsert' }).required).toBeUndefined();
    // Bounds beside a $ref narrow the component's and never widen them (both apply, as in JSON Schema 2020-12).
    expect(flatten(doc, { $ref: '#/components/schemas/Id', maximum: 1000, minimum: 0 })).toMatchObject({ minimum: 1, maximum: 1000 });
    expect(flatten(doc, { $ref: '#/components/schemas/Upsert' }, { firstBranch: true }).required).toEqual(['chain_id', 'code']);
  });
});

describe('operations', () => {
  const [get, create] = listOperations(doc);

  it('list every x- extension, security and the parts of the call', () => {
    expect(get).toMatchObject({ operationId: 'getX', method: 'get', resource: 'x', action: 'get', permission: '/x', session: true });
    expect(create).toMatchObject({ operationId: 'createX', session: false, signed: true, search: ['code'], body: { required: false } });
    expect(create?.body?.mediaType).toBe('application/x-www-form-urlencoded');
    expect(create?.dataSchema).toEqual({ $ref: '#/components/schemas/Fields' });
    expect(create?.extensions).toEqual({ 'x-signed': true, 'x-search': ['code'] });
  });

  it('merge path-level parameters, an operation’s own replacing the same name', () => {
    expect(get?.parameters.map(({ name, in: where, required, type }) => [name, where, required, type])).toEqual([
      ['key', 'path', true, 'string'],
      ['lang', 'query', true, 'string'],
      ['id', 'query', true, 'integer'],
    ]);
  });

  it('refuse what the contract rules out', () => {
    expect(() => listOperations({ ...doc, paths: { '/v1/y': { put: {} } } })).toThrow('PUT /v1/y');
    expect(() => listOperations({ ...doc, paths: { '/v1/y': { get: { operationId: 'y', 'x-action': 'merge' } } } })).toThrow(
      'unknown x-action merge',
    );
  });
});

describe('who may call a lookup (x-permission: references)', () => {
  const lookup = (resource: string, extra: Record<string, unknown> = {}) => ({
    operationId: `lookup_${resource}`,
    'x-resource': resource,
    'x-action': 'lookup',
    'x-permission': 'references',
    ...extra,
  });
  const refs: OpenApiDocument = {
    ...doc,
    paths: {
      '/v1/admin/block_chain/lookup': { get: lookup('block_chain', { 'x-ref-names': ['(^|_)chain$'], 'x-lookup-screens': ['/extra'] }) },
      '/v1/admin/x/lookup': { get: lookup('x') },
      '/v1/admin/x/list': { get: { operationId: 'listX', 'x-resource': 'x', 'x-permission': '/x' } },
      // Fields (through a $ref) hold `chain_id: { x-ref: block_chain }`.
      '/v1/admin/y/create': {
        post: {
          operationId: 'createY',
          'x-permission': '/y',
          requestBody: { content: { 'application/json': { schema: { $ref: '#/components/schemas/Fields' } } } },
        },
      },
      '/v1/admin/z/list': {
        get: { operationId: 'listZ', 'x-permission': '/z', parameters: [{ name: 'to_chain', in: 'query', schema: { type: 'integer' } }] },
      },
      '/v1/admin/w/list': {
        get: { operationId: 'listW', 'x-permission': 'session', parameters: [{ name: 'chain', in: 'query', schema: { type: 'integer' } }] },
      },
    },
  };

  it('are the screens whose fields reference its rows (x-ref, x-ref-names), its own, and x-lookup-screens; never a session call', () => {
    const screens = lookupScreens(refs, listOperations(refs));
    expect(screens.get('lookup_block_chain')).toEqual(['/extra', '/y', '/z']);
    expect(screens.get('lookup_x')).toEqual(['/x']);
  });

  it('is for lookups only, or an operation naming the rows it answers in x-references', () => {
    const wrong = {
      ...refs,
      paths: { '/v1/admin/x/list': { get: { operationId: 'listX', 'x-action': 'list', 'x-permission': 'references' } } },
    };
    expect(() => lookupScreens(wrong, listOperations(wrong))).toThrow(
      'listX: x-permission: references is for lookups (or an operation naming its rows in x-references)',
    );
  });
});

describe('approval screens', () => {
  const op = (operationId: string, extra: Record<string, unknown>) => ({ get: { operationId, ...extra } });
  const guarded = { 'x-approval-policy': [{ when: { latest: 'set' } }] };
  const approvals: OpenApiDocument = {
    components: {
      schemas: {
        Version: { type: 'object', 'x-resource': 'version', ...guarded },
        Note: { type: 'object', 'x-resource': 'note', ...guarded },
        Plain: { type: 'object', 'x-resource': 'plain' },
      },
    },
    security: [{ token: [] }],
    paths: {
      '/v1/admin/version/list': op('listVersion', { 'x-resource': 'version', 'x-action': 'list', 'x-permission': '/app/list' }),
      '/v1/admin/version/update': op('updateVersion', { 'x-resource': 'version', 'x-action': 'update', 'x-permission': '/app/version' }),
      '/v1/admin/note/list': op('listNote', { 'x-resource': 'note', 'x-action': 'list', 'x-permission': '/notes' }),
      '/v1/admin/plain/update': op('updatePlain', { 'x-resource': 'plain', 'x-action': 'update', 'x-permission': '/plain' }),
      '/v1/admin/pay': op('pay', { 'x-approval': true, 'x-permission': '/pay' }),
      '/v1/admin/mine': op('mine', { 'x-approval': true, 'x-permission': 'session' }),
    },
  };
  const operations = listOperations(approvals);

  it("are each x-approval operation's screen and the editing screen of each entity with a policy, never a session call", () => {
    expect(editingScreen(operations, 'version')).toBe('/app/version'); // its update's, not its list's
    expect(editingScreen(operations, 'note')).toBe('/notes'); // only a list
    expect(editingScreen(operations, 'missing')).toBeUndefined();
    expect(approvalScreens(approvals, operations)).toEqual(['/app/version', '/notes', '/pay']);
  });
});

describe('an operation title', () => {
  it("is the summary's Chinese in parentheses and its English before them, whatever parentheses the English holds", () => {
    expect(operationTitle({ operationId: 'updateVersion', summary: 'Update an app version (更新版本)' })).toEqual({
      zh: '更新版本',
      en: 'Update an app version',
    });
    expect(operationTitle({ operationId: 'x', summary: 'Read (one) row (读取)' })).toEqual({ zh: '读取', en: 'Read (one) row' });
    expect(operationTitle({ operationId: 'bare', summary: '' })).toEqual({ zh: 'bare', en: 'bare' });
  });
});

describe('example values', () => {
  const context = () => {
    let n = 0;
    return { rng: createRng(3), nonce: () => ++n, now: Date.UTC(2024, 0, 1), ref: () => undefined };
  };

  it('satisfy the schema they are made for (Ajv over the same document)', () => {
    const validate = compile(createAjv(doc, { coerce: false, defaults: false }), { $ref: '#/components/schemas/Create' });
    for (let i = 0; i < 20; i++) {
      const value = exampleObject(doc, { $ref: '#/components/schemas/Create' }, context());
      expect(validate(value), JSON.stringify(validate.errors)).toBe(true);
    }
  });

  it('of a call: required parts only on request, the first branch of an upsert, skipped keys left out', () => {
    const [get, create] = listOperations(doc);
    expect(Object.keys(exampleParams(doc, get!, context(), { optional: false }).query)).toEqual(['lang', 'id']);
    expect(exampleParams(doc, get!, context(), { skip: ['lang'] }).query).not.toHaveProperty('lang');
    const body = exampleParams(doc, create!, context(), { optional: false }).body;
    expect(Object.keys(body as object).sort()).toEqual(['chain_id', 'code']);
    const upsert = exampleObject(doc, { $ref: '#/components/schemas/Upsert' }, context(), { requiredOnly: true });
    expect(Object.keys(upsert).sort()).toEqual(['chain_id', 'code']);
  });
});
