import { describe, expect, it } from 'vitest';
import { leavesOf, setTicked, tickState, toNodes } from './screenNodes';

const tree = toNodes([
  {
    path: '/system',
    name: 'System',
    meta: { title: '系统设置' },
    children: [
      { path: 'blockchain', name: 'Blockchain', meta: { title: '区块链' } },
      { path: 'blockchain/add*', name: 'BlockchainAdd', hidden: true, meta: { title: '新增区块链' } },
    ],
  },
  { path: '/permission', name: 'Permission', meta: { title: '权限' }, children: [{ path: 'role', name: 'Role', meta: { title: '角色' } }] },
]);

describe('role screen tree', () => {
  it('gives leaves their full paths', () => {
    expect(tree.flatMap(leavesOf)).toEqual(['/system/blockchain', '/system/blockchain/add*', '/permission/role']);
    expect(tree[0]?.children[1]?.hidden).toBe(true);
  });
  it('ticks a whole group and reports half-ticked groups', () => {
    const system = tree[0]!;
    const all = setTicked(system, new Set(), true);
    expect(tickState(system, all)).toBe(true);
    const one = setTicked(system.children[0]!, all, false);
    expect(tickState(system, one)).toBe('indeterminate');
    expect(tickState(system, setTicked(system, one, false))).toBe(false);
  });
});
