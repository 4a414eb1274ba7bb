// App operations with their own rules: publishing the latest version and sending a push message.
import { AppError, Result } from '../../http/errors.ts';
import { getRow, updateRow } from '../rows.ts';
import type { OperationContext } from '../types.ts';
import { resourceNamed } from './shared.ts';

const HIDDEN = 1;
const SENT = 1;

export async function setLastVersion(ctx: OperationContext) {
  const versions = resourceNamed(ctx, 'version');
  const id = Number(ctx.body.id);
  const row = await getRow(ctx.db, versions, id);
  if (Number(row.status) === HIDDEN)
    throw new AppError(Result.CONFLICT, 'version {id} is hidden: show it before publishing it', { params: { id: String(id) } });
  await ctx.db
    .updateTable(versions.table)
    .set({ latest_at: null })
    .where('platform', '=', String(row.platform))
    .where('id', '!=', id)
    .execute();
  const { before, after } = await updateRow(ctx.db, versions, id, { latest_at: ctx.now }, ctx.now);
  ctx.audit = { target: `version:${id}`, before, after };
  return after;
}

export async function sendMessage(ctx: OperationContext) {
  const messages = resourceNamed(ctx, 'message');
  const id = Number(ctx.body.id);
  const message = await getRow(ctx.db, messages, id);
  if (Number(message.status) === SENT) throw new AppError(Result.CONFLICT, 'message {id} was already sent', { params: { id: String(id) } });
  let audience = ctx.db.selectFrom('wallet_info').where('lang', '=', String(message.lang));
  if (message.platform !== 'all') audience = audience.where('platform_os', '=', String(message.platform));
  const counted = await audience.select((eb) => eb.fn.count('device_id').distinct().as('n')).executeTakeFirst();
  const { before, after } = await updateRow(
    ctx.db,
    messages,
    id,
    { status: SENT, sent_at: ctx.now, recipient_count: Number(counted?.n ?? 0) },
    ctx.now,
  );
  ctx.audit = { target: `message:${id}`, before, after };
  return after;
}
