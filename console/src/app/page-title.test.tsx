import { act, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderAt } from '@/components/resource/test-utils';
import { TagsView } from '@/layout/tags/TagsView';
import { tabFor, visitedTabs, visitTab } from '@/layout/tags/tags-store';
import { routeTree } from './fixtures.test-data';
import { findHeldRoute } from './guard';
import { pageTitles, shownTitle } from './page-title';
import { flattenRoutes } from './routes';
import type { ScreenInfo } from './screen-context';
import { ScreenOutlet } from './ScreenOutlet';
import { routeData } from './session';

const call = vi.hoisted(() => vi.fn());
vi.mock('@/app/api', () => ({ api: { call } }));

// The system group's chunk loads once the test opens the gate (no timing: the page waits on the test).
const gate = vi.hoisted(() => {
  let open: () => void = () => undefined;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { opened, open: () => open() };
});
vi.mock('@/screens/registry', async (original) => {
  const actual = await original<typeof import('@/screens/registry')>();
  const system = actual.screenGroups.system!;
  return { ...actual, screenGroups: { ...actual.screenGroups, system: () => gate.opened.then(system) } };
});

const PATH = '/system/blockchain/add';
const held = flattenRoutes(routeTree, () => true, 'zh');

/** The shell's tags bar beside the page of `/system/blockchain/add*` (route title 新增区块链), at `address`. */
async function openPage(address: string) {
  const match = findHeldRoute(held, PATH)!;
  routeData.set({ tree: routeTree, held, roleType: 0, visible: () => true, known: [] });
  visitTab(tabFor(match.item, PATH, address));
  const info: ScreenInfo = {
    path: PATH,
    pattern: match.item.path,
    params: match.params,
    title: match.item.title,
    component: match.item.component,
    active: true,
    visit: 1,
  };
  // An awaited act: after a synchronous one React drops its retry of what suspended (the page's chunks).
  let view: Awaited<ReturnType<typeof renderAt>> | undefined;
  await act(async () => {
    view = await renderAt(address, () => (
      <>
        <TagsView />
        <ScreenOutlet info={info} />
      </>
    ));
  });
  const tab = () => within(screen.getByTestId('tags-scroller')).getByRole('link', { current: 'page' });
  return { ...view!, tab };
}

beforeEach(() => {
  // The row never arrives: the page is titled from its address, not from the row.
  call.mockImplementation((operationId: string) => (operationId === 'getBlockChain' ? new Promise(() => undefined) : Promise.resolve({})));
});

afterEach(() => {
  call.mockReset();
  pageTitles.set({});
  visitedTabs.set([]);
  routeData.set(undefined);
});

describe('the title of a page of a row', () => {
  it('?id= on the route 新增区块链: never 新增, the outline while the page loads, then 编辑区块链 before the row came', async () => {
    const { tab } = await openPage(`${PATH}?id=1`);
    // The page's code is still loading (its outline shows): the tab has no title yet rather than the route's add title.
    expect(screen.getByRole('status', { name: '加载中…' })).toBeTruthy();
    expect(tab().textContent).toBe('加载中…'); // the outline's bar, named for screen readers
    expect(shownTitle(pageTitles.get(), PATH, '新增区块链', true)).toBeUndefined();

    await act(async () => gate.open());
    expect(await screen.findByRole('heading', { level: 1, name: '编辑区块链' }, { timeout: 10_000 })).toBeTruthy();
    expect(call).toHaveBeenCalledWith('getBlockChain', expect.anything());
    expect(tab().textContent).toBe('编辑区块链');
    expect(shownTitle(pageTitles.get(), PATH, '新增区块链', true)).toBe('编辑区块链');
    expect(document.body.textContent).not.toContain('新增');
  });

  it('the same page without ?id= says 新增区块链, and 编辑区块链 once the address names a row', async () => {
    gate.open();
    const { tab, router } = await openPage(PATH);
    expect(await screen.findByRole('heading', { level: 1, name: '新增区块链' }, { timeout: 10_000 })).toBeTruthy();
    expect(tab().textContent).toBe('新增区块链');
    await act(() => router.navigate({ href: `${PATH}?id=1` }));
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('编辑区块链');
    expect(tab().textContent).toBe('编辑区块链');
  });
});

describe('shownTitle', () => {
  it("the page's own title, else the route's; while a row page's code loads (null) none, a list keeps the route's", () => {
    expect(shownTitle({ '/a': '编辑区块链' }, '/a', '新增区块链', true)).toBe('编辑区块链');
    expect(shownTitle({}, '/a', '新增区块链', true)).toBe('新增区块链');
    expect(shownTitle({ '/a': null }, '/a', '新增区块链', true)).toBeUndefined();
    expect(shownTitle({ '/a': null }, '/a', '区块链管理', false)).toBe('区块链管理');
  });
});
