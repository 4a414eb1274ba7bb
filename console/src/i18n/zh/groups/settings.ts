// Chinese catalogue of the /settings screens, merged under `screens` when the group's chunk loads (see ../../groups.ts).
const settingsGroup = {
  // invitation
  invite_code: {
    title: '邀请码',
    fields: { code: '邀请码', pay_type: '支付方式', price: '价格' },
    generate: '批量生成',
    destroy: '销毁',
    help: { count: '一次最多 10000 个，在同一事务中生成', price: '用户购买该邀请码需支付的金额' },
  },
};

export default settingsGroup;
