// Backup and restore of an installation on PostgreSQL (DATABASE_URL, + DATABASE_SCHEMA), with the protection the
// SQLite backups have (backup.ts): pg_dump's custom format (`-Fc`, of DATABASE_SCHEMA when it is set, else the
// whole database) streamed into a file created 0600 (a folder made for it 0700), through backup-crypto.ts when a key
// is given (chunk by chunk: a big dump is never held in memory), written aside and renamed when pg_dump has succeeded
// (a failed dump leaves no file). Restore goes into an empty or new schema only (the SQLite restore's empty folder):
// it refuses while a schema of the backup holds tables in the target database, and runs pg_restore as one
// transaction (a failure leaves nothing). An encrypted backup is decrypted, and its tag checked, into a private
// temporary folder before pg_restore reads a byte of it (a changed file restores nothing).
// pg_dump refuses a server newer than itself: the newest pg_dump/pg_restore among PG_BIN, PATH and Debian's
// /usr/lib/postgresql/<version>/bin is used, and one older than the server is refused with a message saying so.
// The password goes to pg_dump in PGPASSWORD, not on its command line (which `ps` shows to every user).
import { spawn, spawnSync } from 'node:child_process';
import {
  chmodSync,
  createReadStream,
  createWriteStream,
  existsSync,
  mkdtempSync,
  readdirSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import pg from 'pg';
import { privateFolder } from '../private-files.ts';
import { decryptFile, encryptStream, isEncrypted } from './backup-crypto.ts';

/** Where a PostgreSQL backup is taken from or restored into: the server's DATABASE_URL and DATABASE_SCHEMA. */
interface PostgresTarget {
  url: string;
  schema?: string;
}

/** pg_dump's custom format starts so (a SQLite backup starts `SQLite format 3`). */
const DUMP_MAGIC = 'PGDMP';

/** libpq's URL without its password, and the password for PGPASSWORD. */
function connection(url: string): { dbname: string; env: NodeJS.ProcessEnv } {
  const parsed = new URL(url);
  const password = decodeURIComponent(parsed.password);
  parsed.password = '';
  return { dbname: parsed.toString(), env: password ? { ...process.env, PGPASSWORD: password } : { ...process.env } };
}

async function serverMajor(target: PostgresTarget): Promise<number> {
  const client = new pg.Client({ connectionString: target.url });
  await client.connect();
  try {
    const { rows } = await client.query<{ server_version_num: string }>('show server_version_num');
    return Math.floor(Number(rows[0]!.server_version_num) / 10_000);
  } finally {
    await client.end();
  }
}

function toolMajor(path: string): number | undefined {
  const run = spawnSync(path, ['--version'], { encoding: 'utf8' });
  const match = run.status === 0 ? /\(PostgreSQL\) (\d+)/.exec(run.stdout) : null;
  return match ? Number(match[1]) : undefined;
}

/** The newest `tool` (pg_dump, pg_restore) found, refused when it is older than the server. */
function postgresTool(tool: 'pg_dump' | 'pg_restore', server: number): string {
  const debian = existsSync('/usr/lib/postgresql')
    ? readdirSync('/usr/lib/postgresql').map((version) => join('/usr/lib/postgresql', version, 'bin', tool))
    : [];
  const candidates = [...(process.env.PG_BIN ? [join(process.env.PG_BIN, tool)] : []), tool, ...debian];
  const found = candidates.flatMap((path) => {
    const major = toolMajor(path);
    return major === undefined ? [] : [{ path, major }];
  });
  const newest = found.sort((a, b) => b.major - a.major)[0];
  if (!newest) throw new Error(`no ${tool} found (PATH, PG_BIN, /usr/lib/postgresql/*/bin): install PostgreSQL ${server}'s client tools`);
  if (newest.major < server)
    throw new Error(`${newest.path} is PostgreSQL ${newest.major}, the server ${server}: install PostgreSQL ${server}'s client tools`);
  return newest.path;
}

/** Runs a tool to its end; its standard error in the message when it fails. */
async function finished(child: ReturnType<typeof spawn>, tool: string): Promise<void> {
  let errors = '';
  child.stderr?.setEncoding('utf8').on('data', (text: string) => (errors += text));
  const code = await new Promise<number | null>((resolve, reject) => child.once('error', reject).once('close', resolve));
  if (code !== 0) throw new Error(`${tool} failed (exit ${code}): ${errors.trim()}`);
}

interface PostgresBackupSummary {
  /** The schema backed up, or undefined for the whole database. */
  schema: string | undefined;
  tool: string;
}

export async function backupPostgres(target: PostgresTarget, out: string, options: { key?: string } = {}): Promise<PostgresBackupSummary> {
  if (existsSync(out)) throw new Error(`${out} exists: give the backup a new file name`);
  const pgDump = postgresTool('pg_dump', await serverMajor(target));
  if (!existsSync(dirname(out))) privateFolder(dirname(out));
  const partial = `${out}.partial`;
  rmSync(partial, { force: true });
  const { dbname, env } = connection(target.url);
  const args = ['--format=custom', '--no-password', ...(target.schema ? [`--schema=${target.schema}`] : []), `--dbname=${dbname}`];
  const dump = spawn(pgDump, args, { env, stdio: ['ignore', 'pipe', 'pipe'] });
  const done = finished(dump, 'pg_dump');
  try {
    const written =
      options.key === undefined
        ? pipeline(dump.stdout, createWriteStream(partial, { mode: 0o600 }))
        : encryptStream(dump.stdout, partial, options.key);
    await Promise.all([written, done]);
    chmodSync(partial, 0o600);
    renameSync(partial, out);
  } catch (error) {
    dump.kill();
    await done.catch(() => undefined);
    rmSync(partial, { force: true });
    throw error;
  }
  return { schema: target.schema, tool: pgDump };
}

/** The schemas the dump's tables are in, and the schemas it creates (`pg_restore --list`). */
export function dumpContents(listing: string): { tableSchemas: string[]; createdSchemas: string[] } {
  const tableSchemas = new Set<string>();
  const createdSchemas = new Set<string>();
  for (const line of listing.split('\n')) {
    const table = /^\d+; \d+ \d+ TABLE (?!DATA )(\S+) /.exec(line);
    if (table) tableSchemas.add(table[1]!);
    const schema = /^\d+; \d+ \d+ SCHEMA - (\S+) /.exec(line);
    if (schema) createdSchemas.add(schema[1]!);
  }
  return { tableSchemas: [...tableSchemas], createdSchemas: [...createdSchemas] };
}

interface PostgresRestoreSummary {
  schemas: string[];
  tables: number;
}

export async function restorePostgres(
  file: string,
  target: PostgresTarget,
  options: { key?: string } = {},
): Promise<PostgresRestoreSummary> {
  if (!existsSync(file)) throw new Error(`no backup at ${file}`);
  // mkdtemp makes the folder 0700; the decrypted dump in it is 0600 (decryptFile).
  const work = mkdtempSync(join(tmpdir(), 'wallet-admin-restore-'));
  try {
    let dump = file;
    if (isEncrypted(file)) {
      dump = join(work, 'backup.dump');
      await decryptFile(file, dump, options.key);
    }
    const head = await firstBytes(dump, 16);
    if (head.startsWith('SQLite format 3'))
      throw new Error(
        `${file} is a backup of an embedded (SQLite) installation: restore it without DATABASE_URL (npm run restore -- FILE --data-dir DIR)`,
      );
    if (!head.startsWith(DUMP_MAGIC)) throw new Error(`${file} is not a Wallet Admin backup (npm run backup)`);

    const server = await serverMajor(target);
    const pgRestore = postgresTool('pg_restore', server);
    const listed = spawnSync(pgRestore, ['--list', dump], { encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 });
    if (listed.status !== 0) throw new Error(`pg_restore --list failed: ${listed.stderr.trim()}`);
    const { tableSchemas, createdSchemas } = dumpContents(listed.stdout);
    if (target.schema && tableSchemas.some((schema) => schema !== target.schema))
      throw new Error(
        `${file} holds schema ${tableSchemas.join(', ')}, not DATABASE_SCHEMA ${target.schema}: a backup restores under its own schema name (set DATABASE_SCHEMA to it, or restore into another database)`,
      );

    const client = new pg.Client({ connectionString: target.url });
    await client.connect();
    let existing: string[];
    try {
      const { rows } = await client.query<{ schema: string; tables: string }>(
        `select n.nspname as schema, count(*) as tables from pg_class c join pg_namespace n on n.oid = c.relnamespace
         where n.nspname = any($1) and c.relkind in ('r', 'p') group by n.nspname order by n.nspname`,
        [tableSchemas],
      );
      if (rows.length > 0)
        throw new Error(
          `${rows.map((r) => `schema ${r.schema} has ${r.tables} table${r.tables === '1' ? '' : 's'}`).join(', ')} in the target database: restore only into an empty or new schema or database (stop the server, and drop or rename the old schema first)`,
        );
      existing = (
        await client.query<{ nspname: string }>('select nspname from pg_namespace where nspname = any($1)', [createdSchemas])
      ).rows.map((r) => r.nspname);
    } finally {
      await client.end();
    }
    // A schema that exists (empty) is kept as it is, with its owner and grants: its CREATE SCHEMA is left out.
    const list = join(work, 'restore.list');
    writeFileSync(
      list,
      listed.stdout
        .split('\n')
        .map((line) =>
          existing.some((schema) => new RegExp(`^\\d+; \\d+ \\d+ SCHEMA - ${escape(schema)} `).test(line)) ? `;${line}` : line,
        )
        .join('\n'),
      { mode: 0o600 },
    );
    const { dbname, env } = connection(target.url);
    const restore = spawn(
      pgRestore,
      ['--no-owner', '--single-transaction', '--exit-on-error', '--no-password', `--use-list=${list}`, `--dbname=${dbname}`, dump],
      { env, stdio: ['ignore', 'ignore', 'pipe'] },
    );
    await finished(restore, 'pg_restore');
    return { schemas: tableSchemas, tables: listed.stdout.split('\n').filter((line) => /^\d+; \d+ \d+ TABLE (?!DATA )/.test(line)).length };
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

async function firstBytes(file: string, count: number): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of createReadStream(file, { start: 0, end: count - 1 })) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('latin1');
}
