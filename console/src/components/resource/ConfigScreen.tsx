// A config document screen (config_get / config_set): an items table or a form of the document's
// fields, validated by the contract's rules and saved as one document.
import { useEffect, useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { Button, Card, EmptyState, Spinner } from '@/components/ui';
import { contractResolver } from '@/lib/form-rules';
import { useConfig } from '@/lib/query';
import type { ConfigScreen as ConfigScreenSpec } from '@/lib/config-screen';
import { FieldControl } from './FieldControl';
import { useLabels, useScreenTitle } from './labels';
import { KeyValueEditor } from './widgets/KeyValueEditor';
import { notify } from '@/app/notify';

type Document = Record<string, unknown>;

export function ConfigScreen<D>({ screen }: { screen: ConfigScreenSpec<D> }) {
  const labels = useLabels(screen.key);
  const title = useScreenTitle(labels);
  const set = screen.operations.config_set;
  const { read, save } = useConfig<Document>(screen);
  const body = (set && screen.resource.operations[set]?.body) || {};
  const fields = screen.items ? ['items'] : ((screen.form?.fields?.flat() as string[] | undefined) ?? Object.keys(body.properties ?? {}));
  const resolver = useMemo(() => contractResolver<Document>(body, labels.rules, fields), [body, labels, fields.join()]);
  const form = useForm<Document>({ resolver, defaultValues: { items: [] } });
  useEffect(() => {
    if (read.data) form.reset(read.data);
  }, [read.data, form]);

  const submit = form.handleSubmit(async (document) => {
    await save.mutateAsync({ body: document }).then(() => notify.success(labels.t('screens.ui.saved')), () => undefined);
  });

  const content = read.isLoading ? (
    <Spinner label={labels.t('screens.ui.loading')} />
  ) : read.isError ? (
    <EmptyState icon="alert" title={labels.t('screens.ui.loadFailed')}>
      <Button size="sm" onClick={() => void read.refetch()}>{labels.t('screens.ui.retry')}</Button>
    </EmptyState>
  ) : (
    <form onSubmit={submit} onFocus={resolver.load} noValidate className="space-y-4">
      {screen.items ? (
        <KeyValueEditor
          control={form.control}
          name="items"
          item={body.properties?.items?.items ?? {}}
          columns={screen.items.columns}
          widgets={screen.items.widgets}
          labels={labels}
        />
      ) : (
        fields.map((name) => (
          <FieldControl key={name} name={name} schema={body.properties?.[name]} required={(body.required ?? []).includes(name)} labels={labels} control={form.control} />
        ))
      )}
      <div className="flex justify-end gap-2 border-t border-border pt-4">
        <Button onClick={() => read.data && form.reset(read.data)} disabled={!form.formState.isDirty}>{labels.t('screens.ui.reset')}</Button>
        <Button type="submit" variant="primary" loading={save.isPending}>{labels.t('screens.ui.save')}</Button>
      </div>
    </form>
  );

  return (
    <section aria-labelledby={`${screen.key}-title`} className="space-y-4">
      <div>
        <h1 id={`${screen.key}-title`} className="text-lg font-semibold text-fg">{title}</h1>
        {labels.help('items') && <p className="mt-1 text-fg-muted">{labels.help('items')}</p>}
      </div>
      <Card>{content}</Card>
    </section>
  );
}
