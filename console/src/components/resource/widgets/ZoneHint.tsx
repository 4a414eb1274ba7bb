// The business time zone said once where moments are shown or filtered (UTC+8): beside a date filter and on a list's
// first date-time column. The statistics' zone, which every moment of the console is shown, filtered and exported in.
import { useTranslation } from '@/i18n/react';
import { zoneName } from '@/lib/business-time';

/** `spoken`: screen readers read the sentence (a filter's description). Otherwise the zone is drawn by CSS alone (a
 * column header keeps its name and its text). */
export function ZoneHint({ id, spoken = false }: { id?: string; spoken?: boolean }) {
  const { t } = useTranslation();
  const zone = zoneName();
  const sentence = t('screens.ui.businessZone', { zone });
  const look = 'shrink-0 text-xs font-normal text-fg-muted';
  if (!spoken) return <span aria-hidden="true" title={sentence} data-zone={zone} className={`${look} after:content-[attr(data-zone)]`} />;
  return (
    <span id={id} className={look} title={sentence}>
      <span aria-hidden="true">{zone}</span>
      <span className="sr-only">{sentence}</span>
    </span>
  );
}
