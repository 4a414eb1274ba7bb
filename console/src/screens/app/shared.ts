// What the /app content screens (home DApps, banners, boot messages, splash) filter by: language (zh-Hans first),
// keyword, audience platform and display status.
export const contentFilters = [{ field: 'lang', input: 'language', default: 'zh-Hans' }, 'search', 'platform', 'status'] as const;
