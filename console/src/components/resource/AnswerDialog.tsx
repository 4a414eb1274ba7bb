// An operation's answer shown as it is: a page of rows as a table, anything else as a JSON tree. Used for what the app
// is answered by a signed public call (its operator preview, `x-preview-of`) and for read-only lookups such as the
// recommendations that use a DApp. Loaded when such a button is pressed.
import { lazy, Suspense } from 'react';
import type { OperationId } from '@wallet-admin/sdk';
import { toText } from '@wallet-admin/sdk';
import { useTranslation } from '@/i18n/react';
import { Spinner } from '@/components/ui';
import type { AnswerColumns } from '@/lib/answer-action';
import { useOperation } from '@/lib/query';
import { AppLink } from '@/layout/sidebar/app-link';
import { LoadFailed } from './LoadFailed';
import { useLabels, type Labels } from './labels';

const JsonViewer = lazy(() => import('./widgets/JsonViewer'));

type Rows = { list: Record<string, unknown>[]; total: number };
const isPage = (data: unknown): data is Rows => typeof data === 'object' && data !== null && Array.isArray((data as Rows).list);

function RowsTable({ page, labels, columns = {} }: { page: Rows; labels: Labels; columns?: AnswerColumns }) {
  const { t } = useTranslation();
  const header = (key: string) => (columns[key]?.label ? t(columns[key].label) : labels.field(key));
  const cell = (key: string, value: unknown) => {
    const link = columns[key]?.link;
    const text = toText(value);
    return link && text !== '' ? (
      <AppLink to={link.replace('{value}', encodeURIComponent(text))} className="text-primary-ink underline-offset-2 hover:underline">
        {text}
      </AppLink>
    ) : (
      text
    );
  };
  const keys = [...new Set(page.list.flatMap((row) => Object.keys(row)))];
  if (!page.list.length) return <p className="text-fg-muted">{t('screens.ui.empty')}</p>;
  return (
    <div className="max-h-[60vh] overflow-auto">
      <table className="w-full text-sm">
        <thead>
          <tr>
            {keys.map((key) => (
              <th key={key} scope="col" className="px-2 py-1 text-left text-xs font-medium text-fg-muted">
                {header(key)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {page.list.map((row, index) => (
            <tr key={index} className="border-t border-border">
              {keys.map((key) => (
                <td key={key} className="px-2 py-1 break-all">
                  {cell(key, row[key])}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      <p className="mt-2 text-fg-muted">{t('screens.answer.total', { total: page.total })}</p>
    </div>
  );
}

export default function AnswerDialog(props: {
  operation: OperationId;
  query: Record<string, unknown>;
  notice?: string;
  columns?: AnswerColumns;
}) {
  const { operation, query, notice, columns } = props;
  const { t } = useTranslation();
  const labels = useLabels(operation);
  const answer = useOperation<unknown>(operation, { query });
  if (answer.isPending) return <Spinner label={t('screens.ui.loading')} />;
  if (answer.isError) return <LoadFailed labels={labels} onRetry={() => void answer.refetch()} />;
  return (
    <div className="space-y-2">
      {notice && <p className="text-fg-muted">{t(notice)}</p>}
      {isPage(answer.data) ? (
        <RowsTable page={answer.data} labels={labels} columns={columns} />
      ) : (
        <Suspense fallback={<Spinner size={14} />}>
          <JsonViewer value={answer.data} depth={3} label={t('screens.answer.json')} />
        </Suspense>
      )}
    </div>
  );
}
