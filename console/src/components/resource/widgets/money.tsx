// Money (common.yaml#/Amount, `format: decimal`): a decimal string, never a float. The cell shows it with grouped
// digits and the precision the contract gives the field (moneyFormat): a fixed one (`x-decimals`: fiat and USD values
// with 2, prices with 4) exactly, a token's (`x-decimals-of`, or the row's `decimals`) padded with zeros or trimmed
// where the screen says so, never cutting a digit that is not zero (formatMoney); the form widget keeps the typed
// digits as text, so nothing is rounded on the way.
import { Input } from '@/components/ui';
import type { FieldSchema } from '@/lib/contract';
import { formatMoney } from '@wallet-admin/sdk';
import type { FieldWidgetProps } from './registry';

/** Whether a field holds money: declared (`format: decimal`) or one of the money schemas. */
export const isMoneyField = (_name: string, schema: FieldSchema | undefined): boolean =>
  schema?.format === 'decimal' || schema?.ref === 'Amount';

/** The token precision of a row: its `decimals` field when it is a small whole number. */
export function rowDecimals(row: unknown): number | undefined {
  return ownDecimals((row as { decimals?: unknown } | null)?.decimals);
}

const ownDecimals = (value: unknown) =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= 36 ? value : undefined;

/** How a money field of a row is shown: the field's fixed precision (`x-decimals`), else its token's (`x-decimals-of`:
 * a column of the row, or of a referenced row when the list row carries it under the same name), else the row's
 * `decimals`; `trim` (the screen's choice) drops trailing zeros instead of padding. */
export function moneyFormat(
  schema: FieldSchema | undefined,
  row: unknown,
  trim = false,
): { decimals?: number; fixed?: boolean; trim: boolean } {
  if (schema?.decimals !== undefined) return { decimals: schema.decimals, fixed: true, trim };
  const of = schema?.decimalsOf;
  const column = of?.split('.').at(-1);
  const decimals = column === undefined ? rowDecimals(row) : ownDecimals((row as Record<string, unknown> | null)?.[column]);
  return { decimals, trim };
}

export function MoneyText({ value, decimals, format }: { value: unknown; decimals?: number; format?: ReturnType<typeof moneyFormat> }) {
  const text = formatMoney(value, format ?? decimals);
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
