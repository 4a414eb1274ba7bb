// The catalogue of the /banner screens (the app's carousel banners: list, add, detail).
// Each string is [Chinese, English].
import type { GroupCatalogue } from '../groups';

export default {
  banner: {
    title: ['轮播Banner', 'Carousel banner'],
    fields: { position: ['展示位置', 'Placement'], link_type: ['跳转方式', 'Opens'], application_id: ['跳转DApp', 'DApp opened'] },
    help: {
      link_url: ['跳转方式为网页链接时打开的地址', 'The page a web-link banner opens'],
      application_id: ['跳转方式为 DApp 时打开的 DApp', 'The DApp a DApp banner opens'],
      end_at: ['不填表示长期有效', 'Leave empty for no end'],
    },
  },
} satisfies GroupCatalogue;
