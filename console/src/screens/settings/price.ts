// 价格设置: the prices the wallet shows for a catalogue token instead of the market feed's (USD, exact decimal
// strings), each with its source, a remark and an optional window (a designed reading: see listTokenPrice in
// openapi/settings.yaml). It is also the settings hub: the hidden settings screens declare their way in here
// (`from`), so its toolbar opens trading pools, savings products and subscriptions, IM, Newdex and BTEX.
import type { Schema } from '@wallet-admin/sdk';
import contract from 'virtual:contract/token_price';
import { defineScreen } from '@/lib/screen';

export const HUB = '/settings/price';

export const price = defineScreen<Schema<'TokenPrice'>, Schema<'TokenPriceCreate'>>({
  route: HUB,
  resource: contract,
  // Named by its token (USDT · Tether · 1.0002), not by its price and remark.
  label: ['token_id', 'price'],
  list: {
    columns: ['id', 'token_id', 'price', 'source', 'start_at', 'end_at', 'status', 'remark', 'updated_at'],
    filters: ['token_id', 'source', 'status', 'search'],
    sort: { field: 'updated_at', order: 'desc' },
  },
  form: {
    fields: [['token_id', 'price'], ['source', 'status'], ['start_at', 'end_at'], 'remark'],
    defaults: { source: 0, status: 0, start_at: 0, end_at: 0 },
  },
  actions: ['create', 'edit', 'toggleStatus', 'delete'],
});
