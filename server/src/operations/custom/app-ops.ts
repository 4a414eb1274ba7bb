// App operations with their own rules: publishing the latest version and sending a push message.
import { AppError, Result } from '../../http/errors.ts';
import { getRow } from '../rows.ts';
import { changeRow } from '../door.ts';
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
  // The platform's other latest version stops being it: a write of its own (its history and the request's diff show it).
  const others = await ctx.db
    .selectFrom(versions.table)
    .select('id')
    .where('platform', '=', String(row.platform))
    .where('id', '!=', id)
    .where('latest_at', 'is not', null)
    .execute();
  for (const other of others) await changeRow(ctx, versions, other.id, { latest_at: null });
  const { before, after } = await changeRow(ctx, versions, id, { latest_at: ctx.now });
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
  const { before, after } = await changeRow(ctx, messages, id, {
    status: SENT,
    sent_at: ctx.now,
    recipient_count: Number(counted?.n ?? 0),
  });
  ctx.audit = { target: `message:${id}`, before, after };
  return after;
}
