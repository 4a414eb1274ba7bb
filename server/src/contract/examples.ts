// Values that satisfy a schema: the demo seed's fallback for columns it has no realistic generator for, and the
// generated tests' example inputs. Strings are picked from candidates (hinted by the field name, then generic
// shapes) until one fits length, pattern and format; `nonce` makes each value unique.
import type { Row } from '../db/types.ts';
import type { Rng } from '../seed/random.ts';
import { deref, isObject, type OpenApiDocument, type SchemaObject } from './document.ts';
import { objectShape, schemaKeyword, schemaTypes } from './schema.ts';

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
  if (/(^|_)(url|logo|icon|image|website|link|avatar|banner|cover)($|_)/.test(f))
    out.push(`https://cdn.example.com/${field}/${letters(n)}.png`);
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

/** Merged string constraints through allOf (a Url with an extra maxLength). */
function stringRules(doc: OpenApiDocument, schema: unknown): SchemaObject {
  const s = deref(doc, schema);
  const merged: SchemaObject = {};
  for (const part of Array.isArray(s.allOf) ? s.allOf : []) Object.assign(merged, stringRules(doc, part));
  for (const key of ['minLength', 'maxLength', 'pattern', 'format']) if (key in s) merged[key] = s[key];
  return merged;
}

function exampleString(doc: OpenApiDocument, schema: unknown, field: string, ctx: ExampleContext): string {
  const rules = stringRules(doc, schema);
  if (rules.format === 'date-time') return new Date(ctx.now).toISOString();
  if (rules.format === 'date') return new Date(ctx.now).toISOString().slice(0, 10);
  const n = ctx.nonce();
  for (const candidate of [...hinted(field, n, ctx), ...generic(n, ctx)]) if (fits(candidate, rules)) return candidate;
  const min = typeof rules.minLength === 'number' ? rules.minLength : 1;
  return 'a'.repeat(min);
}

function numberRange(doc: OpenApiDocument, schema: unknown): { min: number; max: number } {
  const s = deref(doc, schema);
  let min = typeof s.minimum === 'number' ? s.minimum : typeof s.exclusiveMinimum === 'number' ? s.exclusiveMinimum + 1 : -Infinity;
  let max = typeof s.maximum === 'number' ? s.maximum : typeof s.exclusiveMaximum === 'number' ? s.exclusiveMaximum - 1 : Infinity;
  for (const part of Array.isArray(s.allOf) ? s.allOf : []) {
    const inner = numberRange(doc, part);
    min = Math.max(min, inner.min);
    max = Math.min(max, inner.max);
  }
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

/** An object with every property of the schema (or only the required ones). */
export function exampleObject(
  doc: OpenApiDocument,
  schema: unknown,
  ctx: ExampleContext,
  options: { requiredOnly?: boolean; skip?: string[] } = {},
): Row {
  const shape = objectShape(doc, schema);
  const out: Row = {};
  for (const [name, prop] of shape.properties) {
    if (options.skip?.includes(name)) continue;
    if (options.requiredOnly && !shape.required.has(name)) continue;
    out[name] = exampleValue(doc, prop, name, ctx);
  }
  return out;
}
