// Signed checkpoints of the audit chain's head (issue 42), kept where every machine of a cluster reads them (issue 53):
// the database's audit_checkpoint table always, and the bucket too when S3_* is set (give it object lock or versioning
// there, so a checkpoint cannot be deleted by whoever can change the database). Each is a small JSON document
// `{ format, seq, hash, written_at, signature }`, the signature HMAC-SHA256 (@noble/hashes) over the canonical JSON of
// the rest, with a key the database never holds and no backup carries (AUDIT_CHECKPOINT_KEY or _FILE, shared by every
// machine; one generated in the data folder for a single machine). Whoever can change the database but not the key
// cannot cut the newest entries off or rewrite a checkpointed entry unseen: verify (verify.ts) finds the checkpoint's
// (seq, hash) gone or different, from whichever machine it runs, since every machine reads the same checkpoints.
import { randomBytes, timingSafeEqual } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { GetObjectCommand, ListObjectsV2Command, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { hmac } from '@noble/hashes/hmac.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, hexToBytes, utf8ToBytes } from '@noble/hashes/utils.js';
import type { Kysely, Migration } from 'kysely';
import { core } from '../db/core.ts';
import type { Db } from '../db/types.ts';
import { sharedSecret } from '../private-files.ts';
import { canonicalJson, chainHead } from './chain.ts';

const FORMAT = 'wallet-admin-audit-checkpoint 1';
const PREFIX = 'audit-checkpoints/';

export interface Checkpoint {
  format: string;
  seq: number;
  hash: string;
  written_at: string;
  signature: string;
}

/** Where checkpoints are kept: put one, list their names, read one. */
export interface CheckpointStore {
  /** For messages: the folder or bucket. */
  where: string;
  put(name: string, body: string): Promise<void>;
  list(): Promise<string[]>;
  get(name: string): Promise<string>;
}

/** The database's copy (migration 013): what makes `verify` answer the same on every machine. */
export function databaseCheckpoints(db: Db): CheckpointStore {
  const books = core(db);
  return {
    where: 'the database',
    async put(name, body) {
      await books
        .insertInto('audit_checkpoint')
        .values({ name, body })
        .onConflict((oc) => oc.column('name').doNothing())
        .execute();
    },
    async list() {
      return (await books.selectFrom('audit_checkpoint').select('name').execute()).map((row) => row.name);
    },
    async get(name) {
      return (await books.selectFrom('audit_checkpoint').select('body').where('name', '=', name).executeTakeFirst())?.body ?? '';
    },
  };
}

/** 013: the table of the database's copy. */
export function auditCheckpointMigration(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('audit_checkpoint')
        .addColumn('name', 'text', (c) => c.primaryKey())
        .addColumn('body', 'text', (c) => c.notNull())
        .execute();
    },
  };
}

/** The upload bucket (S3_BUCKET, S3_REGION, S3_ENDPOINT, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY), under
 * `audit-checkpoints/`: give the bucket object lock or versioning there so a checkpoint cannot be deleted. */
function bucketCheckpoints(env: NodeJS.ProcessEnv, bucket: string): CheckpointStore {
  const s3 = new S3Client({
    region: env.S3_REGION ?? 'us-east-1',
    ...(env.S3_ENDPOINT ? { endpoint: env.S3_ENDPOINT, forcePathStyle: true } : {}),
    credentials: { accessKeyId: env.S3_ACCESS_KEY_ID ?? '', secretAccessKey: env.S3_SECRET_ACCESS_KEY ?? '' },
  });
  return {
    where: `s3://${bucket}/${PREFIX}`,
    async put(name, body) {
      await s3.send(new PutObjectCommand({ Bucket: bucket, Key: `${PREFIX}${name}`, Body: body, ContentType: 'application/json' }));
    },
    async list() {
      const names: string[] = [];
      for (let token: string | undefined; ;) {
        const page = await s3.send(new ListObjectsV2Command({ Bucket: bucket, Prefix: PREFIX, ContinuationToken: token }));
        for (const item of page.Contents ?? []) if (item.Key?.endsWith('.json')) names.push(item.Key.slice(PREFIX.length));
        if (!page.IsTruncated) return names;
        token = page.NextContinuationToken;
      }
    },
    async get(name) {
      const answer = await s3.send(new GetObjectCommand({ Bucket: bucket, Key: `${PREFIX}${name}` }));
      return (await answer.Body?.transformToString('utf8')) ?? '';
    },
  };
}

/** The copies besides the database's: the bucket when one is configured. */
export function checkpointMirrorsFromEnv(env: NodeJS.ProcessEnv): CheckpointStore[] {
  const bucket = env.S3_BUCKET;
  return bucket && env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY ? [bucketCheckpoints(env, bucket)] : [];
}

/** Every copy a server of this database writes and verify reads: the database's first, then the mirrors. */
export const checkpointStores = (db: Db, mirrors: CheckpointStore[]): CheckpointStore[] => [databaseCheckpoints(db), ...mirrors];

/** The signing key: AUDIT_CHECKPOINT_KEY (text, 32 characters or more), the file AUDIT_CHECKPOINT_KEY_FILE names,
 * else (a single machine) one made at the first start in the data folder, which backups leave out. */
export function checkpointKey(env: NodeJS.ProcessEnv, dataDir: string): Uint8Array {
  const text = env.AUDIT_CHECKPOINT_KEY_FILE
    ? readFileSync(env.AUDIT_CHECKPOINT_KEY_FILE, 'utf8').trim()
    : env.AUDIT_CHECKPOINT_KEY || sharedSecret(join(dataDir, CHECKPOINT_KEY_FILE), () => randomBytes(32).toString('hex'));
  if (text.length < 32) throw new Error('the audit checkpoint key must be 32 characters or more (AUDIT_CHECKPOINT_KEY or _FILE)');
  return utf8ToBytes(text);
}

/** The generated key's file in the data folder (ops/backup.ts leaves it out of every backup). */
export const CHECKPOINT_KEY_FILE = 'audit-checkpoint-key';

/** AUDIT_CHECKPOINT_SECONDS: how often the head is checkpointed (300 when unset; 0: never). */
export function checkpointSeconds(value: string | undefined): number {
  if (value === undefined || value === '') return 300;
  if (!/^\d+$/.test(value)) throw new Error(`AUDIT_CHECKPOINT_SECONDS must be whole seconds, not ${value}`);
  return Number(value);
}

const signed = (key: Uint8Array, c: Omit<Checkpoint, 'signature'>) =>
  hmac(sha256, key, utf8ToBytes(canonicalJson({ format: c.format, seq: c.seq, hash: c.hash, written_at: c.written_at })));

/** A checkpoint's name: its place, zero-padded, so names sort as the chain does. */
const nameOf = (seq: number) => `${String(seq).padStart(15, '0')}.json`;

/** Writes a checkpoint of the chain's head to each store that does not have it yet; the seq written, or null. */
export async function writeCheckpoint(db: Db, stores: CheckpointStore[], key: Uint8Array, now = new Date()): Promise<number | null> {
  const head = await chainHead(db);
  if (!head) return null;
  const body = { format: FORMAT, seq: head.seq, hash: head.hash, written_at: now.toISOString() };
  const text = `${JSON.stringify({ ...body, signature: bytesToHex(signed(key, body)) })}\n`;
  let written = false;
  for (const store of stores) {
    if ((await store.list()).includes(nameOf(head.seq))) continue;
    await store.put(nameOf(head.seq), text);
    written = true;
  }
  return written ? head.seq : null;
}

/** Every checkpoint in any of the stores, oldest first, each with whether its signature holds under `key` (read from
 * the first store holding a good one: a copy changed in the database is made good by the bucket's). */
export async function readCheckpoints(
  stores: CheckpointStore[],
  key: Uint8Array,
): Promise<{ name: string; checkpoint: Checkpoint | null }[]> {
  const listed = await Promise.all(stores.map(async (store) => ({ store, names: new Set(await store.list()) })));
  const names = [...new Set(listed.flatMap(({ names }) => [...names]))].sort();
  return Promise.all(
    names.map(async (name) => {
      let checkpoint: Checkpoint | null = null;
      for (const { store, names: held } of listed) if (!checkpoint && held.has(name)) checkpoint = parse(await store.get(name), key);
      return { name, checkpoint };
    }),
  );
}

function parse(text: string, key: Uint8Array): Checkpoint | null {
  try {
    const c = JSON.parse(text) as Checkpoint;
    const good =
      c.format === FORMAT &&
      Number.isSafeInteger(c.seq) &&
      typeof c.hash === 'string' &&
      typeof c.written_at === 'string' &&
      /^[0-9a-f]{64}$/.test(String(c.signature)) &&
      timingSafeEqual(hexToBytes(c.signature), signed(key, c));
    return good ? c : null;
  } catch {
    return null;
  }
}

/** Checkpoints now (a start: a checkpoint from the first minute on) and every `seconds` while the server runs (each
 * machine does; the newest head is written once). The stop it returns waits for a write in progress, so the
 * database is not closed under it. */
export function checkpointEvery(seconds: number, write: () => Promise<unknown>): () => Promise<void> {
  if (seconds <= 0) return async () => {};
  let running: Promise<unknown> = Promise.resolve();
  const attempt = () => {
    // A store or database that is down now is tried again at the next interval; verify reports the gap.
    running = write().catch((error: unknown) =>
      console.warn(`audit checkpoint not written: ${error instanceof Error ? error.message : String(error)}`),
    );
  };
  attempt();
  const timer = setInterval(attempt, seconds * 1000);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
