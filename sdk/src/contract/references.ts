// Who may call a lookup (`x-permission: references`): the holders of a screen that uses its rows as references. A
// lookup answers every row of its resource (custodial users and their addresses too), so "any signed-in account" gave
// a role holding one unrelated screen all of them (issue 55). The screens are derived from the contract, never listed
// by hand where the contract already says it: every screen operation whose parameters, body or answer hold a field
// `x-ref: <resource>` (or, for the console's naming conventions, a field whose name matches the lookup's
// `x-ref-names`), plus the resource's own screens, plus what the lookup's `x-lookup-screens` adds.
import { isObject, resolvePointer, stringList, type OpenApiDocument } from './document.js';
import type { Operation } from './operations.js';

/** The value of `x-permission` that asks for this derivation. */
export const REFERENCES = 'references';

interface Reference {
  resource: string;
  byName: RegExp[];
}

/** Records in `found` every resource `node` references: an `x-ref` anywhere, or a property or parameter named as one
 * of `byName` says (unless it names its own `x-ref`). `seen` keeps shared and recursive schemas to one visit. */
function collect(doc: OpenApiDocument, node: unknown, targets: readonly Reference[], found: Set<string>, seen: Set<unknown>): void {
  if (Array.isArray(node)) return node.forEach((item) => collect(doc, item, targets, found, seen));
  if (!isObject(node) || seen.has(node)) return;
  seen.add(node);
  if (typeof node['x-ref'] === 'string') found.add(node['x-ref']);
  const named = (name: string, value: unknown) => {
    if (isObject(value) && value['x-ref'] !== undefined) return;
    for (const target of targets) if (target.byName.some((pattern) => pattern.test(name))) found.add(target.resource);
  };
  // A parameter names its field with `name` (`in` says it is one); a schema with its `properties`' keys.
  if (typeof node.name === 'string' && typeof node.in === 'string') named(node.name, node);
  if (isObject(node.properties)) for (const [name, value] of Object.entries(node.properties)) named(name, value);
  if (typeof node.$ref === 'string') collect(doc, resolvePointer(doc, node.$ref), targets, found, seen);
  for (const [key, value] of Object.entries(node)) if (key !== '$ref') collect(doc, value, targets, found, seen);
}

/** The screens that may call each `references` lookup, by operationId (any one of them grants the call). Throws for a
 * `references` that is not a lookup. Called once by whoever enforces it (the server's contract), not by every reader:
 * walking every operation's schemas costs a few hundred milliseconds the command line need not spend. */
export function lookupScreens(doc: OpenApiDocument, operations: readonly Operation[]): Map<string, string[]> {
  const lookups = operations.filter((op) => op.permission === REFERENCES);
  // A lookup's rows are of its resource; an operation that answers rows of a resource without being its lookup (the
  // DApp picker's search) names it in `x-references`.
  const resourceOf = (op: Operation) =>
    op.action === 'lookup' && op.resource
      ? op.resource
      : !op.resource && typeof op.extensions['x-references'] === 'string'
        ? op.extensions['x-references']
        : undefined;
  const targets: Reference[] = lookups.map((op) => {
    const resource = resourceOf(op);
    if (!resource)
      throw new Error(`${op.operationId}: x-permission: ${REFERENCES} is for lookups (or an operation naming its rows in x-references)`);
    return { resource, byName: stringList(op.extensions['x-ref-names']).map((source) => new RegExp(source)) };
  });
  const screensOf = new Map(targets.map((target) => [target.resource, new Set<string>()]));
  for (const op of operations) {
    const screen = op.permission;
    if (!screen?.startsWith('/')) continue;
    if (op.resource) screensOf.get(op.resource)?.add(screen);
    const found = new Set<string>();
    const raw = doc.paths[op.path]?.[op.method];
    collect(doc, isObject(raw) ? [raw.parameters, raw.requestBody, raw.responses] : [], targets, found, new Set());
    for (const resource of found) screensOf.get(resource)?.add(screen);
  }
  return new Map(
    lookups.map((op) => {
      const screens = screensOf.get(resourceOf(op)!)!;
      for (const screen of stringList(op.extensions['x-lookup-screens'])) screens.add(screen);
      return [op.operationId, [...screens].sort()];
    }),
  );
}
