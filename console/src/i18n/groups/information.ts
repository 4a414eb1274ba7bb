// The catalogue of the /information screens (news articles and the ads of the feed), merged under `screens`
// when the group's chunk loads (see ../../groups.ts).
// Each string is [Chinese, English].
import type { GroupCatalogue } from '../groups';

export default {
  news: {
    title: ['资讯', 'News article'],
    fields: {
      summary: ['摘要', 'Summary'],
      content: ['正文', 'Body'],
      cover_image: ['封面图', 'Cover image'],
      source: ['资讯来源', 'News source'],
      publish_at: ['发布时间', 'Published at'],
    },
    help: {
      summary: ['资讯列表中标题下方的一两句话', 'The line or two under the title in the feed'],
      publish_at: [
        '到达该时间且状态为显示时，资讯才出现在 App 中；不填则为保存时',
        'The article appears in the app from this time on, while it is shown; empty: when saved',
      ],
      content: [
        '保存时服务端会去除脚本、事件属性和 javascript: 链接',
        'On save the server removes scripts, event attributes and javascript: links',
      ],
    },
  },
  news_ad: {
    title: ['广告管理', 'Feed ads'],
    fields: {
      title: ['广告名称', 'Ad name'],
      position: ['插入位置', 'After article'],
    },
    help: {
      position: ['广告显示在第几条资讯之后（1-100）', 'The ad shows after this many articles (1-100)'],
      end_at: ['不填表示长期有效', 'Leave empty for no end'],
    },
  },
} satisfies GroupCatalogue;
