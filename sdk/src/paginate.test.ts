import { describe, expect, it } from 'vitest';
import { createAdminClient } from './client.js';
import { paginate, type PagePosition } from './paginate.js';
import { envelope, fakeFetch, ok } from '../test/fake-fetch.js';

const rows = Array.from({ length: 250 }, (_, i) => ({ id: i + 1 }));

function server(total = rows.length) {
  return fakeFetch((request) => {
    const query = new URL(request.url).searchParams;
    const start = Number(query.get('start'));
    const count = Number(query.get('count'));
    return ok({ list: rows.slice(start, Math.min(start + count, total)), total });
  });
}

describe('paginate', () => {
  it('yields every row, advancing start by the page size', async () => {
    const fake = server();
    const client = createAdminClient({ baseUrl: 'http://api.test', fetch: fake.fetch });
    const seen: number[] = [];
    for await (const row of paginate(client, 'listBlockChain', { query: { lang: 'en' } })) seen.push(row.id);
    expect(seen).toEqual(rows.map((r) => r.id));
    expect(fake.requests.map((r) => new URL(r.url).search)).toEqual([
      '?lang=en&start=0&count=100',
      '?lang=en&start=100&count=100',
      '?lang=en&start=200&count=100',
    ]);
  });

  it('honours pageSize and a starting offset, and stops on an empty page', async () => {
    const fake = server();
    const client = createAdminClient({ baseUrl: 'http://api.test', fetch: fake.fetch });
    const seen = [];
    for await (const row of paginate(client, 'listBlockChain', { query: { start: 240 } }, { pageSize: 4 })) seen.push(row.id);
    expect(seen).toEqual([241, 242, 243, 244, 245, 246, 247, 248, 249, 250]);
    expect(fake.requests).toHaveLength(3);

    const liar = fakeFetch(() => ok({ list: [], total: 99 }));
    const other = createAdminClient({ baseUrl: 'http://api.test', fetch: liar.fetch });
    for await (const _ of paginate(other, 'listBlockChain')) throw new Error('no rows expected');
    expect(liar.requests).toHaveLength(1);
  });

  it('goes past a bounded total (total_more) until a page comes back short', async () => {
    // The server counts up to 100 and says "more": every one of the 250 rows still comes.
    const fake = fakeFetch((request) => {
      const query = new URL(request.url).searchParams;
      const start = Number(query.get('start'));
      return ok({ list: rows.slice(start, start + Number(query.get('count'))), total: 100, total_more: true });
    });
    const client = createAdminClient({ baseUrl: 'http://api.test', fetch: fake.fetch });
    const seen: number[] = [];
    for await (const row of paginate(client, 'listBlockChain', {}, { pageSize: 50 })) seen.push(row.id);
    expect(seen).toEqual(rows.map((r) => r.id));
    expect(fake.requests).toHaveLength(6);
  });

  it('follows next_cursor when the operation answers one, and returns to offsets when it stops', async () => {
    // Cursor pages: the cursor names the last id seen; the server answers next_cursor while rows follow.
    const fake = fakeFetch((request) => {
      const query = new URL(request.url).searchParams;
      const count = Number(query.get('count'));
      const from = query.has('cursor') ? Number(query.get('cursor')) : Number(query.get('start'));
      const list = rows.slice(from, from + count);
      const last = list[list.length - 1];
      return ok({ list, total: rows.length, ...(last && last.id < 200 ? { next_cursor: String(last.id) } : {}) });
    });
    const client = createAdminClient({ baseUrl: 'http://api.test', fetch: fake.fetch });
    const seen: number[] = [];
    for await (const row of paginate(client, 'listBlockChain', { query: { lang: 'en' } })) seen.push(row.id);
    expect(seen).toEqual(rows.map((r) => r.id));
    expect(fake.requests.map((r) => new URL(r.url).search)).toEqual([
      '?lang=en&start=0&count=100',
      '?lang=en&cursor=100&count=100',
      '?lang=en&start=200&count=100',
    ]);
  });

  it('reports each page with the rows so far and the total, before yielding its rows', async () => {
    const fake = server(7);
    const client = createAdminClient({ baseUrl: 'http://api.test', fetch: fake.fetch });
    const events: string[] = [];
    const onPage = ({ loaded, total }: { loaded: number; total: number }) => events.push(`page ${loaded}/${total}`);
    for await (const row of paginate(client, 'listBlockChain', {}, { pageSize: 3, onPage })) events.push(`row ${row.id}`);
    expect(events).toEqual(['page 3/7', 'row 1', 'row 2', 'row 3', 'page 6/7', 'row 4', 'row 5', 'row 6', 'page 7/7', 'row 7']);
  });

  it('resumes at the page an interrupted run reported, by cursor or by offset', async () => {
    const fake = fakeFetch((request) => {
      const query = new URL(request.url).searchParams;
      const count = Number(query.get('count'));
      const from = query.has('cursor') ? Number(query.get('cursor')) : Number(query.get('start'));
      const list = rows.slice(from, from + count);
      const last = list[list.length - 1];
      return ok({ list, total: rows.length, ...(last ? { next_cursor: String(last.id) } : {}) });
    });
    const client = createAdminClient({ baseUrl: 'http://api.test', fetch: fake.fetch });
    const seen: number[] = [];
    let at: PagePosition | undefined;
    const onPage = ({ page }: { page: PagePosition }) => (at = page);
    await expect(
      (async () => {
        for await (const row of paginate(client, 'listBlockChain', {}, { onPage })) {
          seen.push(row.id);
          if (row.id === 150) throw new Error('the script stopped half-way through a page');
        }
      })(),
    ).rejects.toThrow('half-way');
    expect(at).toEqual({ start: 100, cursor: '100' });
    const resumed: number[] = [];
    for await (const row of paginate(client, 'listBlockChain', {}, { from: at, onPage })) resumed.push(row.id);
    expect(resumed).toEqual(rows.slice(100).map((r) => r.id)); // the interrupted page again, then the rest
    for await (const row of paginate(client, 'listBlockChain', {}, { from: { start: 240 } })) expect(row.id).toBeGreaterThan(240);
  });

  it('rejects with the ApiError of a failed page', async () => {
    const fake = fakeFetch(() => envelope(40003, 'forbidden'));
    const client = createAdminClient({ baseUrl: 'http://api.test', fetch: fake.fetch });
    const iterate = async () => {
      for await (const _ of paginate(client, 'listBlockChain')) void _;
    };
    await expect(iterate()).rejects.toMatchObject({ result: 40003, message: 'forbidden' });
  });
});
