// Money (common.yaml#/Amount, `format: decimal`): a decimal string, never a float. The cell shows it with grouped
// digits and the token's precision (the row's `decimals`, when it carries one), padding with zeros and never
// cutting digits (formatMoney); the form widget keeps the typed digits as text, so nothing is rounded on the way.
import { Input } from '@/components/ui';
import type { FieldSchema } from '@/lib/contract';
import { formatMoney } from '@wallet-admin/sdk';
import type { FieldWidgetProps } from './registry';

/** Whether a field holds money: declared (`format: decimal`) or one of the money schemas. */
export const isMoneyField = (_name: string, schema: FieldSchema | undefined): boolean =>
  schema?.format === 'decimal' || schema?.ref === 'Amount';

/** The token precision of a row: its `decimals` field when it is a small whole number. */
export function rowDecimals(row: unknown): number | undefined {
  const decimals = (row as { decimals?: unknown } | null)?.decimals;
  return typeof decimals === 'number' && Number.isInteger(decimals) && decimals >= 0 && decimals <= 36 ? decimals : undefined;
}

export function MoneyText({ value, decimals }: { value: unknown; decimals?: number }) {
  const text = formatMoney(value, decimals);
  return (
    <span className="whitespace-nowrap font-mono tabular-nums" title={text}>
      {text}
    </span>
  );
}

export function MoneyInput(p: FieldWidgetProps) {
  return (
    <Input
      id={p.id}
      name={p.name}
      value={typeof p.value === 'string' || typeof p.value === 'number' ? String(p.value) : ''}
      onChange={(e) => p.onChange(e.target.value.trim())}
      onBlur={p.onBlur}
      disabled={p.disabled}
      inputMode="decimal"
      autoComplete="off"
      className="font-mono tabular-nums"
      aria-label={p.label}
      aria-invalid={p.invalid || undefined}
      aria-describedby={p.describedBy}
      aria-required={p.required || undefined}
    />
  );
}
