// Why a session ended, for the sign-in page it lands on: the 10003 answer's reason (the contract's SessionEnded: an
// administrator ended it, a password reset, the account disabled, …) or the expiry's own code, as the catalogue key
// the login page's flash shows (flash.ts stores keys, never the server's free text).
import i18n from '@/i18n';

/** The results of an ended session the sign-in page explains (9999, no session sent, needs no word). */
const EXPIRED: Readonly<Record<number, string>> = { 10000: 'unknownSession', 10001: 'idle', 10002: 'tooOld' };
const SESSION_REVOKED = 10003;

/** The catalogue key (`sessionEnded.*`) that tells why the session of this failure ended; undefined when none does.
 * A reason this console has no words for (a newer server's) reads as the generic one. */
export function sessionEndKey(failure: { result: number; data?: unknown }): string | undefined {
  if (failure.result === SESSION_REVOKED) {
    const reason = (failure.data as { reason?: unknown } | null | undefined)?.reason;
    const key = `sessionEnded.${typeof reason === 'string' ? reason : 'unknown'}`;
    // The administrator who ended it, when the server names one (issue 55): words that name them.
    if (sessionEndedBy(failure) && i18n.exists(`${key}_by`)) return `${key}_by`;
    return i18n.exists(key) ? key : 'sessionEnded.unknown';
  }
  const expired = EXPIRED[failure.result];
  return expired && `sessionEnded.${expired}`;
}

/** The account name of the administrator who ended the session (the 10003 answer's `by`), when the server says. */
export function sessionEndedBy(failure: { result: number; data?: unknown }): string | undefined {
  if (failure.result !== SESSION_REVOKED) return undefined;
  const by = (failure.data as { by?: unknown } | null | undefined)?.by;
  return typeof by === 'string' && by.trim() !== '' ? by : undefined;
}
