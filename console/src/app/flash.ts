// A one-time message carried across the reload that ends a session (e.g. "password changed"),
// shown by the login page. Stores a catalogue key, never free text; its parameters (an administrator's account name)
// are filled into the catalogue's words.
const FLASH_KEY = 'flashMessage';
const FLASH_PARAMS = 'flashParams';

export function setFlash(catalogueKey: string, params?: Record<string, string>): void {
  sessionStorage.setItem(FLASH_KEY, catalogueKey);
  if (params) sessionStorage.setItem(FLASH_PARAMS, JSON.stringify(params));
  else sessionStorage.removeItem(FLASH_PARAMS);
}

/** The parameters of the waiting message (none when it has none, or they cannot be read). */
export function flashParams(): Record<string, string> {
  try {
    const params: unknown = JSON.parse(sessionStorage.getItem(FLASH_PARAMS) ?? '{}');
    return typeof params === 'object' && params !== null ? (params as Record<string, string>) : {};
  } catch {
    return {};
  }
}

/** Read without consuming (render may run twice); clearFlash() once the login page is left. */
export function peekFlash(): string | undefined {
  return sessionStorage.getItem(FLASH_KEY) ?? undefined;
}

export function clearFlash(): void {
  sessionStorage.removeItem(FLASH_KEY);
  sessionStorage.removeItem(FLASH_PARAMS);
}
