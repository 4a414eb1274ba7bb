// What an approver is shown of a request: every row it writes, each with the fields it changes (now → then) and
// nothing else. Read from the whole rows the server stored (`rows`, what the approval must write), else (a request
// stored without them) from its field diff. A value the approval sets at its own moment reads "the approver" or
// "at approval": the requester's name and the request's moment stand in for them in the stored rows (the server's
// sameRows lets exactly these differ). A request that makes a row live (its entity's x-approval-policy `when`: the latest
// version of a platform) leads with what users get now → then: the row it replaces against the row it makes live.
import { policyHolds, toText, type ApprovalPolicy, type Schema } from '@wallet-admin/sdk';

type Approval = Schema<'Approval'>;
type Row = Record<string, unknown>;

/** Set when the request is approved: the approver's name, or the approval's moment. */
type AtApproval = 'by' | 'at';

interface ShownChange {
  field: string;
  before: unknown;
  after: unknown;
  secret?: boolean;
  atApproval?: AtApproval;
}

export interface ShownRow {
  /** `resource:id` (the id of a row the request creates is the one its dry run got). */
  target: string;
  resource: string;
  /** The row as it will be (as it is, for a delete): what names it and what its cells read (a token's decimals). */
  row: Row;
  /** `live`: what users get, now → once approved: the row it makes live against the one it replaces (a publish). */
  action: 'create' | 'update' | 'delete' | 'live';
  changes: ShownChange[];
}

/** Written by the server on every write, never the approver's concern. */
const SYSTEM = new Set(['id', 'created_at', 'updated_at']);
const DECIMAL = /^-?\d+(\.\d+)?$/;

/** A decimal's text without leading and trailing zeros ("1.50" and "1.5" are one value). */
const decimalText = (text: string) => {
  const [whole = '0', fraction = ''] = text.replace(/^-/, '').split('.');
  const digits = whole.replace(/^0+(?=\d)/, '') + (fraction.replace(/0+$/, '') ? `.${fraction.replace(/0+$/, '')}` : '');
  return `${text.startsWith('-') && digits !== '0' ? '-' : ''}${digits}`;
};

const canonical = (value: unknown): string => {
  if (value === undefined || value === null || value === '') return 'null';
  if (typeof value === 'boolean') return value ? '1' : '0';
  const text = typeof value === 'object' ? JSON.stringify(value) : toText(value).trim();
  return DECIMAL.test(text) ? decimalText(text) : text;
};

/** Whether a field kept its value: a number and its text, "1.50" and "1.5", true and 1, null and "" are the same. */
const sameValue = (a: unknown, b: unknown): boolean => canonical(a) === canonical(b);

/** Fields that record who asked (an internal transfer's requested_by): they keep the requester's name when approved. */
const ASKED_BY = new Set(['requested_by']);

function atApproval(request: Pick<Approval, 'created_at' | 'requester_name'>, field: string, after: unknown): AtApproval | undefined {
  if (typeof after === 'number' && after === request.created_at && (field.endsWith('_at') || field.endsWith('_time'))) return 'at';
  if (typeof after === 'string' && after !== '' && after === request.requester_name && !ASKED_BY.has(field)) return 'by';
  return undefined;
}

/** A row's resource (`version:7`), or a config document's own name (`config:app_config`: its screen's resource). */
const resourceOf = (target: string) => (target.startsWith('config:') ? target.slice('config:'.length) : (target.split(':')[0] ?? ''));

type Policies = (resource: string) => readonly ApprovalPolicy[];

/** Whether a row is live by one of its entity's live-state policies (one with `when`: the door's own test). */
const isLive = (policies: readonly ApprovalPolicy[], row: Row | null) =>
  policies.some((policy) => Object.keys(policy.when).length > 0 && policyHolds(policy, row));

/** Every row a request writes with the fields it changes, in the order the request writes them; first, for each row
 * it makes live, what users get now (the row of the same entity it stops being live, else nothing) → once approved. */
export function shownRows(
  request: Pick<Approval, 'rows' | 'changes' | 'created_at' | 'requester_name' | 'target'>,
  policiesOf: Policies = () => [],
): ShownRow[] {
  const changeTarget = (change: Approval['changes'][number]) => change.target ?? request.target;
  const secretsOf = (target: string) =>
    request.changes
      .filter((change) => change.secret && changeTarget(change) === target)
      .map((change) => ({ field: change.field, before: undefined, after: undefined, secret: true }));
  const stamp = (change: Omit<ShownChange, 'atApproval'>): ShownChange => {
    const at = change.secret ? undefined : atApproval(request, change.field, change.after);
    return at ? { ...change, atApproval: at } : change;
  };
  /** The fields whose value differs, each now → then (a deleted row's: → nothing). */
  const diff = (was: Row, after: Row | null) => {
    const will: Row = after ?? {};
    return [...new Set([...Object.keys(was), ...Object.keys(will)])]
      .filter((field) => !SYSTEM.has(field) && !sameValue(was[field], will[field]))
      .map((field) => stamp({ field, before: was[field] ?? null, after: will[field] ?? null }));
  };
  if (request.rows?.length) {
    const entering = request.rows.filter(
      (w) => !isLive(policiesOf(resourceOf(w.target)), w.before) && isLive(policiesOf(resourceOf(w.target)), w.after),
    );
    const leaving = request.rows.filter(
      (w) => isLive(policiesOf(resourceOf(w.target)), w.before) && !isLive(policiesOf(resourceOf(w.target)), w.after),
    );
    const live = entering.map((w): ShownRow => {
      const was = leaving.find((l) => resourceOf(l.target) === resourceOf(w.target))?.before ?? {};
      return { target: w.target, resource: resourceOf(w.target), row: w.after ?? {}, action: 'live', changes: diff(was, w.after) };
    });
    const rows = request.rows.map(({ target, before, after }): ShownRow => {
      const changed = diff(before ?? {}, after);
      const secret = secretsOf(target).filter((change) => !changed.some((c) => c.field === change.field));
      return {
        target,
        resource: resourceOf(target),
        row: after ?? before ?? {},
        action: before === null ? 'create' : after === null ? 'delete' : 'update',
        changes: [...changed, ...secret],
      };
    });
    return [...live, ...rows];
  }
  // A request stored with its field diff only: grouped by the row each change names.
  const byTarget = new Map<string, ShownChange[]>();
  for (const change of request.changes) {
    const target = changeTarget(change);
    const shown = change.secret
      ? { field: change.field, before: undefined, after: undefined, secret: true }
      : stamp({ field: change.field, before: change.before ?? null, after: change.after ?? null });
    byTarget.set(target, [...(byTarget.get(target) ?? []), shown]);
  }
  return [...byTarget].map(([target, changes]) => ({ target, resource: resourceOf(target), row: {}, action: 'update', changes }));
}
