// English catalogue of the /keypal screens (where users buy the KeyPal hardware wallet).
const keypalGroup = {
  keypal_channel: {
    title: 'Purchase channel',
    fields: { name: 'Channel', region: 'Region' },
    help: { link_url: 'The store page users open' },
  },
};

export default keypalGroup;
