// `npm run backup -- --out FILE [--data-dir DIR]` and `npm run restore -- FILE [--data-dir DIR]` (ops/backup.ts).
// The data folder is DATA_DIR or ./.data, as for the server. The backup runs beside a running server; a restore
// goes into an empty folder, then the server starts on it. With BACKUP_KEY, BACKUP_KEY_FILE or `--key-file FILE`
// the backup is encrypted (AES-256-GCM) and the restore needs the same key (docs/deploy.md: keep it apart).
// With DATABASE_URL (+ DATABASE_SCHEMA) set, the same commands back up the PostgreSQL database with pg_dump and
// restore it with pg_restore into an empty or new schema (ops/backup-postgres.ts), with the same file modes and key.
import { resolve } from 'node:path';
import { backup, NOT_BACKED_UP, restore } from './backup.ts';
import { backupKey } from './backup-crypto.ts';
import { backupPostgres, restorePostgres } from './backup-postgres.ts';

function argument(argv: string[], name: string): string | undefined {
  const i = argv.indexOf(name);
  return i >= 0 ? argv[i + 1] : argv.find((a) => a.startsWith(`${name}=`))?.slice(name.length + 1);
}

const megabytes = (bytes: number) => `${(bytes / 1_048_576).toFixed(1)} MB`;

async function main(): Promise<void> {
  const [command, ...argv] = process.argv.slice(2);
  const dataDir = resolve(argument(argv, '--data-dir') ?? process.env.DATA_DIR ?? '.data');
  const key = backupKey(process.env, argument(argv, '--key-file'));
  const file = argv.find((a, i) => !a.startsWith('--') && !['--data-dir', '--key-file', '--out'].includes(argv[i - 1] ?? ''));
  const encrypted = key === undefined ? ' (not encrypted: no BACKUP_KEY)' : ' (encrypted)';
  const url = process.env.DATABASE_URL;
  if (url) {
    const target = { url, ...(process.env.DATABASE_SCHEMA ? { schema: process.env.DATABASE_SCHEMA } : {}) };
    const where = target.schema ? `schema ${target.schema}` : 'the whole database';
    const started = performance.now();
    if (command === 'backup') {
      const out = argument(argv, '--out') ?? file;
      if (!out) throw new Error('usage: npm run backup -- --out FILE [--key-file FILE] (DATABASE_URL, DATABASE_SCHEMA)');
      await backupPostgres(target, resolve(out), { key });
      console.log(
        `backed up ${where} (pg_dump) to ${resolve(out)}${encrypted} in ${((performance.now() - started) / 1000).toFixed(1)} s; the bucket is backed up with its own tools (docs/deploy.md)`,
      );
      return;
    }
    if (command === 'restore') {
      if (!file) throw new Error('usage: npm run restore -- FILE [--key-file FILE] (DATABASE_URL, DATABASE_SCHEMA)');
      const summary = await restorePostgres(resolve(file), target, { key });
      console.log(
        `restored ${resolve(file)} (pg_restore): ${summary.tables} tables in schema ${summary.schemas.join(', ')}; start the server on it`,
      );
      return;
    }
  }
  if (command === 'backup') {
    const out = argument(argv, '--out') ?? file;
    if (!out) throw new Error('usage: npm run backup -- --out FILE [--data-dir DIR] [--key-file FILE]');
    const started = performance.now();
    const summary = await backup(dataDir, resolve(out), { key });
    console.log(
      `backed up ${dataDir} to ${resolve(out)}${encrypted}: the database and ${summary.files} files (${megabytes(summary.bytes)}) in ${((performance.now() - started) / 1000).toFixed(1)} s; not in it: ${NOT_BACKED_UP.join(', ')} (keep the audit checkpoint key apart: docs/deploy.md)`,
    );
    return;
  }
  if (command === 'restore') {
    if (!file) throw new Error('usage: npm run restore -- FILE [--data-dir DIR] [--key-file FILE]');
    const summary = await restore(resolve(file), dataDir, { key });
    console.log(
      `restored ${resolve(file)} into ${dataDir}: the database and ${summary.files} files (${megabytes(summary.bytes)}); put the audit checkpoint key back (or set AUDIT_CHECKPOINT_KEY_FILE), then start the server on it`,
    );
    return;
  }
  throw new Error('usage: backup-cli.ts backup --out FILE | restore FILE [--data-dir DIR] [--key-file FILE]');
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
