// The one door (door.ts): every seeded row keeps the rules a write is held to, and no module writes a resource's rows
// around it.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/helpers.ts';
import { AppError } from '../http/errors.ts';
import { checkRow } from './door.ts';
import { decodeRow } from './resources.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const SRC = join(import.meta.dirname, '..');

/** Every module of the server, tests and the seed (the data at rest the door test below checks) left out. */
function modules(dir = SRC): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'seed' ? [] : modules(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [relative(SRC, path)] : [];
  });
}

/** The statements that write tables without the door, each with why its table is no row of an operator's screen. */
const AROUND_THE_DOOR: Record<string, string> = {
  'operations/door.ts audit_log': 'the baseline revisions the door itself writes',
  'operations/rows.ts *': 'the row access the door is built on',
  'operations/crud.ts config': 'config documents: configSet audits them (secrets marked as changed) and the door settles their baseline',
  'operations/approval.ts approval_request': 'the inbox itself',
  'operations/custom/exchange-ledger.ts DAY_TOTALS': 'day totals derived from ledger rows written through the door',
  'operations/custom/accounts.ts admin_user': 'accounts: password hashes and second factors, audited by their handlers',
  'operations/custom/accounts.ts admin_session': 'the sessions of a deleted account',
  'operations/custom/roles.ts role': 'roles: permission sets, checked against the caller and audited by their handler',
  'operations/custom/login.ts admin_user': 'the last sign-in stamp',
  'http/audit.ts audit_log': 'the audit log',
  'http/idempotency.ts idempotency_key': 'answers kept for retries',
  'http/pipeline.ts used_signature': 'the replay register of signed calls',
  'auth/sessions.ts admin_session': 'sessions',
  'auth/throttle.ts login_throttle': 'sign-in throttling',
  'auth/throttle.ts login_attempt': 'sign-in throttling',
  'db/sync.ts STAMP_TABLE': "tables' change stamps",
  'db/sync.ts resource.table': 'the hidden version keys a migration fills in',
};

describe('the write path', () => {
  it('lets no module write a table around the door but those listed with their reason', () => {
    const found: string[] = [];
    for (const file of modules()) {
      const text = readFileSync(join(SRC, file), 'utf8');
      for (const m of text.matchAll(/\.(insertInto|updateTable|deleteFrom)\(\s*'?([\w.]+)'?/g)) found.push(`${file} ${m[2]!}`);
      if (/\b(insertRow|insertRows|updateRow|deleteRow)\b/.test(text) && !['operations/rows.ts', 'operations/door.ts'].includes(file))
        found.push(`${file} rows.ts writers`);
    }
    const unlisted = [...new Set(found)].filter((place) => !AROUND_THE_DOOR[place] && !AROUND_THE_DOOR[`${place.split(' ')[0]!} *`]);
    expect(unlisted, 'write through door.ts (createRow, changeRow, removeRow, createRows)').toEqual([]);
  });
});

describe('the door', () => {
  it('finds every seeded row as valid as a write must leave it', async () => {
    const { contract } = t.app.services;
    const refused: string[] = [];
    for (const resource of contract.resources.values()) {
      if (resource.ownedByMigrations) continue;
      const rows = await t.db.selectFrom(resource.table).selectAll().execute();
      for (const raw of rows) {
        try {
          checkRow(contract, resource, decodeRow(resource, raw));
        } catch (error) {
          if (!(error instanceof AppError)) throw error;
          refused.push(`${resource.name}:${String(raw.id)} ${error.message}`);
        }
      }
    }
    expect(refused).toEqual([]);
  });
});
