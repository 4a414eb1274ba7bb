// Signed public calls (no session): token info, the protocol map, DApp income, DApp search, latest version.
import { sql } from 'kysely';
import type { Row } from '../../db/types.ts';
import { notFound } from '../../http/errors.ts';
import { decodeRow } from '../resources.ts';
import type { OperationContext } from '../types.ts';
import { searchConditions } from '../crud.ts';
import { cachedTotal } from '../totals.ts';
import { compareVersions, versionKey, versionKeyColumn } from '../versions.ts';
import { chainPlatform, normalizeAddress } from '../addresses.ts';
import { enumMembers, resourceNamed } from './shared.ts';
import { toText } from '@wallet-admin/sdk';

const DEFAULT_LANG = 'zh-Hans';

export async function getTokenInfo(ctx: OperationContext) {
  const tokens = resourceNamed(ctx, 'token');
  const blockchainId = Number(ctx.query.blockchain_id);
  const platform = await chainPlatform(ctx.db, blockchainId);
  if (platform === null) throw notFound('block_chain', blockchainId);
  const address = normalizeAddress(platform, String(ctx.query.address), 'query.address');
  const stored = await ctx.db
    .selectFrom(tokens.table)
    .selectAll()
    .where('blockchain_id', '=', blockchainId)
    .where('address', '=', address)
    .where('status', '=', 0)
    .orderBy('id')
    .executeTakeFirst();
  if (!stored) throw notFound('token', address);
  const token = decodeRow(tokens, stored);
  const lang = typeof ctx.query.lang === 'string' ? ctx.query.lang : DEFAULT_LANG;
  const text = ctx.services.contract.resources.has('token_lang_extension')
    ? await ctx.db
        .selectFrom('token_lang_extension')
        .selectAll()
        .where('token_id', '=', Number(token.id))
        .where('lang', '=', lang)
        .executeTakeFirst()
    : undefined;
  const name = typeof text?.name === 'string' && text.name !== '' ? text.name : token.name;
  const description = typeof text?.description === 'string' && text.description !== '' ? text.description : token.description;
  return { ...token, name, description, notice: typeof text?.notice === 'string' ? text.notice : '', lang };
}

export async function getTokenProtocolListMap(ctx: OperationContext) {
  return Object.fromEntries(enumMembers(ctx, 'TokenProtocol').map((m) => [m.key, m.value]));
}

export async function listDappProfit(ctx: OperationContext) {
  const profits = resourceNamed(ctx, 'dapp_profit');
  const q = ctx.query;
  let query = ctx.db.selectFrom(profits.table);
  if (q.application_id !== undefined) query = query.where('application_id', '=', Number(q.application_id));
  if (q.blockchain_id !== undefined) query = query.where('blockchain_id', '=', Number(q.blockchain_id));
  if (typeof q.start_date === 'string') query = query.where('day', '>=', q.start_date);
  if (typeof q.end_date === 'string') query = query.where('day', '<=', q.end_date);
  const rows = await query
    .selectAll()
    .orderBy('day', 'desc')
    .orderBy('id', 'desc')
    .limit(Number(q.count ?? 10))
    .offset(Number(q.start ?? 0))
    .execute();
  const total = await query.select(sql<number>`count(*)`.as('n')).executeTakeFirst();
  return { list: rows.map((r) => decodeRow(profits, r)), total: Number(total?.n ?? 0) };
}

export async function searchApplication(ctx: OperationContext) {
  const q = ctx.query;
  const applications = resourceNamed(ctx, 'application');
  // The app asks in its language (zh-Hans when it names none); the console's picker without one (a form with no
  // language: a hot DApp, a contact) picks among the DApps of every language.
  const lang = typeof q.lang === 'string' ? q.lang : ctx.op.operationId === 'pickApplication' ? null : DEFAULT_LANG;
  let query = ctx.db.selectFrom('application').where('status', '=', 0);
  if (lang !== null) query = query.where('lang', '=', lang);
  if (typeof q.key === 'string' && q.key !== '')
    for (const condition of searchConditions(ctx, applications, ['title'], q.key)) query = query.where(condition);
  // In SQL on the hidden sortable key (versions.ts versionKey), never by loading every row.
  if (typeof q.version === 'string') query = query.where(sql.ref(versionKeyColumn('min_version')), '<=', versionKey(q.version));
  const first = Number(q.start ?? 0) + Number(q.offset ?? 0);
  const [rows, total] = await Promise.all([
    query
      .select(['id', 'title'])
      .orderBy('sort', 'asc')
      .orderBy('id', 'desc')
      .limit(Number(q.count ?? 10))
      .offset(first)
      .execute(),
    cachedTotal(ctx.db, applications.table, query.select(sql<number>`count(*)`.as('n'))),
  ]);
  return { list: rows.map((r) => ({ hid: Number(r.id), title: String(r.title) })), total };
}

const NOTES: Record<string, string> = { 'zh-Hans': 'release_notes_zh_hans', 'zh-Hant': 'release_notes_zh_hant', en: 'release_notes_en' };

export async function getLastVersion(ctx: OperationContext) {
  const versions = resourceNamed(ctx, 'version');
  const stored = await ctx.db
    .selectFrom(versions.table)
    .selectAll()
    .where('platform', '=', String(ctx.query.platform))
    .where('latest_at', 'is not', null)
    .where('status', '=', 0)
    .orderBy('latest_at', 'desc')
    .executeTakeFirst();
  if (!stored) throw notFound('latest version of', ctx.query.platform);
  const row: Row = decodeRow(versions, stored);
  const lang = typeof ctx.query.lang === 'string' ? ctx.query.lang : DEFAULT_LANG;
  const notes = toText(row[NOTES[lang] ?? NOTES[DEFAULT_LANG]!]) || toText(row.release_notes_zh_hans);
  const callerVersion = typeof ctx.query.version === 'string' ? ctx.query.version : null;
  const below =
    callerVersion !== null &&
    toText(row.min_supported_version) !== '' &&
    compareVersions(callerVersion, toText(row.min_supported_version)) < 0;
  return {
    id: row.id,
    platform: row.platform,
    version_name: row.version_name,
    build_code: row.build_code,
    download_url: row.download_url,
    package_size: row.package_size,
    sha256: row.sha256,
    release_notes: notes,
    force_update: row.force_update === true || below,
    min_supported_version: row.min_supported_version,
    latest_at: row.latest_at,
  };
}
