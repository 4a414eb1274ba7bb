// Chinese catalogue of the /settings screens, merged under `screens` when the group's chunk loads.
const settingsGroup = {
  // email
  mail_template: {
    title: '邮件模板',
    fields: { template_key: '模板标识', subject: '邮件主题', content: '邮件正文', remark: '发送场景', to: '收件邮箱' },
    help: {
      template_key: '服务端按该标识发送邮件，如 register_code；每种语言一份',
      content: '可使用双花括号占位符（如 name），发送时替换',
      to: '管理员账号没有邮箱，请填写您自己的邮箱',
    },
    sendTest: '发送测试',
    outcome: {
      sent: '测试邮件已发送至 {{to}}',
      not_configured: '服务器未配置 SMTP（SMTP_HOST 等），邮件未发送',
      failed: '发送失败：{{detail}}',
    },
  },
};

export default settingsGroup;
