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
    columns: ['custody_user_id', 'blockchain_id', 'symbol', 'address', 'balance', 'frozen', 'value_usd', 'updated_at'],
    filters: ['search', 'blockchain_id'],
  },
  actions: ['export'],
  scope: { parent: '/centralizewallet/UserIndex', field: 'custody_user_id', label: 'screens.custody_asset.open' },
});

export const custodyMovements = defineScreen<Schema<'CustodyMovement'>>({
  route: '/centralizewallet/userassetsinforlist',
  resource: movement,
  list: {
    columns: ['serial_no', 'kind', 'amount', 'balance_after', 'status', 'tx_hash', 'remark', 'created_at'],
    filters: ['search', 'kind', 'status'],
    sort: { field: 'created_at', order: 'desc' },
  },
  actions: ['export'],
  scope: { parent: assetsRoute, field: 'custody_asset_id', label: 'screens.custody_movement.open' },
});

export const custodyTokens = defineScreen<Schema<'CustodyToken'>>({
  route: '/centralizewallet/UserAssetsTokenList',
  resource: token,
  list: {
    columns: ['symbol', 'name', 'contract_address', 'decimals', 'balance', 'value_usd'],
    filters: ['search'],
  },
  actions: ['export'],
  scope: { parent: assetsRoute, field: 'custody_asset_id', label: 'screens.custody_token.open' },
});
