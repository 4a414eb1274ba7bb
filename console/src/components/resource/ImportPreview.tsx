// The import dialog's table: the refused rows first, then the others, up to 100, each with its sheet row number,
// the values as they will be saved and what is wrong with it (the preview's rules or the server's answer).
import { toText } from '@wallet-admin/sdk';
import type { Prepared, RowError } from '@/lib/import-rows';
import type { Labels } from './labels';

const SHOWN = 100;

interface Props {
  sheet: Prepared;
  errors: readonly RowError[];
  fields: readonly string[];
  labels: Labels;
}

export function ImportPreview({ sheet, errors, fields, labels }: Props) {
  const { t } = labels;
  const { rows, lines } = sheet;
  const bad = new Map<number, RowError[]>();
  for (const error of errors) bad.set(error.row, [...(bad.get(error.row) ?? []), error]);
  const shown = [...new Set([...bad.keys(), ...rows.keys()])].filter((i) => i < rows.length).slice(0, SHOWN);
  const columns = fields.filter((field) => sheet.columns.includes(field));
  const reason = (e: RowError) =>
    e.reason === 'schema' || e.reason === 'address'
      ? e.message
      : t(`screens.importer.reasons.${e.reason}`, { first: lines[e.first ?? 0] ?? '' });
  const message = (e: RowError) => `${e.field ? `${labels.field(e.field)}: ` : ''}${reason(e)}`;
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
                  {toText(rows[i]?.[field])}
                </td>
              ))}
              <td className="px-2 py-1 text-danger">{bad.get(i)?.map(message).join('; ')}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
