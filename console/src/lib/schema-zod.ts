// Form rules derived from the contract: a FieldSchema (flattened JSON Schema) becomes a zod schema, so a
// length, pattern, range or enum is written once, in openapi/, and the form shows the same rule the
// server enforces. Form inputs hold strings; empty strings count as "not given". zod/mini keeps the
// screens' chunk small (the classic API weighs ~40 kB gzip; the forms need only these checks).
import * as z from 'zod/mini';
import { brokenRule } from '@wallet-admin/sdk';
import type { FieldSchema } from './contract';

/** Field messages, already translated (the form passes the translator's t). */
export interface RuleMessages {
  required: string;
  minLength: (min: number) => string;
  maxLength: (max: number) => string;
  pattern: string;
  oneOf: string;
  integer: string;
  number: string;
  min: (min: number) => string;
  max: (max: number) => string;
  url: string;
  maxItems: (max: number) => string;
  /** A moment that is not YYYY-MM-DD HH:mm. */
  dateTime: string;
  /** An end before its start (a pair of the object's `x-range`). */
  endBeforeStart: string;
  /** `x-rules`: a value above the field that bounds it (`low` and `high` name the two fields). */
  notAbove: (low: string, high: string) => string;
  /** Money with more decimals than its currency or token has (`x-decimals`, `x-decimals-of`). */
  decimals?: (decimals: number) => string;
}

type Rule = z.ZodMiniType;

const isBlank = (value: unknown) => value === undefined || value === null || value === '';
/** A missing value reads "required"; a value of the wrong kind reads `message`. */
const kind = (m: RuleMessages, message: string) => ({
  error: (issue: { input?: unknown }) => (issue.input === undefined ? m.required : message),
});
/** zod/mini's preprocess: map the raw input, then check it. */
const before = (map: (value: unknown) => unknown, rule: Rule): Rule => z.pipe(z.transform(map), rule);

function stringRule(schema: FieldSchema, m: RuleMessages): Rule {
  const checks: z.core.$ZodCheck<string>[] = [];
  if (schema.minLength) checks.push(z.minLength(schema.minLength, { error: m.minLength(schema.minLength) }));
  if (schema.maxLength !== undefined) checks.push(z.maxLength(schema.maxLength, { error: m.maxLength(schema.maxLength) }));
  if (schema.pattern) checks.push(z.regex(new RegExp(schema.pattern), { error: schema.ref === 'Url' ? m.url : m.pattern }));
  const rule = z.string(kind(m, m.pattern)).check(...checks);
  return schema.format === 'uri' || schema.format === 'url' ? z.pipe(rule, z.url({ error: m.url })) : rule;
}

function numberRule(schema: FieldSchema, m: RuleMessages): Rule {
  // A moment (TimeMs) arrives as Unix ms from its date-time widget, or as the text it could not read.
  const notNumber = schema.ref === 'TimeMs' ? m.dateTime : m.number;
  const checks: z.core.$ZodCheck<number>[] = [];
  if (schema.type === 'integer') checks.push(z.refine<number>((n) => Number.isInteger(n), { error: m.integer }));
  if (schema.minimum !== undefined) checks.push(z.gte(schema.minimum, { error: m.min(schema.minimum) }));
  if (schema.maximum !== undefined) checks.push(z.lte(schema.maximum, { error: m.max(schema.maximum) }));
  // Text inputs give strings: turn a numeric string into its number before the checks.
  const numeric = (value: unknown) =>
    typeof value === 'string' && value.trim() !== '' && !Number.isNaN(Number(value)) ? Number(value) : value;
  return before(numeric, z.number(kind(m, notNumber)).check(...checks));
}

function enumRule(schema: FieldSchema, m: RuleMessages): Rule {
  const values = schema.enum ?? [];
  // Selects give strings: map "1" back to the integer 1 when the enum is numeric.
  return before((value) => values.find((v) => String(v) === String(value)) ?? value, z.literal(values, kind(m, m.oneOf)));
}

/** The rule of one value, without the required/optional decision. */
function valueRule(schema: FieldSchema, m: RuleMessages): Rule {
  if (schema.enum?.length) return enumRule(schema, m);
  switch (schema.type) {
    case 'string':
      return stringRule(schema, m);
    case 'integer':
    case 'number':
      return numberRule(schema, m);
    case 'boolean':
      return z.boolean(kind(m, m.oneOf));
    case 'array': {
      const rule = z.array(schema.items ? valueRule(schema.items, m) : z.unknown());
      return schema.maxItems === undefined ? rule : rule.check(z.maxLength(schema.maxItems, { error: m.maxItems(schema.maxItems) }));
    }
    case 'object':
      return objectRule(schema, m);
    default:
      return z.unknown();
  }
}

/** A required field rejects blanks with the "required" message; an optional blank becomes undefined. */
function fieldRule(schema: FieldSchema, required: boolean, m: RuleMessages): Rule {
  const rule = valueRule(schema, m);
  if (required) return before((value) => (isBlank(value) ? undefined : value), rule);
  // An optional string that may be empty (a Url, a remark) keeps "" so an edit can clear it.
  const keepsEmpty = schema.type === 'string' && !schema.enum && rule.safeParse('').success;
  return before((value) => (value === null || (value === '' && !keepsEmpty) ? undefined : value), z.optional(rule));
}

/** The object's `x-range` pairs among the fields shown: an end must not precede its start (0 on either side means
 * no limit), the rule the server's generic writes apply. */
function periodChecks(schema: FieldSchema, names: readonly string[], m: RuleMessages): z.core.$ZodCheck<Record<string, unknown>>[] {
  return (schema.ranges ?? [])
    .filter(([start, end]) => names.includes(start) && names.includes(end))
    .map(([start, end]) =>
      z.superRefine<Record<string, unknown>>((value, ctx) => {
        const from = Number(value[start]);
        const to = Number(value[end]);
        if (from > 0 && to > 0 && to < from) ctx.addIssue({ code: 'custom', path: [end], message: m.endBeforeStart, input: value[end] });
      }),
    );
}

/** The object's `x-rules` among the fields shown, the server's door's rules: a field some value of another makes
 * required reads "required" at it, a limit below what it bounds reads so at the bound's field. */
function ruleChecks(schema: FieldSchema, names: readonly string[], m: RuleMessages): z.core.$ZodCheck<Record<string, unknown>>[] {
  return (schema.rules ?? [])
    .filter((rule) => ('le' in rule ? rule.le : [rule.requires, ...Object.keys(rule.when)]).every((f) => names.includes(f)))
    .map((rule) =>
      z.superRefine<Record<string, unknown>>((value, ctx) => {
        const field = brokenRule(rule, value);
        if (field === undefined) return;
        const message = 'le' in rule ? m.notAbove(rule.le[0], rule.le[1]) : m.required;
        ctx.addIssue({ code: 'custom', path: [field], message, input: value[field] });
      }),
    );
}

/** Decimals a decimal text carries, trailing zeros aside (the server's door counts them so). */
const fractionDigits = (text: string) => /\.(\d*?)0*$/.exec(text.trim())?.[1]?.length ?? 0;

/** Money fields among those shown with a declared precision: fixed (`x-decimals`), or the token's decimals another
 * field of the same form holds (`x-decimals-of: decimals`). More decimals read so at the amount, as the door refuses
 * them (a referenced token's decimals, `otc_token_id.decimals`, are the server's to check). */
function precisionChecks(schema: FieldSchema, names: readonly string[], m: RuleMessages): z.core.$ZodCheck<Record<string, unknown>>[] {
  return names.flatMap((name) => {
    const property = schema.properties?.[name];
    const of = property?.decimalsOf;
    const own = of !== undefined && !of.includes('.') && names.includes(of) ? of : undefined;
    if (property?.decimals === undefined && own === undefined) return [];
    return [
      z.superRefine<Record<string, unknown>>((value, ctx) => {
        const text = value[name];
        const allowed = property?.decimals ?? Number(value[own!]);
        if (typeof text !== 'string' || !Number.isInteger(allowed) || allowed < 0 || fractionDigits(text) <= allowed) return;
        ctx.addIssue({ code: 'custom', path: [name], message: m.decimals?.(allowed) ?? m.pattern, input: text });
      }),
    ];
  });
}

/** An object schema, or the named subset of its properties (a form showing only some fields). */
export function objectRule(schema: FieldSchema, m: RuleMessages, only?: readonly string[]): z.ZodMiniObject {
  const required = new Set(schema.required ?? []);
  const names = only ?? Object.keys(schema.properties ?? {});
  const shape: Record<string, Rule> = {};
  for (const name of names) {
    const property = schema.properties?.[name];
    if (property) shape[name] = fieldRule(property, required.has(name), m);
  }
  const checks = [
    ...periodChecks(schema, Object.keys(shape), m),
    ...ruleChecks(schema, Object.keys(shape), m),
    ...precisionChecks(schema, Object.keys(shape), m),
  ];
  return checks.length ? z.object(shape).check(...checks) : z.object(shape);
}
