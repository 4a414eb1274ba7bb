// Rules across the fields of one row (`x-rules` in the contract) and the approval policies on an entity's data
// (`x-approval-policy`): the server's write door and the console's forms evaluate them with the same functions, so a
// form refuses what the server refuses and says beforehand what the server will hold for approval.
import { toText } from './encode.js';
import { compareDecimals, isDecimal } from './money.js';

/**
 * A rule across the fields of one row (`x-rules`), kept by the server's door on every write and by the console's forms:
 * - `{ le: [a, b] }`: a is at most b when both are set (a blank or 0 is no limit): min_stake ≤ max_stake.
 * - `{ requires: field, when: { other: value } }`: while the row has those values, `field` is set (not blank, not 0):
 *   a banner that opens a web page (link_type 1) has its link_url.
 */
export type RowRule = { le: [string, string] } | { requires: string; when: Record<string, unknown> };

/** A value that counts as not given: absent, null, blank text or 0. */
export const isUnset = (value: unknown): boolean =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '') || value === 0 || value === '0';

/** The field a row breaks `rule` at (the one an operator should change), or undefined when the row keeps it. */
export function brokenRule(rule: RowRule, row: Record<string, unknown>): string | undefined {
  if ('le' in rule) {
    const [low, high] = rule.le;
    const a = row[low];
    const b = row[high];
    if (isUnset(a) || isUnset(b)) return undefined;
    const text = (v: unknown) => (typeof v === 'number' ? String(v) : typeof v === 'string' ? v.trim() : '');
    if (!isDecimal(text(a)) || !isDecimal(text(b))) return undefined;
    return compareDecimals(text(a), text(b)) > 0 ? high : undefined;
  }
  const applies = Object.entries(rule.when).every(([field, value]) => toText(row[field] ?? '') === toText(value));
  return applies && isUnset(row[rule.requires]) ? rule.requires : undefined;
}

/** One entity's approval policy (`x-approval-policy`): which of its rows and fields a second operator guards. */
export interface ApprovalPolicy {
  /** The row (before or after the write) has these values; `set` means any value but none, blank or 0. */
  when: Record<string, unknown>;
  /** Only a change of these fields (none listed: of any field, a delete included). A live-state rule (one with
   * `when`) lists none: it guards every field but its `harmless` ones (deny by default). */
  fields: string[];
  /** With no `fields`: the fields whose change alone is not held (an internal note users never see). */
  harmless: string[];
  /** Creating such a row is guarded too (a forced upgrade); otherwise only changes and deletes of stored rows. */
  creates: boolean;
}

/** Whether the row's field has one of the values (`set`: any value but none, blank or 0). */
export const fieldMatches = (row: Record<string, unknown>, field: string, value: unknown): boolean =>
  value === 'set' ? !isUnset(row[field]) : (Array.isArray(value) ? value : [value]).some((v) => toText(row[field] ?? '') === toText(v));

/** Whether a row (before or after a write) is one the policy guards: it has every value of the policy's `when`. */
export const policyHolds = (policy: ApprovalPolicy, row: Record<string, unknown> | null): boolean =>
  row !== null && Object.entries(policy.when).every(([field, value]) => fieldMatches(row, field, value));

/** Whether a write (`before` null: a create; `after` null: a delete) that changes `changed` touches guarded data. */
export function needsApproval(
  policies: readonly ApprovalPolicy[],
  before: Record<string, unknown> | null,
  after: Record<string, unknown> | null,
  changed: readonly string[],
): boolean {
  return policies.some((policy) => {
    if (before === null && !policy.creates) return false;
    if (!policyHolds(policy, before) && !policyHolds(policy, after)) return false;
    if (!policy.fields.length) return after === null || changed.some((field) => !policy.harmless.includes(field));
    return changed.some((field) => policy.fields.includes(field));
  });
}
