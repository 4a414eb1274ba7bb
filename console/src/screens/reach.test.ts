// Every call of the spec (docs/spec/endpoints.tsv) is behind a button: a screen declaration uses it (its list, get,
// writes, actions, batch, order, check, per-language save, the lookups of its reference fields) or the console's
// own code calls it by name (sign-in, the route tree, the role screen, a widget's choices). The list of calls no
// screen reaches must stay empty.
import { describe, expect, it } from 'vitest';
import { operationTable, type OperationId } from '@wallet-admin/sdk';
import document from '@wallet-admin/sdk/openapi.json';
import endpoints from '../../../docs/spec/endpoints.tsv?raw';
import type { FieldSchema } from '@/lib/contract';
import type { ConfigScreen } from '@/lib/config-screen';
import type { Screen } from '@/lib/screen';
import { descriptionsOf } from './group';

const described = descriptionsOf(import.meta.glob(['./*/*.{ts,tsx}', '!./*/*.test.*'], { eager: true }));
// The console's code and the SDK helpers it calls (the uploader asks for its credentials), tests and generated
// files left out: an operation named there is one the console calls.
const sources = import.meta.glob<string>(
  ['../**/*.{ts,tsx}', '../../../sdk/src/*.ts', '!../**/*.test.{ts,tsx}', '!../**/*.test-data.ts', '!../../../sdk/src/*.test.ts'],
  { eager: true, query: '?raw', import: 'default' },
);
/** Calls of the spec that no screen makes yet, each with why: the list may only shrink (empty since issue 24). */
const NOT_YET: readonly OperationId[] = [];

function lookups(schema: FieldSchema | undefined): OperationId[] {
  if (!schema) return [];
  return [
    ...(schema.reference ? [schema.reference.lookup] : []),
    ...Object.values(schema.properties ?? {}).flatMap(lookups),
    ...lookups(schema.items),
  ];
}

function declared(item: (typeof described)[number]): OperationId[] {
  if (item.kind === 'page') return [];
  if (item.kind === 'config')
    return Object.values<OperationId | undefined>((item as ConfigScreen).operations).filter((id) => id !== undefined);
  const screen = item as unknown as Screen;
  const contract = Object.values(screen.resource.operations).flatMap((op) => [
    ...lookups(op.body),
    ...Object.values(op.query ?? {}).flatMap(lookups),
  ]);
  return [
    ...Object.values<OperationId | undefined>(screen.operations).filter((id) => id !== undefined),
    ...screen.actions.flatMap((action) => (typeof action === 'string' || !action.operation ? [] : [action.operation])),
    ...(screen.batch ?? []).map((batch) => batch.operation),
    ...(screen.order ? [screen.order.operation] : []),
    ...(screen.form?.check ? [screen.form.check.operation] : []),
    ...(screen.languages ? [screen.languages.save] : []),
    ...contract,
  ];
}

const byRoute = new Map(
  (Object.entries(operationTable) as [OperationId, { method: string; path: string }][]).map(([id, op]) => [
    `${op.method.toUpperCase()} ${op.path}`,
    id,
  ]),
);
const specCalls = endpoints
  .split('\n')
  .filter((line) => /^[A-Z]+\t/.test(line))
  .map((line) => line.split('\t').slice(0, 2).join(' '));

const previews: [OperationId, OperationId][] = Object.values(document.paths).flatMap((item) =>
  Object.values(item as Record<string, { operationId?: OperationId; 'x-preview-of'?: OperationId }>).flatMap((op) =>
    op.operationId && op['x-preview-of'] ? [[op.operationId, op['x-preview-of']] as [OperationId, OperationId]] : [],
  ),
);

describe('every call of the spec is behind a button', () => {
  it('maps every line of endpoints.tsv to an operation', () => {
    expect(specCalls.filter((call) => !byRoute.has(call))).toEqual([]);
  });
  it('lists no operation that no screen declaration or console call reaches, but the known gaps', () => {
    const reached = new Set(described.flatMap(declared));
    // A button on an operator preview (x-preview-of) reaches the public call whose handler it runs.
    for (const [id, target] of previews) if (reached.has(id)) reached.add(target);
    const code = Object.values(sources).join('\n');
    const unreached = specCalls
      .map((call) => byRoute.get(call))
      .filter((id): id is OperationId => Boolean(id))
      .filter((id) => !reached.has(id) && !new RegExp(`['"\`]${id}['"\`]`).test(code));
    expect(unreached.sort()).toEqual([...NOT_YET].sort());
  });
});
