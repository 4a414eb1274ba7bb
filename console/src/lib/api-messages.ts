// What an operator reads of a failed call, in the console's language: the catalogue's message of the result
// code (i18n/<lang>/results.ts), never the server's text alone. An answer naming a field (the envelope's
// `field`, on 40000 and 40009) is told by the field's label: a form lends the labels of its fields to its
// operation while its call runs (`lendFieldLabels`), so the toast says which field clashes.
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

/** The toast of a failure: `title` from the catalogue; `detail` the server's own words where they add
 * something (an invalid input or a conflict without a field), already in the console's language (P2). */
export async function failureText(failure: Failure): Promise<{ title: string; detail?: string }> {
  // The label now, while the form that lent it still waits for its call.
  const field = failedField(failure);
  const label = field && fieldLabel(failure.operationId, field);
  await loadResultCatalogue().catch(() => undefined);
  const code = String(failure.result);
  if (label && i18n.exists(`results.field.${code}`)) return { title: i18n.t(`results.field.${code}`, { field: label }) };
  const title = i18n.exists(`results.${code}`) ? i18n.t(`results.${code}`) : i18n.t('results.unknown', { code });
  const detail =
    (code === '40000' || code === '40009' || !i18n.exists(`results.${code}`)) && failure.message !== title ? failure.message : undefined;
  return { title, detail };
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
