// Issue 44, the workbench: saved views are answered only to their owner and to holders of the role they are shared
// with, for screens they hold; list settings (columns, the pinned 操作 column, the default view) are the caller's own.
import type { Schema } from '@wallet-admin/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { core } from '../src/db/core.ts';
import { createTestApp, type TestApp } from './helpers.ts';

type View = Schema<'SavedView'>;

const TOKENS = '/token/tokenlist';
const VERSIONS = '/app/version';

let t: TestApp;
/** Two operators of one role holding the token list, and one of another role holding it too. */
let owner: string;
let colleague: string;
let stranger: string;
let roleId: number;
beforeAll(async () => {
  t = await createTestApp();
  owner = await t.signedInWith('views-owner', [TOKENS, VERSIONS]);
  stranger = await t.signedInWith('views-stranger', [TOKENS, VERSIONS]);
  const role = await core(t.db).selectFrom('role').select('id').where('code', '=', 'views-owner').executeTakeFirstOrThrow();
  roleId = role.id;
  await t.createUser('views-colleague', 'Change@12345', 'views-owner');
  colleague = (
    (await t.login('views-colleague', 'Change@12345')).data as {
      token: string;
    }
  ).token;
});
afterAll(async () => {
  await t.close();
});

const ok = <T>(answer: { result: number; message: string; data?: unknown }): T => {
  expect(answer.result, answer.message).toBe(0);
  return answer.data as T;
};
const create = (token: string, body: Record<string, unknown>) => t.call('createSavedView', { token, body });
const names = async (token: string, list = TOKENS) =>
  ok<View[]>(await t.call('listSavedView', { token, query: { list } })).map((view) => view.name);

describe('saved views', () => {
  it('lists a private view to its owner only, a shared one to holders of the role only', async () => {
    ok(await create(owner, { list: TOKENS, name: 'mine', query: { status: 1, sort: 'id', order: 'asc' }, columns: ['symbol'] }));
    const shared = ok<View>(await create(owner, { list: TOKENS, name: 'team', query: { key: 'usd', size: 20 }, shared_role_id: roleId }));
    expect(shared).toMatchObject({ user_name: 'views-owner', shared_role_id: roleId, query: { key: 'usd', size: 20 }, columns: [] });

    expect(await names(owner)).toEqual(['mine', 'team']);
    expect(await names(colleague)).toEqual(['team']);
    expect(await names(stranger)).toEqual([]);
    // Another's view cannot be changed or deleted, even a shared one: it is as if it did not exist.
    expect((await t.call('updateSavedView', { token: colleague, body: { id: shared.id, name: 'taken' } })).result).toBe(40004);
    expect((await t.call('deleteSavedView', { token: stranger, body: { id: shared.id } })).result).toBe(40004);
  });

  it('refuses sharing with a role the caller does not hold, a list whose screen it lacks, and a repeated name', async () => {
    const other = await core(t.db).selectFrom('role').select('id').where('code', '=', 'views-stranger').executeTakeFirstOrThrow();
    expect((await create(owner, { list: TOKENS, name: 'theirs', query: {}, shared_role_id: other.id })).result).toBe(40003);
    expect((await create(t.viewer, { list: TOKENS, name: 'no screen', query: {} })).result).toBe(40003);
    expect((await create(owner, { list: '/not/a/screen', name: 'nowhere', query: {} })).result).toBe(40003);
    expect((await create(owner, { list: TOKENS, name: 'mine', query: {} })).result).toBe(40009);
  });

  it('never answers a view of a screen the caller no longer holds, shared or not', async () => {
    ok(await create(owner, { list: VERSIONS, name: 'versions', query: {}, shared_role_id: roleId }));
    expect(await names(colleague, VERSIONS)).toEqual(['versions']);
    await core(t.db)
      .updateTable('role')
      .set({ permissions: JSON.stringify([TOKENS]) })
      .where('id', '=', roleId)
      .execute();
    // Sessions see the role's change at once (the authorisation stamp's triggers): the views of /app/version are gone.
    expect((await t.call('listSavedView', { token: colleague, query: {} })).data).not.toContainEqual(
      expect.objectContaining({ list: VERSIONS }),
    );
    expect((await t.call('listSavedView', { token: colleague, query: { list: VERSIONS } })).data).toEqual([]);
  });

  it('renames and deletes its own view', async () => {
    const view = ok<View>(await create(owner, { list: TOKENS, name: 'draft', query: { key: 'eth' } }));
    expect(ok<View>(await t.call('updateSavedView', { token: owner, body: { id: view.id, name: 'final' } })).name).toBe('final');
    ok(await t.call('deleteSavedView', { token: owner, body: { id: view.id } }));
    expect(await names(owner)).not.toContain('final');
  });
});

describe('list settings', () => {
  it("keeps each operator's columns and default view, and refuses a default view the caller cannot open", async () => {
    const fresh = ok<Schema<'ListSettingData'>>(await t.call('getListSetting', { token: stranger, query: { list: TOKENS } }));
    expect(fresh).toMatchObject({ columns: [], pin_actions: true, default_view_id: 0 });

    const team = (await t.call('listSavedView', { token: owner, query: { list: TOKENS } })).data as View[];
    const shared = team.find((view) => view.name === 'team')!;
    const columns = [
      { field: 'symbol', width: 120 },
      { field: 'name', hidden: true },
    ];
    ok(
      await t.call('setListSetting', { token: colleague, body: { list: TOKENS, columns, pin_actions: false, default_view_id: shared.id } }),
    );
    expect(ok<Schema<'ListSettingData'>>(await t.call('getListSetting', { token: colleague, query: { list: TOKENS } }))).toMatchObject({
      columns,
      pin_actions: false,
      default_view_id: shared.id,
    });
    // Another operator's settings are untouched, and a view they cannot open is no default of theirs.
    expect(ok<Schema<'ListSettingData'>>(await t.call('getListSetting', { token: stranger, query: { list: TOKENS } })).columns).toEqual([]);
    expect((await t.call('setListSetting', { token: stranger, body: { list: TOKENS, default_view_id: shared.id } })).result).toBe(40000);
    expect((await t.call('getListSetting', { token: t.viewer, query: { list: TOKENS } })).result).toBe(40003);
  });
});
