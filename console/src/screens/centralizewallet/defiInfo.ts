// DeFi信息: the DeFi protocols the wallet shows (chain, kind, TVL, APY), listed in a dialog of DeFi兑换数据 and
// added and edited on 新增DeFi信息.
import type { Schema } from '@wallet-admin/sdk';
import contract from 'virtual:contract/defi_info';
import { defineScreen } from '@/lib/screen';

export const defiInfo = defineScreen<Schema<'DefiInfo'>, Schema<'DefiInfoCreate'>>({
  route: '/centralizewallet/defiexdata',
  owner: '/centralizewallet/adddefiinfo',
  resource: contract,
  list: {
    columns: ['logo', 'name', 'blockchain_id', 'category', 'tvl_usd', 'apy', 'status', 'sort'],
    filters: ['search', 'blockchain_id', 'category'],
  },
  form: {
    fields: [['name', 'name_en'], ['blockchain_id', 'category'], 'website', 'logo', ['tvl_usd', 'apy'], 'description', ['status', 'sort']],
    defaults: { category: 'dex', status: 0, sort: 0 },
  },
  actions: ['create', 'edit', 'delete'],
  pages: { form: '/centralizewallet/adddefiinfo' },
  embedded: true,
});
