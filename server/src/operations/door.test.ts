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
  'operations/rows.ts *': 'the row access the door is built on',
  'operations/crud.ts config': 'config documents: configSet audits them (secrets marked as changed) and the door settles their baseline',
  'operations/approval.ts approval_request': 'the inbox itself',
  'operations/custom/exchange-ledger.ts DAY_TOTALS': 'day totals derived from ledger rows written through the door',
  'operations/custom/accounts.ts admin_user': 'accounts: password hashes and second factors, audited by their handlers',
  'operations/custom/accounts.ts admin_session': 'the sessions of a deleted account',
  'operations/custom/accounts.ts recovery_code': 'the recovery codes of a deleted account',
  'operations/custom/accounts.ts sign_in_challenge': 'the pending sign-ins of a deleted or disabled account',
  'auth/security-mail.ts account_email': "where an operator's security mail goes, set by the operator, audited",
  'operations/custom/roles.ts role': 'roles: permission sets, checked against the caller and audited by their handler',
  'operations/custom/login.ts admin_user': 'the last sign-in stamp',
  'audit/chain.ts audit_log': 'the audit log, appended to its hash chain (and chained once by its migration)',
  'http/idempotency.ts idempotency_key': 'answers kept for retries',
  'http/pipeline.ts used_signature': 'the replay register of signed calls',
  'auth/sessions.ts admin_session': 'sessions',
  'auth/sso.ts admin_user':
    'an account moved to another role: by its provider groups (audited by finishSso) or by an administrator (setUserRole, audited)',
  'auth/sso-store.ts sso_login': 'single sign-ons begun, each used once',
  'auth/sso-store.ts sso_identity': "the provider's subject of each SSO account",
  'auth/sso-store.ts sso_session': 'the refresh token and last check of each SSO session',
  'auth/totp.ts admin_user': 'the last TOTP time step an account used, so a code is accepted once',
  'auth/passkeys.ts passkey': "operators' passkeys (WebAuthn public keys and counters), audited by their handlers",
  'auth/passkeys.ts webauthn_challenge': 'challenges kept while a passkey is added or signs in',
  'operations/custom/passkeys.ts passkey': "the caller's own passkeys: renamed or removed, audited",
  'auth/throttle.ts login_throttle': 'sign-in throttling',
  'auth/second-factor.ts sign_in_challenge': 'sign-ins waiting for their second factor, authenticators waiting for their code',
  'auth/second-factor.ts recovery_code': "recovery codes' hashes, each used once",
  'auth/second-factor.ts admin_user': 'the enrolled authenticator (confirmed by a code) or its reset, audited by the handlers',
  'operations/custom/factors.ts admin_user': "the caller's authenticator removed, audited",
  'operations/custom/factors.ts sign_in_challenge': 'an enrolment finished',
  'auth/throttle.ts login_attempt': 'sign-in throttling',
  'db/migrations.ts kysely_migration': 'the migrations that ran',
  'db/schema.ts schema_applied': 'the schema fingerprints the migrate step made',
  'audit/checkpoints.ts audit_checkpoint': "the database's copy of the audit chain's signed checkpoints",
  'db/sync.ts STAMP_TABLE': "tables' change stamps",
  'db/sync.ts resource.table': 'the hidden version keys a migration fills in',
};

/**
 * Every writing operation of the contract and the door it writes through. A generic action writes with crud.ts (its
 * creates, updates, deletes, batches, imports and generated rows through door.ts; config documents with configSet);
 * an operation with its own handler is listed here, so a new one must say how it writes.
 */
const OWN_WRITERS: Record<string, string> = {
  syncCustomChain: 'door: the chain it creates or updates and the custom chain it links',
  updateTokenMarketAppContract: 'door: each market row of the token',
  syncNftTokenInfo: 'door: each collection it stamps; the published snapshot is a config document',
  batchUpdateTokenLangExtension: 'door: each text created or changed',
  updateApplicationFixedOrder: 'door: the pinned DApp and the one it unpins',
  hideDappTag: 'door: each DApp of the tag',
  deleteApplicationBlockchain: 'door: the link it deletes',
  setLastVersion: 'door: the published version and the one it stops being latest',
  sendMessage: 'door: the message',
  payExchangeReward: 'door: each reward (ledger rows derive from them)',
  transferExchangeInternal: 'door: the transfer (ledger rows derive from it)',
  revertRow: "door: through the generic operation it plans, and a restore's unit",
  approveApproval: "door: the stored request's own operation, with the approval it applies",
  rejectApproval: 'no row: the decision on the inbox',
  validateToken: 'no row: a check, audited as asked',
  sendTestMailTemplate: 'no row: sends a mail',
  login: 'no operator row: a session and the last sign-in stamp',
  logout: 'no operator row: ends the session',
  startSso: 'no operator row: a sign-in begun (auth/sso-store.ts)',
  finishSso: 'accounts: a first single sign-on creates the account (insertAccount, audited), then a session like login',
  endSession: 'no operator row: ends a session (its own audit entry)',
  endSessions: "no operator row: ends an account's sessions (audited as the account)",
  reauthenticate: "no operator row: the session's proof of presence and the TOTP step it used, audited",
  passkeyOptions: 'no operator row: a kept challenge',
  addPasskey: 'no operator row: a passkey of the caller, audited',
  renamePasskey: 'no operator row: a passkey of the caller, audited',
  removePasskey: 'no operator row: a passkey of the caller, audited',
  passkeyLoginOptions: 'no operator row: a kept challenge',
  reauthPasskeyOptions: 'no operator row: a kept challenge',
  passkeyLogin: 'no operator row: a session and the last sign-in stamp',
  completeSignIn: 'no operator row: the pending sign-in taken, a recovery code or TOTP step used, a session',
  signInTotpOptions: 'no operator row: the secret kept on the pending sign-in',
  enrolSignInTotp: 'accounts: the authenticator enrolled and recovery codes made, then a session, audited',
  totpOptions: 'no operator row: the secret kept for addTotp',
  addTotp: "accounts: the caller's authenticator (and first recovery codes), audited",
  removeTotp: "accounts: the caller's authenticator removed, audited",
  renewRecoveryCodes: "accounts: the caller's recovery codes replaced, audited",
  setSecurityEmail: "accounts: the caller's security mail address, audited",
  register: 'accounts: password hash and second factor, audited by the handler',
  deleteUser: 'accounts: the account and its sessions, audited',
  modifyPassword: 'accounts: a password hash, audited as changed',
  resetPassword: 'accounts: a password hash, audited as changed',
  resetSecondFactors: 'accounts: a new TOTP secret, the passkeys removed and the sessions ended, audited',
  setUserStatus: 'accounts: the status (disabling ends the sessions), audited as the account before and after',
  setUserRole: "accounts: the role (through auth/sso.ts's moveAccountToRole), audited as the account before and after",
  setRole: 'roles: a permission set checked against the caller, audited',
  createSavedView: 'door: the view',
  updateSavedView: 'door: the view',
  deleteSavedView: 'door: the view',
  setListSetting: "door: the operator's settings of the list",
  revealPrepaidCardNo: 'nothing: it reads one card (after sudo) and its audit entry names it',
};

describe('the write path', () => {
  it('knows how every writing operation writes: the generic handlers, or its own handler listed with its door', () => {
    const { contract, handlers } = t.app.services;
    const unlisted = contract.operations
      .filter((op) => op.method === 'post' && handlers.get(op.operationId)?.custom && !OWN_WRITERS[op.operationId])
      .map((op) => op.operationId);
    expect(unlisted, 'add each to OWN_WRITERS with the door it writes through').toEqual([]);
    const stale = Object.keys(OWN_WRITERS).filter((id) => !handlers.get(id)?.custom);
    expect(stale).toEqual([]);
  });

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
