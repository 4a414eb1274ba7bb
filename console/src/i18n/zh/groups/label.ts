// Chinese catalogue of the /label screens, merged under `screens` when the group's chunk loads (see ../../index.ts):
// field labels shared by the group's screens, then one section per screen key.
const labelGroup = {
  fields: {
    category: '类型',
    label: '标签',
    source: '数据来源',
    reason: '欺诈类型',
    report_count: '举报次数',
    reporter: '举报人联系方式',
    evidence: '证据文件',
    fraud_address_id: '欺诈地址记录',
  },
  address_label: {
    title: '地址标签',
    help: { address: '以太坊类链可填全小写或带 EIP-55 校验的地址，TRON 为 T 开头的地址，EOS 类链为账户名' },
  },
  fraud_address: {
    title: '欺诈地址',
    fields: { remark: '说明' },
    help: { report_count: '审核通过的用户举报会自动加入欺诈地址' },
  },
  fraud_report: {
    title: '举报审核',
    fields: { remark: '举报内容', status: '审核状态' },
    help: { evidence: '支持 pdf、doc、docx、txt、htm、html、xls、xlsx、ppt、pptx、pages、csv 格式' },
  },
};

export default labelGroup;
