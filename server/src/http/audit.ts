// The audit log: one row per successful POST, written in the same transaction as the change.
import { core } from '../db/core.ts';
import type { Db } from '../db/types.ts';
import type { OperationContext } from '../operations/types.ts';

// Secrets and credentials never reach the log, even when the row written holds them: a key one of whose snake-case
// parts is password, secret, totp or verify_code, or that is or ends in `token` (a session's). Not `token_id` or
// `token_symbol`: a row's history must show (and its revert write back) which token a market belongs to.
const CREDENTIAL_KEY = /(^|_)(password|secret|totp|verify_code)(_|$)|(^|_)token$/i;

export const isCredentialKey = (key: string): boolean => CREDENTIAL_KEY.test(key);

function redacted(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  return JSON.stringify(value, (key, v: unknown) => (key && isCredentialKey(key) ? '[redacted]' : v));
}

export async function writeAudit(db: Db, ctx: OperationContext): Promise<void> {
  // A batch writes one row per changed row, so each row's history shows its own before and after.
  const entries = Array.isArray(ctx.audit) ? ctx.audit : [ctx.audit];
  const rows = entries.map((entry) => {
    const actor = ctx.user ?? entry?.actor ?? null;
    return {
      user_id: actor?.id ?? null,
      user_name: actor?.user_name ?? '',
      operation: ctx.op.operationId,
      target: entry?.target ?? ctx.op.resource ?? '',
      before: redacted(entry?.before),
      after: redacted(entry?.after),
      ip: ctx.ip,
      request_id: ctx.requestId,
      created_at: ctx.now,
      updated_at: ctx.now,
    };
  });
  if (rows.length) await core(db).insertInto('audit_log').values(rows).execute();
}
