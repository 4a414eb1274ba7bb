// Renderers of the column kinds (`cell: 'datetime'` …). A description may pass its own component instead.
import { useState, type ComponentType } from 'react';
import type { FieldSchema } from '@/lib/contract';
import { formatDateTime, formatRelativeTime, formatThousands } from '@/lib/format';
import type { CellProps, Column } from '@/lib/screen';
import type { Labels } from './labels';
import { StatusBadge } from './widgets/StatusBadge';
import { refLabel, useRefRow } from './widgets/refRows';
import { useChains } from './widgets/useChains';
import { toText } from '@wallet-admin/sdk';

const EMPTY = <span className="text-fg-muted">-</span>;
const blank = (value: unknown) => value === null || value === undefined || value === '';

/** A thumbnail; an image that fails to load (an unreachable host) becomes a neutral placeholder. */
function Thumbnail({ src }: { src: string }) {
  const [failed, setFailed] = useState(false);
  if (failed) return <span aria-hidden="true" className="block size-8 rounded-md border border-dashed border-border bg-surface-muted" />;
  return (
    <img
      src={src}
      alt=""
      loading="lazy"
      onError={() => setFailed(true)}
      className="size-8 rounded-md border border-border bg-white object-contain"
    />
  );
}

function ChainName({ id }: { id: unknown }) {
  const { byId } = useChains();
  // 0 is "no chain" (a centralized exchange), not a chain to name `#0`.
  if (blank(id) || Number(id) === 0) return EMPTY;
  const chain = byId.get(Number(id));
  return <span title={`#${toText(id)}`}>{chain ? chain.name : `#${toText(id)}`}</span>;
}

/** A referenced row (`x-ref`) by id, shown by its label (the resource's session lookup, so any operator of the
 * screen sees it); 0 is "none". */
function RefName({ id, reference }: { id: unknown; reference: NonNullable<FieldSchema['reference']> }) {
  const row = useRefRow(reference, id);
  if (blank(id) || Number(id) === 0) return EMPTY;
  return <span title={`#${toText(id)}`}>{row ? refLabel(reference, row) : `#${toText(id)}`}</span>;
}

interface Props<E> {
  column: Column<E>;
  row: E;
  schema: FieldSchema | undefined;
  labels: Labels;
  /** The whole value (the read-only view) instead of one truncated line (the table). */
  full?: boolean;
}

export function Cell<E>({ column, row, schema, labels, full }: Props<E>) {
  const value = row[column.field];
  const kind = column.cell ?? 'text';
  if (typeof kind !== 'string') {
    const Custom = kind as ComponentType<CellProps<E>>;
    return <Custom row={row} value={value} />;
  }
  if (kind === 'chain') return <ChainName id={value} />;
  if ((kind === 'text' || kind === 'ref') && schema?.reference) return <RefName id={value} reference={schema.reference} />;
  if (blank(value)) return EMPTY;
  if (typeof value === 'boolean') return <span>{labels.t(value ? 'screens.ui.yes' : 'screens.ui.no')}</span>;
  // A moment of 0 is the contract's "no limit" (TimeMs), not 1970.
  if (kind === 'datetime' && schema?.ref === 'TimeMs' && Number(value) === 0)
    return <span className="text-fg-muted">{labels.t('screens.ui.noLimit')}</span>;
  const text = String(value);
  const line = full ? 'block whitespace-pre-wrap break-all' : 'block max-w-44 truncate xl:max-w-52';
  switch (kind) {
    case 'number':
      return <span className="tabular-nums">{formatThousands(text)}</span>;
    case 'datetime':
      return <span className="whitespace-nowrap tabular-nums">{formatDateTime(value as number)}</span>;
    case 'relative':
      return (
        <time className="whitespace-nowrap" title={formatDateTime(value as number)}>
          {formatRelativeTime(value as number)}
        </time>
      );
    case 'image':
      return <Thumbnail src={text} />;
    case 'link':
      return (
        <a href={text} target="_blank" rel="noreferrer" className={`${line} text-primary-ink hover:underline`} title={text}>
          {text}
        </a>
      );
    case 'code':
      return (
        <code className={`${line} font-mono text-xs`} title={text}>
          {text}
        </code>
      );
    case 'enum':
      return <span>{labels.options(column.field, schema, column.options).find((o) => String(o.value) === text)?.label ?? text}</span>;
    case 'badge': {
      const label = labels.options(column.field, schema, column.options).find((o) => String(o.value) === text)?.label ?? text;
      return <StatusBadge schema={schema} value={value} label={label} />;
    }
    default:
      return (
        <span className={full ? line : 'block max-w-60 truncate'} title={text}>
          {text}
        </span>
      );
  }
}
