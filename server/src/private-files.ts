// What the server keeps on disk (the SQLite file with app secrets, password hashes and TOTP secrets, the
// generated X-Admin-Password, uploads waiting to be checked) is for its own account only: folders 0700, files
// 0600. Made so, and made so again at each start (an older version left them 0755/0644 under the usual umask).
import { chmodSync, closeSync, existsSync, linkSync, mkdirSync, openSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';

/** Creates the folder (and missing parents) 0700, or narrows an existing one to 0700. */
export function privateFolder(path: string): void {
  mkdirSync(path, { recursive: true, mode: 0o700 });
  chmodSync(path, 0o700);
}

/** Creates the file empty with 0600, or narrows an existing one; `companions` (suffixes) are narrowed when present. */
export function privateFile(path: string, companions: string[] = []): void {
  closeSync(openSync(path, 'a', 0o600));
  chmodSync(path, 0o600);
  for (const suffix of companions) if (existsSync(`${path}${suffix}`)) chmodSync(`${path}${suffix}`, 0o600);
}

/** A secret kept in `file` (0600, its folder 0700), made by `make` the first time. Processes starting at once on a
 * fresh folder agree: the file appears whole (written aside, then linked, which fails when another process linked
 * its own first) and everyone reads the one that won. */
export function sharedSecret(file: string, make: () => string): string {
  privateFolder(dirname(file));
  if (existsSync(file)) {
    privateFile(file);
    return readFileSync(file, 'utf8').trim();
  }
  const aside = `${file}.${process.pid}`;
  writeFileSync(aside, `${make()}\n`, { mode: 0o600 });
  try {
    linkSync(aside, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    unlinkSync(aside);
  }
  return readFileSync(file, 'utf8').trim();
}
