// Generated from the bundled document: for EVERY operation a call that succeeds (its answer validated against
// the operation's response schema), a call without a session (or with a bad signature), a call by a user
// without the screen (40003, nothing changed) and bad input (40000 naming the field, nothing changed).
// Inputs are example values from the schemas; ids come from seeded rows or rows inserted for the test.
import { randomBytes } from 'node:crypto';
import type { ValidateFunction } from 'ajv/dist/2020.js';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { clientHash } from '../src/auth/password.ts';
import { currentTotp } from '../src/auth/totp.ts';
import { compile, createAjv, exampleObject, exampleValue, type ExampleContext, type Operation } from '@wallet-admin/sdk/contract';
import { readConfig } from '../src/operations/crud.ts';
import { insertRow } from '../src/operations/rows.ts';
import type { Resource } from '../src/operations/resources.ts';
import { isUniqueViolation } from '../src/db/dialect.ts';
import { core } from '../src/db/core.ts';
import type { Row } from '../src/db/types.ts';
import { prepare } from '../src/http/app.ts';
import { DEMO_TOTP_SECRET } from '../src/seed/accounts.ts';
import { referencedResource, rowsFor, seedContext } from '../src/seed/index.ts';
import { createRng } from '../src/seed/random.ts';
import { softAuthenticator } from './authenticator.ts';
import { ADMIN, ADMIN_HEADER, createTestApp, type CallOptions, type TestApp } from './helpers.ts';
import { REDIRECT_URI, startProvider, type TestProvider } from './oidc-provider.ts';

const { contract } = prepare();
const SIGNED_PARAMS = new Set(['timestamp', 'app_key', 'sign']);
let t: TestApp;
/** The OpenID provider the single sign-on calls sign in with (sso.test.ts tests them). */
let provider: TestProvider;
let nonce = 1_000_000;
const rng = createRng(7);
const ids = new Map<string, number[]>();

beforeAll(async () => {
  // Approval off: these tests call the x-approval operations for what they do (change-control.test.ts tests approval).
  provider = await startProvider();
  t = await createTestApp({ config: { approvalEnabled: false, sso: provider.settings(), signInSecondFactor: true } });
  for (const resource of contract.resources.values()) {
    ids.set(
      resource.name,
      (await t.db.selectFrom(resource.readFrom).select('id').orderBy('id').limit(50).execute()).map((r) => Number(r.id)),
    );
  }
});
afterAll(async () => {
  await t?.close();
  await provider?.close();
});

function examples(op: Operation, target: number | undefined): ExampleContext {
  return {
    rng,
    now: t.clock.now,
    nonce: () => ++nonce,
    ref: (field) => {
      if (field === 'id') return target ?? ids.get(op.resource ?? '')?.[0];
      const name = referencedResource(field, op.resource ?? '', contract);
      const pool = name ? ids.get(name) : undefined;
      return pool?.length ? pool[0] : undefined;
    },
  };
}

/** A new row like the first seeded one, not live. Its natural key (x-unique) must be new too: when it clashes, the generators
 * get a row number no seeded row has and the key's references point at fresh parent rows (a language and category
 * pair all taken). */
let freshNumber = 10_000; // past every seeded row's number
async function freshRow(resourceName: string, depth = 0): Promise<number> {
  const resource = contract.resources.get(resourceName)!;
  for (let attempt = 0; ; attempt++) {
    const seeding = seedContext(t.db, contract, t.clock.now, nonce);
    seeding.examples.nonce = () => ++nonce; // unique columns stay unique across fresh rows
    await seeding.loadIds(resourceName);
    const values = rowsFor(resource, contract, seeding, 1, attempt === 0 ? 0 : ++freshNumber)[0]!;
    // A fresh row never holds a state one row at most may hold (x-unique-while: the latest version of a platform).
    for (const { set } of resource.uniqueWhile) values[set] = null;
    if (attempt > 0 && depth < 3)
      for (const column of resource.unique.flat()) {
        const parent = referencedResource(column, resourceName, contract);
        if (parent && parent !== resourceName) values[column] = await freshRow(parent, depth + 1);
      }
    try {
      return Number((await insertRow(t.db, resource, values, t.clock.now)).id);
    } catch (error) {
      if (attempt >= 3 || !isUniqueViolation(error)) throw error;
    }
  }
}

/** A pending approval request the operator asked (so the admin may decide it): publish the first shown version. */
async function pendingRequest(): Promise<number> {
  const version = await anyRow('version', { status: 0 });
  const operator = await anyRow('admin_user', { user_name: 'operator' });
  const row = await core(t.db)
    .insertInto('approval_request')
    .values({
      operation: 'setLastVersion',
      permission: '/app/version',
      target: `version:${String(version.id)}`,
      request: JSON.stringify({ query: {}, params: {}, body: { id: Number(version.id) } }),
      changes: '[]',
      row_updated_at: null,
      remark: '',
      requester_id: Number(operator.id),
      requester_name: 'operator',
      status: 'pending',
      decided_by_name: '',
      decision_remark: '',
      expires_at: t.clock.now + 3_600_000,
      created_at: t.clock.now,
      updated_at: t.clock.now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

async function anyRow(table: string, where: Row = {}): Promise<Row> {
  let query = t.db.selectFrom(table).selectAll();
  for (const [k, v] of Object.entries(where)) query = query.where(k, '=', v as string | number);
  const row = await query.orderBy('id').executeTakeFirst();
  if (!row) throw new Error(`no ${table} row matches ${JSON.stringify(where)}`);
  return row;
}

const uniqueName = (prefix: string) => `${prefix}${randomBytes(4).toString('hex')}`;

async function genericPlan(op: Operation): Promise<CallOptions> {
  const writes = op.action === 'update' || op.action === 'delete' || op.action === 'upsert';
  const hasTable = op.resource !== null && contract.resources.has(op.resource);
  const target = hasTable ? (writes ? await freshRow(op.resource!) : ids.get(op.resource!)?.[0]) : undefined;
  const ctx = examples(op, target);
  const query: Row = {};
  const params: Row = {};
  for (const p of op.parameters) {
    if (SIGNED_PARAMS.has(p.name) && op.signed) continue;
    if (p.in === 'path') params[p.name] = p.name === 'id' ? target : exampleValue(contract.doc, p.schema, p.name, ctx);
    else if (p.in === 'query' && p.required) query[p.name] = p.name === 'id' ? target : exampleValue(contract.doc, p.schema, p.name, ctx);
  }
  let body: Row | undefined = op.body ? exampleObject(contract.doc, op.body.schema, ctx) : undefined;
  if (body && op.passwordConfirm) body = { ...body, password: clientHash(ADMIN.password) };
  // An update names the updated_at it read (40012 otherwise), and keeps its row's natural key (x-unique) as it
  // is: example values there could be another row's.
  if (body && writes && target !== undefined && op.action !== 'delete') {
    const resource = contract.resources.get(op.resource!)!;
    const row = await t.db.selectFrom(resource.table).selectAll().where('id', '=', target).executeTakeFirstOrThrow();
    for (const column of resource.unique.flat()) if (column in body) body = { ...body, [column]: row[column] };
    // A kept reference that an x-ref-scope pairs with a parent (a bridge token's token and its source chain) takes
    // the parent its referenced row has, so the pair stays one.
    for (const { name, references, scope } of resource.columns) {
      const kept: Row = body;
      const referenced: Resource | undefined =
        references && scope && name in kept && scope in kept ? contract.resources.get(references) : undefined;
      if (!referenced || !scope) continue;
      const parent: Row | undefined = await t.db
        .selectFrom(referenced.table)
        .selectAll()
        .where('id', '=', Number(kept[name]))
        .executeTakeFirst();
      if (parent) body = { ...kept, [scope]: parent[scope] };
    }
    if ('updated_at' in body) body = { ...body, updated_at: Number(row.updated_at) };
  }
  return {
    token: op.session ? t.admin : undefined,
    query,
    params,
    body,
    headers: op.adminPassword ? { 'x-admin-password': ADMIN_HEADER } : {},
    sign: op.signed,
  };
}

type Override = (base: CallOptions) => Promise<CallOptions>;

// Passkeys are made by a software authenticator for the origin these requests name (their relying party by default).
const PASSKEY_HOST = { host: 'admin.test' };
const PASSKEY_ORIGIN = 'http://admin.test';

/** A new account with one passkey: its session, the authenticator and the passkey's id. */
async function withPasskey() {
  const token = await t.signedInWith(uniqueName('pk'), []);
  const key = softAuthenticator();
  const options = await t.call('passkeyOptions', { token, headers: PASSKEY_HOST });
  const response = key.register(options.data as Row, PASSKEY_ORIGIN);
  const added = await t.call('addPasskey', { token, headers: PASSKEY_HOST, body: { name: 'key', response } });
  return { token, key, id: (added.data as { id: number }).id };
}

/** A fresh account's pending sign-in (its password accepted): with `enrol`, the account has no authenticator yet. */
async function pendingSignIn(enrol = false): Promise<string> {
  const name = uniqueName('pf');
  const id = await t.createUser(name, 'Old@123456');
  if (enrol) await core(t.db).updateTable('admin_user').set({ totp_enrolled_at: null }).where('id', '=', id).execute();
  const answer = await t.passwordStep(name, 'Old@123456');
  expect(answer.result).toBe(SECOND_FACTOR_REQUIRED);
  return (answer.data as { pending_token: string }).pending_token;
}

/** A session of a fresh account (so the TOTP steps it uses are its own). */
const freshSession = async () => {
  const name = uniqueName('tf');
  await t.createUser(name, 'Old@123456');
  return ((await t.login(name, 'Old@123456')).data as { token: string }).token;
};

/** What a successful call answers when it is not 0: a right password is a pending sign-in (a second factor at every
 * sign-in), its data the challenge. */
const SECOND_FACTOR_REQUIRED = 20203;
const SUCCEEDS_WITH: Record<string, number> = { login: SECOND_FACTOR_REQUIRED };

const OVERRIDES: Record<string, Override> = {
  login: async (b) => ({ ...b, body: { user_name: ADMIN.user_name, password: clientHash(ADMIN.password) } }),
  completeSignIn: async (b) => ({
    ...b,
    body: { pending_token: await pendingSignIn(), method: 'totp', code: currentTotp(DEMO_TOTP_SECRET, t.clock.now) },
  }),
  signInTotpOptions: async (b) => ({ ...b, body: { pending_token: await pendingSignIn(true) } }),
  enrolSignInTotp: async (b) => {
    const pending_token = await pendingSignIn(true);
    const { secret } = (await t.call('signInTotpOptions', { body: { pending_token } })).data as { secret: string };
    return { ...b, body: { pending_token, code: currentTotp(secret, t.clock.now) } };
  },
  addTotp: async (b) => {
    const token = await freshSession();
    const { secret } = (await t.call('totpOptions', { token })).data as { secret: string };
    return { ...b, token, body: { code: currentTotp(secret, t.clock.now) } };
  },
  // An account that keeps a passkey: its authenticator is not its last factor.
  removeTotp: async (b) => ({ ...b, token: (await withPasskey()).token }),
  startSso: async (b) => ({ ...b, body: { redirect_uri: REDIRECT_URI } }),
  // A sign-in begun and completed at the provider, for a person whose group maps to a role.
  finishSso: async (b) => {
    const subject = uniqueName('sso');
    provider.people.set(subject, { name: subject, groups: ['wallet-ops'] });
    const begun = (await t.call('startSso', { body: { redirect_uri: REDIRECT_URI } })).data as { url: string; browser_key: string };
    return { ...b, body: { url: await provider.signInAt(begun.url, subject), browser_key: begun.browser_key } };
  },
  logout: async (b) => ({ ...b, token: ((await t.login(ADMIN.user_name, ADMIN.password)).data as { token: string }).token }),
  // A session of its own to end (the example id names none).
  endSession: async (b) => {
    const token = ((await t.login(ADMIN.user_name, ADMIN.password)).data as { token: string }).token;
    const [own] = (await t.call('listSession', { token })).data as { id: number; current: boolean }[];
    return { ...b, body: { id: own!.id } };
  },
  // Every session of an account of its own (the example id names none).
  endSessions: async (b) => {
    const name = uniqueName('ended');
    const id = await t.createUser(name, 'Old@123456');
    await t.login(name, 'Old@123456');
    return { ...b, body: { user_id: id } };
  },
  modifyPassword: async (b) => {
    const name = uniqueName('pw');
    const id = await t.createUser(name, 'Old@123456');
    const token = ((await t.login(name, 'Old@123456')).data as { token: string }).token;
    return {
      ...b,
      token,
      body: {
        user_id: id,
        password: clientHash('Old@123456'),
        new_password: clientHash('New@123456'),
        google_verify_code: currentTotp(DEMO_TOTP_SECRET, t.clock.now),
      },
    };
  },
  // A fresh account (the demo TOTP secret) proving itself with the current code, once per time step.
  reauthenticate: async (b) => {
    const name = uniqueName('ra');
    await t.createUser(name, 'Old@123456');
    const token = ((await t.login(name, 'Old@123456')).data as { token: string }).token;
    return { ...b, token, body: { method: 'totp', google_verify_code: currentTotp(DEMO_TOTP_SECRET, t.clock.now) } };
  },
  addPasskey: async (b) => {
    const token = await t.signedInWith(uniqueName('pk'), []);
    const options = await t.call('passkeyOptions', { token, headers: PASSKEY_HOST });
    const response = softAuthenticator().register(options.data as Row, PASSKEY_ORIGIN);
    return { ...b, token, headers: PASSKEY_HOST, body: { name: 'key', response } };
  },
  renamePasskey: async (b) => {
    const { token, id } = await withPasskey();
    return { ...b, token, body: { id, name: 'renamed' } };
  },
  removePasskey: async (b) => {
    const { token, id } = await withPasskey();
    return { ...b, token, body: { id } };
  },
  reauthPasskeyOptions: async (b) => ({ ...b, token: (await withPasskey()).token, headers: PASSKEY_HOST }),
  passkeyLogin: async (b) => {
    const { key } = await withPasskey();
    const start = (await t.call('passkeyLoginOptions', { headers: PASSKEY_HOST })).data as { challenge_id: number; options: Row };
    return { ...b, headers: PASSKEY_HOST, body: { challenge_id: start.challenge_id, response: key.assert(start.options, PASSKEY_ORIGIN) } };
  },
  resetPassword: async (b) => ({
    ...b,
    body: {
      user_id: await t.createUser(uniqueName('rs'), 'Old@123456'),
      new_password: clientHash('New@123456'),
      password: clientHash(ADMIN.password),
    },
  }),
  resetSecondFactors: async (b) => ({ ...b, body: { user_id: await t.createUser(uniqueName('sf'), 'Old@123456') } }),
  setUserStatus: async (b) => ({ ...b, body: { user_id: await t.createUser(uniqueName('st'), 'Old@123456'), status: 1 } }),
  setUserRole: async (b) => ({
    ...b,
    body: { user_id: await t.createUser(uniqueName('ro'), 'Old@123456'), role_id: Number((await anyRow('role', { code: 'operator' })).id) },
  }),
  deleteUser: async (b) => ({
    ...b,
    body: { user_id: await t.createUser(uniqueName('del'), 'Old@123456'), password: clientHash(ADMIN.password) },
  }),
  setRole: async (b) => ({ ...b, body: { name: '测试角色', code: uniqueName('r'), permissions: ['/app/version', '/system/blockchain'] } }),
  validateToken: async (b) => ({ ...b, body: { blockchain_id: 1, address: `0x${randomBytes(20).toString('hex')}` } }),
  updateTokenMarketAppContract: async (b) => ({ ...b, body: { token_id: Number((await anyRow('token')).id), app_contract: '' } }),
  getNftMetadata: async (b) => ({ ...b, query: { id: Number((await anyRow('nft_token_info', { metadata_type: 2 })).id), token_id: '1' } }),
  syncNftTokenInfo: async (b) => ({ ...b, body: undefined }),
  // Its own handler (no x-resource): the generic plan would invent an id that names no row.
  syncCustomChain: async (b) => ({ ...b, body: { id: Number((await anyRow('custom_chain')).id) } }),
  getTokenInfo: async (b) => {
    const token = await anyRow('token', { status: 0, blockchain_id: 1 });
    return { ...b, query: { blockchain_id: 1, address: token.address } };
  },
  listRecommendId: async (b) => ({ ...b, query: { application_id: Number((await anyRow('recommend')).application_id) } }),
  hideDappTag: async (b) => ({ ...b, body: { tag: '热门', lang: 'zh-Hans' } }),
  deleteApplicationBlockchain: async (b) => {
    const link = await anyRow('application_blockchain');
    return { ...b, body: { application_id: link.application_id, blockchain_id: link.blockchain_id } };
  },
  getLastVersion: async (b) => ({ ...b, query: { platform: 'ios' } }),
  // Change control: a row with history, a revision of it, and pending requests someone else asked.
  listRowHistory: async (b) => ({ ...b, query: { resource: 'block_chain', id: Number((await anyRow('block_chain')).id) } }),
  listDeletedRows: async (b) => ({ ...b, query: { resource: 'block_chain' } }),
  revertRow: async (b) => {
    const id = Number((await anyRow('block_chain')).id);
    await t.call('updateBlockChain', { token: t.admin, body: { id, name: uniqueName('history') } });
    const revision = await t.db
      .selectFrom('audit_log')
      .select('id')
      .where('target', '=', `block_chain:${id}`)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    return { ...b, body: { resource: 'block_chain', id, revision: Number(revision.id) } };
  },
  approveApproval: async (b) => ({ ...b, body: { id: await pendingRequest() } }),
  rejectApproval: async (b) => ({ ...b, body: { id: await pendingRequest(), remark: 'no' } }),
  setLastVersion: async (b) => ({ ...b, body: { id: Number((await anyRow('version', { status: 0 })).id) } }),
  sendMessage: async (b) => ({ ...b, body: { id: Number((await anyRow('message', { status: 0 })).id) } }),
  // A chain has one row of order rules: a chain the demo rows leave free, and updates that keep the chain.
  createSwapOrderConfig: async (b) => ({ ...b, body: { ...(b.body as Row), blockchain_id: 7 } }),
  // A currency has one name per language: a currency the demo rows leave unnamed.
  createCurrencyLanguage: async (b) => ({
    ...b,
    body: { ...(b.body as Row), currency_id: Number((await anyRow('currency', { code: 'SEK' })).id) },
  }),
  updateSwapOrderConfig: async (b) => {
    const { blockchain_id: _, ...body } = b.body as Row;
    return { ...b, body };
  },
  // A fresh card is active (settings-data's fields): the generic update freezes it, with the remark a freeze needs.
  updatePrepaidCard: async (b) => ({ ...b, body: { ...(b.body as Row), status: 1, remark: '风控冻结' } }),
  // A fresh token may sit on a made-up chain (freshRow's unique-key parents) its address does not fit: an update
  // that names neither keeps them, as x-address checks only what a write names.
  updateToken: async (b) => {
    const { blockchain_id: _, address: __, ...body } = b.body as Row;
    return { ...b, body };
  },
  updateAddressLabel: async (b) => {
    const { blockchain_id: _, address: __, ...body } = b.body as Row;
    return { ...b, body };
  },
  updateFraudAddress: async (b) => {
    const { blockchain_id: _, address: __, ...body } = b.body as Row;
    return { ...b, body };
  },
  // A fresh report may be reviewed already: the generic update corrects its fields (the review is label.test.ts's).
  updateFraudReport: async (b) => {
    const { blockchain_id: _, address: __, status: ___, ...body } = b.body as Row;
    return { ...b, body };
  },
  // An invented version may carry a latest_at: the latest version is never deleted (x-delete-refused-while).
  deleteVersion: async (b) => {
    await t.db.updateTable('version').set({ latest_at: null }).where('id', '=', Number(b.params!.id)).execute();
    return b;
  },
  trackSwapOrder: async (b) => ({ ...b, query: { key: String((await anyRow('swap_order')).order_no) } }),
  // As updateToken: an update that names neither the chain nor the address keeps them. The merchant review's moves
  // (approve, reject with a remark) are otc.test.ts's.
  updateOtcToken: async (b) => ({ ...b, body: omit(b.body as Row, ['blockchain_id', 'address']) }),
  updateOtcGasAccount: async (b) => ({ ...b, body: omit(b.body as Row, ['blockchain_id', 'address']) }),
  updateOtcMerchant: async (b) => ({ ...b, body: omit(b.body as Row, ['audit_status', 'audit_remark']) }),
  statOtcOrderDaily: async (b) => ({ ...b, query: { from: t.clock.now - 90 * 86_400_000, to: t.clock.now, otc_token_id: 1 } }),
  // A pending submission (a fresh row's random status may already be decided: 40009).
  reviewExchangeKyc: async (b) => {
    const pending = await anyRow('exchange_kyc', { status: 0 });
    return { ...b, body: { ...(b.body as Row), id: Number(pending.id), updated_at: pending.updated_at, status: 1 } };
  },
  // Rewards are paid once (40009 after): an unpaid one. Statistics over a range that ends after it starts.
  payExchangeReward: async (b) => ({ ...b, body: { ids: [Number((await anyRow('exchange_reward', { status: 0 })).id)] } }),
  statExchangeTrade: async (b) => ({ ...b, query: { ...b.query, from: 0, to: t.clock.now } }),
  statExchangeReward: async (b) => ({ ...b, query: { ...b.query, from: 0, to: t.clock.now } }),
  statExchangeAssets: async (b) => ({ ...b, query: { ...b.query, from: 0, to: t.clock.now } }),
  // The workbench names a list by a screen route; a view is changed only by its owner: one the admin saves first.
  listSavedView: async (b) => ({ ...b, query: { list: WORKBENCH_LIST } }),
  createSavedView: async (b) => ({ ...b, body: { ...(b.body as Row), list: WORKBENCH_LIST, name: uniqueName('view'), shared_role_id: 0 } }),
  updateSavedView: async (b) => ({ ...b, body: { id: await adminView(), name: uniqueName('view') } }),
  deleteSavedView: async (b) => ({ ...b, body: { id: await adminView() } }),
  getListSetting: async (b) => ({ ...b, query: { list: WORKBENCH_LIST } }),
  setListSetting: async (b) => ({ ...b, body: { ...(b.body as Row), list: WORKBENCH_LIST, default_view_id: 0 } }),
};
const WORKBENCH_LIST = '/token/tokenlist';
async function adminView(): Promise<number> {
  const body = { list: WORKBENCH_LIST, name: uniqueName('view'), query: {} };
  return Number(((await t.call('createSavedView', { token: t.admin, body })).data as Row).id);
}
// An operator's preview of a public call (x-preview-of) takes the public call's parameters.
OVERRIDES.previewTokenInfo = OVERRIDES.getTokenInfo!;
OVERRIDES.previewLastVersion = OVERRIDES.getLastVersion!;

function omit(body: Row, fields: readonly string[]): Row {
  return Object.fromEntries(Object.entries(body).filter(([name]) => !fields.includes(name)));
}

const plan = async (op: Operation) => (OVERRIDES[op.operationId] ?? (async (b: CallOptions) => b))(await genericPlan(op));

const responseAjv = createAjv(contract.doc, { coerce: false, defaults: false });
const responseValidators = new Map<string, ValidateFunction>();
function assertAnswerShape(op: Operation, answer: unknown): void {
  if (!op.responseSchema) return;
  let validate = responseValidators.get(op.operationId);
  if (!validate) {
    validate = compile(responseAjv, op.responseSchema);
    responseValidators.set(op.operationId, validate);
  }
  expect(validate(answer), `${op.operationId} answer: ${JSON.stringify(validate.errors?.slice(0, 3))}`).toBe(true);
}

async function snapshot(op: Operation): Promise<string> {
  const audit = await t.db
    .selectFrom('audit_log')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirst();
  const resource = op.resource ? contract.resources.get(op.resource) : undefined;
  // An audit entry's place in the chain (seq, prev_hash, hash) is given by the chainer shortly after its commit,
  // whatever the call under test does: the snapshot leaves it out.
  const placed = (row: Row): Row => (resource?.table === 'audit_log' ? { ...row, seq: null, prev_hash: null, hash: null } : row);
  const rows = resource ? (await t.db.selectFrom(resource.readFrom).selectAll().orderBy('id').execute()).map(placed) : [];
  const config = op.resource ? await readConfig(t.db, op.resource) : undefined;
  return JSON.stringify({ audit: Number(audit?.n), rows, config });
}

/** A field the operation takes that has a type other than string: sending 'abc' must fail naming it. */
function typedField(op: Operation): { where: 'query' | 'body'; name: string } | null {
  const bodyShape = op.body ? exampleObject(contract.doc, op.body.schema, examples(op, 1)) : {};
  for (const [name, value] of Object.entries(bodyShape)) if (typeof value === 'number') return { where: 'body', name };
  for (const p of op.parameters)
    if (p.in === 'query' && !SIGNED_PARAMS.has(p.name) && typeof exampleValue(contract.doc, p.schema, p.name, examples(op, 1)) === 'number')
      return { where: 'query', name: p.name };
  return null;
}

describe.each(contract.operations.map((op) => [op.operationId, op] as const))('%s', (_, op) => {
  test('succeeds and answers its response schema', async () => {
    const answer = await t.call(op, await plan(op));
    const expected = SUCCEEDS_WITH[op.operationId] ?? 0;
    expect(answer.result, `${op.operationId}: ${answer.message}`).toBe(expected);
    if (expected === 0) assertAnswerShape(op, answer);
  });

  if (op.session) {
    test('without a session answers 9999', async () => {
      const { token: _token, ...rest } = await plan(op);
      expect((await t.call(op, rest)).result).toBe(9999);
    });
  } else if (op.signed) {
    test('with a bad signature answers 40002', async () => {
      const request = await plan(op);
      expect((await t.call(op, { ...request, sign: { tamper: true } })).result).toBe(40002);
    });
  }

  if (op.session && op.permission && op.permission !== 'session') {
    test(`by a user without ${op.permission} answers 40003 and changes nothing`, async () => {
      const request = await plan(op);
      const before = await snapshot(op);
      const answer = await t.call(op, { ...request, token: t.viewer });
      expect(answer.result).toBe(40003);
      expect(await snapshot(op)).toBe(before);
    });
  }

  test('refuses unknown and wrong-typed fields with 40000 naming them, changing nothing', async () => {
    const request = await plan(op);
    const before = await snapshot(op);
    const unknown =
      op.body && request.body !== undefined
        ? { ...request, body: { ...(request.body as Row), zz_unknown: 1 } }
        : { ...request, query: { ...request.query, zz_unknown: 1 } };
    const answer = await t.call(op, unknown);
    expect(answer.result).toBe(40000);
    expect(answer.message).toMatch(/zz_unknown/);
    const typed = typedField(op);
    if (typed) {
      const wrong =
        typed.where === 'body'
          ? { ...request, body: { ...(request.body as Row), [typed.name]: 'abc' } }
          : { ...request, query: { ...request.query, [typed.name]: 'abc' } };
      const typedAnswer = await t.call(op, wrong);
      expect(typedAnswer.result).toBe(40000);
      expect(typedAnswer.message).toContain(typed.name);
      expect(typedAnswer.message).not.toContain(`${typed.where}.`);
    }
    expect(await snapshot(op)).toBe(before);
  });
});

describe('an operator preview (x-preview-of)', () => {
  const previews = contract.operations.filter((op) => typeof op.extensions['x-preview-of'] === 'string');
  test.each(previews.map((op) => [op.operationId, op] as const))(
    '%s answers exactly what the signed public call answers',
    async (_, op) => {
      const target = contract.byId.get(op.extensions['x-preview-of'] as string)!;
      expect(target.signed).toBe(true);
      const planned = (await plan(op)).query ?? {};
      // The one documented difference (openapi: pickApplication): without `lang` the app's search answers its
      // default language and the operator's picker every language. So the picker is asked in the app's default
      // language for the equality, and its every-language answer must hold more rows than the app's.
      const everyLanguage = op.operationId === 'pickApplication' && planned.lang === undefined;
      const query = everyLanguage ? { ...planned, lang: 'zh-Hans' } : planned;
      const preview = await t.call(op, { token: t.admin, query });
      const signed = await t.call(target, { query, sign: true });
      expect(preview.result, preview.message).toBe(0);
      expect(preview.data).toEqual(signed.data);
      if (everyLanguage) {
        const picked = await t.call(op, { token: t.admin, query: planned });
        const unnamed = await t.call(target, { query: planned, sign: true });
        expect(picked.result, picked.message).toBe(0);
        expect((picked.data as { total: number }).total).toBeGreaterThan((unnamed.data as { total: number }).total);
      }
    },
  );
});
