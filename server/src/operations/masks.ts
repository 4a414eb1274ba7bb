// `x-mask: pan` columns (a card's number): PCI DSS lets a back office show at most the first 6 and last 4 digits of a
// primary account number. Every answer of the generic handlers (list, get, update, the stale row of a 40012), every
// audit entry and revision the door writes (settleWrites) and so every export and history view carries the masked
// number; the full one is answered only by revealPrepaidCardNo, after sudo, for one row, audited.
import type { Row } from '../db/types.ts';
import type { Resource } from './resources.ts';

/** A card number as shown: its first 6 and last 4 digits, the ones between as `*` (5329000000000000 → 532900******0000).
 * A value too short to keep 10 digits apart shows its last 4 only. */
export function maskPan(value: string): string {
  const digits = value.trim();
  if (digits.length < 13) return '*'.repeat(Math.max(0, digits.length - 4)) + digits.slice(-4);
  return `${digits.slice(0, 6)}${'*'.repeat(digits.length - 10)}${digits.slice(-4)}`;
}

/** Whether a stored value is already a masked one (the audit log's, a form sending back what it was shown). */
const isMaskedPan = (value: unknown): boolean => typeof value === 'string' && value.includes('*');

/** The columns of a resource whose values are answered masked. */
export const maskedColumns = (resource: Resource | undefined): string[] =>
  resource ? resource.columns.filter((c) => c.schema['x-mask'] === 'pan').map((c) => c.name) : [];

/** A copy of a row (or an audit entry's state) with its `x-mask` columns masked; anything that is not a row as is. */
export function maskRow<T>(resource: Resource | undefined, row: T): T {
  const columns = maskedColumns(resource);
  if (!columns.length || typeof row !== 'object' || row === null || Array.isArray(row)) return row;
  const out: Row = { ...(row as Row) };
  for (const name of columns) if (typeof out[name] === 'string' && !isMaskedPan(out[name])) out[name] = maskPan(out[name]);
  return out as T;
}
