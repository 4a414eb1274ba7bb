// The list's cells, picked like the form's widgets (widgets/registry.ts): each kind is one registration, a
// renderer and (optionally) which fields it takes by default, tried in registration order (Django's
// list_display reads the field's type). A column names a kind (`cell: 'relative'`) or a component only when
// the field's own default is not what it wants.
import { useState, type ComponentType, type ReactNode } from 'react';
import { isCategoryField, type FieldSchema } from '@/lib/contract';
import { formatDateTime, formatMoment, formatRelativeTime, formatThousands } from '@/lib/format';
import type { CellKind, CellProps, Column } from '@/lib/screen';
import type { Labels } from './labels';
import { Badge } from '@/components/ui';
import { StatusBadge } from './widgets/StatusBadge';
import { isMoneyField, moneyFormat, MoneyText } from './widgets/money';
import { isImageField, type Matcher } from './widgets/registry';
import { refLabel, useRefRow } from './widgets/refRows';
import { useChains } from './widgets/useChains';
import { useCategories } from './widgets/CategoryPicker';
import { toText } from '@wallet-admin/sdk';

const EMPTY = <span className="text-fg-muted">-</span>;
const isZero = (value: unknown) => /^0*(\.0*)?$/.test(toText(value).trim());
/** No value to show: nothing, only spaces, an empty list, or rich text without words or pictures (`<p></p>`). */
const blank = (value: unknown) =>
  value === null ||
  value === undefined ||
  (typeof value === 'string' && (value.trim() === '' || (/^\s*</.test(value) && !/<img\b/i.test(value) && wordsOf(value).trim() === ''))) ||
  (Array.isArray(value) && value.length === 0);

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

/** A DApp category by id (`category_id`, as the form's category picker takes it), shown by its name: a submission's
 * 分类 read "19" before. */
function CategoryName({ id }: { id: unknown }) {
  const { byId } = useCategories();
  if (blank(id) || Number(id) === 0) return EMPTY;
  const category = byId.get(Number(id));
  return <span title={`#${toText(id)}`}>{category ? category.name : `#${toText(id)}`}</span>;
}

/** A referenced row (`x-ref`) by id, shown by its label (the resource's session lookup, so any operator of the
 * screen sees it); 0 is "none". */
function RefName({ id, reference }: { id: unknown; reference: NonNullable<FieldSchema['reference']> }) {
  const row = useRefRow(reference, id);
  if (blank(id) || Number(id) === 0) return EMPTY;
  return <span title={`#${toText(id)}`}>{row ? refLabel(reference, row) : `#${toText(id)}`}</span>;
}

/** What a cell renderer gets: the field's value (never blank: blanks show "-"), as text too. */
interface CellRender {
  value: unknown;
  /** The whole row (a money cell reads its token's `decimals`). */
  row: unknown;
  text: string;
  schema: FieldSchema | undefined;
  labels: Labels;
  options: Column<unknown>['options'];
  /** The column's `trim`: money without trailing zeros. */
  trim: boolean;
  full: boolean;
}

interface Registered {
  render: (p: CellRender) => ReactNode;
  matches?: Matcher;
  /** A fixed width in pixels of this kind's columns (a column's own `width` wins). */
  width?: number;
}
const registered = new Map<CellKind, Registered>();
const registerCell = (kind: CellKind, cell: Registered) => registered.set(kind, cell);

const line = (full: boolean) => (full ? 'block whitespace-pre-wrap break-all' : 'block max-w-44 truncate xl:max-w-52');
const plain = ({ text, full }: CellRender) => (
  <span className={full ? line(full) : 'block max-w-60 truncate'} title={text}>
    {text}
  </span>
);
const optionLabel = ({ schema, labels, options, text }: CellRender) =>
  labels.options(schema, options).find((o) => String(o.value) === text)?.label ?? text;
/** Identifiers, addresses and versions, by named type or by name: shown in a monospace font. */
const CODES = new Set(['ContractAddress', 'TxHash', 'ChainId', 'EosAccount', 'MenuKey', 'VersionName', 'UpgradeChannel']);
const CODE_NAME = /(^|_)(address|account|contract|domain|ip|id|key|code|no)$/;
/** Named types of quantities besides plain numbers (ids and sort keys are not quantities). */
const QUANTITIES = new Set(['UsdAmount', 'Bps', 'Decimals', 'BuildCode']);

// Chain and reference cells look their value up, so they render even before the blank check (below).
registerCell('chain', { render: () => null, matches: (name) => /(^|_)blockchain_id$/.test(name) });
registerCell('category', { render: () => null, matches: (name) => isCategoryField(name) });
registerCell('ref', { render: plain, matches: (_, s) => Boolean(s?.reference) });
// Rich text (format: html), which the server keeps to its allow-list on every write: the read-only view renders it,
// a table cell shows its words.
const wordsOf = (html: string) => new DOMParser().parseFromString(html, 'text/html').body.textContent ?? '';
registerCell('html', {
  render: (p) =>
    p.full ? <div className="rich-text" dangerouslySetInnerHTML={{ __html: p.text }} /> : plain({ ...p, text: wordsOf(p.text) }),
  matches: (_, s) => s?.format === 'html',
});
registerCell('badge', {
  render: (p) => <StatusBadge schema={p.schema} value={p.value} label={optionLabel(p)} />,
  matches: (name, s) => Boolean(s?.enum?.length) && /(^|_)status$/.test(name),
});
registerCell('enum', { render: (p) => <span>{optionLabel(p)}</span>, matches: (_, s) => Boolean(s?.enum?.length) });
registerCell('datetime', {
  // A business day (BusinessDay) shows as its date, any other moment with its time; a range's end that has passed
  // carries 已结束 (a recommendation or banner no longer shown).
  render: ({ value, schema, labels }) => (
    <span className="inline-flex items-center gap-1.5 whitespace-nowrap tabular-nums">
      {formatMoment(value as number, schema?.ref)}
      {schema?.ends && Number(value) > 0 && Number(value) < Date.now() ? (
        <Badge tone="warning">{labels.t('screens.ui.ended')}</Badge>
      ) : null}
    </span>
  ),
  matches: (name, s) => s?.ref === 'TimeMs' || s?.ref === 'BusinessDay' || (s?.type === 'integer' && name.endsWith('_at')),
});
registerCell('relative', {
  render: ({ value }) => (
    <time className="whitespace-nowrap" title={formatDateTime(value as number)}>
      {formatRelativeTime(value as number)}
    </time>
  ),
});
registerCell('image', {
  render: ({ text }) => <Thumbnail src={text} />,
  matches: (name, s) => s?.type === 'string' && isImageField(name),
  width: 64,
});
registerCell('link', {
  render: ({ text, full }) => (
    <a href={text} target="_blank" rel="noreferrer" className={`${line(full)} text-primary-ink hover:underline`} title={text}>
      {text}
    </a>
  ),
  matches: (_, s) => s?.ref === 'Url',
});
registerCell('code', {
  render: ({ text, full }) => (
    <code className={`${line(full)} font-mono text-xs`} title={text}>
      {text}
    </code>
  ),
  matches: (name, s) => CODES.has(s?.ref ?? '') || (s?.type === 'string' && CODE_NAME.test(name)),
});
registerCell('id', { render: plain, matches: (name) => name === 'id', width: 70 });
registerCell('money', {
  render: ({ value, row, schema, trim }) => <MoneyText value={value} format={moneyFormat(schema, row, trim)} />,
  matches: isMoneyField,
});
registerCell('number', {
  render: ({ text }) => <span className="tabular-nums">{formatThousands(text)}</span>,
  matches: (_, s) =>
    QUANTITIES.has(s?.ref ?? '') || ((s?.type === 'integer' || s?.type === 'number') && s.ref !== 'Id' && s.ref !== 'Sort'),
});
registerCell('text', { render: plain });

/** A column's kind and width: what it names, else the first kind whose matcher takes its field. */
export function cellOf<E>(column: Column<E>, schema: FieldSchema | undefined): { kind: CellKind | 'custom'; width?: number } {
  const named = column.cell;
  if (named !== undefined && typeof named !== 'string') return { kind: 'custom', width: column.width };
  const kind = named ?? [...registered].find(([, cell]) => cell.matches?.(column.field, schema))?.[0] ?? 'text';
  return { kind, width: column.width ?? registered.get(kind)?.width };
}

interface Props<E> {
  column: Column<E>;
  row: E;
  schema: FieldSchema | undefined;
  labels: Labels;
  /** The whole value (the read-only view) instead of one truncated line (the table). */
  full?: boolean;
}

export function Cell<E>({ column, row, schema, labels, full = false }: Props<E>) {
  const value = row[column.field];
  if (column.cell !== undefined && typeof column.cell !== 'string') {
    const Custom = column.cell as ComponentType<CellProps<E>>;
    return <Custom row={row} value={value} />;
  }
  const { kind } = cellOf(column, schema);
  if (kind === 'chain') return <ChainName id={value} />;
  if (kind === 'category') return <CategoryName id={value} />;
  if (schema?.reference && (kind === 'text' || kind === 'ref')) return <RefName id={value} reference={schema.reference} />;
  if (blank(value)) return EMPTY;
  if (typeof value === 'boolean') return <span>{labels.t(value ? 'screens.ui.yes' : 'screens.ui.no')}</span>;
  // A moment of 0 is not 1970: a range's bound has no limit, any other moment has not happened (an unused code).
  if (kind === 'datetime' && schema?.ref === 'TimeMs' && Number(value) === 0)
    return schema.bound ? <span className="text-fg-muted">{labels.t('screens.ui.noLimit')}</span> : EMPTY;
  // An upper limit of 0 (`le` rule: min ≤ max, 0 for none) is no limit, not "0.000000000000000000".
  if (kind === 'money' && schema?.noLimit && isZero(value)) return <span className="text-fg-muted">{labels.t('screens.ui.noLimit')}</span>;
  const render = registered.get(kind as CellKind)?.render ?? plain;
  return render({ value, row, text: String(value), schema, labels, options: column.options, trim: column.trim === true, full });
}
