// revealPrepaidCardNo: the one answer carrying a card's full number (every other one masks it: x-mask, masks.ts).
// x-reauth (sudo) comes before the handler; one card a call; the audit log gets the entry, the number masked there.
import { toText } from '@wallet-admin/sdk';
import { getRow } from '../rows.ts';
import { maskPan } from '../masks.ts';
import type { OperationContext } from '../types.ts';
import { resourceNamed } from './shared.ts';

export async function revealPrepaidCardNo(ctx: OperationContext) {
  const cards = resourceNamed(ctx, 'prepaid_card');
  const card = await getRow(ctx.db, cards, ctx.body.id);
  const number = toText(card.card_no);
  ctx.audit = { target: `prepaid_card:${String(card.id)}`, before: null, after: { card_no: maskPan(number), revealed: 'card_no' } };
  return { id: Number(card.id), card_no: number };
}
