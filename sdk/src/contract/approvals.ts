// Whose decision an approval request waits for, derived once from the contract for the server (which files the
// requests under a screen) and the console's build (whose sidebar shows the inbox to that screen's holders).
import type { OpenApiDocument } from './document.js';
import type { Operation } from './operations.js';
import { approvalPolicies } from './schema.js';

/** An operation's screen, unless it is one any session may call. */
const screenOf = (op: Operation): string | undefined => (op.permission && op.permission !== 'session' ? op.permission : undefined);

/** The screen whose operators decide a write an entity's `x-approval-policy` holds: the screen of the operation that
 * edits its rows (its update, else upsert, create, list operation's). */
export function editingScreen(operations: readonly Operation[], resource: string): string | undefined {
  for (const action of ['update', 'upsert', 'create', 'list'])
    for (const op of operations) if (op.resource === resource && op.action === action && screenOf(op)) return screenOf(op);
  return undefined;
}

/** Every screen whose holders decide requests: the screen of every `x-approval` operation, and the editing screen of
 * every entity with an `x-approval-policy`. */
export function approvalScreens(doc: OpenApiDocument, operations: readonly Operation[]): string[] {
  const marked = operations.flatMap((op) => (op.extensions['x-approval'] ? [screenOf(op)] : []));
  const guarded = Object.values(doc.components.schemas ?? {}).flatMap((schema) =>
    approvalPolicies(schema['x-approval-policy']).length && typeof schema['x-resource'] === 'string'
      ? [editingScreen(operations, schema['x-resource'])]
      : [],
  );
  return [...new Set([...marked, ...guarded].filter((screen): screen is string => screen !== undefined))].sort();
}
