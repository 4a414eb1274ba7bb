// From/to dates as Unix milliseconds (the list calls' `from`/`to`); `to` covers its whole day.
import { useTranslation } from 'react-i18next';
import { Input } from '@/components/ui';
import { formatDateTime } from '@/lib/format';

interface Props {
  id: string;
  from: number | undefined;
  to: number | undefined;
  onChange: (range: { from: number | undefined; to: number | undefined }) => void;
}

const toInput = (ms: number | undefined) => (ms ? formatDateTime(ms, 'YYYY-MM-DD') : '');
// The input's YYYY-MM-DD as local time: the first or the last millisecond of that day.
const fromInput = (text: string, end: boolean) => (text ? new Date(`${text}T${end ? '23:59:59.999' : '00:00:00'}`).getTime() : undefined);

export function DateRangePicker({ id, from, to, onChange }: Props) {
  const { t } = useTranslation();
  return (
    <span className="inline-flex items-center gap-1">
      <Input
        id={id}
        type="date"
        aria-label={t('screens.ui.dateFrom')}
        value={toInput(from)}
        max={toInput(to) || undefined}
        onChange={(e) => onChange({ from: fromInput(e.target.value, false), to })}
        className="w-40"
      />
      <span aria-hidden="true" className="text-fg-muted">
        –
      </span>
      <Input
        type="date"
        aria-label={t('screens.ui.dateTo')}
        value={toInput(to)}
        min={toInput(from) || undefined}
        onChange={(e) => onChange({ from, to: fromInput(e.target.value, true) })}
        className="w-40"
      />
    </span>
  );
}
