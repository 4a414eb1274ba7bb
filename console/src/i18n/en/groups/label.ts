// English catalogue of the /label screens, merged under `screens` when the group's chunk loads (see ../../index.ts):
// field labels shared by the group's screens, then one section per screen key.
const labelGroup = {
  fields: {
    category: 'Kind',
    label: 'Label',
    source: 'Origin',
    reason: 'Fraud type',
    report_count: 'Reports',
    reporter: 'Reporter contact',
    evidence: 'Evidence file',
    fraud_address_id: 'Fraud list entry',
  },
  address_label: {
    title: 'Address labels',
    help: {
      address:
        'On Ethereum-type chains all lowercase or with its EIP-55 checksum; on TRON a T… address; on EOS-type chains an account name',
    },
  },
  fraud_address: {
    title: 'Fraud addresses',
    fields: { remark: 'Notes' },
    help: { report_count: 'Approved user reports join the fraud list by themselves' },
  },
  fraud_report: {
    title: 'Fraud reports',
    fields: { remark: 'What happened', status: 'Review' },
    help: { evidence: 'pdf, doc, docx, txt, htm, html, xls, xlsx, ppt, pptx, pages or csv' },
  },
};

export default labelGroup;
