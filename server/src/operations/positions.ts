// Far pages by offset (`start`), as the console asks them, without reading every skipped row: a list keeps the sort
// key of every STEP-th row of its order (one scan of the keys, a window's row_number), cached with the table's change
// stamp like its total (totals.ts). A page at `start` then reads from the key of row STEP × ⌊start / STEP⌋ on (an
// index range, like a cursor) and skips fewer than STEP rows. A write to the table drops the keys: the next far page
// scans them again, once.
import { sql, type Compilable, type Expression } from 'kysely';
import type { Db } from '../db/types.ts';
import { stampedCache } from './totals.ts';

/** Pages nearer the start than this are read by plain offset: fewer rows to skip than a scan of the keys costs. */
export const FAR = 1000;
const STEP = 100;

interface Mark {
  v: unknown;
  id: number | string;
}

/** Where a far page starts: the sort key and id of the row at a multiple of STEP, and how many rows to skip after it. */
export interface Position {
  value: unknown;
  id: number;
  skip: number;
}

const marks = stampedCache<Mark[]>(100);

/**
 * `keys` selects `v` (the sort column), `id` and `rn` (row_number over the list's order) of the rows the list
 * filters; null when `start` lies past the last row.
 */
export async function farPosition(
  db: Db,
  table: string,
  keys: Compilable<unknown> & Expression<unknown>,
  start: number,
): Promise<Position | null> {
  const compiled = keys.compile();
  const found = await marks.get(db, table, `${compiled.sql}\u0000${JSON.stringify(compiled.parameters)}`, async () => {
    const { rows } = await sql<Mark>`select q.v as v, q.id as id from (${keys}) as q where (q.rn - 1) % ${STEP} = 0 order by q.rn`.execute(
      db,
    );
    return rows;
  });
  const mark = found[Math.floor(start / STEP)];
  return mark ? { value: mark.v, id: Number(mark.id), skip: start % STEP } : null;
}
