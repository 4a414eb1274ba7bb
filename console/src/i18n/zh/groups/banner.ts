// Chinese catalogue of the /banner screens (the app's carousel banners: list, add, detail).
const bannerGroup = {
  banner: {
    title: '轮播Banner',
    fields: { position: '展示位置', link_type: '跳转方式', application_id: '跳转DApp' },
    help: {
      link_url: '跳转方式为网页链接时打开的地址',
      application_id: '跳转方式为 DApp 时打开的 DApp',
      end_at: '不填表示长期有效',
    },
  },
};

export default bannerGroup;
