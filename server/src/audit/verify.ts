// Walks the audit chain (chain.ts) in its order (`seq`) and checks it against the signed checkpoints (checkpoints.ts):
// the first entry that was changed, removed or inserted, and any checkpoint the log no longer reaches (its newest
// entries cut off) or no longer matches (entries rewritten with fresh hashes). Then the entries outside the chain: one
// whose seal holds was committed after the caller's last chain pass and waits for its place; any other was inserted by
// hand, or changed before it was chained.
import { toText } from '@wallet-admin/sdk';
import { core } from '../db/core.ts';
import type { Db } from '../db/types.ts';
import { chainFields, entryHash, sealHolds } from './chain.ts';
import type { Checkpoint } from './checkpoints.ts';

type ProblemKind = 'changed' | 'removed' | 'inserted' | 'cut-off' | 'rewritten' | 'checkpoint-forged';

interface Problem {
  kind: ProblemKind;
  /** The entry at fault (its id), when one can be named. */
  id?: number;
  message: string;
}

export interface Verdict {
  entries: number;
  /** The chain's newest place (0 for an empty log). */
  head: number;
  checkpoints: number;
  /** The first break of the chain, then every checkpoint that does not hold; empty when the log is intact. */
  problems: Problem[];
}

interface Link {
  id: number;
  seq: number | null;
  prev_hash: string;
  hash: string;
  /** The hash its stored fields give now. */
  actual: string;
}

const PAGE = 2000;

const linkOf = (row: Record<string, unknown>): Link => {
  const seq = row.seq === null || row.seq === undefined ? null : Number(row.seq);
  return {
    id: Number(row.id),
    seq,
    prev_hash: toText(row.prev_hash ?? ''),
    hash: toText(row.hash ?? ''),
    actual: seq === null ? '' : entryHash(chainFields(row)),
  };
};

/** Every chained entry in the chain's order (a forged duplicate place after the entry it copies), one page at a time. */
async function* chained(db: Db): AsyncGenerator<Link> {
  for (let at: { seq: number; id: number } | undefined; ;) {
    const after = at;
    const page = await core(db)
      .selectFrom('audit_log')
      .selectAll()
      .where('seq', 'is not', null)
      .$if(after !== undefined, (q) =>
        q.where((eb) => eb.or([eb('seq', '>', after!.seq), eb.and([eb('seq', '=', after!.seq), eb('id', '>', after!.id)])])),
      )
      .orderBy('seq')
      .orderBy('id')
      .limit(PAGE)
      .execute();
    for (const row of page) yield linkOf(row);
    if (page.length < PAGE) return;
    const last = page[page.length - 1]!;
    at = { seq: Number(last.seq), id: Number(last.id) };
  }
}

/** The entries without a place, in id order: each either waiting for it (its seal holds) or a problem. */
async function* unchained(db: Db, key: Uint8Array | undefined): AsyncGenerator<{ id: number; problem?: Problem }> {
  for (let after = 0; ;) {
    const page = await core(db)
      .selectFrom('audit_log')
      .selectAll()
      .where('seq', 'is', null)
      .where('id', '>', after)
      .orderBy('id')
      .limit(PAGE)
      .execute();
    for (const row of page) {
      const id = Number(row.id);
      if (sealHolds(row, key)) yield { id };
      else
        yield {
          id,
          problem: row.seal
            ? {
                kind: 'inserted',
                id,
                message: `entry #${id} is outside the chain: its seal does not hold (inserted, or changed before it was chained)`,
              }
            : { kind: 'inserted', id, message: `entry #${id} was inserted: it has no place in the chain` },
        };
    }
    if (page.length < PAGE) return;
    after = Number(page[page.length - 1]!.id);
  }
}

/** The first break between `prev` (the last entry that held; `before` the one before it) and `link`, or none. */
function breakAt(link: Link, prev: Link | undefined, before: Link | undefined): Problem | undefined {
  if (link.seq === null) return { kind: 'inserted', id: link.id, message: `entry #${link.id} was inserted: it has no place in the chain` };
  if (link.actual !== link.hash)
    return { kind: 'changed', id: link.id, message: `entry #${link.id} (seq ${link.seq}) was changed: its hash does not match its fields` };
  const expected = (prev?.seq ?? 0) + 1;
  if (link.seq > expected)
    return {
      kind: 'removed',
      id: link.id,
      message: `entries seq ${expected}${link.seq - 1 > expected ? `–${link.seq - 1}` : ''} were removed${prev ? ` (after #${prev.id}, before #${link.id})` : ` (before #${link.id})`}`,
    };
  if (link.seq === expected && link.prev_hash === (prev?.hash ?? '')) return undefined;
  // It does not follow the entry before it. When it follows the one before that, that entry is extra.
  if (prev && link.prev_hash === (before?.hash ?? '') && link.seq === prev.seq)
    return { kind: 'inserted', id: prev.id, message: `entry #${prev.id} was inserted: #${link.id} follows the entry before it` };
  if (prev)
    return {
      kind: 'changed',
      id: prev.id,
      message: `entry #${prev.id} (seq ${String(prev.seq)}) was changed and given a new hash: #${link.id} no longer follows it`,
    };
  return { kind: 'removed', id: link.id, message: `entries before #${link.id} were removed: it does not start the chain` };
}

/** The chain and the checkpoints (each `null` whose signature does not hold), checked; `key` is the seals' (the
 * checkpoint key). Give the entries committed so far their places first (Chainer.drain), or they count as waiting. */
export async function verifyChain(
  db: Db,
  checkpoints: { name: string; checkpoint: Checkpoint | null }[],
  key: Uint8Array | undefined,
): Promise<Verdict> {
  const problems: Problem[] = [];
  const bySeq = new Map<number, Link>();
  const wanted = new Set(checkpoints.flatMap((c) => (c.checkpoint ? [c.checkpoint.seq] : [])));
  let count = 0;
  let head = 0;
  let prev: Link | undefined;
  let before: Link | undefined;
  for await (const link of chained(db)) {
    count++;
    head = Math.max(head, link.seq ?? 0);
    if (link.seq !== null && wanted.has(link.seq)) bySeq.set(link.seq, link);
    if (problems.length) continue;
    const problem = breakAt(link, prev, before);
    if (problem) problems.push(problem);
    else [before, prev] = [prev, link];
  }
  for await (const { problem } of unchained(db, key)) {
    count++;
    if (problem && !problems.length) problems.push(problem);
  }
  for (const { name, checkpoint } of checkpoints) {
    if (!checkpoint) {
      problems.push({ kind: 'checkpoint-forged', message: `checkpoint ${name} is not signed with this key` });
      continue;
    }
    const at = bySeq.get(checkpoint.seq);
    if (!at && checkpoint.seq > head)
      problems.push({
        kind: 'cut-off',
        message: `the log was cut off: the checkpoint of ${checkpoint.written_at} saw seq ${checkpoint.seq}, the chain ends at seq ${head}`,
      });
    else if (!at || at.hash !== checkpoint.hash)
      problems.push({
        kind: 'rewritten',
        ...(at ? { id: at.id } : {}),
        message: `the entry at seq ${checkpoint.seq}${at ? ` (#${at.id})` : ''} is not the one checkpointed at ${checkpoint.written_at}: entries up to it were rewritten`,
      });
  }
  return { entries: count, head, checkpoints: checkpoints.length, problems };
}
