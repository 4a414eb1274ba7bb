// What the /app content screens (home DApps, banners, boot messages, splash) filter by: language (zh-Hans first),
// keyword, audience platform and display status; 全部 among the languages lists every language's rows.
export const contentFilters = [
  { field: 'lang', input: 'language', default: 'zh-Hans', all: true },
  'search',
  'platform',
  'status',
] as const;
