// The catalogue of the /card screens, merged under `screens` when the group's chunk loads (see ../groups.ts).
// Each string is [Chinese, English].
import type { GroupCatalogue } from '../groups';

export default {
  ui: {
    freeze: ['冻结', 'Freeze'],
    unfreeze: ['解冻', 'Unfreeze'],
  },
  prepaid_card: {
    title: ['预付卡列表', 'Prepaid cards'],
    fields: {
      card_no: ['卡号', 'Card number'],
      holder_account: ['持卡人账号', 'Holder account'],
      holder_name: ['持卡人姓名', 'Name on card'],
      card_type: ['卡类型', 'Card type'],
      currency: ['币种', 'Currency'],
      expires_at: ['有效期至', 'Expires'],
      status_changed_by: ['冻结/解冻操作人', 'Frozen/unfrozen by'],
      status_changed_at: ['冻结/解冻时间', 'Frozen/unfrozen'],
    },
    reveal: ['显示完整卡号', 'Show the full number'],
    revealHelp: [
      '列表、详情和导出只显示卡号的前 6 位和后 4 位。查看完整卡号需要再次验证身份，并记入审计日志。',
      'Lists, views and exports show only the first 6 and last 4 digits. Showing the full number asks you to verify again and is recorded in the audit log.',
    ],
    revealed: ['已记入审计日志。', 'Recorded in the audit log.'],
    help: {
      remark: ['冻结或解冻的原因，持卡人会看到', 'Why the card is frozen or unfrozen; the holder sees it'],
    },
  },
} satisfies GroupCatalogue;
