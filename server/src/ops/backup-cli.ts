// `npm run backup -- --out FILE [--data-dir DIR]` and `npm run restore -- FILE [--data-dir DIR]` (ops/backup.ts).
// The data folder is DATA_DIR or ./.data, as for the server. The backup runs beside a running server; a restore
// goes into an empty folder, then the server starts on it. With BACKUP_KEY, BACKUP_KEY_FILE or `--key-file FILE`
// the backup is encrypted (AES-256-GCM) and the restore needs the same key (docs/deploy.md: keep it apart).
import { resolve } from 'node:path';
import { backup, restore } from './backup.ts';
import { backupKey } from './backup-crypto.ts';

function argument(argv: string[], name: string): string | undefined {
  const i = argv.indexOf(name);
  return i >= 0 ? argv[i + 1] : argv.find((a) => a.startsWith(`${name}=`))?.slice(name.length + 1);
}

const megabytes = (bytes: number) => `${(bytes / 1_048_576).toFixed(1)} MB`;

async function main(): Promise<void> {
  const [command, ...argv] = process.argv.slice(2);
  const dataDir = resolve(argument(argv, '--data-dir') ?? process.env.DATA_DIR ?? '.data');
  if (process.env.DATABASE_URL)
    throw new Error(
      'DATABASE_URL is set: this backs up the embedded SQLite database only. Back up PostgreSQL with pg_dump and the bucket with its own tools (docs/deploy.md).',
    );
  const key = backupKey(process.env, argument(argv, '--key-file'));
  if (command === 'backup') {
    const out = argument(argv, '--out');
    if (!out) throw new Error('usage: npm run backup -- --out FILE [--data-dir DIR] [--key-file FILE]');
    const started = performance.now();
    const summary = await backup(dataDir, resolve(out), { key });
    console.log(
      `backed up ${dataDir} to ${resolve(out)}${key === undefined ? ' (not encrypted: no BACKUP_KEY)' : ' (encrypted)'}: the database and ${summary.files} files (${megabytes(summary.bytes)}) in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );
    return;
  }
  if (command === 'restore') {
    const file = argv.find((a, i) => !a.startsWith('--') && argv[i - 1] !== '--data-dir' && argv[i - 1] !== '--key-file');
    if (!file) throw new Error('usage: npm run restore -- FILE [--data-dir DIR] [--key-file FILE]');
    const summary = await restore(resolve(file), dataDir, { key });
    console.log(
      `restored ${resolve(file)} into ${dataDir}: the database and ${summary.files} files (${megabytes(summary.bytes)}); start the server on it`,
    );
    return;
  }
  throw new Error('usage: backup-cli.ts backup --out FILE | restore FILE [--data-dir DIR] [--key-file FILE]');
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
