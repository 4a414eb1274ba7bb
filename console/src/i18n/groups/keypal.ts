// The catalogue of the /keypal screens (where users buy the KeyPal hardware wallet).
// Each string is [Chinese, English].
import type { GroupCatalogue } from '../groups';

export default {
  keypal_channel: {
    title: ['购买渠道', 'Purchase channel'],
    fields: {
      name: ['渠道名称', 'Channel'],
      region: ['销售地区', 'Region'],
    },
    help: {
      link_url: ['用户点击后打开的购买页面', 'The store page users open'],
    },
  },
} satisfies GroupCatalogue;
