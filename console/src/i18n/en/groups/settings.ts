// English catalogue of the /settings screens, merged under `screens` when the group's chunk loads (see ../../groups.ts).
const settingsGroup = {
  // invitation
  invite_code: {
    title: 'Invitation codes',
    fields: { code: 'Invitation code', pay_type: 'Pay type', price: 'Price' },
    generate: 'Generate codes',
    destroy: 'Destroy',
    help: { count: 'At most 10,000 at once, made in one transaction', price: 'What a user pays for the code' },
  },
};

export default settingsGroup;
