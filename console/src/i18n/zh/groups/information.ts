// Chinese catalogue of the /information screens (news articles and the ads of the feed), merged under `screens`
// when the group's chunk loads (see ../../groups.ts).
const informationGroup = {
  news: {
    title: '资讯',
    fields: { summary: '摘要', content: '正文', cover_image: '封面图', source: '资讯来源', publish_at: '发布时间' },
    help: {
      summary: '资讯列表中标题下方的一两句话',
      publish_at: '到达该时间且状态为显示时，资讯才出现在 App 中；不填则为保存时',
      content: '保存时服务端会去除脚本、事件属性和 javascript: 链接',
    },
  },
  news_ad: {
    title: '广告管理',
    fields: { title: '广告名称', position: '插入位置' },
    help: { position: '广告显示在第几条资讯之后（1-100）', end_at: '不填表示长期有效' },
  },
};

export default informationGroup;
