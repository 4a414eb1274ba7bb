// The sort values a drag writes. A drag moves one row of one page of a list sorted by `sort`; every other row,
// on this page or any other, keeps its value where it can, so a move on page 2 neither renumbers the page 1…10
// (which would put it before page 1) nor rewrites rows nobody touched. Only when no free value lies between the
// moved row's new neighbours do the rows after it shift, as few as needed to keep the page's order.

export interface Sorted {
  id: number;
  sort?: unknown;
}

/** The `{ id, sort }` changes that move the row at `from` to `to` (positions on the page, in display order). */
export function reorderChanges(rows: readonly Sorted[], from: number, to: number): { id: number; sort: number }[] {
  if (from === to || to < 0 || to >= rows.length || from < 0 || from >= rows.length) return [];
  const original = rows.map((r) => Number(r.sort ?? 0));
  // Pages of a list sorted descending are worked on negated values, so the rules below are those of ascending order.
  const descending = original.some((v, i) => i > 0 && v < original[i - 1]!);
  const sign = descending ? -1 : 1;
  const order = rows.map((_, i) => i);
  const [moved] = order.splice(from, 1);
  order.splice(to, 0, moved!);
  const values = order.map((i) => sign * original[i]!);
  const min = Math.min(...values);
  const max = Math.max(...values);
  // Values this page may use: rows of the pages before have at most its first value, those after at least its last.
  const low = to > 0 ? values[to - 1]! + 1 : min;
  const high = to < values.length - 1 ? values[to + 1]! - 1 : max;
  if (low <= high) values[to] = Math.floor((low + high) / 2);
  else {
    values[to] = low;
    // Shift the rows after it up, each only as far as needed: strictly above a row it was strictly above before
    // (or the moved row), level with one it was level with (their order among themselves is by id either way).
    for (let i = to + 1; i < values.length; i++) {
      const strictly = i - 1 === to || sign * original[order[i - 1]!]! < sign * original[order[i]!]!;
      const needed = values[i - 1]! + (strictly ? 1 : 0);
      if (values[i]! >= needed) break;
      values[i] = needed;
    }
  }
  return order
    .map((i, position) => ({ id: rows[i]!.id, sort: sign * values[position]!, before: original[i]! }))
    .filter((item) => item.sort !== item.before)
    .map(({ id, sort }) => ({ id, sort }));
}
