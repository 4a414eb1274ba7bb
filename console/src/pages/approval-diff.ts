// What an approver is shown of a request: every row it writes, each with the fields it changes (now → then) and
// nothing else. Read from the whole rows the server stored (`rows`, what the approval must write), else (a request
// stored without them) from its field diff. A value the approval sets at its own moment reads "the approver" or
// "at approval": the requester's name and the request's moment stand in for them in the stored rows (the server's
// sameRows lets exactly these differ).
import { toText, type Schema } from '@wallet-admin/sdk';

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
  action: 'create' | 'update' | 'delete';
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

function atApproval(request: Pick<Approval, 'created_at' | 'requester_name'>, field: string, after: unknown): AtApproval | undefined {
  if (typeof after === 'number' && after === request.created_at && (field.endsWith('_at') || field.endsWith('_time'))) return 'at';
  if (typeof after === 'string' && after !== '' && after === request.requester_name) return 'by';
  return undefined;
}

const resourceOf = (target: string) => target.split(':')[0] ?? '';

/** Every row a request writes with the fields it changes, in the order the request writes them. */
export function shownRows(request: Pick<Approval, 'rows' | 'changes' | 'created_at' | 'requester_name' | 'target'>): ShownRow[] {
  const changeTarget = (change: Approval['changes'][number]) => change.target ?? request.target;
  const secretsOf = (target: string) =>
    request.changes
      .filter((change) => change.secret && changeTarget(change) === target)
      .map((change) => ({ field: change.field, before: undefined, after: undefined, secret: true }));
  const stamp = (change: Omit<ShownChange, 'atApproval'>): ShownChange => {
    const at = change.secret ? undefined : atApproval(request, change.field, change.after);
    return at ? { ...change, atApproval: at } : change;
  };
  if (request.rows?.length)
    return request.rows.map(({ target, before, after }) => {
      const was: Row = before ?? {};
      const will: Row = after ?? {};
      const fields = [...new Set([...Object.keys(was), ...Object.keys(will)])].filter((field) => !SYSTEM.has(field));
      const changed = fields
        .filter((field) => !sameValue(was[field], will[field]))
        .map((field) => stamp({ field, before: was[field] ?? null, after: after === null ? null : (will[field] ?? null) }));
      const secret = secretsOf(target).filter((change) => !changed.some((c) => c.field === change.field));
      return {
        target,
        resource: resourceOf(target),
        row: after ?? before ?? {},
        action: before === null ? 'create' : after === null ? 'delete' : 'update',
        changes: [...changed, ...secret],
      };
    });
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
