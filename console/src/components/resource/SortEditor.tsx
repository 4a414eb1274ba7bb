// The sort column of a reorderable list: an inline number saved on Enter or when the field loses focus.
import { useEffect, useState } from 'react';
import { Input } from '@/components/ui';
import type { Labels } from './labels';
import type { Row } from './useRowMutations';

interface Props {
  row: Row;
  /** The row's name (rowName). */
  name: string;
  labels: Labels;
  onSave: (row: Row, sort: number) => Promise<void>;
}

export function SortEditor({ row, name, labels, onSave }: Props) {
  const saved = Number(row.sort ?? 0);
  const [value, setValue] = useState(String(saved));
  useEffect(() => setValue(String(saved)), [saved]);
  const commit = () => {
    const next = Number(value);
    if (value.trim() === '' || !Number.isInteger(next) || next < 0) return setValue(String(saved));
    if (next !== saved) void onSave(row, next).catch(() => setValue(String(saved)));
  };
  return (
    <Input
      type="number"
      min={0}
      inputMode="numeric"
      aria-label={`${labels.t('screens.ui.sortValue')} ${name}`}
      value={value}
      onChange={(e) => setValue(e.target.value)}
      onBlur={commit}
      onKeyDown={(e) => e.key === 'Enter' && e.currentTarget.blur()}
      className="h-7 min-h-7 w-20 px-2 tabular-nums"
    />
  );
}
