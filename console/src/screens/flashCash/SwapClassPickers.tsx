// The class → subclass pickers of the swap screens, and the cells that show a class or subclass by name. The
// subclass picker offers only the subclasses of the class chosen in the same form, and drops its value when the
// class changes to one it does not belong to. Both read the session lookups, so whoever holds a screen can pick.
// An engine candidate: a generic parent → child picker declared by the contract (x-ref plus the parent field).
import { useEffect } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toText, type Schema } from '@wallet-admin/sdk';
import { EnumSelect } from '@/components/resource/widgets/EnumSelect';
import { useOperation, type Page } from '@/lib/query';
import type { CellProps, WidgetProps } from '@/lib/screen';

// Classes and subclasses are a few dozen rows: one call each, cached for every picker and cell.
const EVERY = { start: 0, count: 1000, sort: 'sort', order: 'asc' };
const useClasses = () => useOperation<Page<Schema<'SwapClassOption'>>>('lookupSwapClass', { query: EVERY });
const useSubclasses = () => useOperation<Page<Schema<'SwapSubclassOption'>>>('lookupSwapSubclass', { query: EVERY });
const blank = (value: unknown) => value === undefined || value === null || value === '';

const selectProps = (p: WidgetProps) => ({ id: p.id, value: p.value, onChange: p.onChange, invalid: p.invalid, describedBy: p.describedBy });

export function SwapClassPicker(p: WidgetProps) {
  const { t } = useTranslation();
  const classes = useClasses();
  const options = (classes.data?.list ?? []).map((c) => ({ value: c.id, label: c.name }));
  return <EnumSelect {...selectProps(p)} disabled={p.disabled} options={options} placeholder={t(classes.isLoading ? 'screens.ui.loading' : 'screens.ui.choose')} />;
}

export function SwapSubclassPicker(p: WidgetProps) {
  const { t } = useTranslation();
  const { control } = useFormContext<Record<string, unknown>>();
  const parent = useWatch({ control, name: 'swap_class_id' });
  const subclasses = useSubclasses();
  const options = (subclasses.data?.list ?? []).filter((s) => !blank(parent) && s.swap_class_id === Number(parent)).map((s) => ({ value: s.id, label: s.name }));
  const { value, onChange } = p;
  const stale = Boolean(subclasses.data) && !blank(value) && !options.some((o) => o.value === Number(value));
  useEffect(() => {
    if (stale) onChange(undefined);
  }, [stale, onChange]);
  const placeholder = blank(parent) ? 'screens.swap_market.classFirst' : subclasses.isLoading ? 'screens.ui.loading' : 'screens.ui.choose';
  return <EnumSelect {...selectProps(p)} disabled={p.disabled || blank(parent)} options={options} placeholder={t(placeholder)} />;
}

function Named({ id, list }: { id: unknown; list: readonly { id: number; name: string }[] | undefined }) {
  if (blank(id)) return <span className="text-fg-muted">-</span>;
  return <span title={`#${toText(id)}`}>{list?.find((row) => row.id === Number(id))?.name ?? `#${toText(id)}`}</span>;
}

export function SwapClassCell({ value }: CellProps<unknown>) {
  return <Named id={value} list={useClasses().data?.list} />;
}

export function SwapSubclassCell({ value }: CellProps<unknown>) {
  return <Named id={value} list={useSubclasses().data?.list} />;
}
