// Request validation errors worth reporting. The Ajv set-up over the contract is @wallet-admin/sdk/contract's.
import type { ErrorObject } from 'ajv/dist/2020.js';
import { toText } from '@wallet-admin/sdk';

/** The error worth reporting: with anyOf branches Ajv lists each branch's complaint, and a branch that does not
 * know a field the other branch accepts would blame a valid field. A truly unknown field wins, then any error
 * that is not about composition or a field some branch accepts. */
export function pickError(errors: ErrorObject[] | null | undefined, known: Set<string>): ErrorObject | undefined {
  if (!errors?.length) return undefined;
  const named = (e: ErrorObject) => {
    const p = e.params as Record<string, unknown>;
    return toText(p.unevaluatedProperty ?? p.additionalProperty);
  };
  const isUnknownField = (e: ErrorObject) =>
    (e.keyword === 'unevaluatedProperties' || e.keyword === 'additionalProperties') && e.instancePath === '';
  return (
    errors.find((e) => isUnknownField(e) && !known.has(named(e))) ??
    errors.find((e) => !['anyOf', 'oneOf', 'if'].includes(e.keyword) && !(isUnknownField(e) && known.has(named(e)))) ??
    errors[0]
  );
}

/** `query.count must be <= 1000`, `body.name is required`, `body.foo is not allowed`. */
export function describeError(where: string, error: ErrorObject | undefined): string {
  if (!error) return `${where} is invalid`;
  const at = where + error.instancePath.replace(/\/(\d+)(?=\/|$)/g, '[$1]').replace(/\//g, '.');
  const params = error.params as Record<string, unknown>;
  switch (error.keyword) {
    case 'required':
      return `${at}.${String(params.missingProperty)} is required`;
    case 'additionalProperties':
      return `${at}.${String(params.additionalProperty)} is not allowed`;
    case 'unevaluatedProperties':
      return `${at}.${String(params.unevaluatedProperty)} is not allowed`;
    case 'enum':
      return `${at} must be one of ${(params.allowedValues as unknown[]).join(', ')}`;
    default:
      return `${at} ${error.message ?? 'is invalid'}`;
  }
}
