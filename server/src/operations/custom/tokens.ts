// Token calls with their own rules: contract checks, app contracts of market entries, texts per language.
import type { Row } from '../../db/types.ts';
import { AppError, Result, invalidInput, notFound } from '../../http/errors.ts';
import { decodeRow } from '../resources.ts';
import { getRow } from '../rows.ts';
import { changeRow, createRow, sameAddress } from '../door.ts';
import type { OperationContext } from '../types.ts';
import { EOS_PLATFORMS, chainPlatform, normalizeAddress } from '../addresses.ts';
import { resourceNamed } from './shared.ts';
import { toText } from '@wallet-admin/sdk';

export async function validateToken(ctx: OperationContext) {
  const blockchainId = Number(ctx.body.blockchain_id);
  const platform = await chainPlatform(ctx.db, blockchainId);
  if (platform === null) throw notFound('block_chain', blockchainId);
  const address = normalizeAddress(platform, String(ctx.body.address), 'body.address');
  const symbol = typeof ctx.body.symbol === 'string' ? ctx.body.symbol : undefined;
  if (EOS_PLATFORMS.has(platform) && !symbol)
    throw invalidInput('invalid input: body.symbol is required on EOS, ENU and BOS', {}, 'symbol');
  // The natural key every write of a token keeps (door.ts, x-unique-address): the answer is the one a save gets.
  const existing = await sameAddress(ctx, resourceNamed(ctx, 'token'), { id: ctx.body.id, blockchain_id: blockchainId, address, symbol });
  if (existing !== undefined)
    throw new AppError(Result.CONFLICT, 'token exists: id {id}', { params: { id: String(existing) }, field: 'address' });
  ctx.audit = { target: `token:${address}`, before: null, after: null };
  return { blockchain_id: blockchainId, address, platform };
}

export async function updateTokenMarketAppContract(ctx: OperationContext) {
  const tokenId = Number(ctx.body.token_id);
  const token = await getRow(ctx.db, resourceNamed(ctx, 'token'), tokenId);
  let appContract = toText(ctx.body.app_contract);
  if (appContract !== '') {
    const platform = await chainPlatform(ctx.db, Number(token.blockchain_id));
    if (platform !== null) appContract = normalizeAddress(platform, appContract, 'body.app_contract');
  }
  const markets = resourceNamed(ctx, 'token_market');
  const rows = await ctx.db.selectFrom(markets.table).select('id').where('token_id', '=', tokenId).orderBy('id').execute();
  for (const row of rows) await changeRow(ctx, markets, row.id, { app_contract: appContract });
  const updated = rows.length;
  ctx.audit = { target: `token:${tokenId}`, before: null, after: { app_contract: appContract, updated } };
  return { token_id: tokenId, app_contract: appContract, updated };
}

export async function batchUpdateTokenLangExtension(ctx: OperationContext) {
  const texts = resourceNamed(ctx, 'token_lang_extension');
  const items = (Array.isArray(ctx.body.items) ? ctx.body.items : []) as Row[];
  const seen = new Set<string>();
  items.forEach((item, i) => {
    const pair = `${String(item.token_id)}|${String(item.lang)}`;
    if (seen.has(pair))
      throw invalidInput(
        'invalid input: body.items[{i}] names token_id {token} and lang {lang} twice',
        { i, token: String(item.token_id), lang: String(item.lang) },
        `items[${i}]`,
      );
    seen.add(pair);
  });
  const tokenIds = [...new Set(items.map((item) => Number(item.token_id)))];
  const found = new Set((await ctx.db.selectFrom('token').select('id').where('id', 'in', tokenIds).execute()).map((r) => Number(r.id)));
  const missing = tokenIds.find((id) => !found.has(id));
  if (missing !== undefined) throw notFound('token', missing);
  for (const item of items) {
    const existing = await ctx.db
      .selectFrom(texts.table)
      .select('id')
      .where('token_id', '=', Number(item.token_id))
      .where('lang', '=', String(item.lang))
      .executeTakeFirst();
    if (existing) await changeRow(ctx, texts, existing.id, item);
    else await createRow(ctx, texts, item);
  }
  const rows = await ctx.db
    .selectFrom(texts.table)
    .selectAll()
    .where('token_id', 'in', tokenIds)
    .orderBy('token_id')
    .orderBy('lang')
    .execute();
  const list = rows.map((r) => decodeRow(texts, r));
  ctx.audit = { target: `token_lang_extension:${tokenIds.join(',')}`, before: null, after: items };
  return { list, total: list.length };
}
