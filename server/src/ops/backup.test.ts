// Backups no one else can read (issue 42, docs/security.md "Backups"): the backup file 0600 (a folder made for it
// 0700), encrypted with AES-256-GCM when a key is given (no secret readable in it), restored with that key only (a
// wrong key, none, or a changed byte refused with a message saying so, nothing left behind), and a restore makes
// the data folder and its folders 0700 and every file 0600 whatever modes they were backed up with.
import { chmodSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import BetterSqlite from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { backup, DATABASE_FILE, restore } from './backup.ts';

const root = mkdtempSync(join(tmpdir(), 'wallet-admin-backup-modes-'));
const live = join(root, 'live');
const SECRET = 'totp-secret-JBSWY3DPEHPK3PXP';
const KEY = 'a key kept apart from the backups';
const CHECKPOINT_KEY = 'audit-checkpoint-key-0123456789abcdef0123456789abcdef';
const mode = (path: string) => statSync(path).mode & 0o777;

beforeAll(() => {
  // An installation as an older version left it: files 0644, folders 0755.
  mkdirSync(join(live, 's3', 'wallet-admin'), { recursive: true, mode: 0o755 });
  chmodSync(live, 0o755);
  const db = new BetterSqlite(join(live, DATABASE_FILE));
  db.exec(`create table admin_user (user_name text, totp_secret text); insert into admin_user values ('admin', '${SECRET}')`);
  db.close();
  writeFileSync(join(live, 'admin-header-password'), 'header-password\n', { mode: 0o644 });
  writeFileSync(join(live, 'audit-checkpoint-key'), `${CHECKPOINT_KEY}\n`, { mode: 0o600 });
  writeFileSync(join(live, 's3', 'wallet-admin', 'logo.svg'), '<svg/>', { mode: 0o644 });
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** Every folder (0700) and file (0600) of a restored data folder, with its mode. */
function modes(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true }).map((entry) => {
    const path = join(entry.parentPath, entry.name);
    return `${path.slice(dir.length)} ${mode(path).toString(8)}`;
  });
}

describe('a backup', () => {
  test('without a key: 0600, in a folder made 0700; restored 0700/0600', async () => {
    const out = join(root, 'made-for-it', 'plain.backup');
    await backup(live, out);
    expect([mode(out), mode(join(root, 'made-for-it'))]).toEqual([0o600, 0o700]);
    const dir = join(root, 'restored-plain');
    await restore(out, dir);
    expect(mode(dir)).toBe(0o700);
    expect(modes(dir).sort()).toEqual([`/${DATABASE_FILE} 600`, '/s3 700', '/s3/wallet-admin 700', '/s3/wallet-admin/logo.svg 600'].sort());
  });

  test('with a key: encrypted (no secret readable), and restored whole with the same key', async () => {
    const out = join(root, 'sealed.backup');
    await backup(live, out, { key: KEY });
    expect(mode(out)).toBe(0o600);
    const bytes = readFileSync(out);
    expect(bytes.includes('SQLite format 3')).toBe(false);
    expect(bytes.includes(SECRET)).toBe(false);
    expect(readdirSync(root).filter((name) => name.includes('.partial') || name.includes('.sealing'))).toEqual([]);

    const dir = join(root, 'restored-sealed');
    await restore(out, dir, { key: KEY });
    expect(modes(dir).sort()).toEqual([`/${DATABASE_FILE} 600`, '/s3 700', '/s3/wallet-admin 700', '/s3/wallet-admin/logo.svg 600'].sort());
    const db = new BetterSqlite(join(dir, DATABASE_FILE), { readonly: true });
    expect(db.prepare('select totp_secret from admin_user').pluck().get()).toBe(SECRET);
    db.close();
    expect(readFileSync(join(dir, 's3', 'wallet-admin', 'logo.svg'), 'utf8')).toBe('<svg/>');
  });

  test('never holds the audit checkpoint key nor the generated X-Admin-Password (kept apart from the backups)', async () => {
    const out = join(root, 'no-secrets.backup');
    await backup(live, out);
    const bytes = readFileSync(out);
    expect(bytes.includes('SQLite format 3')).toBe(true); // not encrypted: anything in it would be readable
    expect(bytes.includes(CHECKPOINT_KEY)).toBe(false);
    expect(bytes.includes('header-password')).toBe(false);
    const db = new BetterSqlite(out, { readonly: true });
    expect(db.prepare('select path from wallet_admin_backup_file order by path').pluck().all()).toEqual(['s3/wallet-admin/logo.svg']);
    db.close();
  });

  test('a wrong key, no key, or a changed byte is refused with a clear message, and nothing is left restored', async () => {
    const out = join(root, 'sealed-2.backup');
    await backup(live, out, { key: KEY });
    const dir = join(root, 'refused');
    await expect(restore(out, dir, { key: 'another key of enough length' })).rejects.toThrow(/wrong backup key/);
    expect(readdirSync(dir)).toEqual([]);
    await expect(restore(out, dir)).rejects.toThrow(/is encrypted: give its key/);
    const bytes = readFileSync(out);
    bytes[bytes.length - 100]! ^= 1;
    writeFileSync(out, bytes);
    await expect(restore(out, dir, { key: KEY })).rejects.toThrow(/was changed after it was written/);
    expect(readdirSync(dir)).toEqual([]);
  });
});
