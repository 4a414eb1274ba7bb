// The audit log: one row per successful POST, written in the same transaction as the change.
import { appendAudit } from '../audit/chain.ts';
import type { Db } from '../db/types.ts';
import type { OperationContext } from '../operations/types.ts';

// Secrets and credentials never reach the log, even when the row written holds them: a key one of whose snake-case
// parts is password, secret, totp or verify_code, or that is or ends in `token` (a session's). Not `token_id` or
// `token_symbol`: a row's history must show (and its revert write back) which token a market belongs to.
const CREDENTIAL_KEY = /(^|_)(password|secret|totp|verify_code)(_|$)|(^|_)token$/i;

export const isCredentialKey = (key: string): boolean => CREDENTIAL_KEY.test(key);

/** What the log holds instead of a credential's value; a value that changed in the write says so, never what it was. */
const REDACTED = '[redacted]';
export const REDACTED_CHANGED = '[redacted: changed]';
export const isRedacted = (value: unknown): boolean => value === REDACTED || value === REDACTED_CHANGED;

/** `value` with every credential replaced by REDACTED, or REDACTED_CHANGED where it differs from the same place of
 * `other` (the row before the write), so a secret's change is an entry of the history without its value. */
function redact(value: unknown, other: unknown): unknown {
  if (Array.isArray(value)) return value.map((item, i) => redact(item, Array.isArray(other) ? (other as unknown[])[i] : undefined));
  if (typeof value !== 'object' || value === null) return value;
  const then = typeof other === 'object' && other !== null ? (other as Record<string, unknown>) : {};
  return Object.fromEntries(
    Object.entries(value).map(([key, v]) => {
      if (!isCredentialKey(key) || v === null || v === undefined || isRedacted(v)) return [key, redact(v, then[key])];
      return [key, JSON.stringify(v) === JSON.stringify(then[key]) ? REDACTED : REDACTED_CHANGED];
    }),
  );
}

const asText = (value: unknown): string | null => (value === null || value === undefined ? null : JSON.stringify(value));

interface AuditInput {
  operation: string;
  target: string;
  before: unknown;
  after: unknown;
  actor: { id: number; user_name: string } | null;
  ip: string;
  requestId: string;
  at: number;
}

/** One audit_log row: the before redacted, the after redacted against it. */
export const auditRow = (input: AuditInput) => ({
  user_id: input.actor?.id ?? null,
  user_name: input.actor?.user_name ?? '',
  operation: input.operation,
  target: input.target,
  before: asText(redact(input.before, input.before)),
  after: asText(redact(input.after, input.before)),
  ip: input.ip,
  request_id: input.requestId,
  created_at: input.at,
  updated_at: input.at,
});

export async function writeAudit(db: Db, ctx: OperationContext): Promise<void> {
  // A batch writes one row per changed row, so each row's history shows its own before and after.
  const entries = Array.isArray(ctx.audit) ? ctx.audit : [ctx.audit];
  const rows = entries.map((entry) =>
    auditRow({
      operation: ctx.op.operationId,
      target: entry?.target ?? ctx.op.resource ?? '',
      before: entry?.before,
      after: entry?.after,
      actor: ctx.user ?? entry?.actor ?? null,
      ip: ctx.ip,
      requestId: ctx.requestId,
      at: ctx.now,
    }),
  );
  await appendAudit(db, rows, ctx.services.config.auditCheckpoints?.key);
}

/** Reads of the log that are logged themselves (issue 42): who read or exported it, with what query, and who verified it. */
const LOGGED_READS = new Set(['listAuditLog', 'verifyAuditLog']);

/** After a read of the log answered: its own entry, `target` audit_log, `after` the query it was asked with. */
export async function auditRead(db: Db, ctx: OperationContext): Promise<void> {
  if (!LOGGED_READS.has(ctx.op.operationId)) return;
  await writeAudit(db, { ...ctx, audit: { target: 'audit_log', before: null, after: ctx.query } });
}
