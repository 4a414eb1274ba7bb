import type { parseRecommendConflicts } from './conflicts.js';
import type { adminPasswordHeader, signQuery } from './headers.js';
import type { ParamInfo } from './params.js';
import type { ResultCode } from './errors.js';
// Type helpers over the generated contract. Everything is derived from `operations` (openapi-typescript)
// and the runtime operation table, so a new operation in openapi/ needs no change here.
import type { components, operations as OperationTypes } from './generated/schema.js';
import type { OperationId, operations as operationTable } from './generated/operations.js';

/** A named schema of the contract: `Schema<'BlockChain'>`. */
export type Schema<N extends keyof components['schemas']> = components['schemas'][N];

/** The openapi-typescript description of one operation. */
type OperationOf<Id extends OperationId> = Id extends keyof OperationTypes ? OperationTypes[Id] : never;

/** The runtime table row of one operation, with its literal types (`signed: true`, `mediaType: ...`). */
type MetaOf<Id extends OperationId> = (typeof operationTable)[Id];

/** Query parameters an operation accepts (as the contract declares them). */
export type QueryOf<Id extends OperationId> = NonNullable<OperationOf<Id>['parameters']['query']>;

/** Path parameters an operation takes. */
export type PathOf<Id extends OperationId> = NonNullable<OperationOf<Id>['parameters']['path']>;

type BodyContent<Id extends OperationId> = NonNullable<OperationOf<Id>['requestBody']> extends { content: infer C } ? C : never;

/** The request body in the operation's media type. */
export type BodyOf<Id extends OperationId> = [BodyContent<Id>] extends [never]
  ? never
  : MetaOf<Id>['mediaType'] extends keyof BodyContent<Id>
    ? BodyContent<Id>[MetaOf<Id>['mediaType']]
    : BodyContent<Id>[keyof BodyContent<Id>];

type SuccessEnvelope<Id extends OperationId> = OperationOf<Id>['responses'] extends { 200: { content: { 'application/json': infer E } } }
  ? E
  : never;

/** `data` of the success envelope; `undefined` for operations that answer without data. */
export type DataOf<Id extends OperationId> = 'data' extends keyof SuccessEnvelope<Id>
  ? NonNullable<SuccessEnvelope<Id>['data']>
  : undefined;

/** Query keys the client adds itself on x-signed operations (see signRequest). */
type SignedKey = 'timestamp' | 'app_key' | 'sign' | 'nonce';

/** The query a caller passes: the contract's, minus the signed keys on x-signed operations. */
export type CallQueryOf<Id extends OperationId> = [QueryOf<Id>] extends [never]
  ? never
  : MetaOf<Id>['signed'] extends true
    ? Omit<QueryOf<Id>, SignedKey>
    : QueryOf<Id>;

/** Keys of T that are not optional. */
export type RequiredKeys<T> = { [K in keyof T]-?: object extends Pick<T, K> ? never : K }[keyof T];

// Each part is required exactly when the operation requires something in it.
type Part<K extends string, T, Required extends boolean> = [T] extends [never]
  ? { [P in K]?: undefined }
  : Required extends true
    ? { [P in K]: T }
    : { [P in K]?: T };

type HasRequired<T> = [T] extends [never] ? false : [RequiredKeys<T>] extends [never] ? false : true;

/** What `client.call(id, params)` takes. */
export type CallParams<Id extends OperationId> = Part<'query', CallQueryOf<Id>, HasRequired<CallQueryOf<Id>>> &
  Part<'path', PathOf<Id>, HasRequired<PathOf<Id>>> &
  Part<'body', BodyOf<Id>, undefined extends OperationOf<Id>['requestBody'] ? false : true> & {
    signal?: AbortSignal;
  };

/** How one call is sent, besides its parameters. */
export interface CallOptions {
  /** Sent as the Idempotency-Key header (1–100 characters): the server does a POST write once per key for 24 hours and
   * answers a repeat with the first answer. Default: a new key per call (kept across its retries); pass one to make
   * several calls (a form's resubmissions of the same values) one write. */
  idempotencyKey?: string;
  /** Retries of this call (overrides the client's maxRetries). */
  maxRetries?: number;
  /** A read nobody asked for (a poll): sent with the contract's x-background header, so it does not count as the
   * operator's activity and the session still reaches its idle timeout. GET operations only. */
  background?: boolean;
}

/** The params argument (optional when the operation requires nothing), then the call's options. */
export type CallArgs<Id extends OperationId> = [RequiredKeys<CallParams<Id>>] extends [never]
  ? [params?: CallParams<Id>, options?: CallOptions]
  : [params: CallParams<Id>, options?: CallOptions];

/** The response envelope as the SDK hands it back: the contract's Envelope with `data` typed, `request_id`
 * renamed `requestId`, and `result` one of the contract's codes or (from a newer server) another number. */
export type Envelope<T> = Omit<Schema<'Envelope'>, 'result' | 'request_id' | 'data'> & {
  result: ResultCode;
  data?: T;
  /** On 40000/40009 failures: the request property at fault. */
  field?: string;
  requestId?: string;
};

/** One page of a list (`common.yaml#/Page`) with its rows typed. */
export type Page<Row = unknown> = Omit<Schema<'Page'>, 'list'> & { list: readonly Row[] };

/**
 * What the client reads of a row: the exports of `@wallet-admin/sdk/operations` are only this, leaving out false,
 * null and empty values. An extension whose code a call needs brings it along (a row of an x-signed operation carries
 * its signer), so a script bundles the code of the extensions its operations use and no other.
 */
export interface OperationRow {
  readonly method: string;
  readonly path: string;
  readonly mediaType?: string | null;
  readonly pathParams?: readonly string[];
  /** As ParamInfo, with `required` only when true. */
  readonly params?: readonly (Omit<ParamInfo, 'required'> & { readonly required?: boolean })[];
  readonly session?: boolean;
  readonly silentMessages?: readonly string[];
  /** x-signed: signs the query (a fresh nonce per attempt). */
  readonly sign?: typeof signQuery;
  /** Operations behind the X-Admin-Password header: its value, from the client's adminPassword option. */
  readonly adminPasswordHeader?: typeof adminPasswordHeader;
  /** x-recommend-conflict: the `id N recommend M` pairs of a failure's message. */
  readonly recommendConflicts?: typeof parseRecommendConflicts;
}

/** The runtime table row, as code that handles any operation reads it. */
export interface OperationMeta extends OperationRow {
  readonly mediaType: string | null;
  readonly pathParams: readonly string[];
  readonly params: readonly ParamInfo[];
  readonly session: boolean;
  readonly adminPassword: boolean;
  readonly signed: boolean;
  readonly passwordConfirm: boolean;
  /** Absent in tables generated before the extension existed. */
  readonly recommendConflict?: boolean;
  readonly permission: string | null;
  readonly resource: string | null;
  readonly action: string | null;
  readonly silentMessages: readonly string[];
  /** Marked x-approval (maker-checker): a call may answer 20202 and wait for a second operator. */
  readonly approval?: boolean;
  /** On update operations: the body's fields (what updateBody keeps of a row). */
  readonly bodyFields?: readonly string[];
}

/** Operations whose body updateBody can fill from a row (the contract's updates). */
export type UpdateOperationId = {
  [K in OperationId]: MetaOf<K> extends { bodyFields: readonly string[] } ? K : never;
}[OperationId];

/** Operations whose data is a page (`{ list, total }`): what `paginate` accepts. */
export type ListOperationId = {
  [K in OperationId]: DataOf<K> extends Page ? K : never;
}[OperationId];

/** One row of a list operation. */
export type RowOf<Id extends OperationId> = DataOf<Id> extends { list: readonly (infer R)[] } ? R : never;

/** The list operation of the resource `Id` writes (x-resource), if the contract has one. */
type ListOf<Id extends OperationId> = {
  [K in OperationId]: MetaOf<K>['action'] extends 'list' ? (MetaOf<K>['resource'] extends MetaOf<Id>['resource'] ? K : never) : never;
}[OperationId];

/** The row an operation's resource answers (as its list shows it): what a 40012 refusal of an update carries. */
export type CurrentRowOf<Id extends OperationId> = [MetaOf<Id>['resource']] extends [null]
  ? unknown
  : [ListOf<Id>] extends [never]
    ? unknown
    : RowOf<ListOf<Id>>;
