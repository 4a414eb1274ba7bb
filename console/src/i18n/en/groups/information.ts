// English catalogue of the /information screens (news articles and the ads of the feed).
const informationGroup = {
  news: {
    title: 'News article',
    fields: { summary: 'Summary', content: 'Body', cover_image: 'Cover image', source: 'News source', publish_at: 'Published at' },
    help: {
      summary: 'The line or two under the title in the feed',
      publish_at: 'The article appears in the app from this time on, while it is shown; empty: when saved',
      content: 'On save the server removes scripts, event attributes and javascript: links',
    },
  },
  news_ad: {
    title: 'Feed ads',
    fields: { title: 'Ad name', position: 'After article' },
    help: { position: 'The ad shows after this many articles (1-100)', end_at: 'Leave empty for no end' },
  },
};

export default informationGroup;
