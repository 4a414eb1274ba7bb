// Review workflows (x-transitions): the generic update allows only the moves the contract lists, wants a
// remark to reject, stamps who and when, and an approval creates the DApp once, in the same transaction.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countRows, getRow, updateRow } from '../src/operations/rows.ts';
import { createTestApp, type TestApp } from './helpers.ts';
import type { Row } from '../src/db/types.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Submit = {
  id: number;
  title: string;
  audit_status: number;
  audit_remark: string;
  application_id: number;
  audited_at: number | null;
  audited_by: string;
};

async function pending(op: 'listApplicationSubmit' | 'listTokenSubmit'): Promise<Submit[]> {
  const answer = await t.call(op, { token: t.admin, query: { audit_status: 0, count: 100 } });
  return (answer.data as { list: Submit[] }).list;
}
const get = async (id: number) => (await t.call('getApplicationSubmit', { token: t.admin, query: { id } })).data as Submit;

describe('DApp submissions (application_submit)', () => {
  it('refuses a rejection without a remark and changes nothing', async () => {
    const [submit] = await pending('listApplicationSubmit');
    expect(submit).toBeDefined();
    const answer = await t.call('updateApplicationSubmit', {
      token: t.operator,
      body: { id: submit!.id, audit_status: 2, audit_remark: '  ' },
    });
    expect(answer.result).toBe(40000);
    expect(answer.message).toContain('audit_remark');
    expect(await get(submit!.id)).toEqual(submit);
  });

  it('rejects with a remark, stamping who and when; a rejected submission cannot be approved', async () => {
    const [, submit] = await pending('listApplicationSubmit');
    t.clock.now += 60_000;
    const rejected = await t.call('updateApplicationSubmit', {
      token: t.operator,
      body: { id: submit!.id, audit_status: 2, audit_remark: 'No audit report' },
    });
    expect(rejected.result).toBe(0);
    expect(rejected.data).toMatchObject({
      audit_status: 2,
      audit_remark: 'No audit report',
      audited_by: 'operator',
      audited_at: t.clock.now,
      application_id: 0,
    });
    const again = await t.call('updateApplicationSubmit', { token: t.operator, body: { id: submit!.id, audit_status: 1 } });
    expect(again.result).toBe(40009);
    expect((await get(submit!.id)).audit_status).toBe(2);
  });

  it('approves by creating exactly one DApp from the submission, even when the approval is sent twice', async () => {
    const [submit] = await pending('listApplicationSubmit');
    const dapps = await countRows(t.db, 'application');
    const answers = await Promise.all(
      [1, 2].map(() => t.call('updateApplicationSubmit', { token: t.admin, body: { id: submit!.id, audit_status: 1 } })),
    );
    // The second is refused whether it read "pending" (the guarded update) or "approved" (already in that state).
    expect(answers.map((a) => a.result).sort()).toEqual([0, 40009]);
    expect(await countRows(t.db, 'application')).toBe(dapps + 1);
    const stamped = await get(submit!.id);
    t.clock.now += 60_000;
    const third = await t.call('updateApplicationSubmit', { token: t.operator, body: { id: submit!.id, audit_status: 1 } });
    expect(third).toMatchObject({ result: 40009, field: 'audit_status' });
    expect(await countRows(t.db, 'application')).toBe(dapps + 1);
    const approved = await get(submit!.id);
    expect(approved).toEqual(stamped);
    expect(approved).toMatchObject({ audit_status: 1, audited_by: 'admin' });
    const dapp = (await t.call('getApplication', { token: t.admin, query: { id: approved.application_id } })).data as { title: string };
    expect(dapp.title).toBe(submit!.title);
  });

  it('refuses a move whose status changed after it was read (two reviewers at once)', async () => {
    const [submit] = await pending('listApplicationSubmit');
    const resource = t.app.services.contract.resources.get('application_submit')!;
    const read = await getRow(t.db, resource, submit!.id);
    await t.call('updateApplicationSubmit', { token: t.admin, body: { id: submit!.id, audit_status: 2, audit_remark: 'first reviewer' } });
    await expect(
      updateRow(t.db, resource, submit!.id, { audit_status: 1 }, t.clock.now, { before: read, field: 'audit_status', value: 0 }),
    ).rejects.toMatchObject({ result: 40009 });
    expect((await get(submit!.id)).audit_status).toBe(2);
  });

  it('lets other fields be corrected without a move', async () => {
    const [submit] = await pending('listApplicationSubmit');
    const answer = await t.call('updateApplicationSubmit', { token: t.operator, body: { id: submit!.id, developer: 'Corrected Labs' } });
    expect(answer.result).toBe(0);
    expect(answer.data).toMatchObject({ developer: 'Corrected Labs', audit_status: 0, audited_at: submit!.audited_at });
  });
});

describe('every x-transitions resource', () => {
  it('refuses a row already in the state a move leads to (1 → 1), touching nothing', async () => {
    for (const resource of t.app.services.contract.resources.values()) {
      const workflow = resource.transitions;
      if (!workflow) continue;
      const ops = [...t.app.services.contract.byId.values()].filter((op) => op.resource === resource.name);
      const update = ops.find((op) => op.action === 'update');
      // Without an update, the batch whose x-batch-set makes the move (codes destroyed in a batch).
      const batchTo = (to: unknown) =>
        ops.find((op) => op.action === 'batch_update' && (op.extensions['x-batch-set'] as Row | undefined)?.[workflow.field] === to);
      for (const to of new Set(workflow.moves.map((m) => m.to))) {
        const row = await t.db
          .selectFrom(resource.table)
          .selectAll()
          .where(workflow.field, '=', to as never)
          .executeTakeFirst();
        if (!row) continue;
        const remark = workflow.remark ? { [workflow.remark]: 'again' } : {};
        const batch = update ? undefined : batchTo(to);
        if (!update && !batch) continue;
        const answer = batch
          ? await t.call(batch, { token: t.admin, body: { ids: [row.id] } })
          : await t.call(update!, { token: t.admin, body: { id: row.id, [workflow.field]: to, ...remark } });
        expect(answer, `${resource.name} ${String(to)}`).toMatchObject({ result: 40009, field: workflow.field });
        expect(
          await t.db
            .selectFrom(resource.table)
            .selectAll()
            .where('id', '=', row.id as never)
            .executeTakeFirst(),
        ).toEqual(row);
      }
    }
  });
});

describe('token submissions (token_submit)', () => {
  it('stamp who and when on a review, and refuse to reopen one', async () => {
    const [submit] = await pending('listTokenSubmit');
    expect(submit).toBeDefined();
    const approved = await t.call('updateTokenSubmit', { token: t.admin, body: { id: submit!.id, audit_status: 1 } });
    expect(approved.data).toMatchObject({ audit_status: 1, audited_by: 'admin', audited_at: t.clock.now });
    expect((await t.call('updateTokenSubmit', { token: t.admin, body: { id: submit!.id, audit_status: 0 } })).result).toBe(40009);
  });

  it('approve by creating the token from the submission and linking it', async () => {
    const [submit] = await pending('listTokenSubmit');
    const full = (await t.call('getTokenSubmit', { token: t.admin, query: { id: submit!.id } })).data as Record<string, unknown>;
    const tokens = await countRows(t.db, 'token');
    const approved = await t.call('updateTokenSubmit', { token: t.admin, body: { id: submit!.id, audit_status: 1 } });
    expect(approved.result).toBe(0);
    expect(await countRows(t.db, 'token')).toBe(tokens + 1);
    const tokenId = (approved.data as { token_id: number }).token_id;
    const token = (await t.call('getToken', { token: t.admin, query: { id: tokenId } })).data as Record<string, unknown>;
    for (const field of ['blockchain_id', 'address', 'symbol', 'name', 'decimals', 'protocol'])
      expect(token[field], field).toEqual(full[field]);
  });
});
