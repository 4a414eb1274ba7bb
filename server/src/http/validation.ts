// Validators of every operation's query, path and body, compiled from the contract with Ajv 2020 on an operation's
// first request, once per process. Compiling all 481 operations' at the start was half of a server's start (15 of
// 31 s at load 6: every browser-test file and every server test file starts one), and most processes answer a
// handful of operations; the first request of an operation pays a few milliseconds instead.
// Query, path and form bodies are coerced from strings; JSON bodies are not. Unknown fields are errors.
import {
  compile,
  createAjv,
  deref,
  objectShape,
  schemaTypes,
  type Operation,
  type Parameter,
  type SchemaObject,
} from '@wallet-admin/sdk/contract';
import type { ErrorObject, ValidateFunction } from 'ajv/dist/2020.js';
import { describeError, pickError } from '../contract/ajv.ts';
import type { Contract } from '../contract/contract.ts';
import type { Row } from '../db/types.ts';
import { fieldOf, invalidInput } from './errors.ts';
import type { Text } from './messages.ts';
import localizeZh from 'ajv-i18n/localize/zh/index.js';

export interface OperationValidators {
  query: ValidateFunction;
  path: ValidateFunction;
  /** By the request's media type: form bodies are coerced, JSON ones are not. */
  formBody: ValidateFunction | null;
  jsonBody: ValidateFunction | null;
  /** Every field the body schema names (through allOf), to tell unknown fields from misplaced ones. */
  bodyFields: Set<string>;
  /** Numeric fields of the query, path and form body (arrays of numbers too): their text must be a plain decimal. */
  numeric: { query: Set<string>; path: Set<string>; body: Set<string> };
}

// What a number sent as text may look like. Ajv's coercion takes anything JavaScript's Number() takes (` 0x10 `,
// `1e3`, `0b11`, `Infinity`), so the text is checked before it coerces.
const DECIMAL = /^-?(0|[1-9][0-9]*)(\.[0-9]+)?$/;

function numericFields(contract: Contract, fields: Iterable<[string, unknown]>): Set<string> {
  const out = new Set<string>();
  for (const [name, schema] of fields) {
    const types = schemaTypes(contract.doc, schema);
    const items = types.includes('array') ? schemaTypes(contract.doc, deref(contract.doc, schema).items) : [];
    const kinds = types.includes('array') ? items : types;
    if (!kinds.includes('string') && kinds.some((t) => t === 'integer' || t === 'number')) out.add(name);
  }
  return out;
}

/** NUL is no character of any text the product stores (PostgreSQL's text cannot even hold it). */
function assertNoNul(where: string, value: unknown): void {
  if (typeof value === 'string') {
    if (value.includes('\u0000')) throw invalidInput('invalid input: {at} must not contain NUL characters', { at: where }, fieldOf(where));
  } else if (typeof value === 'object' && value !== null) {
    for (const [key, inner] of Object.entries(value)) assertNoNul(Array.isArray(value) ? `${where}[${key}]` : `${where}.${key}`, inner);
  }
}

function assertDecimals(where: string, values: Row, numeric: Set<string>): void {
  for (const name of numeric) {
    const value = values[name];
    const texts = Array.isArray(value) ? value : [value];
    if (texts.some((t) => typeof t === 'string' && !DECIMAL.test(t)))
      throw invalidInput('invalid input: {at} must be a plain decimal number', { at: `${where}.${name}` }, name);
  }
}

function parameterObject(params: Parameter[]): SchemaObject {
  const properties: Record<string, SchemaObject> = {};
  for (const p of params) properties[p.name] = p.schema;
  return { type: 'object', properties, required: params.filter((p) => p.required).map((p) => p.name), additionalProperties: false };
}

/** `make()`'s value, made on the first call and kept. */
function once<T>(make: () => T): () => T {
  let made: { value: T } | undefined;
  return () => (made ??= { value: make() }).value;
}

/** Each operation's validators, made on its first request (`get()`) and kept. */
export function lazyValidators(contract: Contract): Map<string, () => OperationValidators> {
  const coercing = once(() => createAjv(contract.doc, { coerce: true, defaults: true }));
  const coercingBody = once(() => createAjv(contract.doc, { coerce: true, defaults: false }));
  const strict = once(() => createAjv(contract.doc, { coerce: false, defaults: false }));
  const out = new Map<string, () => OperationValidators>();
  for (const op of contract.operations) {
    out.set(
      op.operationId,
      once(() => {
        // unevaluatedProperties sees through allOf/$ref: any field the body schema does not name is refused.
        const body = op.body ? { allOf: [op.body.schema], unevaluatedProperties: false } : null;
        const query = op.parameters.filter((p) => p.in === 'query');
        const path = op.parameters.filter((p) => p.in === 'path');
        return {
          query: compile(coercing(), parameterObject(query)),
          path: compile(coercing(), parameterObject(path)),
          formBody: body ? compile(coercingBody(), body) : null,
          jsonBody: body ? compile(strict(), body) : null,
          bodyFields: new Set(op.body ? objectShape(contract.doc, op.body.schema).properties.keys() : []),
          numeric: {
            query: numericFields(
              contract,
              query.map((p) => [p.name, p.schema]),
            ),
            path: numericFields(
              contract,
              path.map((p) => [p.name, p.schema]),
            ),
            body: numericFields(contract, op.body ? objectShape(contract.doc, op.body.schema).properties : []),
          },
        };
      }),
    );
  }
  return out;
}

export interface RequestInput {
  query: Row;
  params: Row;
  body: unknown;
  contentType: string | undefined;
}

/** Validates (and coerces in place) one request; throws 40000 naming the first bad field. */
export function validateInput(op: Operation, validators: OperationValidators, input: RequestInput): Row {
  assertNoNul('query', input.query);
  assertNoNul('path', input.params);
  assertNoNul('body', input.body);
  assertDecimals('query', input.query, validators.numeric.query);
  assertDecimals('path', input.params, validators.numeric.path);
  if (!validators.query(input.query)) throw schemaError('query', validators.query.errors?.[0]);
  if (!validators.path(input.params)) throw schemaError('path', validators.path.errors?.[0]);
  const hasBody = input.body !== undefined && input.body !== null && !(typeof input.body === 'string' && input.body === '');
  if (!op.body) {
    if (hasBody && !(typeof input.body === 'object' && Object.keys(input.body as object).length === 0))
      throw invalidInput('invalid input: body is not allowed');
    return {};
  }
  if (!hasBody) {
    if (op.body.required) throw invalidInput('invalid input: body is required');
    return {};
  }
  const isJson = (input.contentType ?? '').includes('json');
  if (!isJson && isRow(input.body)) assertDecimals('body', input.body, validators.numeric.body);
  const validate = isJson ? validators.jsonBody : validators.formBody;
  if (validate && !validate(input.body)) throw schemaError('body', pickError(validate.errors, validators.bodyFields));
  return input.body as Row;
}

/** The property an Ajv error is about, as `items[0].name` (the missing or unknown one for those keywords). */
function errorField(error: ErrorObject | undefined): string | undefined {
  if (!error) return undefined;
  const params = error.params as Record<string, unknown>;
  const named = params.missingProperty ?? params.additionalProperty ?? params.unevaluatedProperty;
  const path = error.instancePath.replace(/\/(\d+)(?=\/|$)/g, '[$1]').replace(/\//g, '.') + (typeof named === 'string' ? `.${named}` : '');
  const field = path.replace(/^\./, '');
  return field === '' ? undefined : field;
}

/** Ajv's complaint in both languages: the English of describeError, and ajv-i18n's Chinese for the same error. */
function schemaText(where: string, error: ErrorObject | undefined): Text {
  const en = describeError(where, error);
  if (!error) return { en, zh: `${where} 无效` };
  const field = errorField(error);
  const at = field === undefined ? where : `${where}.${field}`;
  const params = error.params as Record<string, unknown>;
  let rule: string;
  if (error.keyword === 'required') rule = '为必填项';
  else if (error.keyword === 'additionalProperties' || error.keyword === 'unevaluatedProperties') rule = '是未知字段，不被接受';
  else if (error.keyword === 'enum') rule = `必须是 ${(params.allowedValues as unknown[]).join(', ')} 之一`;
  else {
    const copy = [{ ...error }];
    localizeZh(copy);
    rule = copy[0]?.message ?? '无效';
  }
  return { en, zh: `${at} ${rule}` };
}

/** 40000 naming the field an Ajv error is about, in both languages. */
export function schemaError(where: string, error: ErrorObject | undefined) {
  return invalidInput('invalid input: {detail}', { detail: schemaText(where, error) }, errorField(error));
}

const isRow = (value: unknown): value is Row => typeof value === 'object' && value !== null && !Array.isArray(value);
