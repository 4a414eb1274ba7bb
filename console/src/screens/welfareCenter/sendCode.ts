// 发码: the redemption codes of the campaigns. 批量发码 makes N codes for a campaign in one server transaction and
// offers that batch's .xlsx; unused codes are destroyed one by one or as a selection (a used code refuses it).
import type { Schema } from '@wallet-admin/sdk';
import contract from 'virtual:contract/campaign_code';
import { generateAction } from '@/components/resource/GenerateDialog';
import { defineScreen } from '@/lib/screen';

const COLUMNS = ['code', 'campaign_id', 'batch_no', 'status', 'created_at'] as const;

export const sendCode = defineScreen<Schema<'CampaignCode'>>({
  route: '/welfareCenter/sendCode',
  resource: contract,
  list: {
    columns: [...COLUMNS.map((field) => ({ field })), 'used_by', 'used_at'],
    filters: ['campaign_id', 'status', 'batch_no', 'search'],
  },
  actions: [
    generateAction(contract, { operation: 'generateCampaignCode', label: 'screens.campaign_code.generate', columns: COLUMNS }),
    'export',
    {
      id: 'destroy',
      label: 'screens.campaign_code.destroy',
      scope: 'row',
      tone: 'danger',
      confirm: true,
      operation: 'destroyCampaignCode',
      input: (row) => ({ body: { ids: [row?.id] } }),
      visible: (row) => row.status === 2,
    },
  ],
  batch: [
    {
      id: 'destroy',
      label: 'screens.campaign_code.destroy',
      tone: 'danger',
      operation: 'destroyCampaignCode',
      input: (ids) => ({ body: { ids } }),
    },
  ],
});
