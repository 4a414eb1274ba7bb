// TanStack Query over the SDK. Every query key is `[operationId, params]` and is made here only, so
// a mutation can find every cached query of its resource: a successful write invalidates all queries
// whose operation has the same x-resource (for an operation without one: every query of its screen).
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { operationTable, type CallOptions, type OperationId, type Schema } from '@wallet-admin/sdk';
import { api } from '@/app/api';
import type { Action } from './contract';

/** The parts of a call. The engine picks operations at runtime, so it speaks this loose shape; the
 * screen checks test pins every chosen operation and field to the contract. */
export interface CallInput {
  query?: Record<string, unknown>;
  path?: Record<string, unknown>;
  body?: unknown;
}

const queryKey = (operationId: OperationId, input: CallInput = {}) => [operationId, input] as const;

type LooseCall = (operationId: OperationId, input: CallInput & { signal?: AbortSignal }, options?: CallOptions) => Promise<unknown>;
/** The SDK's typed `call`, viewed through the engine's loose shape (see CallInput). */
export const callOperation = <T = unknown>(
  operationId: OperationId,
  input: CallInput = {},
  signal?: AbortSignal,
  options?: CallOptions,
): Promise<T> => {
  const call = api.call as unknown as LooseCall;
  const params = { ...dropEmpty(input), ...(signal && { signal }) };
  return (options ? call(operationId, params, options) : call(operationId, params)) as Promise<T>;
};

/** Query parameters left empty by a filter are not sent. */
function dropEmpty(input: CallInput): CallInput {
  if (!input.query) return input;
  const query = Object.fromEntries(Object.entries(input.query).filter(([, v]) => v !== undefined && v !== null && v !== ''));
  return { ...input, query };
}

/** `options.background`: a poll, which does not count as the operator's activity (the contract's x-background). */
export const operationQuery = <T>(operationId: OperationId, input: CallInput = {}, options?: CallOptions) =>
  queryOptions({
    queryKey: queryKey(operationId, input),
    queryFn: ({ signal }) => callOperation<T>(operationId, input, signal, options),
  });

/** An operation, or a screen whose operation for the hook's action is meant. */
export type Target = OperationId | { operations: Partial<Record<Action, OperationId | undefined>> } | undefined;
const pick = (target: Target, ...actions: Action[]): OperationId | undefined =>
  typeof target === 'string' ? target : actions.map((action) => target?.operations[action]).find(Boolean);

/** One page of a list: the contract's Page (common.yaml) with its rows typed. */
export type Page<Row> = Omit<Schema<'Page'>, 'list'> & { list: Row[] };

/** One page of a list operation; the previous page stays on screen while the next loads. */
export function useList<Row>(target: Target, query: Record<string, unknown>) {
  const operationId = pick(target, 'list');
  return useQuery({
    ...operationQuery<Page<Row>>(operationId ?? ('' as OperationId), { query }),
    enabled: Boolean(operationId),
    placeholderData: keepPreviousData,
  });
}

/** One row by id (a `get` operation takes `?id=`), read again whenever its page shows (an edit starts from the
 * row as it is now, not as it was cached: a clean form follows it, an edited one keeps its edits). */
export function useGet<Row>(target: Target, id: number | undefined) {
  const operationId = pick(target, 'get');
  return useQuery({
    ...operationQuery<Row>(operationId ?? ('' as OperationId), { query: { id } }),
    enabled: Boolean(operationId && id),
    refetchOnMount: 'always',
  });
}

/** Any read operation, e.g. a config document or the dashboard summary. */
export function useOperation<T>(operationId: OperationId, input: CallInput = {}, enabled = true) {
  return useQuery({ ...operationQuery<T>(operationId, input), enabled });
}

/** The resource a read of no resource of its own is about (`?resource=` or `?config=`): a row's history, the deleted rows. */
const namedResource = (input: unknown) => {
  const query = (input as CallInput | undefined)?.query;
  const named = query?.resource ?? query?.config;
  return typeof named === 'string' ? named : '';
};

/** Marks every cached query of the written resource stale, so every open screen refetches; and the reads that name
 * it in their query (a row's history, the recycle bin), so a history opened again after an edit shows the edit. */
export function invalidateAfter(client: QueryClient, operationId: OperationId, extraResources: readonly string[] = []) {
  const written = operationTable[operationId];
  const resources = new Set([written.resource, ...extraResources].filter(Boolean));
  return client.invalidateQueries({
    predicate: ({ queryKey: [id, input] }) => {
      const read = operationTable[id as OperationId];
      if (!read) return false;
      if (!read.resource && resources.has(namedResource(input))) return true;
      // A write without a resource (register, sync) may change anything its screen shows.
      return resources.has(read.resource ?? '') || (!written.resource && read.permission === written.permission);
    },
  });
}

export interface MutationOptions {
  /** Resources besides the operation's own whose queries the write changes (a sync creating a chain). */
  invalidates?: readonly string[];
}

export function useOperationMutation<T = unknown>(operationId: OperationId | undefined, options: MutationOptions = {}) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ idempotencyKey, ...input }: CallInput & CallOptions) => {
      if (!operationId) throw new Error('this screen has no operation for that action');
      return callOperation<T>(operationId, input, undefined, idempotencyKey ? { idempotencyKey } : undefined);
    },
    onSuccess: () => (operationId ? invalidateAfter(client, operationId, options.invalidates) : undefined),
  });
}

/** A config document (a config screen's operations): read with config_get, replace with config_set. */
export function useConfig<T>(target: Exclude<Target, OperationId>) {
  const getId = pick(target, 'config_get');
  const read = useQuery({ ...operationQuery<T>(getId ?? ('' as OperationId)), enabled: Boolean(getId) });
  const save = useOperationMutation<T>(pick(target, 'config_set'));
  return { read, save };
}
