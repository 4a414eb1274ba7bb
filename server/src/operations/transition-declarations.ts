// The `x-transitions` declaration of an entity schema as the server holds it (see ./transitions.ts for the rules
// it enforces). Apart from those rules so that reading the table map needs no row writes (no import cycle).
import type { SchemaObject } from '@wallet-admin/sdk/contract';

interface Move {
  name: string;
  from: unknown[];
  to: unknown;
  /** The remark field must be non-empty after the move (a rejection's reason). */
  remark: boolean;
  /** A row of this resource is created from the columns it shares with the reviewed row; its id goes to `link`. */
  creates?: string;
  /** The created row's column counting the approved rows linked to it: 1 when the move creates the row; when the
   * row's `x-unique` key already names one, the move links to it and adds one instead (`count: report_count`). */
  count?: string;
}

export interface Transitions {
  field: string;
  remark?: string;
  stamp?: { at?: string; by?: string };
  link?: string;
  moves: Move[];
}

/** The `x-transitions` of an entity schema, or undefined. */
export function transitionsOf(schema: SchemaObject): Transitions | undefined {
  const raw = schema['x-transitions'];
  if (typeof raw !== 'object' || raw === null) return undefined;
  const t = raw as Record<string, unknown>;
  const stamp = (t.stamp ?? {}) as Record<string, unknown>;
  return {
    field: String(t.field),
    remark: typeof t.remark === 'string' ? t.remark : undefined,
    stamp: { at: typeof stamp.at === 'string' ? stamp.at : undefined, by: typeof stamp.by === 'string' ? stamp.by : undefined },
    link: typeof t.link === 'string' ? t.link : undefined,
    moves: (Array.isArray(t.moves) ? t.moves : []).map((m: Record<string, unknown>) => ({
      name: String(m.name),
      from: Array.isArray(m.from) ? m.from : [m.from],
      to: m.to,
      remark: m.remark === true,
      creates: typeof m.creates === 'string' ? m.creates : undefined,
      count: typeof m.count === 'string' ? m.count : undefined,
    })),
  };
}
