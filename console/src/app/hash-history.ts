// The console's address is its hash route alone (`#/application/DAppRecommendInfo?id=4`). A query string before
// the `#` is not the console's (a link's tracking parameters, a proxy's cache-buster, a bookmark made after one),
// but TanStack's hash history appends it to the hash route's own: `/?r=abc#/x?id=4` reads `id` as `4?r=abc`, so
// every `?id=` page lost its row. It leaves the address before the history first reads it.
// Single sign-on's answer (?code&state) is set aside first, for the sign-in page (sso.ts).
import { createHashHistory, type RouterHistory } from '@tanstack/react-router';
import { keepProviderAnswer } from './sso';

export function hashHistory(): RouterHistory {
  const { pathname, search, hash } = window.location;
  if (search) {
    keepProviderAnswer(window.location.href);
    window.history.replaceState(window.history.state, '', `${pathname}${hash}`);
  }
  return createHashHistory();
}
