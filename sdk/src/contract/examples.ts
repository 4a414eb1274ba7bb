// Values that satisfy a schema: the demo seed's fallback for columns it has no realistic generator for, the
// server's generated tests' inputs and the SDK's contract test. Strings are picked from candidates (hinted by the
// field name, then generic shapes) until one fits length, pattern and format; `nonce` makes each value unique.
import { deref, isObject, stringList, type OpenApiDocument, type SchemaObject } from './document.js';
import type { Operation } from './operations.js';
import type { Rng } from './random.js';
import { brokenRule, type RowRule } from '../row-rules.js';
import { flatten, objectShape, schemaKeyword, schemaTypes } from './schema.js';

export interface ExampleContext {
  rng: Rng;
  /** Increases with every value asked for: keeps unique columns unique. */
  nonce: () => number;
  now: number;
  /** An existing row id for a `<resource>_id` field, if that resource has rows. */
  ref: (field: string) => number | undefined;
}

const letters = (n: number) => {
  let s = '';
  let v = n;
  do {
    s = String.fromCharCode(97 + (v % 26)) + s;
    v = Math.floor(v / 26);
  } while (v > 0);
  return s;
};

function hinted(field: string, n: number, ctx: ExampleContext): string[] {
  const f = field.toLowerCase();
  const out: string[] = [];
  // Pictures are drawn by the server in the demo data (seed/images.ts); pages a link opens are example.com's
  // (RFC 2606: reserved for examples, and it answers), so no seeded link points at a host that does not resolve.
  if (/(^|_)(logo|icon|image|avatar|banner|cover)($|_)/.test(f)) out.push(`https://cdn.example.com/${field}/${letters(n)}.png`);
  else if (/(^|_)(url|website|link|homepage)($|_)/.test(f)) out.push(`https://example.com/${field}/${letters(n)}`);
  if (f.includes('email')) out.push(`user${n}@example.com`);
  if (f === 'lang' || f.endsWith('_lang')) out.push('zh-Hans');
  if (f.includes('address') || f.includes('contract')) out.push(`0x${ctx.rng.hex(40)}`);
  if (f.includes('hash')) out.push(ctx.rng.hex(64));
  if (f.includes('version')) out.push(`1.${Math.floor(n / 100)}.${n % 100}`);
  if (f.includes('symbol') || f === 'code' || f.endsWith('_code')) {
    const ticker = letters(n + 26 * 26)
      .toUpperCase()
      .slice(-3)
      .padStart(3, 'X');
    out.push(ticker, `${ticker}/USDT`); // a ticker, or a market's pair (BASE/QUOTE)
  }
  if (f === 'ip' || f.endsWith('_ip')) out.push(`10.0.${n % 256}.${(n * 7) % 256}`);
  if (f.includes('time') || f.endsWith('_clock')) out.push(`${String(n % 24).padStart(2, '0')}:${String(n % 60).padStart(2, '0')}`);
  if (f.includes('name') || f.includes('title')) out.push(`Sample ${field} ${n}`);
  return out;
}

function generic(n: number, ctx: ExampleContext): string[] {
  const word = letters(n);
  return [
    `sample${word}`,
    `Sample text ${n}`,
    `s${word}`,
    `${n}`,
    String(100000 + (n % 900000)),
    `1.${n % 10}.0`,
    ctx.rng.hex(64),
    `https://example.com/${word}`,
    `https://example.com/${word}.pdf`,
    `wss://node-${word}.example.com`,
    `user${n}@example.com`,
    `${word}.example.com`,
    `/app/version`,
    'image/png',
    `xx-n${word}`,
    'eosio.token',
    `acct${n.toString(5).replace(/0/g, '5')}`.slice(0, 12),
    `${String(n % 24).padStart(2, '0')}:30`,
    letters(n + 702)
      .toUpperCase()
      .slice(0, 3),
    'zh-Hans',
    '',
  ];
}

function fits(value: string, schema: SchemaObject): boolean {
  const length = [...value].length;
  if (typeof schema.minLength === 'number' && length < schema.minLength) return false;
  if (typeof schema.maxLength === 'number' && length > schema.maxLength) return false;
  if (typeof schema.pattern === 'string' && !new RegExp(schema.pattern, 'u').test(value)) return false;
  if (schema.format === 'uri' && !/^https?:\/\//.test(value)) return false;
  if (schema.format === 'email' && !/^[^@\s]+@[^@\s]+$/.test(value)) return false;
  return true;
}

function exampleString(doc: OpenApiDocument, schema: unknown, field: string, ctx: ExampleContext): string {
  const rules = flatten(doc, schema);
  if (rules.format === 'date-time') return new Date(ctx.now).toISOString();
  if (rules.format === 'date') return new Date(ctx.now).toISOString().slice(0, 10);
  const n = ctx.nonce();
  for (const candidate of [...hinted(field, n, ctx), ...generic(n, ctx)]) if (fits(candidate, rules)) return candidate;
  const min = typeof rules.minLength === 'number' ? rules.minLength : 1;
  return 'a'.repeat(min);
}

/** The range a number must fall in, through `$ref` and `allOf` (the last bound written wins). */
function numberRange(doc: OpenApiDocument, schema: unknown): { min: number; max: number } {
  const s = flatten(doc, schema);
  const min = typeof s.minimum === 'number' ? s.minimum : typeof s.exclusiveMinimum === 'number' ? s.exclusiveMinimum + 1 : -Infinity;
  const max = typeof s.maximum === 'number' ? s.maximum : typeof s.exclusiveMaximum === 'number' ? s.exclusiveMaximum - 1 : Infinity;
  return { min, max };
}

function exampleInteger(doc: OpenApiDocument, schema: unknown, field: string, ctx: ExampleContext): number {
  const { min, max } = numberRange(doc, schema);
  const clamp = (v: number) => Math.min(Math.max(v, Number.isFinite(min) ? min : v), Number.isFinite(max) ? max : v);
  if (field === 'id' || field.endsWith('_id')) {
    const id = ctx.ref(field);
    if (id !== undefined) return clamp(id);
  }
  if (field.endsWith('_at')) return clamp(ctx.now - ctx.rng.int(0, 90) * 86_400_000);
  if (field === 'decimals') return clamp(18);
  const low = Number.isFinite(min) ? min : 0;
  const high = Number.isFinite(max) ? Math.min(max, low + 100) : low + 100;
  return clamp(ctx.rng.int(low, high));
}

export function exampleValue(doc: OpenApiDocument, schema: unknown, field: string, ctx: ExampleContext): unknown {
  const constant = deref(doc, schema).const;
  if (constant !== undefined) return constant;
  const choices = schemaKeyword(doc, schema, 'enum');
  if (Array.isArray(choices) && choices.length) {
    const usable = choices.filter((c) => c !== null);
    return usable[ctx.nonce() % usable.length];
  }
  const type = schemaTypes(doc, schema).find((t) => t !== 'null');
  switch (type) {
    case 'integer':
      return exampleInteger(doc, schema, field, ctx);
    case 'number': {
      const { min, max } = numberRange(doc, schema);
      const low = Number.isFinite(min) ? min : 0;
      return Math.round((low + ctx.rng.next() * ((Number.isFinite(max) ? max : low + 100) - low)) * 100) / 100;
    }
    case 'boolean':
      return ctx.rng.chance(0.5);
    case 'array': {
      const s = deref(doc, schema);
      const count = Math.max(1, typeof s.minItems === 'number' ? s.minItems : 1);
      return Array.from({ length: count }, () => exampleValue(doc, s.items ?? {}, field.replace(/s$/, ''), ctx));
    }
    case 'object':
      return exampleObject(doc, schema, ctx);
    case 'string':
      return exampleString(doc, schema, field, ctx);
    default:
      return isObject(deref(doc, schema).properties) ? exampleObject(doc, schema, ctx) : null;
  }
}

/** Puts each `x-range` pair of an invented row in order (start first): an example must pass the rule it documents. */
export function orderRanges(ranges: readonly [string, string][], row: Record<string, unknown>): Record<string, unknown> {
  for (const [start, end] of ranges) {
    const from = row[start];
    const to = row[end];
    if (typeof from === 'number' && typeof to === 'number' && to < from) [row[start], row[end]] = [to, from];
  }
  return row;
}

/** Puts the two sides of each `x-rules` `le` of an invented row in order (the low side first), over chained rules
 * too (min_stake ≤ max_stake ≤ quota): an example must pass the rules it documents. */
function orderRules(rules: readonly RowRule[], row: Record<string, unknown>): Record<string, unknown> {
  for (let pass = 0; pass < rules.length; pass++)
    for (const rule of rules)
      if ('le' in rule && brokenRule(rule, row) !== undefined) [row[rule.le[0]], row[rule.le[1]]] = [row[rule.le[1]], row[rule.le[0]]];
  return row;
}

/** An object with every property of the schema (or only the required ones). */
export function exampleObject(
  doc: OpenApiDocument,
  schema: unknown,
  ctx: ExampleContext,
  options: { requiredOnly?: boolean; skip?: string[] } = {},
): Record<string, unknown> {
  const shape = objectShape(doc, schema);
  // Of a body that is one of two shapes (an upsert: create or update), the first shape's required fields.
  const required = options.requiredOnly ? new Set(stringList(flatten(doc, schema, { firstBranch: true }).required)) : shape.required;
  const out: Record<string, unknown> = {};
  for (const [name, prop] of shape.properties) {
    if (options.skip?.includes(name)) continue;
    if (options.requiredOnly && !required.has(name)) continue;
    out[name] = exampleValue(doc, prop, name, ctx);
  }
  return orderRules(shape.rules, orderRanges(shape.ranges, out));
}

export interface ExampleParams {
  query: Record<string, unknown>;
  path: Record<string, unknown>;
  body: unknown;
}

/** Representative `{ query, path, body }` of a call: every parameter and body field, or only the required ones.
 * `skip` names query parameters the caller fills in itself (the signed keys). */
export function exampleParams(
  doc: OpenApiDocument,
  op: Operation,
  ctx: ExampleContext,
  options: { optional?: boolean; skip?: readonly string[] } = {},
): ExampleParams {
  const optional = options.optional !== false;
  const out: ExampleParams = { query: {}, path: {}, body: undefined };
  for (const p of op.parameters) {
    if (p.in === 'header' || options.skip?.includes(p.name) || !(optional || p.required)) continue;
    out[p.in][p.name] = exampleValue(doc, p.schema, p.name, ctx);
  }
  if (op.body) {
    const type = schemaTypes(doc, op.body.schema).find((t) => t !== 'null');
    out.body =
      type === undefined || type === 'object'
        ? exampleObject(doc, op.body.schema, ctx, { requiredOnly: !optional })
        : exampleValue(doc, op.body.schema, 'body', ctx);
  }
  return out;
}
