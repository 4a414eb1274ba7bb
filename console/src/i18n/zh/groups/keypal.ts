// Chinese catalogue of the /keypal screens (where users buy the KeyPal hardware wallet).
const keypalGroup = {
  keypal_channel: {
    title: '购买渠道',
    fields: { name: '渠道名称', region: '销售地区' },
    help: { link_url: '用户点击后打开的购买页面' },
  },
};

export default keypalGroup;
