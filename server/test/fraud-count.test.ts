// Issue 56, a model-based test of a fraud entry's report count (fast-check's commands): random sequences of reports
// recorded pending or as approved, reviews (approve, reject), deletes of reports to the bin and their restores, and
// entries listed by hand with a count of their own, over three addresses of one chain. The model is each entry's
// count as an accountant would keep it: one more for each report that comes to stand approved and linked to it (a
// review, a report recorded approved, a restore), one less for each that leaves (a delete), never below 0, and what
// the operator typed for an entry listed by hand. After every command the stored counts equal the model's, and every
// approved report is linked to its address's entry. SQLite, and PostgreSQL under DATABASE_URL. FC_RUNS raises the
// number of runs (30 in the normal suite).
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Row } from '../src/db/types.ts';
import { createTestApp, type TestApp } from './helpers.ts';

let t: TestApp;
let chain = 0;
const RUNS = Number(process.env.FC_RUNS ?? 30);
const ADDRESSES = 3;

beforeAll(async () => {
  t = await createTestApp();
  chain = Number((await t.db.selectFrom('block_chain').select('id').where('platform', '=', 1).orderBy('id').executeTakeFirstOrThrow()).id);
});
afterAll(() => t.close());

interface Model {
  /** This run's addresses (fresh each run: entries and reports of earlier runs stay in the tables). */
  addresses: string[];
  /** The count each address's entry must hold, once it has one. */
  counts: Map<string, number>;
}
type Real = object;

let runs = 0;
/** Addresses of this file's runs start with the moment it started (hex), so no two runs or test runs share one. */
const BASE = Date.now().toString(16);
const pick = <T>(list: T[], n: number): T | undefined => (list.length ? list[n % list.length] : undefined);
const reportsOf = (model: Model) =>
  t.db
    .selectFrom('fraud_report')
    .selectAll()
    .where('blockchain_id', '=', chain)
    .where('address', 'in', model.addresses)
    .orderBy('id')
    .execute();
const entryOf = (address: string) =>
  t.db.selectFrom('fraud_address').selectAll().where('blockchain_id', '=', chain).where('address', '=', address).executeTakeFirst();

/** The invariant, after every command: each entry holds the model's count; each approved report links to its entry. */
async function holds(model: Model, after: string): Promise<void> {
  for (const address of model.addresses) {
    const entry = await entryOf(address);
    expect(entry ? Number(entry.report_count) : undefined, `${after}: the count of ${address}`).toBe(model.counts.get(address));
  }
  for (const report of await reportsOf(model)) {
    if (report.status !== 1) continue;
    const entry = await entryOf(String(report.address));
    expect(Number(report.fraud_address_id), `${after}: approved report #${String(report.id)} links to its entry`).toBe(Number(entry?.id));
  }
}

const raise = (model: Model, address: string) => model.counts.set(address, (model.counts.get(address) ?? 0) + 1);

abstract class Command implements fc.AsyncCommand<Model, Real> {
  constructor(readonly n: number) {}
  check = () => true;
  abstract act(model: Model): Promise<void>;
  /** What the command does, as fast-check prints a counterexample. */
  abstract toString: () => string;
  async run(model: Model): Promise<void> {
    await this.act(model);
    await holds(model, this.toString());
  }
}

/** A report recorded pending, or as approved (createFraudReport status 1: that approval). */
class Report extends Command {
  constructor(
    n: number,
    readonly approved: boolean,
  ) {
    super(n);
  }
  async act(model: Model) {
    const address = pick(model.addresses, this.n) ?? '';
    const body = { blockchain_id: chain, address, reason: 'scam', ...(this.approved ? { status: 1 } : {}) };
    const answer = await t.call('createFraudReport', { token: t.admin, body });
    expect(answer.result, answer.message).toBe(0);
    if (this.approved) raise(model, address);
  }
  override toString = () => `report address ${this.n % ADDRESSES}${this.approved ? ' as approved' : ''}`;
}

/** A review of a pending report: an approval counts it; a rejection does not. */
class Review extends Command {
  constructor(
    n: number,
    readonly approve: boolean,
  ) {
    super(n);
  }
  async act(model: Model) {
    const report = pick(
      (await reportsOf(model)).filter((r) => r.status === 0),
      this.n,
    );
    if (!report) return;
    const body = this.approve ? { id: report.id, status: 1 } : { id: report.id, status: 2, audit_remark: '不成立' };
    const answer = await t.call('updateFraudReport', { token: t.admin, body });
    expect(answer.result, answer.message).toBe(0);
    if (this.approve) raise(model, String(report.address));
  }
  override toString = () => `${this.approve ? 'approve' : 'reject'} pending report #${this.n}`;
}

/** A report deleted to the bin: an approved one stops counting. */
class Delete extends Command {
  async act(model: Model) {
    const report = pick(await reportsOf(model), this.n);
    if (!report) return;
    const answer = await t.call('deleteFraudReport', { token: t.admin, params: { id: report.id } });
    expect(answer.result, answer.message).toBe(0);
    const address = String(report.address);
    if (report.status === 1) model.counts.set(address, Math.max(0, (model.counts.get(address) ?? 0) - 1));
  }
  override toString = () => `delete report #${this.n}`;
}

/** A deleted report restored from the bin as it was: an approved one counts again, its review stamps kept. */
class Restore extends Command {
  async act(model: Model) {
    const bin = await t.call('listDeletedRows', { token: t.admin, query: { resource: 'fraud_report', count: 100 } });
    const ours = ((bin.data as { list?: Row[] } | undefined)?.list ?? []).filter((r) =>
      model.addresses.includes(String((r.row as Row).address)),
    );
    const gone = pick(ours, this.n);
    if (!gone) return;
    const row = gone.row as Row;
    const answer = await t.call('revertRow', {
      token: t.admin,
      body: { resource: 'fraud_report', id: gone.id, revision: gone.revision },
    });
    expect(answer.result, answer.message).toBe(0);
    const back = await t.db.selectFrom('fraud_report').selectAll().where('id', '=', Number(gone.id)).executeTakeFirstOrThrow();
    expect({ status: back.status, audited_by: back.audited_by, audited_at: Number(back.audited_at ?? 0) }, this.toString()).toEqual({
      status: row.status,
      audited_by: row.audited_by,
      audited_at: Number(row.audited_at ?? 0),
    });
    if (row.status === 1) raise(model, String(row.address));
  }
  override toString = () => `restore deleted report #${this.n}`;
}

/** An entry listed by hand with a count of its own (refused, 40009, when the address is listed already). */
class ListByHand extends Command {
  constructor(
    n: number,
    readonly count: number,
  ) {
    super(n);
  }
  async act(model: Model) {
    const address = pick(model.addresses, this.n) ?? '';
    const body = { blockchain_id: chain, address, reason: 'phishing', report_count: this.count };
    const answer = await t.call('createFraudAddress', { token: t.admin, body });
    expect(answer.result, answer.message).toBe(model.counts.has(address) ? 40009 : 0);
    if (!model.counts.has(address)) model.counts.set(address, this.count);
  }
  override toString = () => `list address ${this.n % ADDRESSES} by hand with count ${this.count}`;
}

const commands = [
  fc.tuple(fc.nat(), fc.boolean()).map(([n, approved]) => new Report(n, approved)),
  fc.tuple(fc.nat(), fc.boolean()).map(([n, approve]) => new Review(n, approve)),
  fc.nat().map((n) => new Delete(n)),
  fc.nat().map((n) => new Restore(n)),
  fc.tuple(fc.nat(), fc.integer({ min: 0, max: 5 })).map(([n, count]) => new ListByHand(n, count)),
];

describe("a fraud entry's report count, as a model", () => {
  it(
    `equals its approved reports (and what was typed by hand) after every path (${RUNS} runs)`,
    async () => {
      await fc.assert(
        fc.asyncProperty(fc.commands(commands, { maxCommands: 14 }), async (cmds) => {
          runs += 1;
          const addresses = Array.from({ length: ADDRESSES }, (_, i) =>
            `0x${BASE}${runs.toString(16).padStart(8, '0')}${i}`.padEnd(42, '0'),
          );
          await fc.asyncModelRun(() => ({ model: { addresses, counts: new Map() }, real: {} }), cmds);
        }),
        { numRuns: RUNS },
      );
    },
    Math.max(300_000, RUNS * 5_000),
  );
});
