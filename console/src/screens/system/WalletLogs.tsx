// The activity log of one wallet address (listWalletLog filtered by address), in a dialog of 地址管理.
import { useState } from 'react';
import walletLog from 'virtual:contract/wallet_log';
import { DataTable } from '@/components/resource/DataTable';
import { useLabels } from '@/components/resource/labels';
import { Pagination } from '@/components/resource/Pagination';
import { useList } from '@/lib/query';
import { defineScreen } from '@/lib/screen';
import type { Schema } from '@wallet-admin/sdk';
import type { WalletInfo } from './address';

type WalletLog = Schema<'WalletLog'>;

export const walletLogs = defineScreen<WalletLog>({
  route: '/system/address',
  embedded: true,
  resource: walletLog,
  list: {
    columns: ['created_at', { field: 'action', cell: 'code' }, 'detail', 'ip'],
  },
  actions: [],
});

export function WalletLogs({ row }: { row: WalletInfo; onClose: () => void }) {
  const labels = useLabels('wallet_log');
  const [paging, setPaging] = useState({ page: 1, size: 10 });
  const list = useList<WalletLog>('listWalletLog', { address: row.address, start: (paging.page - 1) * paging.size, count: paging.size });
  return (
    <div className="space-y-3">
      <p className="break-all font-mono text-xs text-fg-muted">{row.address}</p>
      <DataTable
        screen={walletLogs}
        labels={labels}
        rows={list.data?.list ?? []}
        sortable={[]}
        sort={{}}
        onSort={() => undefined}
        status={{ loading: list.isLoading, fetching: list.isFetching, error: list.isError, retry: () => void list.refetch() }}
      />
      <Pagination page={paging.page} size={paging.size} total={list.data?.total ?? 0} onChange={setPaging} />
    </div>
  );
}
