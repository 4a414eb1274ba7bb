// A write's diff, field by field: what the history, the approvals inbox and the door's approval policies read.
import { isRedacted } from '../http/audit.ts';
import type { Row } from '../db/types.ts';
import type { Resource } from './resources.ts';

export const SYSTEM = new Set(['id', 'created_at', 'updated_at']);

export interface FieldChange {
  field: string;
  before?: unknown;
  after?: unknown;
  secret?: boolean;
  /** The row changed (`resource:id`), when a request changes more than one. */
  target?: string;
}

export const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);
const DECIMAL = /^-?\d+(\.\d+)?$/;
/** A decimal's text without leading and trailing zeros: "1.50" and "1.5", "007" and "7". */
const decimalText = (text: string) => {
  const [whole = '0', fraction = ''] = text.replace(/^-/, '').split('.');
  const digits = whole.replace(/^0+(?=\d)/, '') + (fraction.replace(/0+$/, '') ? `.${fraction.replace(/0+$/, '')}` : '');
  return `${text.startsWith('-') && digits !== '0' ? '-' : ''}${digits}`;
};
/** A value as a diff compares it: JSON text as the value it holds, an object's keys in order, a boolean as 0/1, a
 * number as its decimal text (and, in a decimal column, a decimal text without its trailing zeros), nothing as null. */
function canonical(value: unknown, decimal: boolean): unknown {
  if (value === undefined || value === null) return null;
  if (typeof value === 'boolean') return value ? '#1' : '#0';
  if (typeof value === 'number') return Number.isFinite(value) ? `#${decimalText(String(value))}` : value;
  if (typeof value === 'string') {
    const text = value.trim();
    if (decimal && DECIMAL.test(text)) return `#${decimalText(text)}`;
    if (/^[[{]/.test(text)) {
      try {
        return canonical(JSON.parse(text) as unknown, false);
      } catch {
        return value;
      }
    }
    return value;
  }
  if (Array.isArray(value)) return value.map((item) => canonical(item, false));
  if (typeof value === 'object')
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((key) => [key, canonical((value as Record<string, unknown>)[key], false)]),
    );
  return value;
}
/** Whether a field kept its value through a write, however each side spells it (a number and its text, an object and
 * its JSON text, "1.50" and "1.5" in a decimal column): the history lists only the fields a write changed. */
export function unchanged(a: unknown, b: unknown, decimal = false): boolean {
  // A number against its text (a value read back from a form-encoded body): compared as numbers.
  const numeric = (x: unknown, y: unknown) => typeof x === 'number' && typeof y === 'string' && DECIMAL.test(y.trim());
  const asDecimal = decimal || numeric(a, b) || numeric(b, a);
  return JSON.stringify(canonical(a, asDecimal)) === JSON.stringify(canonical(b, asDecimal));
}

/** A field whose value the history neither shows nor writes back: `x-secret`, or `x-mask` (kept masked in the log). */
export const isSecret = (resource: Resource | undefined, field: string) => {
  const schema = resource?.byName.get(field)?.schema;
  return schema?.['x-secret'] === true || schema?.['x-mask'] !== undefined;
};

/** The fields of `after` that differ from `before`, secrets and redacted values as `secret: true` without values. */
export function fieldChanges(resource: Resource | undefined, before: Row | null, after: Row | null): FieldChange[] {
  const fields = new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})]);
  const changes: FieldChange[] = [];
  for (const field of fields) {
    if (SYSTEM.has(field) || (resource && !resource.byName.has(field))) continue;
    const from = before?.[field] ?? null;
    const to = after?.[field] ?? null;
    if (unchanged(from, to, resource?.byName.get(field)?.kind === 'decimal')) continue;
    changes.push(
      isSecret(resource, field) || isRedacted(from) || isRedacted(to) ? { field, secret: true } : { field, before: from, after: to },
    );
  }
  return changes;
}
