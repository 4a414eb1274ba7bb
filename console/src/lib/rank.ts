// How a picker or a search orders what matched a typed text (issue 56: typing "Eth" listed Ethereum after zkSync Era,
// and Enter took the first): an exact match first, then a text that starts with it, then one with a word that does,
// then one that merely contains it, then the rest (a fuzzy or server-side match), each group in the order given.
// An item's texts count in their order (its name, then its code): a chain named Ethereum comes before chains whose
// coin is ETH. The reference picker (RefPicker) and the top bar's screen search (menu-search.ts) use it.

const EXACT = 0;
const PREFIX = 1;
const WORD = 2;
const CONTAINS = 3;
const OTHER = 4;

const fold = (text: string) => text.normalize('NFKC').toLowerCase().trim();

/** How well one text matches (lower is better). */
export function matchScore(text: string, typed: string): number {
  const t = fold(text);
  const q = fold(typed);
  if (!q) return OTHER;
  if (t === q) return EXACT;
  if (t.startsWith(q)) return PREFIX;
  if (t.split(/[\s·/()_\-.,>]+/).some((word) => word.startsWith(q))) return WORD;
  return t.includes(q) ? CONTAINS : OTHER;
}

/** `items` ordered by how their texts match `typed` (stable: equal ones keep their order). */
export function rankByMatch<T>(items: readonly T[], typed: string, textsOf: (item: T) => readonly string[]): T[] {
  if (!fold(typed)) return [...items];
  const scored = items.map((item, index) => {
    const scores = textsOf(item).map((text) => matchScore(text, typed));
    return { item, index, scores };
  });
  scored.sort((a, b) => {
    for (let i = 0; i < Math.max(a.scores.length, b.scores.length); i++) {
      const d = (a.scores[i] ?? OTHER) - (b.scores[i] ?? OTHER);
      if (d) return d;
    }
    return a.index - b.index;
  });
  return scored.map((s) => s.item);
}
