// 能量兑换: the energy packages users exchange welfare points for (a designed reading: see listEnergyPackage in
// openapi/welfare.yaml), and, per package, its exchange records, read-only (the app writes them).
import type { Schema } from '@wallet-admin/sdk';
import packages from 'virtual:contract/energy_package';
import exchanges from 'virtual:contract/energy_exchange';
import { defineScreen } from '@/lib/screen';

export const energyRecords = defineScreen<Schema<'EnergyExchange'>>({
  route: '/welfareCenter/energyExchange',
  resource: exchanges,
  embedded: true,
  list: {
    columns: ['id', 'energy_package_id', 'user_address', 'energy', 'points', 'status', 'tx_hash', 'created_at'],
    filters: ['search', 'status', { field: 'created_at', input: 'dateRange', days: 90 }],
    sort: { field: 'created_at', order: 'desc' },
  },
  actions: ['export'],
});

export const energyExchange = defineScreen<Schema<'EnergyPackage'>, Schema<'EnergyPackageCreate'>>({
  route: '/welfareCenter/energyExchange',
  resource: packages,
  list: {
    columns: ['id', 'name', 'name_en', 'blockchain_id', 'energy', 'points', 'stock', 'daily_limit', 'status', { field: 'sort', width: 90 }],
    filters: ['search', 'status'],
    sort: { field: 'sort', order: 'asc' },
  },
  form: {
    fields: [['name', 'name_en'], 'blockchain_id', ['energy', 'points'], ['stock', 'daily_limit'], ['status', 'sort']],
    defaults: { status: 0, sort: 0, stock: 0, daily_limit: 0 },
  },
  actions: [
    'create',
    'edit',
    { id: 'records', label: 'screens.energy_exchange.title', scope: 'row', rows: { screen: energyRecords, parent: 'energy_package_id' } },
    'toggleStatus',
    'delete',
  ],
});
