// What an operator reads of a failed call, in the console's language: the server's own words, which it writes in
// the console's language (Accept-Language) and which say more than the result code can (a passkey-only account,
// password sign-in off under SSO_ONLY, the provider's refusal, a role holding a screen the caller lacks); the
// catalogue's message of the code (i18n/<lang>/results.ts) only where no server spoke (a transport failure). An
// answer naming a field (the envelope's `field`, on 40000 and 40009) is told by the field's label: a form lends the
// labels of its fields to its operation while its call runs (`lendFieldLabels`), so the toast says which field clashes.
import i18n, { loadResultCatalogue } from '@/i18n';

/** The parts of an ApiError (the SDK's) a message needs. */
export interface Failure {
  result: number;
  message: string;
  operationId: string;
  field?: unknown;
}

const lenders = new Map<string, (field: string) => string>();

/** While `run` is pending, a field of `operationId`'s answer is named by `label`. */
export async function lendFieldLabels<T>(operationId: string, label: (field: string) => string, run: () => Promise<T>): Promise<T> {
  lenders.set(operationId, label);
  try {
    return await run();
  } finally {
    if (lenders.get(operationId) === label) lenders.delete(operationId);
  }
}

/** The field an answer names (P1: the request property, without a `body.`/`query.` prefix). */
export function failedField(failure: Pick<Failure, 'field'>): string | undefined {
  return typeof failure.field === 'string' && failure.field ? failure.field.replace(/^(body|query)\./, '') : undefined;
}

function fieldLabel(operationId: string, field: string): string {
  return lenders.get(operationId)?.(field) ?? i18n.t(`screens.fields.${field}`, { defaultValue: field });
}

/** Results the catalogue words instead of the server: a failure no server answered (-1: refused connection, timeout,
 * non-200 status; its message is the transport's, in English), and answers the console's own flows took up (20202: the
 * approvals inbox holds the request; 40013: the re-authentication dialog asked and was cancelled). */
const CATALOGUE_WORDED = new Set([-1, 20202, 40013]);

/** The server's sentence as a toast reads it: English messages start in lower case (`forbidden: …`). */
const sentence = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** The one text of a failure, for its toast and for a page that shows the refusal itself (sign-in): a field the answer
 * names, by its label (the catalogue's sentence); else the server's own words (P2); else the catalogue's message of
 * the code. */
export async function failureText(failure: Failure): Promise<{ title: string }> {
  // The label now, while the form that lent it still waits for its call.
  const field = failedField(failure);
  const label = field && fieldLabel(failure.operationId, field);
  await loadResultCatalogue().catch(() => undefined);
  const code = String(failure.result);
  if (label && i18n.exists(`results.field.${code}`)) return { title: i18n.t(`results.field.${code}`, { field: label }) };
  if (!CATALOGUE_WORDED.has(failure.result) && failure.message.trim()) return { title: sentence(inOperatorWords(failure)) };
  const title = i18n.exists(`results.${code}`) ? i18n.t(`results.${code}`) : i18n.t('results.unknown', { code });
  return { title };
}

/** The server's message with the field it names (`pool_address`) told by the field's label (池子合约). */
function inOperatorWords(failure: Failure): string {
  const field = failedField(failure);
  if (!field) return failure.message;
  const label = fieldLabel(failure.operationId, field);
  const name = new RegExp(`(?<![\\w.])${field.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\w])`, 'g');
  return failure.message.replace(name, label);
}

/** The text under a field the answer names: the catalogue's (a duplicate), else the server's message in the
 * operator's words. */
export async function underFieldText(failure: Failure): Promise<string> {
  await loadResultCatalogue().catch(() => undefined);
  const key = `results.under.${failure.result}`;
  return i18n.exists(key) ? i18n.t(key) : inOperatorWords(failure);
}
