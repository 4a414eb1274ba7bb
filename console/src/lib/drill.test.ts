import { describe, expect, it } from 'vitest';
import { drillIds, drillInto, drillLevels, drillSearch } from './drill';
import type { AnyScreen } from './screen';

const screen = (route: string, scope?: AnyScreen['scope']) => ({ route, scope }) as AnyScreen;
const users = screen('/c/UserIndex');
const assets = screen('/c/UserAssetsList', { parent: '/c/UserIndex', field: 'custody_user_id' });
const movements = screen('/c/movements', { parent: '/c/UserAssetsList', field: 'custody_asset_id' });
const all = [users, assets, movements];

describe('drill-down levels', () => {
  it('lists the parents top first', () => {
    expect(drillLevels(movements, all)).toEqual([
      { screen: users, field: 'custody_user_id' },
      { screen: assets, field: 'custody_asset_id' },
    ]);
    expect(drillLevels(users, all)).toEqual([]);
  });

  it('refuses a parent that is no list of the group, and a loop', () => {
    expect(() => drillLevels(screen('/c/x', { parent: '/c/none', field: 'a' }), all)).toThrow('no list at /c/none');
    const a = screen('/c/a', { parent: '/c/b', field: 'b_id' });
    const b = screen('/c/b', { parent: '/c/a', field: 'a_id' });
    expect(() => drillLevels(a, [a, b])).toThrow('its own ancestor');
  });

  it('reads the parents from the URL, only when every one is an id', () => {
    const levels = drillLevels(movements, all);
    expect(drillIds(levels, { custody_user_id: 1, custody_asset_id: '3', page: 2 })).toEqual([1, 3]);
    expect(drillIds(levels, { custody_user_id: 1 })).toBeNull();
    expect(drillIds(levels, { custody_user_id: 1, custody_asset_id: 'x' })).toBeNull();
  });

  it('opens a child with the row and its own parents, and goes up with the parents above', () => {
    const levels = drillLevels(movements, all);
    expect(drillInto(levels, { id: 3, custody_user_id: 1, symbol: 'ETH' })).toEqual({ custody_user_id: 1, custody_asset_id: 3 });
    expect(drillSearch(levels, [1, 3], 1)).toEqual({ custody_user_id: 1 });
    expect(drillSearch(levels, [1, 3], 0)).toEqual({});
  });
});
