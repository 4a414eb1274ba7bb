// English catalogue of the /card screens, merged under `screens` when the group's chunk loads (see ../../index.ts).
const card = {
  ui: { freeze: 'Freeze', unfreeze: 'Unfreeze' },
  prepaid_card: {
    title: 'Prepaid cards',
    fields: {
      card_no: 'Card number',
      holder_account: 'Holder account',
      holder_name: 'Name on card',
      card_type: 'Card type',
      currency: 'Currency',
      expires_at: 'Expires',
      status_changed_by: 'Frozen/unfrozen by',
      status_changed_at: 'Frozen/unfrozen',
    },
    help: { remark: 'Why the card is frozen or unfrozen; the holder sees it' },
  },
};

export default card;
