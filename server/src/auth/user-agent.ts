// What a session list shows of the client that signed in: its browser, system and kind of device, read from the
// User-Agent by bowser (MIT, the parser the AWS SDK already brings), so operators read "Chrome 131 · macOS" instead
// of the raw header. Read when listed, not stored: a better parser improves every session already open.
import Bowser from 'bowser';
import type { Schema } from '@wallet-admin/sdk';

type ClientDescription = Pick<Schema<'Session'>, 'browser' | 'os' | 'device'>;

const DEVICES: ReadonlySet<string> = new Set(['desktop', 'mobile', 'tablet', 'tv', 'bot']);

export function describeClient(userAgent: string): ClientDescription {
  if (!userAgent.trim()) return { browser: '', os: '', device: 'unknown' };
  const { browser, os, platform } = Bowser.parse(userAgent);
  const major = browser.version?.split('.')[0];
  // A script or CLI (curl/8.5.0, wallet-admin/0.2.0) is no browser: its first product token, as it wrote it, names it
  // (not the Mozilla/5.0 every browser starts with).
  const product = /^[^\s()]+/.exec(userAgent)?.[0] ?? '';
  const name = browser.name ? [browser.name, major].filter(Boolean).join(' ') : product.startsWith('Mozilla/') ? '' : product;
  return {
    browser: name,
    os: [os.name, os.versionName ?? os.version].filter(Boolean).join(' '),
    device: platform.type && DEVICES.has(platform.type) ? (platform.type as ClientDescription['device']) : 'unknown',
  };
}

/** What counts as one device for the security mail's "sign-in from a new device": the browser and system by name and
 * the kind of device, without versions, so a browser's update is the same device; a script by its User-Agent as sent. */
export function deviceOf(userAgent: string): string {
  const { browser, os, platform } = Bowser.parse(userAgent);
  return browser.name ? [browser.name, os.name ?? '', platform.type ?? ''].join(' · ') : userAgent;
}
