// The custodial drill-down below a user (lib/drill): 用户资产列表 (the user's account on each chain), then one
// account's 资产明细 (its ledger) and 用户代币资产 (the tokens at its address). Each level keeps its parents in the
// URL, shows them in a breadcrumb and is refused by the server under a parent it does not belong to. Read-only.
import type { Schema } from '@wallet-admin/sdk';
import asset from 'virtual:contract/custody_asset';
import movement from 'virtual:contract/custody_movement';
import token from 'virtual:contract/custody_token';
import { defineScreen } from '@/lib/screen';

const assetsRoute = '/centralizewallet/UserAssetsList';

export const custodyAssets = defineScreen<Schema<'CustodyAsset'>>({
  route: assetsRoute,
  resource: asset,
  list: {
    columns: [
      { field: 'custody_user_id' },
      { field: 'blockchain_id' },
      { field: 'symbol' },
      { field: 'address' },
      { field: 'balance' },
      { field: 'frozen' },
      { field: 'value_usd' },
      { field: 'updated_at' },
    ],
    filters: [{ input: 'search' }, { field: 'blockchain_id', input: 'chain' }],
  },
  actions: [],
  scope: { parent: '/centralizewallet/UserIndex', field: 'custody_user_id', label: 'screens.custody_asset.open' },
});

export const custodyMovements = defineScreen<Schema<'CustodyMovement'>>({
  route: '/centralizewallet/userassetsinforlist',
  resource: movement,
  list: {
    columns: [
      { field: 'serial_no' },
      { field: 'kind' },
      { field: 'amount' },
      { field: 'balance_after' },
      { field: 'status' },
      { field: 'tx_hash' },
      { field: 'remark' },
      { field: 'created_at' },
    ],
    filters: [{ input: 'search' }, { field: 'kind', input: 'enum' }, { field: 'status', input: 'enum' }],
    sort: { field: 'created_at', order: 'desc' },
  },
  actions: [],
  scope: { parent: assetsRoute, field: 'custody_asset_id', label: 'screens.custody_movement.open' },
});

export const custodyTokens = defineScreen<Schema<'CustodyToken'>>({
  route: '/centralizewallet/UserAssetsTokenList',
  resource: token,
  list: {
    columns: [
      { field: 'symbol' },
      { field: 'name' },
      { field: 'contract_address' },
      { field: 'decimals' },
      { field: 'balance' },
      { field: 'value_usd' },
    ],
    filters: [{ input: 'search' }],
  },
  actions: [],
  scope: { parent: assetsRoute, field: 'custody_asset_id', label: 'screens.custody_token.open' },
});
