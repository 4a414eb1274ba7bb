// 消息导出: one table's rows (messages, feedback or wallet addresses) in a date range, written to an
// .xlsx file with the column titles the server sends.
import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import type { Schema } from '@wallet-admin/sdk';
import downloadTableExcel from 'virtual:contract/downloadTableExcel';
import feedback from 'virtual:contract/feedback';
import message from 'virtual:contract/message';
import walletInfo from 'virtual:contract/wallet_info';
import { Button, Card, FormField, Input } from '@/components/ui';
import { useLabels, useScreenTitle } from '@/components/resource/labels';
import { DateRangePicker } from '@/components/resource/widgets/DateRangePicker';
import { EnumSelect } from '@/components/resource/widgets/EnumSelect';
import { exportColumns } from '@/components/resource/exportRows';
import { DEFAULT_RANGE_DAYS } from '@/components/resource/listState';
import { businessDaysBack } from '@/lib/business-time';
import { exportXlsx } from '@/lib/export-xlsx';
import type { FieldSchema } from '@/lib/contract';
import { formatDateTime } from '@/lib/format';
import { callOperation } from '@/lib/query';
import { toText } from '@wallet-admin/sdk';

type TableExport = Schema<'TableExport'>;
const params = downloadTableExcel.operations.downloadTableExcel?.query ?? {};
/** The rows of each exported table, whose schema says how the lists show their values. */
const entities: Record<string, Record<string, FieldSchema> | undefined> = {
  message: message.entity?.properties,
  feedback: feedback.entity?.properties,
  wallet_info: walletInfo.entity?.properties,
};

export function MsgExcel() {
  const labels = useLabels('msg_excel');
  const client = useQueryClient();
  const title = useScreenTitle(labels);
  const [table, setTable] = useState<string | number | undefined>(params.table?.enum?.[0]);
  const [range, setRange] = useState<{ from: number | undefined; to: number | undefined }>({
    from: businessDaysBack(DEFAULT_RANGE_DAYS),
    to: undefined,
  });
  const [count, setCount] = useState(toText(params.count?.default ?? 1000));
  const [pending, setPending] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setPending(true);
    try {
      const data = await callOperation<TableExport>('downloadTableExcel', {
        query: { table, ...range, count: Number(count) || undefined },
      });
      const schemas = entities[data.table] ?? {};
      // Written as the lists show them (a wallet's chain by name), under the titles the server gives.
      const cells = data.columns.map((column) => ({ field: column.key, schema: schemas[column.key] }));
      const written = await exportColumns(cells, data.rows, labels, client);
      const columns = written.map((column, at) => ({ ...column, title: data.columns[at]?.title ?? column.title }));
      await exportXlsx(columns, data.rows, `${labels.enumLabel(params.table, table)}-${formatDateTime(Date.now(), 'YYYYMMDD-HHmmss')}`);
    } catch {
      // The SDK's onError has shown why.
    } finally {
      setPending(false);
    }
  };

  return (
    <section aria-labelledby="msg-excel-title" className="space-y-4">
      <h1 id="msg-excel-title" className="text-lg font-semibold text-fg">
        {title}
      </h1>
      <Card className="max-w-2xl">
        <form onSubmit={submit} className="space-y-4">
          <FormField label={labels.field('table')} required>
            {(ids) => <EnumSelect id={ids.id} value={table} onChange={setTable} options={labels.options(params.table)} />}
          </FormField>
          <FormField label={`${labels.field('from')} – ${labels.field('to')}`}>
            {(ids) => <DateRangePicker id={ids.id} from={range.from} to={range.to} onChange={setRange} />}
          </FormField>
          <FormField label={labels.field('count')} help={labels.help('count')}>
            {(ids) => (
              <Input
                {...ids}
                type="number"
                min={1}
                max={params.count?.maximum}
                value={count}
                onChange={(e) => setCount(e.target.value)}
                className="w-40"
              />
            )}
          </FormField>
          <div className="flex justify-end border-t border-border pt-4">
            <Button type="submit" variant="primary" loading={pending}>
              {labels.t('screens.msg_excel.download')}
            </Button>
          </div>
        </form>
      </Card>
    </section>
  );
}
