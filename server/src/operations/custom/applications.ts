// DApp calls with their own rules: pinned positions, tags, recommendations (batch order, status and category go
// through the generic handler's batch_update and reorder).
import { sql } from 'kysely';
import { invalidInput, notFound } from '../../http/errors.ts';
import { containsPattern } from '../crud.ts';
import { decodeRow } from '../resources.ts';
import { getRow } from '../rows.ts';
import { changeRow, removeRow } from '../door.ts';
import type { OperationContext } from '../types.ts';
import { resourceNamed } from './shared.ts';

const DEFAULT_LANG = 'zh-Hans';

export async function updateApplicationFixedOrder(ctx: OperationContext) {
  const applications = resourceNamed(ctx, 'application');
  const id = Number(ctx.body.id);
  const position = Number(ctx.body.fixed_order);
  const app = await getRow(ctx.db, applications, id);
  if (position > 0) {
    // One DApp per position of a category and language: whoever held it is unpinned.
    const holders = await ctx.db
      .selectFrom(applications.table)
      .select('id')
      .where('category_id', '=', Number(app.category_id))
      .where('lang', '=', String(app.lang))
      .where('fixed_order', '=', position)
      .where('id', '!=', id)
      .execute();
    for (const holder of holders) await changeRow(ctx, applications, holder.id, { fixed_order: 0 });
  }
  const { before, after } = await changeRow(ctx, applications, id, { fixed_order: position });
  ctx.audit = { target: `application:${id}`, before, after };
  return after;
}

export async function listRecommendId(ctx: OperationContext) {
  const hasApp = ctx.query.application_id !== undefined;
  const hasCategory = ctx.query.category_id !== undefined;
  if (hasApp === hasCategory) throw invalidInput('invalid input: query needs exactly one of application_id and category_id');
  const column = hasApp ? 'application_id' : 'category_id';
  const id = Number(ctx.query[column]);
  const rows = await ctx.db.selectFrom('recommend').select('id').where(column, '=', id).orderBy('id', 'asc').execute();
  const list = rows.map((r) => ({ id, recommend: Number(r.id) }));
  return { list, total: list.length };
}

export async function listRecommend(ctx: OperationContext) {
  const recommends = resourceNamed(ctx, 'recommend');
  const q = ctx.query;
  let query = ctx.db.selectFrom('recommend as r').leftJoin('application as a', 'a.id', 'r.application_id');
  for (const name of ['slot', 'lang', 'category_id', 'application_id', 'status']) {
    if (q[name] !== undefined) query = query.where(`r.${name}`, '=', q[name] as string | number);
  }
  if (typeof q.key === 'string' && q.key !== '') {
    const pattern = containsPattern(q.key);
    query = query.where(
      sql<boolean>`(lower(r.title) like ${pattern} escape '\\' or lower(coalesce(a.title, '')) like ${pattern} escape '\\')`,
    );
  }
  const rows = await query
    .selectAll('r')
    .select([
      sql<string>`coalesce(a.title, '')`.as('application_title'),
      sql<string>`coalesce(a.logo, '')`.as('application_logo'),
      sql<string>`coalesce(a.url, '')`.as('application_url'),
      sql<number>`coalesce(a.status, 1)`.as('application_status'),
    ])
    .orderBy('r.slot')
    .orderBy('r.sort', 'asc')
    .orderBy('r.id', 'asc')
    .limit(Number(q.count ?? 10))
    .offset(Number(q.start ?? 0))
    .execute();
  const total = await query.select(sql<number>`count(*)`.as('n')).executeTakeFirst();
  const list = rows.map((r) => ({
    ...decodeRow(recommends, r),
    application_title: String(r.application_title),
    application_logo: String(r.application_logo),
    application_url: String(r.application_url),
    application_status: Number(r.application_status),
  }));
  return { list, total: Number(total?.n ?? 0) };
}

interface TagRow {
  tag: string;
  lang: string;
  count: number;
  hidden_count: number;
  status: number;
}

async function tagRows(
  ctx: OperationContext,
  lang: string,
  filter: { key?: string; tag?: string },
  page?: { start: number; count: number },
) {
  let query = ctx.db.selectFrom('application').where('lang', '=', lang).where('tag', '!=', '');
  if (filter.key) query = query.where(sql<boolean>`lower(tag) like ${containsPattern(filter.key)} escape '\\'`);
  if (filter.tag !== undefined) query = query.where('tag', '=', filter.tag);
  let grouped = query
    .select(['tag', sql<number>`count(*)`.as('count'), sql<number>`sum(case when tag_status = 1 then 1 else 0 end)`.as('hidden_count')])
    .groupBy('tag')
    .orderBy(sql`count(*)`, 'desc')
    .orderBy('tag', 'asc');
  if (page) grouped = grouped.limit(page.count).offset(page.start);
  const rows = await grouped.execute();
  const list: TagRow[] = rows.map((r) => {
    const count = Number(r.count);
    const hidden = Number(r.hidden_count);
    return { tag: String(r.tag), lang, count, hidden_count: hidden, status: hidden === count ? 1 : 0 };
  });
  const total = await query.select(sql<number>`count(distinct tag)`.as('n')).executeTakeFirst();
  return { list, total: Number(total?.n ?? 0) };
}

export async function listDappTag(ctx: OperationContext) {
  const q = ctx.query;
  return tagRows(
    ctx,
    typeof q.lang === 'string' ? q.lang : DEFAULT_LANG,
    { key: typeof q.key === 'string' ? q.key : '' },
    { start: Number(q.start ?? 0), count: Number(q.count ?? 10) },
  );
}

export async function hideDappTag(ctx: OperationContext) {
  const tag = String(ctx.body.tag);
  const lang = typeof ctx.body.lang === 'string' ? ctx.body.lang : DEFAULT_LANG;
  const status = ctx.body.status === undefined ? 1 : Number(ctx.body.status);
  const applications = resourceNamed(ctx, 'application');
  const tagged = await ctx.db
    .selectFrom(applications.table)
    .select('id')
    .where('lang', '=', lang)
    .where('tag', '=', tag)
    .orderBy('id')
    .execute();
  if (tagged.length === 0) throw notFound(`tag (${lang})`, tag);
  for (const row of tagged) await changeRow(ctx, applications, row.id, { tag_status: status });
  const { list } = await tagRows(ctx, lang, { tag });
  ctx.audit = { target: `application_tag:${tag}`, before: null, after: list[0] };
  return list[0];
}

export async function deleteApplicationBlockchain(ctx: OperationContext) {
  const links = resourceNamed(ctx, 'application_blockchain');
  const row = await ctx.db
    .selectFrom(links.table)
    .selectAll()
    .where('application_id', '=', Number(ctx.body.application_id))
    .where('blockchain_id', '=', Number(ctx.body.blockchain_id))
    .executeTakeFirst();
  if (!row)
    throw notFound(
      'application_blockchain of application',
      `${String(ctx.body.application_id)} and block chain ${String(ctx.body.blockchain_id)}`,
    );
  const before = await removeRow(ctx, links, row.id);
  ctx.audit = { target: `application_blockchain:${String(row.id)}`, before, after: null };
  return null;
}
