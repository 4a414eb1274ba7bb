// Failed deletes of a DApp and failed updates/deletes of a category list the recommendations that block
// them as `id N recommend M` pairs in the message (docs/spec/product-spec.md §8).

export interface RecommendConflict {
  id: number;
  recommend: number;
}

// `\b` keeps `dapp_id`/`appid` from matching; the non-word gaps allow any spacing or punctuation
// (`id: 3, recommend: 5`, `ID=3 RECOMMEND=5`).
const PAIR = /\bid\W*?(\d+)\W*?recommend\W*?(\d+)/gi;

export function parseRecommendConflicts(message: string): RecommendConflict[] {
  const out: RecommendConflict[] = [];
  for (const match of message.matchAll(PAIR)) out.push({ id: Number(match[1]), recommend: Number(match[2]) });
  return out;
}
