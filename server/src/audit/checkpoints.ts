// Signed checkpoints of the audit chain's head (issue 42), written at intervals to the upload store: the bucket when
// S3_* is set, else the data folder beside the embedded store. Each is a small JSON document `{ format, seq, hash,
// written_at, signature }`, the signature HMAC-SHA256 (@noble/hashes) over the canonical JSON of the rest, with a
// key the database never holds (AUDIT_CHECKPOINT_KEY, AUDIT_CHECKPOINT_KEY_FILE, else one generated in the data
// folder). Whoever can change the database but not the key cannot cut the newest entries off or rewrite a
// checkpointed entry unseen: verify (verify.ts) finds the checkpoint's (seq, hash) gone or different.
import { randomBytes, timingSafeEqual } from 'node:crypto';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { GetObjectCommand, ListObjectsV2Command, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { hmac } from '@noble/hashes/hmac.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, hexToBytes, utf8ToBytes } from '@noble/hashes/utils.js';
import type { Db } from '../db/types.ts';
import { privateFolder, sharedSecret } from '../private-files.ts';
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

/** A folder (0700, files 0600): the embedded installation's, beside its upload store. */
export function folderCheckpoints(dir: string): CheckpointStore {
  return {
    where: dir,
    async put(name, body) {
      privateFolder(dir);
      writeFileSync(join(dir, name), body, { mode: 0o600 });
    },
    async list() {
      try {
        return readdirSync(dir).filter((name) => name.endsWith('.json'));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
        throw error;
      }
    },
    async get(name) {
      return readFileSync(join(dir, name), 'utf8');
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

/** The store the server writes to and verify reads: the bucket when one is configured, else the data folder. */
export function checkpointStoreFromEnv(env: NodeJS.ProcessEnv, dataDir: string): CheckpointStore {
  const bucket = env.S3_BUCKET;
  if (bucket && env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY) return bucketCheckpoints(env, bucket);
  return folderCheckpoints(join(dataDir, 'audit-checkpoints'));
}

/** The signing key: AUDIT_CHECKPOINT_KEY (text, 32 characters or more), the file AUDIT_CHECKPOINT_KEY_FILE names,
 * else one made at the first start in the data folder (docs/deploy.md: keep it elsewhere). */
export function checkpointKey(env: NodeJS.ProcessEnv, dataDir: string): Uint8Array {
  const text = env.AUDIT_CHECKPOINT_KEY_FILE
    ? readFileSync(env.AUDIT_CHECKPOINT_KEY_FILE, 'utf8').trim()
    : env.AUDIT_CHECKPOINT_KEY || sharedSecret(join(dataDir, 'audit-checkpoint-key'), () => randomBytes(32).toString('hex'));
  if (text.length < 32) throw new Error('the audit checkpoint key must be 32 characters or more (AUDIT_CHECKPOINT_KEY or _FILE)');
  return utf8ToBytes(text);
}

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

/** Writes a checkpoint of the chain's head unless the newest one already names it; the seq written, or null. */
export async function writeCheckpoint(db: Db, store: CheckpointStore, key: Uint8Array, now = new Date()): Promise<number | null> {
  const head = await chainHead(db);
  if (!head) return null;
  const names = await store.list();
  if (names.includes(nameOf(head.seq))) return null;
  const body = { format: FORMAT, seq: head.seq, hash: head.hash, written_at: now.toISOString() };
  await store.put(nameOf(head.seq), `${JSON.stringify({ ...body, signature: bytesToHex(signed(key, body)) })}\n`);
  return head.seq;
}

/** Every checkpoint in the store, oldest first, each with whether its signature holds under `key`. */
export async function readCheckpoints(store: CheckpointStore, key: Uint8Array): Promise<{ name: string; checkpoint: Checkpoint | null }[]> {
  const names = (await store.list()).sort();
  return Promise.all(
    names.map(async (name) => {
      try {
        const c = JSON.parse(await store.get(name)) as Checkpoint;
        const good =
          c.format === FORMAT &&
          Number.isSafeInteger(c.seq) &&
          typeof c.hash === 'string' &&
          typeof c.written_at === 'string' &&
          /^[0-9a-f]{64}$/.test(String(c.signature)) &&
          timingSafeEqual(hexToBytes(c.signature), signed(key, c));
        return { name, checkpoint: good ? c : null };
      } catch {
        return { name, checkpoint: null };
      }
    }),
  );
}

/** Checkpoints every `seconds` while the server runs (the workers each do; the newest head is written once). */
export function checkpointEvery(seconds: number, write: () => Promise<unknown>): () => void {
  if (seconds <= 0) return () => {};
  const timer = setInterval(() => {
    // A store or database that is down now is tried again at the next interval; verify reports the gap.
    write().catch((error: unknown) =>
      console.warn(`audit checkpoint not written: ${error instanceof Error ? error.message : String(error)}`),
    );
  }, seconds * 1000);
  timer.unref();
  return () => clearInterval(timer);
}
