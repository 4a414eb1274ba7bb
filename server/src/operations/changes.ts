// A write's diff, field by field: what the history, the approvals inbox and the door's approval policies read.
import { isRedacted } from '../http/audit.ts';
import type { Row } from '../db/types.ts';
import type { Resource } from './resources.ts';

export const SYSTEM = new Set(['id', 'created_at', 'updated_at']);

export interface FieldChange {
  field: string;
  before?: unknown;
  after?: unknown;
  secret?: boolean;
  /** The row changed (`resource:id`), when a request changes more than one. */
  target?: string;
}

export const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);
export const isSecret = (resource: Resource | undefined, field: string) => resource?.byName.get(field)?.schema['x-secret'] === true;

/** The fields of `after` that differ from `before`, secrets and redacted values as `secret: true` without values. */
export function fieldChanges(resource: Resource | undefined, before: Row | null, after: Row | null): FieldChange[] {
  const fields = new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})]);
  const changes: FieldChange[] = [];
  for (const field of fields) {
    if (SYSTEM.has(field) || (resource && !resource.byName.has(field))) continue;
    const from = before?.[field] ?? null;
    const to = after?.[field] ?? null;
    if (same(from, to)) continue;
    changes.push(
      isSecret(resource, field) || isRedacted(from) || isRedacted(to) ? { field, secret: true } : { field, before: from, after: to },
    );
  }
  return changes;
}
