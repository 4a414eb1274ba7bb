// The console's tabs in one browser share the session cookies: when one signs out (or learns the session expired),
// the others follow at once instead of showing data until their next click. Loaded with a signed-in tab's route
// data (session.ts), so the login page does without it.
import { signedOutElsewhere } from './session-events';

const SIGNED_OUT = 'signed-out';
const channel = typeof BroadcastChannel === 'undefined' ? undefined : new BroadcastChannel('wallet-admin:session');
// Node (unit tests) keeps a process alive while a channel is open; browsers have no unref.
(channel as { unref?: () => void } | undefined)?.unref?.();
channel?.addEventListener('message', (event) => {
  if (event.data === SIGNED_OUT) signedOutElsewhere.emit();
});

/** This tab signed out: the others follow (a channel never hears its own messages, so nothing echoes back). */
export function tellOtherTabs(): void {
  channel?.postMessage(SIGNED_OUT);
}
