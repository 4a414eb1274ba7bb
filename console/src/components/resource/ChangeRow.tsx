// One field's change (old → new) in the screen's field label, each value as the list shows it (a chain or a
// referenced row by name, an enum by its label, a moment in the product's format); long text and JSON diffed line by
// line or word by word. A row's history and the approvals inbox show changes with it.
import { toText } from '@wallet-admin/sdk';
import { diffLines, diffWordsWithSpace } from 'diff';
import type { FieldSchema } from '@/lib/contract';
import { Cell } from './cells';
import type { Labels } from './labels';

const LONG = 60;
const isLong = (value: unknown) =>
  (typeof value === 'object' && value !== null) || (typeof value === 'string' && (value.length > LONG || value.includes('\n')));
const asText = (value: unknown) => (typeof value === 'object' && value !== null ? JSON.stringify(value, null, 2) : toText(value ?? ''));

/** Long text and JSON: the removed parts struck through, the added ones underlined, in one block. */
function TextDiff({ before, after }: { before: unknown; after: unknown }) {
  const json = typeof before === 'object' || typeof after === 'object';
  const parts = json ? diffLines(asText(before), asText(after)) : diffWordsWithSpace(asText(before), asText(after));
  return (
    <pre className="max-h-64 overflow-auto whitespace-pre-wrap break-all rounded bg-surface-muted p-2 font-mono text-xs">
      {parts.map((part, i) =>
        part.added ? (
          <ins key={i} className="bg-success-soft text-fg">
            {part.value}
          </ins>
        ) : part.removed ? (
          <del key={i} className="bg-danger-soft text-fg">
            {part.value}
          </del>
        ) : (
          <span key={i}>{part.value}</span>
        ),
      )}
    </pre>
  );
}

interface Props {
  change: { field: string; before?: unknown; after?: unknown; secret?: boolean };
  labels: Labels;
  /** The fields' schemas (the screen's row or config document). */
  fields: Readonly<Record<string, FieldSchema>>;
  /** The whole row, for cells that read another field of it (money in its token's decimals). */
  row?: Readonly<Record<string, unknown>>;
  /** Shown instead of the new value: one set when the change is applied (the approver, at approval). */
  afterText?: string;
}

/** A config document's change names its leaf by path (`features.otc`): its schema is the nested property's. */
const schemaAt = (fields: Props['fields'], path: string): FieldSchema | undefined =>
  path.split('.').reduce<FieldSchema | undefined>((schema, part, i) => (i === 0 ? fields[part] : schema?.properties?.[part]), undefined);

export function ChangeRow({ change, labels, fields, row, afterText }: Props) {
  const value = (v: unknown) => (
    <Cell
      column={{ field: change.field }}
      row={{ ...row, [change.field]: v }}
      schema={schemaAt(fields, change.field)}
      labels={labels}
      full
    />
  );
  return (
    <tr className="border-t border-border align-top">
      <th scope="row" className="py-1.5 pr-3 text-left font-medium text-fg-muted">
        {change.field.split('.').map(labels.field).join(' · ')}
      </th>
      <td className="py-1.5">
        {change.secret ? (
          <span className="text-fg-muted">{labels.t('screens.history.secret')}</span>
        ) : afterText === undefined && (isLong(change.before) || isLong(change.after)) ? (
          <TextDiff before={change.before} after={change.after} />
        ) : (
          <span className="flex flex-wrap items-center gap-2">
            <span className="text-fg-muted line-through">{value(change.before)}</span>
            <span aria-hidden>→</span>
            <span className="sr-only">{labels.t('screens.history.to')}</span>
            <span>{afterText ?? value(change.after)}</span>
          </span>
        )}
      </td>
    </tr>
  );
}
