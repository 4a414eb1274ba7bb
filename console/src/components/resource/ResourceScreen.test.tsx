import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { hashPassword } from '@wallet-admin/sdk';
import { blockchain } from '@/screens/system/blockchain';
import { explorer } from '@/screens/system/explorer';
import { ResourceScreen } from './ResourceScreen';
import { renderAt } from './test-utils';

const call = vi.hoisted(() => vi.fn());
vi.mock('@/app/api', () => ({ api: { call } }));

const chain = (id: number) => ({
  id,
  name: `Chain ${id}`,
  symbol: `C${id}`,
  platform: 1,
  chain_id: String(id),
  decimals: 18,
  logo: '',
  rpc_url: '',
  explorer_url: '',
  status: id % 2,
  sort: id,
  description: '',
  created_at: 0,
  updated_at: 1_700_000_000_000,
});

/** A fake server: 25 chains, paged by start/count. */
function fakeServer() {
  call.mockImplementation(async (operationId: string, input: { query?: Record<string, number> }) => {
    if (operationId === 'listBlockChain') {
      const { start = 0, count = 10 } = input.query ?? {};
      const all = Array.from({ length: 25 }, (_, i) => chain(i + 1));
      return { list: all.slice(start, start + count), total: all.length };
    }
    if (operationId === 'getBlockChain') return chain(Number(input.query?.id));
    if (operationId === 'listExplorer') return { list: [], total: 0 };
    // The operator has no saved views yet.
    if (operationId === 'listSavedView') return [];
    return {};
  });
}

afterEach(() => {
  cleanup();
  call.mockReset();
});

describe('ResourceScreen', () => {
  it('renders the columns, labels and enum values of a page, and pages through the URL', async () => {
    fakeServer();
    const { router } = await renderAt('/system/blockchain', () => <ResourceScreen screen={blockchain} />);
    const table = await screen.findByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent?.replace(/[↕▲▼]/g, '')),
    ).toEqual(['拖动排序', 'ID', 'Logo', '名称', '符号', '链平台', '链 ID', '精度', '状态', '排序', '更新时间', '操作']);
    await within(table).findByText('Chain 1');
    expect(within(table).getAllByText('Ethereum').length).toBe(10);
    expect(screen.getByText('共 25 条')).toBeTruthy();
    expect(call).toHaveBeenCalledWith(
      'listBlockChain',
      expect.objectContaining({ query: { sort: 'sort', order: 'asc', start: 0, count: 10 } }),
    );

    fireEvent.click(screen.getByRole('button', { name: '跳转到第 2 页' }));
    await within(table).findByText('Chain 11');
    expect(router.state.location.search).toMatchObject({ page: 2 });
    expect(call).toHaveBeenLastCalledWith(
      'listBlockChain',
      expect.objectContaining({ query: { sort: 'sort', order: 'asc', start: 10, count: 10 } }),
    );
  });

  it('offers a drag handle per row of a reorder screen only while the list shows its sort order', async () => {
    fakeServer();
    await renderAt('/system/blockchain', () => <ResourceScreen screen={blockchain} />);
    const handles = async () => within(await screen.findByRole('table')).queryAllByRole('button', { name: /调整「/ });
    await waitFor(async () => expect((await handles()).length).toBe(10));
    cleanup();
    await renderAt('/system/blockchain?sort=id&order=desc', () => <ResourceScreen screen={blockchain} />);
    await within(await screen.findByRole('table')).findByText('Chain 1');
    expect(await handles()).toEqual([]);
  });

  it('writes the search filter to the URL and sends it as `key`, back on page 1', async () => {
    fakeServer();
    const { router } = await renderAt('/system/blockchain?page=3', () => <ResourceScreen screen={blockchain} />);
    fireEvent.change(await screen.findByRole('searchbox'), { target: { value: 'eth' } });
    fireEvent.submit(screen.getByRole('search'));
    await waitFor(() => expect(router.state.location.search).toEqual({ key: 'eth' }));
    await waitFor(() =>
      expect(call).toHaveBeenLastCalledWith(
        'listBlockChain',
        expect.objectContaining({ query: { key: 'eth', sort: 'sort', order: 'asc', start: 0, count: 10 } }),
      ),
    );
  });

  it('shows each field message under its field', async () => {
    fakeServer();
    await renderAt('/system/explorer', () => <ResourceScreen screen={explorer} />);
    fireEvent.click(await screen.findByRole('button', { name: '新增' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(await within(dialog).findByLabelText(/首页地址/), { target: { value: 'ftp://nope' } });
    fireEvent.click(within(dialog).getByRole('button', { name: '保存' }));
    const url = within(dialog).getByLabelText(/首页地址/);
    await waitFor(() => expect(url.getAttribute('aria-invalid')).toBe('true'));
    expect(document.getElementById(url.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      '请输入以 http:// 或 https:// 开头的网址',
    );
    expect(within(dialog).getAllByText('此项为必填项').length).toBe(2); // blockchain_id and name
    expect(call).not.toHaveBeenCalledWith('createExplorer', expect.anything());
  });

  it('deletes a password-confirmed row with the hash of the operator password', async () => {
    fakeServer();
    await renderAt('/system/blockchain', () => <ResourceScreen screen={blockchain} />);
    fireEvent.click(await screen.findByRole('button', { name: '删除 Chain 1' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText(/登录密码/), { target: { value: 'Admin@12345' } });
    fireEvent.click(within(dialog).getByRole('button', { name: '删除' }));
    const password = hashPassword('Admin@12345');
    await waitFor(() => expect(call).toHaveBeenCalledWith('deleteBlockChain', { path: { id: 1 }, body: { password } }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it("gives a row's view an address: a link opens it (read by id), the view button puts it in the URL, closing clears it", async () => {
    fakeServer();
    const viewed = { ...blockchain, pages: { form: '/system/blockchain/add*' } };
    const { router } = await renderAt('/system/blockchain?row=17', () => <ResourceScreen screen={viewed} />);
    const dialog = await screen.findByRole('dialog', {}, { timeout: 10_000 });
    await within(dialog).findByText('Chain 17');
    expect(call).toHaveBeenCalledWith('getBlockChain', expect.objectContaining({ query: { id: 17 } }));
    fireEvent.keyDown(dialog, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(router.state.location.search).not.toHaveProperty('row');
    fireEvent.click(await screen.findByRole('button', { name: '查看 Chain 2' }));
    await waitFor(() => expect(router.state.location.search).toMatchObject({ row: 2 }));
    await within(await screen.findByRole('dialog')).findByText('Chain 2');
  }, 15_000);

  it("asks about a toolbar action by the screen's name, not a row's", async () => {
    fakeServer();
    const withSync = { ...blockchain, actions: [{ id: 'syncAll', label: 'screens.ui.send', scope: 'toolbar' as const, confirm: true }] };
    await renderAt('/system/blockchain', () => <ResourceScreen screen={withSync} />);
    await screen.findByText('Chain 1');
    fireEvent.click(screen.getByRole('button', { name: '发送' }));
    // The dialogs' chunk loads on first use.
    expect(await screen.findByText('确定对「区块链」执行“发送”吗？', {}, { timeout: 10_000 })).toBeTruthy();
  }, 15_000);
});
