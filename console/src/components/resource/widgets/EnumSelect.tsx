// A select over options (an enum's values with their labels, chains, …). Values keep their type: an
// integer enum gives numbers back. `allLabel` adds an "all" choice that means no value (filters).
import { Select } from '@/components/ui';
import type { Option } from '@/lib/screen';
import { toText } from '@wallet-admin/sdk';

const ALL = '__all__';

export interface EnumSelectProps {
  id?: string;
  label?: string;
  value: unknown;
  options: readonly Option[];
  onChange: (value: string | number | undefined) => void;
  allLabel?: string;
  placeholder?: string;
  invalid?: boolean;
  describedBy?: string;
  disabled?: boolean;
  className?: string;
}

export function EnumSelect({
  id,
  label,
  value,
  options,
  onChange,
  allLabel,
  placeholder,
  invalid,
  describedBy,
  disabled,
  className,
}: EnumSelectProps) {
  const choices = [
    ...(allLabel ? [{ value: ALL, label: allLabel }] : []),
    ...options.map((o) => ({ value: String(o.value), label: o.label })),
  ];
  const current = value === undefined || value === null || value === '' ? (allLabel ? ALL : '') : toText(value);
  return (
    <Select
      id={id}
      aria-label={label}
      aria-invalid={invalid ? true : undefined}
      aria-describedby={describedBy}
      value={current}
      placeholder={placeholder}
      disabled={disabled}
      className={className}
      options={choices}
      onValueChange={(next) => onChange(next === ALL ? undefined : options.find((o) => String(o.value) === next)?.value)}
    />
  );
}
