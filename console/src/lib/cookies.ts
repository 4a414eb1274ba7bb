// Tiny cookie helpers for the shell's own preferences (sidebarStatus, size). The session cookies
// (USER_NAME, USER_ID; USER_TOKEN is the server's HttpOnly cookie) belong to the SDK's cookie token store.

export function readCookie(name: string): string | undefined {
  const prefix = `${encodeURIComponent(name)}=`;
  const entry = document.cookie.split('; ').find((part) => part.startsWith(prefix));
  return entry === undefined ? undefined : decodeURIComponent(entry.slice(prefix.length));
}

/** Writes a cookie for the whole site; `days` undefined keeps it for the browser session. */
export function writeCookie(name: string, value: string, days = 365): void {
  const expires = new Date(Date.now() + days * 864e5).toUTCString();
  document.cookie = `${encodeURIComponent(name)}=${encodeURIComponent(value)}; expires=${expires}; path=/; SameSite=Lax`;
}
