// The catalogue of the /label screens, merged under `screens` when the group's chunk loads (see ../groups.ts):
// field labels shared by the group's screens, then one section per screen key.
// Each string is [Chinese, English].
import type { GroupCatalogue } from '../groups';

export default {
  fields: {
    category: ['类型', 'Kind'],
    label: ['标签', 'Label'],
    source: ['数据来源', 'Origin'],
    reason: ['欺诈类型', 'Fraud type'],
    report_count: ['举报次数', 'Reports'],
    reporter: ['举报人联系方式', 'Reporter contact'],
    evidence: ['证据文件', 'Evidence file'],
    fraud_address_id: ['欺诈地址记录', 'Fraud list entry'],
  },
  address_label: {
    title: ['地址标签', 'Address labels'],
    help: {
      address: [
        '以太坊类链可填全小写或带 EIP-55 校验的地址，TRON 为 T 开头的地址，EOS 类链为账户名',
        'On Ethereum-type chains all lowercase or with its EIP-55 checksum; on TRON a T… address; on EOS-type chains an account name',
      ],
    },
  },
  fraud_address: {
    title: ['欺诈地址', 'Fraud addresses'],
    fields: {
      remark: ['说明', 'Notes'],
    },
    help: {
      report_count: ['审核通过的用户举报会自动加入欺诈地址', 'Approved user reports join the fraud list by themselves'],
    },
  },
  fraud_report: {
    title: ['举报审核', 'Fraud reports'],
    fields: {
      remark: ['举报内容', 'What happened'],
      status: ['审核状态', 'Review'],
    },
    help: {
      evidence: [
        '支持 pdf、doc、docx、txt、htm、html、xls、xlsx、ppt、pptx、pages、csv 格式',
        'pdf, doc, docx, txt, htm, html, xls, xlsx, ppt, pptx, pages or csv',
      ],
    },
  },
} satisfies GroupCatalogue;
