// English catalogue of the /settings screens, merged under `screens` when the group's chunk loads.
const settingsGroup = {
  // email
  mail_template: {
    title: 'Mail template',
    fields: { template_key: 'Template key', subject: 'Subject', content: 'Mail body', remark: 'Sent when', to: 'Send to' },
    help: {
      template_key: 'The server sends the mail by this key, e.g. register_code; one template per language',
      content: 'Double-brace placeholders (such as name) are filled when the mail is sent',
      to: 'Admin accounts have no email address: type your own',
    },
    sendTest: 'Send a test',
    outcome: {
      sent: 'Test mail sent to {{to}}',
      not_configured: 'The server has no SMTP settings (SMTP_HOST …): nothing was sent',
      failed: 'Sending failed: {{detail}}',
    },
  },
};

export default settingsGroup;
