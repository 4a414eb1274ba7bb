// Issue 54, beyond the four eyes: thresholds and a quorum. An internal transfer of more than 10,000 USDT, or a batch of
// rewards of more than 10,000 USDT in all, applies only after two independent approvers (x-approval `quorum`,
// exchange.yaml): an approver approves once, never the requester, and never someone in an earlier approver's provenance
// (a puppet seconding its maker), either way round. A model-based run (fast-check) tries random sequences of approvers
// and checks that the transfer applies exactly when two independent ones approved. SQLite, and PostgreSQL under
// DATABASE_URL.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientHash } from '../src/auth/password.ts';
import type { Row } from '../src/db/types.ts';
import { approvalProblems } from '../src/operations/approval.ts';
import { createTestApp, type TestApp } from './helpers.ts';

let t: TestApp;
const SCREENS = ['/exchange/internal/transfer', '/exchange/transfer/log', '/exchange/rewards'];
const PASSWORD = 'Change@12345';
const tokens: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp();
  for (const name of ['q_maker', 'q_c1', 'q_c2', 'q_c3']) tokens[name] = await t.signedInWith(name, [...SCREENS, '/permission/role']);
  // q_c1 makes a role and an account holding the screens: q_pup is in q_c1's provenance.
  const role = await t.call('setRole', {
    token: tokens.q_c1,
    body: { name: 'q_pup role', code: 'q_pup_role', permissions: SCREENS },
  });
  expect(role.result, role.message).toBe(0);
  const made = await t.call('register', {
    token: tokens.q_c1,
    body: { user_name: 'q_pup', password: clientHash('Puppet@12345'), role_id: (role.data as Row).id },
  });
  expect(made.result, made.message).toBe(0);
  const login = await t.login('q_pup', 'Puppet@12345');
  expect(login.result, login.message).toBe(0);
  tokens.q_pup = (login.data as { token: string }).token;
}, 120_000);
afterAll(() => t.close());

type Answer = Awaited<ReturnType<TestApp['call']>>;
const approvalId = (answer: Answer) => (answer.data as { approval_id: number }).approval_id;
const approve = (id: number, who: string) => t.call('approveApproval', { token: tokens[who], body: { id } });
const transfer = (amount: string, remark: string, symbol = 'USDT') =>
  t.call('transferExchangeInternal', {
    token: tokens.q_maker,
    body: { from_account: 1, to_account: 2, symbol, amount, remark, password: clientHash(PASSWORD) },
  });
const transfers = (remark: string) =>
  t.db.selectFrom('exchange_transfer').select(['amount', 'operator']).where('remark', '=', remark).execute();
async function inboxEntry(id: number, who = 'q_c3'): Promise<Row> {
  const answer = await t.call('listApproval', { token: tokens[who], query: { count: 50 } });
  expect(answer.result, answer.message).toBe(0);
  return (answer.data as { list: Row[] }).list.find((r) => r.id === id)!;
}

describe('an internal transfer above 10,000 USDT', () => {
  it('needs one approver at 10,000 exactly and for another coin, two above it', async () => {
    for (const [amount, symbol] of [
      ['10000', 'USDT'],
      ['20000', 'ETH'],
    ] as const) {
      const remark = `quorum one ${symbol}`;
      const asked = await transfer(amount, remark, symbol);
      expect(asked.result, asked.message).toBe(20202);
      expect(await inboxEntry(approvalId(asked))).toMatchObject({ approvals_needed: 1, approvals: [] });
      const done = await approve(approvalId(asked), 'q_c1');
      expect(done.result, done.message).toBe(0);
      expect(await transfers(remark)).toHaveLength(1);
    }
  });

  it('applies at the second approval, not the first; an approver approves once; the requester never', async () => {
    const remark = 'quorum two';
    const asked = await transfer('10000.000001', remark);
    expect(asked.result, asked.message).toBe(20202);
    const id = approvalId(asked);
    expect(await inboxEntry(id)).toMatchObject({ approvals_needed: 2, approvals: [], status: 'pending' });

    const first = await approve(id, 'q_c1');
    expect(first.result, first.message).toBe(0);
    expect(first.data).toEqual({ approval_id: id, status: 'pending', approvals: 1, approvals_needed: 2 });
    expect(await transfers(remark)).toEqual([]);
    expect(await inboxEntry(id, 'q_c1')).toMatchObject({ status: 'pending', approvals: [{ name: 'q_c1', mine: true }] });

    expect((await approve(id, 'q_c1')).result).toBe(40009);
    expect((await approve(id, 'q_maker')).result).toBe(40003);
    expect(await transfers(remark)).toEqual([]);

    const second = await approve(id, 'q_c2');
    expect(second.result, second.message).toBe(0);
    expect(second.data).toMatchObject({ amount: '10000.000001' });
    expect(await transfers(remark)).toEqual([{ amount: '10000.000001', operator: 'q_c2' }]);
    expect(await inboxEntry(id)).toMatchObject({
      status: 'approved',
      decided_by_name: 'q_c2',
      approvals: [{ name: 'q_c1' }, { name: 'q_c2' }],
    });
    // Each approval is in the audit log, the first as still pending.
    const decisions = await t.db
      .selectFrom('audit_log')
      .select(['user_name', 'after'])
      .where('operation', '=', 'approveApproval')
      .where('target', '=', `approval:${id}`)
      .orderBy('id')
      .execute();
    expect(decisions.map((d) => [d.user_name, (JSON.parse(String(d.after)) as Row).status])).toEqual([
      ['q_c1', 'pending'],
      ['q_c2', 'approved'],
    ]);
  });

  it('refuses a second approver in the first one provenance, either way round', async () => {
    for (const [first, puppet] of [
      ['q_c1', 'q_pup'],
      ['q_pup', 'q_c1'],
    ] as const) {
      const remark = `quorum puppet ${first}`;
      const asked = await transfer('20000', remark);
      const id = approvalId(asked);
      expect((await approve(id, first)).result).toBe(0);
      const refused = await approve(id, puppet);
      expect(refused.result, refused.message).toBe(40003);
      expect(refused.message).toContain(first);
      expect(await transfers(remark)).toEqual([]);
      expect((await approve(id, 'q_c3')).result).toBe(0);
      expect(await transfers(remark)).toHaveLength(1);
    }
  });

  it('applies exactly when two independent approvers approved, whatever the sequence (model-based)', async () => {
    const deciders = ['q_maker', 'q_c1', 'q_c2', 'q_pup'] as const;
    // q_pup is q_c1's: together they are one approver.
    const independent = (a: string, b: string) => a !== b && !(new Set([a, b]).has('q_c1') && new Set([a, b]).has('q_pup'));
    let run = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(fc.constantFrom(...deciders), { minLength: 1, maxLength: 6 }), async (sequence) => {
        const remark = `quorum model ${run++}`;
        const asked = await transfer('15000', remark);
        expect(asked.result, asked.message).toBe(20202);
        const id = approvalId(asked);
        const approvers: string[] = [];
        for (const who of sequence) {
          const answer = await approve(id, who);
          const accepted =
            approvers.length < 2 && who !== 'q_maker' && !approvers.includes(who) && approvers.every((a) => independent(a, who));
          expect(answer.result === 0, `${sequence.join(' → ')}: ${who} (${answer.message})`).toBe(accepted);
          if (accepted) approvers.push(who);
          expect(await transfers(remark), sequence.join(' → ')).toHaveLength(approvers.length === 2 ? 1 : 0);
        }
      }),
      { numRuns: 25, seed: 54 },
    );
  }, 120_000);
});

describe('rewards paid in one batch of more than 10,000 USDT', () => {
  it('need two approvers; a batch of 10,000 or less one', async () => {
    const campaign = await t.db.selectFrom('exchange_campaign').select('id').orderBy('id').executeTakeFirstOrThrow();
    const reward = async (rank: number, amount: string) =>
      Number(
        (
          await t.db
            .insertInto('exchange_reward')
            .values({
              campaign_id: campaign.id,
              user_uid: `10${rank}`,
              rank,
              amount,
              decimals: 6,
              status: 0,
              paid_at: null,
              paid_by: '',
              created_at: t.clock.now,
              updated_at: t.clock.now,
            })
            .returning('id')
            .executeTakeFirstOrThrow()
        ).id,
      );
    const small = [await reward(900001, '4000'), await reward(900002, '6000')];
    const large = [await reward(900003, '6000'), await reward(900004, '4000.5')];
    const paid = async (ids: number[]) =>
      (await t.db.selectFrom('exchange_reward').select('status').where('id', 'in', ids).execute()).every((r) => Number(r.status) === 1);
    const pay = (ids: number[]) => t.call('payExchangeReward', { token: tokens.q_maker, body: { ids } });

    const one = await pay(small);
    expect(one.result, one.message).toBe(20202);
    expect((await approve(approvalId(one), 'q_c1')).result).toBe(0);
    expect(await paid(small)).toBe(true);

    const two = await pay(large);
    expect(two.result, two.message).toBe(20202);
    expect((await approve(approvalId(two), 'q_c1')).data).toMatchObject({ status: 'pending', approvals: 1, approvals_needed: 2 });
    expect(await paid(large)).toBe(false);
    expect((await approve(approvalId(two), 'q_c2')).result).toBe(0);
    expect(await paid(large)).toBe(true);
  });
});

describe('a quorum declaration', () => {
  it('is checked at startup: approvers from 2 to 10, an exact amount, columns of its resource', () => {
    const { contract } = t.app.services;
    const op = contract.byId.get('transferExchangeInternal')!;
    expect(approvalProblems(op, contract.resources)).toEqual([]);
    const wrong = {
      ...op,
      extensions: {
        ...op.extensions,
        'x-approval': {
          resource: 'exchange_transfer',
          quorum: [
            { approvers: 1, when: { coin: 'USDT' }, above: { amount: 1e4 } },
            { approvers: 2, above: { amount: '1e4' } },
          ],
        },
      },
    };
    expect(approvalProblems(wrong, contract.resources)).toEqual([
      'transferExchangeInternal: quorum approvers 1',
      'transferExchangeInternal: quorum above 10000 is not a decimal string',
      'transferExchangeInternal: quorum names coin, not a column of exchange_transfer',
      'transferExchangeInternal: quorum above 1e4 is not a decimal string',
    ]);
  });
});
