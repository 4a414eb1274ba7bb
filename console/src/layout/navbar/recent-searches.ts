// The operator's recent Ctrl+K searches, newest first: kept in this browser per account (the user id of the
// session), so a shared machine does not show one operator's searches to another.
import { currentUser } from '@/app/session';

const KEEP = 5;
const keyOf = () => {
  const user = currentUser();
  return user ? `wallet-admin:recent-searches:${user.userId}` : undefined;
};

export function recentSearches(): string[] {
  const key = keyOf();
  try {
    const saved: unknown = key ? JSON.parse(localStorage.getItem(key) ?? '[]') : [];
    return Array.isArray(saved) ? saved.filter((item): item is string => typeof item === 'string').slice(0, KEEP) : [];
  } catch {
    return [];
  }
}

/** Puts a search first (once), keeping the last five. */
export function rememberSearch(search: string): void {
  const key = keyOf();
  const text = search.trim();
  if (!key || [...text].length < 2) return;
  localStorage.setItem(key, JSON.stringify([text, ...recentSearches().filter((item) => item !== text)].slice(0, KEEP)));
}
