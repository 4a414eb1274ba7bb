// verifyAuditLog: `npm run audit -- verify` for the 审计员 (auditor) screen: the chain walked and checked against the
// signed checkpoints the server writes (audit/verify.ts, audit/checkpoints.ts). The call is itself audited
// (http/audit.ts LOGGED_READS).
import type { Schema } from '@wallet-admin/sdk';
import { checkpointStores, readCheckpoints } from '../../audit/checkpoints.ts';
import { verifyChain } from '../../audit/verify.ts';
import type { OperationContext } from '../types.ts';

export async function verifyAuditLog(ctx: OperationContext): Promise<Schema<'AuditVerdict'>> {
  const signed = ctx.services.config.auditCheckpoints;
  // Every entry committed before the call gets its place first (a GET: ctx.db is the database, not a transaction).
  await ctx.services.chainer.drain();
  const verdict = await verifyChain(
    ctx.db,
    signed ? await readCheckpoints(checkpointStores(ctx.db, signed.mirrors), signed.key) : [],
    signed?.key,
  );
  return { intact: verdict.problems.length === 0, ...verdict };
}
