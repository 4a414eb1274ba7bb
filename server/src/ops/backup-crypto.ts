// A backup encrypted with a key the operator keeps apart from it (issue 42): Node's AES-256-GCM, streamed, with the
// key derived by scrypt from BACKUP_KEY (or the file BACKUP_KEY_FILE names) and a fresh salt and nonce per backup.
// The file: a magic line, the salt, the nonce, a key check (HMAC-SHA256 of a fixed text under the derived key, so a
// wrong key is refused at once, before anything is written), the ciphertext, then GCM's tag (a changed byte
// anywhere refuses the whole file).
import { createCipheriv, createDecipheriv, createHmac, randomBytes, scryptSync, timingSafeEqual } from 'node:crypto';
import { closeSync, createReadStream, createWriteStream, fstatSync, openSync, readFileSync, readSync } from 'node:fs';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

const MAGIC = Buffer.from('wallet-admin-backup aes-256-gcm 1\n');
const SALT = 16;
const NONCE = 12;
const CHECK = 32;
const TAG = 16;
const HEADER = MAGIC.length + SALT + NONCE + CHECK;

/** BACKUP_KEY, or the contents of BACKUP_KEY_FILE (`--key-file`); undefined when neither is set. */
export function backupKey(env: NodeJS.ProcessEnv, keyFile?: string): string | undefined {
  const file = keyFile ?? env.BACKUP_KEY_FILE;
  const key = file ? readFileSync(file, 'utf8').trim() : env.BACKUP_KEY;
  if (key === undefined || key === '') return undefined;
  if (key.length < 16) throw new Error('the backup key must be 16 characters or more (BACKUP_KEY or BACKUP_KEY_FILE)');
  return key;
}

const derive = (key: string, salt: Buffer) => scryptSync(key, salt, 32, { N: 2 ** 15, r: 8, p: 1, maxmem: 64 * 1024 * 1024 });
const keyCheck = (derived: Buffer) => createHmac('sha256', derived).update('wallet-admin backup key check').digest();

/** Whether the file starts as an encrypted backup does. */
export function isEncrypted(file: string): boolean {
  const fd = openSync(file, 'r');
  try {
    const head = Buffer.alloc(MAGIC.length);
    return readSync(fd, head, 0, MAGIC.length, 0) === MAGIC.length && head.equals(MAGIC);
  } finally {
    closeSync(fd);
  }
}

/** Encrypts `plain` into `out` (created 0600). */
export async function encryptFile(plain: string, out: string, key: string): Promise<void> {
  await encryptStream(createReadStream(plain), out, key);
}

/** Encrypts what `source` gives (a file, pg_dump's output) into `out` (created 0600), chunk by chunk: nothing is held
 * whole in memory. */
export async function encryptStream(source: Readable, out: string, key: string): Promise<void> {
  const salt = randomBytes(SALT);
  const nonce = randomBytes(NONCE);
  const derived = derive(key, salt);
  const cipher = createCipheriv('aes-256-gcm', derived, nonce);
  await pipeline(
    source,
    cipher,
    async function* (encrypted: AsyncIterable<Buffer>) {
      yield Buffer.concat([MAGIC, salt, nonce, keyCheck(derived)]);
      for await (const chunk of encrypted) yield chunk;
      yield cipher.getAuthTag();
    },
    createWriteStream(out, { mode: 0o600 }),
  );
}

/** Decrypts `file` into `out` (created 0600); a wrong key or a changed file is refused with a message saying so. */
export async function decryptFile(file: string, out: string, key: string | undefined): Promise<void> {
  if (key === undefined) throw new Error(`${file} is encrypted: give its key (BACKUP_KEY, BACKUP_KEY_FILE or --key-file)`);
  const fd = openSync(file, 'r');
  const header = Buffer.alloc(HEADER);
  const tag = Buffer.alloc(TAG);
  let size: number;
  try {
    size = fstatSync(fd).size;
    if (size < HEADER + TAG || readSync(fd, header, 0, HEADER, 0) !== HEADER || readSync(fd, tag, 0, TAG, size - TAG) !== TAG)
      throw new Error(`${file} is cut short: not a whole encrypted backup`);
  } finally {
    closeSync(fd);
  }
  const salt = header.subarray(MAGIC.length, MAGIC.length + SALT);
  const nonce = header.subarray(MAGIC.length + SALT, MAGIC.length + SALT + NONCE);
  const derived = derive(key, salt);
  if (!timingSafeEqual(header.subarray(HEADER - CHECK), keyCheck(derived)))
    throw new Error(`wrong backup key: ${file} was encrypted with another key (nothing was restored)`);
  const decipher = createDecipheriv('aes-256-gcm', derived, nonce).setAuthTag(tag);
  try {
    await pipeline(createReadStream(file, { start: HEADER, end: size - TAG - 1 }), decipher, createWriteStream(out, { mode: 0o600 }));
  } catch (error) {
    if (error instanceof Error && /unable to authenticate/i.test(error.message))
      throw new Error(`${file} was changed after it was written (its authentication tag does not match): nothing was restored`);
    throw error;
  }
}
