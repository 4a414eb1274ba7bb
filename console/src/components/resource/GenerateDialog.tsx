// Batch generation (`x-action: generate`, see openapi/README.md): a toolbar action that asks the operation's body
// (a count of 1–10,000 and the values every new row gets: a campaign, a pay type), runs it as one call (the server
// makes the rows in one transaction), shows the progress meanwhile, then offers the .xlsx of exactly the rows made.
import { useMemo, useState, type ComponentType } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { OperationId } from '@wallet-admin/sdk';
import { notify } from '@/app/notify';
import { Button } from '@/components/ui';
import type { Contract, FieldSchema } from '@/lib/contract';
import { exportXlsx } from '@/lib/export-xlsx';
import { formatDateTime } from '@/lib/format';
import { lendFieldLabels } from '@/lib/api-messages';
import { contractResolver } from '@/lib/form-rules';
import { callOperation, invalidateAfter } from '@/lib/query';
import type { CustomAction } from '@/lib/screen';
import { FieldControl } from './FieldControl';
import { exportColumns } from './exportRows';
import { useLabels, type Labels } from './labels';

type Row = Record<string, unknown>;
interface Batch {
  batch_no: string;
  list: Row[];
}
interface Options {
  /** The operation whose x-action is generate. */
  operation: OperationId;
  /** Catalogue key of the button. */
  label: string;
  /** The columns of the .xlsx, in order (fields of the rows made). */
  columns: readonly string[];
}

/** The batch's .xlsx, written as the list shows its rows (the campaign by name). */
async function download(batch: Batch, columns: readonly string[], entity: FieldSchema | undefined, labels: Labels, client: QueryClient) {
  const cells = columns.map((field) => ({ field, schema: entity?.properties?.[field] }));
  const fields = await exportColumns(cells, batch.list, labels, client);
  await exportXlsx(fields, batch.list, `${labels.title}-${batch.batch_no || formatDateTime(Date.now(), 'YYYYMMDD-HHmmss')}`);
}

function GenerateForm({ contract, options, onClose }: { contract: Contract; options: Options; onClose: () => void }) {
  const labels = useLabels(contract.name);
  const client = useQueryClient();
  const body = contract.operations[options.operation]?.body;
  const names = useMemo(() => Object.keys(body?.properties ?? {}), [body]);
  const resolver = useMemo(() => contractResolver<Row>(body ?? {}, labels.rules, names), [body, labels, names]);
  const form = useForm<Row>({ resolver, defaultValues: { count: 100 } });
  const [running, setRunning] = useState<number | null>(null);
  const [batch, setBatch] = useState<Batch | null>(null);
  const submit = form.handleSubmit(async (values) => {
    setRunning(Number(values.count));
    try {
      // A refusal naming a field (所属活动, 数量) says its label, not the request's name.
      const made = await lendFieldLabels(options.operation, labels.field, () => callOperation<Batch>(options.operation, { body: values }));
      await invalidateAfter(client, options.operation, [contract.name]);
      setBatch(made);
      notify.success(labels.t('screens.ui.generated', { count: made.list.length }));
    } catch {
      // The SDK showed why (a count out of range, a campaign gone); the values stay for another try.
    } finally {
      setRunning(null);
    }
  });
  if (batch)
    return (
      <div className="space-y-4">
        <p role="status">{labels.t('screens.ui.generatedBatch', { count: batch.list.length, batch: batch.batch_no })}</p>
        <footer className="flex justify-end gap-2">
          <Button onClick={onClose}>{labels.t('screens.ui.close')}</Button>
          <Button variant="primary" onClick={() => void download(batch, options.columns, contract.entity, labels, client)}>
            {labels.t('screens.ui.downloadXlsx')}
          </Button>
        </footer>
      </div>
    );
  return (
    <FormProvider {...form}>
      <form onSubmit={(event) => void submit(event)} onFocus={resolver.load} noValidate className="space-y-4">
        {names.map((name) => (
          <FieldControl
            key={name}
            name={name}
            schema={body?.properties?.[name]}
            required={Boolean(body?.required?.includes(name))}
            labels={labels}
            control={form.control}
          />
        ))}
        {running !== null && (
          <div role="status" className="space-y-1">
            <progress className="w-full" aria-label={labels.t('screens.ui.generating', { count: running })} />
            <p className="text-fg-muted">{labels.t('screens.ui.generating', { count: running })}</p>
          </div>
        )}
        <footer className="flex justify-end gap-2">
          <Button onClick={onClose} disabled={running !== null}>
            {labels.t('screens.ui.cancel')}
          </Button>
          <Button type="submit" variant="primary" loading={running !== null}>
            {labels.t(options.label)}
          </Button>
        </footer>
      </form>
    </FormProvider>
  );
}

/** The toolbar action of a screen whose resource has a generate operation. */
export function generateAction<E>(contract: Contract, options: Options): CustomAction<E> {
  const Body: ComponentType<{ onClose: () => void }> = ({ onClose }) => (
    <GenerateForm contract={contract} options={options} onClose={onClose} />
  );
  return { id: `generate ${options.operation}`, label: options.label, scope: 'toolbar', dialog: Body };
}
