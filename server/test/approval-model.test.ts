// Issue 54, a model-based test of approvals (fast-check's commands): random sequences of writes by one requester and
// its puppets (an account it made, and an account that one made) over the live rows (the latest version of each
// platform) through every path the versions have (update, publish, delete, revert, restore of a deleted version,
// and approving each other's requests), and an independent operator's approvals. The model is what the wallet app
// gets: the public `version/last` of each platform. It changes only when the independent operator approved a request;
// after any other command it is what it was, and no platform ever has two latest versions. SQLite, and PostgreSQL
// under DATABASE_URL. FC_RUNS raises the number of runs (50 in the normal suite).
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientHash } from '../src/auth/password.ts';
import type { Row } from '../src/db/types.ts';
import { ADMIN_HEADER, createTestApp, type TestApp } from './helpers.ts';

let t: TestApp;
const party: Record<'requester' | 'puppet' | 'puppetOfPuppet', string> = { requester: '', puppet: '', puppetOfPuppet: '' };
let checker = '';
const PLATFORMS = ['android', 'ios'] as const;
const headers = { 'x-admin-password': ADMIN_HEADER };
const RUNS = Number(process.env.FC_RUNS ?? 50);

async function accountOf(token: string, name: string): Promise<string> {
  const role = await t.call('setRole', { token, body: { name, code: name, permissions: ['/permission/role', '/app/version'] } });
  expect(role.result, role.message).toBe(0);
  const made = await t.call('register', {
    token,
    body: { user_name: name, password: clientHash('Model@12345'), role_id: (role.data as Row).id },
  });
  expect(made.result, made.message).toBe(0);
  return ((await t.login(name, 'Model@12345')).data as { token: string }).token;
}

beforeAll(async () => {
  t = await createTestApp();
  party.requester = await t.signedInWith('m_requester', ['/permission/role', '/app/version']);
  party.puppet = await accountOf(party.requester, 'm_puppet');
  party.puppetOfPuppet = await accountOf(party.puppet, 'm_puppet2');
  checker = await t.signedInWith('m_checker', ['/app/version']);
}, 120_000);
afterAll(() => t.close());

/** What the app gets: each platform's `version/last` (the result code when there is none). */
async function served(): Promise<string> {
  const answers = await Promise.all(PLATFORMS.map((platform) => t.call('getLastVersion', { query: { platform }, sign: true })));
  return JSON.stringify(answers.map((a) => (a.result === 0 ? a.data : a.result)));
}

const versions = () => t.db.selectFrom('version').selectAll().orderBy('id').execute();
const live = async () => (await versions()).filter((v) => v.latest_at !== null);
const pick = <T>(list: T[], n: number): T | undefined => (list.length ? list[n % list.length] : undefined);

interface Model {
  /** What the app must be getting. */
  served: string;
}
type Real = object;
/** Versions made so far (names and build codes stay unique across runs). */
let made = 0;

type Actor = keyof typeof party;
const actor = fc.constantFrom<Actor>('requester', 'puppet', 'puppetOfPuppet');

/** A write by the requester's party: it may be held (20202) or refused, never served without an approval. */
abstract class PartyWrite implements fc.AsyncCommand<Model, Real> {
  constructor(
    readonly who: Actor,
    readonly n: number,
  ) {}
  check = () => true;
  abstract write(): Promise<{ result: number }>;
  async run(model: Model): Promise<void> {
    const answer = await this.write();
    expect([0, 20202, 40000, 40003, 40004, 40009, 40012], `${this.toString()}: ${JSON.stringify(answer)}`).toContain(answer.result);
    expect(await served(), this.toString()).toBe(model.served);
    for (const platform of PLATFORMS) expect((await live()).filter((v) => v.platform === platform).length).toBeLessThanOrEqual(1);
  }
  abstract toString(): string;
}

const FIELDS: [string, fc.Arbitrary<unknown>][] = [
  ['platform', fc.constantFrom('android', 'ios')],
  ['download_url', fc.constantFrom('https://evil.example/w.apk', 'https://dl.example/ok.apk')],
  ['version_name', fc.constantFrom('66.0.0', '66.0.1')],
  ['build_code', fc.integer({ min: 660000, max: 660100 })],
  ['force_update', fc.boolean()],
  ['min_supported_version', fc.constantFrom('1.0.0', '66.0.0')],
  ['release_notes_en', fc.string({ maxLength: 8 })],
  ['sha256', fc.constantFrom('ab'.repeat(32), 'cd'.repeat(32))],
  ['status', fc.constantFrom(0, 1)],
];

class Update extends PartyWrite {
  constructor(
    who: Actor,
    n: number,
    readonly body: Row,
    readonly anyRow: boolean,
  ) {
    super(who, n);
  }
  async write() {
    const rows = this.anyRow ? await versions() : await live();
    const row = pick(rows, this.n);
    if (!row) return { result: 40004 };
    return t.call('updateVersion', { token: party[this.who], body: { id: row.id, ...this.body } });
  }
  toString = () => `${this.who} updates ${this.anyRow ? 'a' : 'the live'} version #${this.n} ${JSON.stringify(this.body)}`;
}

class Publish extends PartyWrite {
  async write() {
    const row = pick(
      (await versions()).filter((v) => v.latest_at === null),
      this.n,
    );
    if (!row) return { result: 40004 };
    return t.call('setLastVersion', { token: party[this.who], body: { id: row.id }, headers });
  }
  toString = () => `${this.who} publishes version #${this.n}`;
}

class Create extends PartyWrite {
  async write() {
    made += 1;
    const name = `70.${this.n % 1000}.${made}`;
    return t.call('createVersion', {
      token: party[this.who],
      body: {
        platform: PLATFORMS[this.n % 2],
        version_name: name,
        build_code: 700000 + made,
        download_url: `https://dl.example/${name}.apk`,
        min_supported_version: '1.0.0',
      },
    });
  }
  toString = () => `${this.who} creates a version #${this.n}`;
}

class Delete extends PartyWrite {
  async write() {
    const row = pick(await versions(), this.n);
    if (!row) return { result: 40004 };
    return t.call('deleteVersion', { token: party[this.who], body: { id: row.id } });
  }
  toString = () => `${this.who} deletes version #${this.n}`;
}

/** A revert of a version to one of its revisions, or the restore of a deleted one (revertRow both). */
class Revert extends PartyWrite {
  constructor(
    who: Actor,
    n: number,
    readonly restore: boolean,
  ) {
    super(who, n);
  }
  async write() {
    if (this.restore) {
      const bin = await t.call('listDeletedRows', { token: party[this.who], query: { resource: 'version' } });
      const gone = pick((bin.data as { list?: Row[] } | undefined)?.list ?? [], this.n);
      if (!gone) return { result: 40004 };
      return t.call('revertRow', { token: party[this.who], body: { resource: 'version', id: gone.id, revision: gone.revision } });
    }
    const row = pick(await live(), this.n) ?? pick(await versions(), this.n);
    if (!row) return { result: 40004 };
    const history = await t.call('listRowHistory', { token: party[this.who], query: { resource: 'version', id: row.id } });
    const revision = pick((history.data as { list?: Row[] } | undefined)?.list ?? [], this.n);
    if (!revision) return { result: 40004 };
    return t.call('revertRow', { token: party[this.who], body: { resource: 'version', id: row.id, revision: revision.id } });
  }
  toString = () => `${this.who} ${this.restore ? 'restores a deleted' : 'reverts a'} version #${this.n}`;
}

/** One of the party approves a pending request: refused, whoever of the party asked it. */
class PartyApproves extends PartyWrite {
  async write() {
    const pending = await t.db.selectFrom('approval_request').select('id').where('status', '=', 'pending').orderBy('id').execute();
    const request = pick(pending, this.n);
    if (!request) return { result: 40004 };
    const answer = await t.call('approveApproval', { token: party[this.who], body: { id: request.id } });
    expect(answer.result, `${this.toString()}: ${answer.message}`).not.toBe(0);
    return answer;
  }
  toString = () => `${this.who} approves pending request #${this.n}`;
}

/** The independent operator approves (or rejects) a pending request: what the app gets may change, once approved. */
class CheckerDecides implements fc.AsyncCommand<Model, Real> {
  constructor(
    readonly n: number,
    readonly approves: boolean,
  ) {}
  check = () => true;
  async run(model: Model): Promise<void> {
    const pending = await t.db.selectFrom('approval_request').select('id').where('status', '=', 'pending').orderBy('id').execute();
    const request = pick(pending, this.n);
    if (!request) return;
    const answer = this.approves
      ? await t.call('approveApproval', { token: checker, body: { id: request.id } })
      : await t.call('rejectApproval', { token: checker, body: { id: request.id, remark: 'no' } });
    if (!(this.approves && answer.result === 0)) expect(await served(), this.toString()).toBe(model.served);
    model.served = await served();
    for (const platform of PLATFORMS) expect((await live()).filter((v) => v.platform === platform).length).toBeLessThanOrEqual(1);
  }
  toString = () => `checker ${this.approves ? 'approves' : 'rejects'} pending request #${this.n}`;
}

const commands = [
  fc
    .tuple(actor, fc.nat(), fc.constantFrom(...FIELDS), fc.boolean())
    .chain(([who, n, [field, value], anyRow]) => value.map((v) => new Update(who, n, { [field]: v }, anyRow))),
  fc.tuple(actor, fc.nat()).map(([who, n]) => new Publish(who, n)),
  fc.tuple(actor, fc.nat()).map(([who, n]) => new Create(who, n)),
  fc.tuple(actor, fc.nat()).map(([who, n]) => new Delete(who, n)),
  fc.tuple(actor, fc.nat(), fc.boolean()).map(([who, n, restore]) => new Revert(who, n, restore)),
  fc.tuple(actor, fc.nat()).map(([who, n]) => new PartyApproves(who, n)),
  fc.tuple(fc.nat(), fc.boolean()).map(([n, approves]) => new CheckerDecides(n, approves)),
];

describe('approvals, as a model', () => {
  it(
    `never changes what the app gets without an independent approval (${RUNS} runs)`,
    async () => {
      await fc.assert(
        fc.asyncProperty(fc.commands(commands, { maxCommands: 12 }), async (cmds) => {
          const setup = async () => ({ model: { served: await served() }, real: {} });
          await fc.asyncModelRun(setup, cmds);
        }),
        { numRuns: RUNS },
      );
    },
    Math.max(600_000, RUNS * 3_000),
  );
});
