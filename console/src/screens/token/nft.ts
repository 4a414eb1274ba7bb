// NFT管理: the NFT collections the app shows. Preview reads one NFT's metadata as the app will (getNftMetadata;
// its 'get metadata error' is shown to nobody, spec §8) in a JSON viewer; sync publishes one collection or every
// shown one to the app and carries the fixed admin password header (asked once).
import { lazy } from 'react';
import type { Schema } from '@wallet-admin/sdk';
import contract from 'virtual:contract/nft_token_info';
import { choicesFrom } from '@/components/resource/widgets/OperationChoices';
import { defineScreen } from '@/lib/screen';
import { catalogueFilters, contractColumns } from './shared';

type Nft = Schema<'NftTokenInfo'>;

export const nft = defineScreen<Nft, Schema<'NftTokenInfoCreate'>>({
  route: '/token/NFT',
  resource: contract,
  list: {
    columns: [
      'id',
      ...contractColumns<Nft>(),
      'protocol',
      'metadata_type',
      { field: 'is_verified', cell: 'badge' },
      'status',
      { field: 'synced_at', cell: 'relative' },
      { field: 'sort', width: 110 },
    ],
    filters: catalogueFilters,
    sort: { field: 'sort', order: 'asc' },
  },
  form: {
    fields: [
      ['blockchain_id', 'protocol'],
      'address',
      ['name', 'symbol'],
      ['logo', 'banner'],
      'website',
      'description',
      'metadata_type',
      'metadata_url',
      ['is_verified', 'status'],
      'sort',
    ],
    defaults: { protocol: 1, metadata_type: 0, is_verified: 0, status: 0, sort: 0 },
    // The ways the server can read metadata, as it answers them (a new way needs no console release).
    widgets: {
      metadata_type: choicesFrom<Schema<'NftMetadataTypeItem'>>('listNftMetadataType', (row, t) => ({
        value: row.value,
        label: t(`screens.enums.NftMetadataType.${row.value}`, { defaultValue: row.label }),
      })),
    },
  },
  actions: [
    'create',
    'edit',
    {
      id: 'preview',
      label: 'screens.nft_token_info.preview',
      scope: 'row',
      dialog: lazy(() => import('./NftMetadataPreview')),
      wide: true,
    },
    {
      id: 'sync',
      label: 'screens.nft_token_info.sync',
      scope: 'row',
      operation: 'syncNftTokenInfo',
      confirm: true,
      input: (row) => ({ body: { id: row?.id } }),
      visible: (row) => row.status === 0,
    },
    {
      id: 'syncAll',
      label: 'screens.nft_token_info.syncAll',
      scope: 'toolbar',
      operation: 'syncNftTokenInfo',
      confirm: true,
      input: () => ({}),
    },
    'toggleStatus',
    'delete',
  ],
});
