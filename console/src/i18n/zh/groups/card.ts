// Chinese catalogue of the /card screens, merged under `screens` when the group's chunk loads (see ../../index.ts).
const card = {
  ui: { freeze: '冻结', unfreeze: '解冻' },
  prepaid_card: {
    title: '预付卡列表',
    fields: {
      card_no: '卡号',
      holder_account: '持卡人账号',
      holder_name: '持卡人姓名',
      card_type: '卡类型',
      currency: '币种',
      expires_at: '有效期至',
      status_changed_by: '冻结/解冻操作人',
      status_changed_at: '冻结/解冻时间',
    },
    help: { remark: '冻结或解冻的原因，持卡人会看到' },
  },
};

export default card;
