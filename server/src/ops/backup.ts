// Online backup and restore of an embedded installation: the SQLite database and, beside it in the data folder,
// the embedded upload store and the audit checkpoints; never the audit checkpoint key nor the generated
// X-Admin-Password (NOT_BACKED_UP). PostgreSQL installations: backup-postgres.ts.
// The backup is one SQLite file: SQLite's backup API copies the database page by page while the server keeps
// writing (a consistent snapshot: a step that sees another connection's write starts again, and the last step
// copies every remaining page inside one read transaction, which in WAL mode blocks no writer). The data
// folder's other files are then added to that copy as rows of `wallet_admin_backup_file`. Files are read after
// the snapshot, so every file a backed-up row names (the console uploads before it saves the row) is in it.
// Restore writes them into an empty folder only: never over a live or older installation.
// The backup holds the database's secrets (password hashes, TOTP and app secrets): it is written 0600
// (a folder made for it 0700) and, when a key is given, encrypted (backup-crypto.ts); a restore makes the data
// folder and its folders 0700 and every file 0600, whatever the modes they had.
import {
  chmodSync,
  closeSync,
  existsSync,
  mkdirSync,
  openSync,
  readdirSync,
  readFileSync,
  readSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { dirname, isAbsolute, join, normalize, relative, sep } from 'node:path';
import BetterSqlite from 'better-sqlite3';
import { CHECKPOINT_KEY_FILE } from '../audit/checkpoints.ts';
import { ADMIN_HEADER_PASSWORD_FILE } from '../config.ts';
import { privateFile, privateFolder } from '../private-files.ts';
import { decryptFile, encryptFile, isEncrypted } from './backup-crypto.ts';

/** The database file in a data folder (main.ts). */
export const DATABASE_FILE = 'wallet-admin.sqlite';
const FORMAT = 'wallet-admin-backup 1';

/** The database, its WAL companions and the start lock are not files to copy: the database comes from the backup API. */
const isDatabaseFile = (name: string) => name.startsWith(DATABASE_FILE) || name.endsWith('.startup-lock');

/** Secrets the data folder may hold that no backup carries: the audit checkpoint key (whoever holds it can sign
 * checkpoints, so it stays apart from what it vouches for: docs/deploy.md) and the generated X-Admin-Password (a
 * restored installation makes a new one at its first start, unless ADMIN_HEADER_PASSWORD is set). */
export const NOT_BACKED_UP = [CHECKPOINT_KEY_FILE, ADMIN_HEADER_PASSWORD_FILE];

/** Every regular file under `dir`, relative, with `/` separators. */
function filesUnder(dir: string, base = dir): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return filesUnder(path, base);
    if (!entry.isFile() || (dir === base && (isDatabaseFile(entry.name) || NOT_BACKED_UP.includes(entry.name)))) return [];
    return [relative(base, path).split(sep).join('/')];
  });
}

export interface BackupSummary {
  files: number;
  bytes: number;
}

export interface BackupOptions {
  /** Encrypts the backup (backup) or decrypts an encrypted one (restore): backup-crypto.ts backupKey. */
  key?: string;
}

export async function backup(dataDir: string, out: string, options: BackupOptions = {}): Promise<BackupSummary> {
  const database = join(dataDir, DATABASE_FILE);
  if (!existsSync(database)) throw new Error(`no database in ${dataDir} (${DATABASE_FILE})`);
  if (existsSync(out)) throw new Error(`${out} exists: give the backup a new file name`);
  // A folder made for backups is the owner's alone; an existing one (/backups, /tmp) is left as it is.
  if (!existsSync(dirname(out))) privateFolder(dirname(out));
  const partial = `${out}.partial`;
  rmSync(partial, { force: true });
  privateFile(partial); // SQLite's backup keeps the mode of the file it writes into
  const source = new BetterSqlite(database, { fileMustExist: true });
  try {
    source.pragma('busy_timeout = 5000');
    await source.backup(partial, { progress: ({ remainingPages }) => remainingPages });
  } finally {
    source.close();
  }
  const copy = new BetterSqlite(partial);
  let summary: BackupSummary = { files: 0, bytes: 0 };
  try {
    // One self-contained file, not WAL (a restore opens it elsewhere).
    copy.pragma('journal_mode = DELETE');
    copy.exec(`create table wallet_admin_backup (name text primary key, value text not null);
      create table wallet_admin_backup_file (path text primary key, mode integer not null, content blob not null);`);
    const info = copy.prepare('insert into wallet_admin_backup (name, value) values (?, ?)');
    const file = copy.prepare('insert into wallet_admin_backup_file (path, mode, content) values (?, ?, ?)');
    copy.transaction(() => {
      info.run('format', FORMAT);
      info.run('taken_at', new Date().toISOString());
      for (const path of filesUnder(dataDir)) {
        const full = join(dataDir, path);
        let content: Buffer;
        let mode: number;
        try {
          mode = statSync(full).mode & 0o777;
          content = readFileSync(full);
        } catch (error) {
          // Deleted since it was listed (an upload replaced): nothing a backed-up row can still name.
          if ((error as NodeJS.ErrnoException).code === 'ENOENT') continue;
          throw error;
        }
        file.run(path, mode, content);
        summary = { files: summary.files + 1, bytes: summary.bytes + content.length };
      }
    })();
    const check = copy.pragma('integrity_check', { simple: true });
    if (check !== 'ok') throw new Error(`the backup copy fails its integrity check: ${String(check)}`);
  } catch (error) {
    copy.close();
    rmSync(partial, { force: true });
    throw error;
  }
  copy.close();
  if (options.key !== undefined) {
    const sealed = `${out}.sealing`;
    try {
      await encryptFile(partial, sealed, options.key);
      renameSync(sealed, out);
    } finally {
      rmSync(partial, { force: true });
      rmSync(sealed, { force: true });
    }
  } else renameSync(partial, out);
  chmodSync(out, 0o600);
  return summary;
}

/** A stored path, refused when it would leave the data folder (a tampered backup). */
function safePath(dataDir: string, path: string): string {
  const local = normalize(path.split('/').join(sep));
  if (isAbsolute(local) || local.startsWith('..') || isDatabaseFile(local))
    throw new Error(`the backup names a file outside its data folder: ${path}`);
  return join(dataDir, local);
}

/** Where an encrypted backup is decrypted to while it is restored: inside the (private, empty) data folder. */
const DECRYPTED = '.restoring.sqlite';

export async function restore(file: string, dataDir: string, options: BackupOptions = {}): Promise<BackupSummary> {
  if (!existsSync(file)) throw new Error(`no backup at ${file}`);
  if (existsSync(dataDir) && readdirSync(dataDir).length > 0)
    throw new Error(`${dataDir} is not empty: restore only into an empty or new data folder (stop the server and move the old one aside)`);
  privateFolder(dataDir);
  if (!isEncrypted(file)) return restorePlain(file, dataDir);
  const plain = join(dataDir, DECRYPTED);
  try {
    await decryptFile(file, plain, options.key);
    return await restorePlain(plain, dataDir, file);
  } catch (error) {
    // Nothing half-restored stays behind: the folder is as empty as it was.
    for (const name of readdirSync(dataDir)) rmSync(join(dataDir, name), { recursive: true, force: true });
    throw error;
  } finally {
    rmSync(plain, { force: true });
  }
}

async function restorePlain(file: string, dataDir: string, named = file): Promise<BackupSummary> {
  const source = new BetterSqlite(file, { fileMustExist: true });
  let summary: BackupSummary = { files: 0, bytes: 0 };
  try {
    const format = (() => {
      try {
        return source.prepare(`select value from wallet_admin_backup where name = 'format'`).pluck().get();
      } catch {
        return undefined;
      }
    })();
    if (format !== FORMAT)
      throw new Error(
        startsWith(file, 'PGDMP')
          ? `${named} is a backup of a PostgreSQL installation: restore it with DATABASE_URL set`
          : `${named} is not a Wallet Admin backup (npm run backup)`,
      );
    const files = source.prepare('select path, content from wallet_admin_backup_file order by path').iterate() as IterableIterator<{
      path: string;
      content: Buffer;
    }>;
    for (const { path, content } of files) {
      const target = safePath(dataDir, path);
      mkdirSync(dirname(target), { recursive: true, mode: 0o700 });
      privateFolders(dataDir, dirname(target));
      // 0600 whatever mode it was backed up with (an older installation's 0644).
      writeFileSync(target, content, { mode: 0o600 });
      chmodSync(target, 0o600);
      summary = { files: summary.files + 1, bytes: summary.bytes + content.length };
    }
    privateFile(join(dataDir, DATABASE_FILE));
    await source.backup(join(dataDir, DATABASE_FILE));
  } finally {
    source.close();
  }
  const restored = new BetterSqlite(join(dataDir, DATABASE_FILE));
  try {
    restored.exec('drop table wallet_admin_backup; drop table wallet_admin_backup_file;');
    restored.exec('vacuum'); // give back the pages the files took
    restored.pragma('journal_mode = WAL');
    const check = restored.pragma('integrity_check', { simple: true });
    if (check !== 'ok') throw new Error(`the restored database fails its integrity check: ${String(check)}`);
  } finally {
    restored.close();
  }
  privateFile(join(dataDir, DATABASE_FILE), ['-wal', '-shm']);
  return summary;
}

/** Whether the file starts with `text` (read without reading the whole file). */
function startsWith(file: string, text: string): boolean {
  const fd = openSync(file, 'r');
  try {
    const head = Buffer.alloc(text.length);
    return readSync(fd, head, 0, text.length, 0) === text.length && head.toString('latin1') === text;
  } finally {
    closeSync(fd);
  }
}

/** Every folder from `dataDir` down to `folder`, 0700. */
function privateFolders(dataDir: string, folder: string): void {
  for (let at = folder; at.startsWith(dataDir); at = dirname(at)) {
    chmodSync(at, 0o700);
    if (at === dataDir) return;
  }
}
