// The import dialog's table: the refused rows first, then the others, up to 100, each with its sheet row number,
// the values as the operator typed them and what is wrong with it (the preview's rules and the import's dry run).
import type { Prepared, RowError } from '@/lib/import-rows';
import type { Labels } from './labels';

const SHOWN = 100;

interface Props {
  sheet: Prepared;
  errors: readonly RowError[];
  fields: readonly string[];
  labels: Labels;
}

/** What is wrong with a row, in the screen's words (the preview and the error report). */
export function problemText(labels: Labels, lines: readonly number[], e: RowError): string {
  const reason =
    e.reason === 'schema' || e.reason === 'address'
      ? e.message
      : labels.t(`screens.importer.reasons.${e.reason}`, { first: lines[e.first ?? 0] ?? '' });
  return `${e.field ? `${labels.field(e.field)}: ` : ''}${reason}`;
}

/** The refusals of each row index. */
export function byRow(errors: readonly RowError[]): Map<number, RowError[]> {
  const bad = new Map<number, RowError[]>();
  for (const error of errors) bad.set(error.row, [...(bad.get(error.row) ?? []), error]);
  return bad;
}

export function ImportPreview({ sheet, errors, fields, labels }: Props) {
  const { t } = labels;
  const { rows, typed, lines } = sheet;
  const bad = byRow(errors);
  const shown = [...new Set([...bad.keys(), ...rows.keys()])].filter((i) => i < rows.length).slice(0, SHOWN);
  const columns = fields.filter((field) => sheet.columns.includes(field));
  return (
    <div className="max-h-[50vh] overflow-auto">
      <table className="w-full text-left text-sm" aria-label={t('screens.importer.preview')}>
        <thead>
          <tr>
            <th className="px-2 py-1">{t('screens.importer.row')}</th>
            {columns.map((field) => (
              <th key={field} className="px-2 py-1">
                {labels.field(field)}
              </th>
            ))}
            <th className="px-2 py-1">{t('screens.importer.problems')}</th>
          </tr>
        </thead>
        <tbody>
          {shown.map((i) => (
            <tr key={i} className={bad.has(i) ? 'bg-danger-soft' : undefined}>
              <td className="px-2 py-1">{lines[i]}</td>
              {columns.map((field) => (
                <td key={field} className="max-w-[16rem] truncate px-2 py-1 font-mono text-xs">
                  {typed[i]?.[field]}
                </td>
              ))}
              <td className="px-2 py-1 text-danger">
                {bad
                  .get(i)
                  ?.map((e) => problemText(labels, lines, e))
                  .join('; ')}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
