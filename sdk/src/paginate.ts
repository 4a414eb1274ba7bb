// Every row of a list operation, page by page (`start`/`count` paging, `data.list` / `data.total`).
import type { OperationId } from './generated/operations.js';
import type { AdminClient } from './client.js';
import type { CallParams, ListOperationId, Page, RequiredKeys, RowOf } from './types.js';

export interface PaginateOptions {
  /** Rows per request (default 100; the contract allows up to 1000). */
  pageSize?: number;
  /** After each page arrives, before its rows are yielded: the position reached (`start` + rows so far) and the server's total, for progress lines. */
  onPage?: (progress: { loaded: number; total: number }) => void;
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
  let start = Number(base.query?.start ?? 0);
  for (;;) {
    const page = await call(operationId, { ...base, query: { ...base.query, start, count: pageSize } });
    start += page.list.length;
    options?.onPage?.({ loaded: start, total: page.total });
    for (const row of page.list) yield row as RowOf<Id>;
    // An empty page also ends it, so a server that ignores `start` cannot loop us forever.
    if (page.list.length === 0 || start >= page.total) return;
  }
}
