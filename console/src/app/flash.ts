// A one-time message carried across the reload that ends a session (e.g. "password changed"),
// shown by the login page. Stores a catalogue key, never free text.
const FLASH_KEY = 'flashMessage';

export function setFlash(catalogueKey: string): void {
  sessionStorage.setItem(FLASH_KEY, catalogueKey);
}

/** Read without consuming (render may run twice); clearFlash() once shown. */
export function peekFlash(): string | undefined {
  return sessionStorage.getItem(FLASH_KEY) ?? undefined;
}

export function clearFlash(): void {
  sessionStorage.removeItem(FLASH_KEY);
}
