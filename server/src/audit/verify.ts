// Walks the audit chain (chain.ts) in the table's order and checks it against the signed checkpoints
// (checkpoints.ts): the first entry that was changed, removed or inserted, and any checkpoint the log no longer
// reaches (its newest entries cut off) or no longer matches (entries rewritten with fresh hashes).
import { core } from '../db/core.ts';
import type { Db } from '../db/types.ts';
import { chainFields, entryHash } from './chain.ts';
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

/** Every entry in id order, one page at a time. */
async function* entries(db: Db): AsyncGenerator<Link> {
  for (let after = 0; ;) {
    const page = await core(db).selectFrom('audit_log').selectAll().where('id', '>', after).orderBy('id').limit(PAGE).execute();
    for (const row of page) {
      const seq = row.seq === null || row.seq === undefined ? null : Number(row.seq);
      yield {
        id: Number(row.id),
        seq,
        prev_hash: String(row.prev_hash ?? ''),
        hash: String(row.hash ?? ''),
        actual: seq === null ? '' : entryHash(chainFields(row)),
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

/** The chain and the checkpoints (each `null` whose signature does not hold), checked. */
export async function verifyChain(db: Db, checkpoints: { name: string; checkpoint: Checkpoint | null }[]): Promise<Verdict> {
  const problems: Problem[] = [];
  const bySeq = new Map<number, Link>();
  const wanted = new Set(checkpoints.flatMap((c) => (c.checkpoint ? [c.checkpoint.seq] : [])));
  let count = 0;
  let head = 0;
  let prev: Link | undefined;
  let before: Link | undefined;
  for await (const link of entries(db)) {
    count++;
    head = Math.max(head, link.seq ?? 0);
    if (link.seq !== null && wanted.has(link.seq)) bySeq.set(link.seq, link);
    if (problems.length) continue;
    const problem = breakAt(link, prev, before);
    if (problem) problems.push(problem);
    else [before, prev] = [prev, link];
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
