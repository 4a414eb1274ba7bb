// Every row of a list operation, page by page (`data.list` / `data.total`): by keyset cursor when the operation
// offers one (a page answers `next_cursor`: the next request sends it as `cursor`, so a deep page costs what the
// first costs), else by `start`/`count` offsets.
import type { OperationId } from './generated/operations.js';
import type { AdminClient } from './client.js';
import type { CallParams, ListOperationId, Page, RequiredKeys, RowOf } from './types.js';

/** Where a page begins: its offset, and the cursor that asks for it when the operation pages by cursor. */
export interface PagePosition {
  start: number;
  cursor?: string;
}

export interface PaginateOptions {
  /** Rows per request (default 100; the contract allows up to 1000). */
  pageSize?: number;
  /** After each page arrives, before its rows are yielded: the position reached (`start` + rows so far), the server's
   * total (a lower bound when `total_more`), for progress lines, and `page`, where this page began: keep it to resume with `from`. */
  onPage?: (progress: { loaded: number; total: number; page: PagePosition }) => void;
  /** Resume at a page an earlier run reported (its rows come again, so a run stopped half-way through a page loses
   * none of them). */
  from?: PagePosition;
}

type PaginateArgs<Id extends OperationId> = [RequiredKeys<CallParams<Id>>] extends [never]
  ? [params?: CallParams<Id>, options?: PaginateOptions]
  : [params: CallParams<Id>, options?: PaginateOptions];

type LooseCall = (operationId: string, params: object) => Promise<Page>;

export async function* paginate<Id extends ListOperationId>(
  client: Pick<AdminClient, 'call'>,
  operationId: Id,
  ...[params, options]: PaginateArgs<Id>
): AsyncGenerator<RowOf<Id>, void, undefined> {
  const pageSize = options?.pageSize ?? 100;
  const base = (params ?? {}) as { query?: Record<string, unknown> };
  const call = client.call.bind(client) as unknown as LooseCall;
  let start = options?.from?.start ?? Number(base.query?.start ?? 0);
  let cursor: string | undefined = options?.from?.cursor;
  for (;;) {
    const position: PagePosition = cursor === undefined ? { start } : { start, cursor };
    const query =
      cursor === undefined ? { ...base.query, start, count: pageSize } : { ...base.query, start: undefined, cursor, count: pageSize };
    const page = await call(operationId, { ...base, query });
    start += page.list.length;
    options?.onPage?.({ loaded: start, total: page.total, page: position });
    for (const row of page.list) yield row as RowOf<Id>;
    // An empty page also ends it, so a server that ignores `start` cannot loop us forever. A bounded total
    // (`total_more`: more rows than it says) ends nothing: a short page does.
    if (page.list.length === 0 || (page.total_more === true ? page.list.length < pageSize : start >= page.total)) return;
    // A cursor answer ends only by the total or an empty page (a repeated cursor would loop: offsets then).
    cursor = typeof page.next_cursor === 'string' && page.next_cursor !== cursor ? page.next_cursor : undefined;
  }
}
