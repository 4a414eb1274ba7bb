// A config document screen (config_get / config_set): an items table or a form of the document's
// fields (nested objects as groups of fields), validated by the contract's rules and saved as one document.
// Several documents on one route show as tabs (ConfigTabs).
import { Suspense, useContext, useEffect, useMemo, useRef, useState } from 'react';
import * as Tabs from '@radix-ui/react-tabs';
import { FormProvider, useForm } from 'react-hook-form';
import { Button, Card, Dialog, Spinner } from '@/components/ui';
import { ScreenContext } from '@/app/screen-context';
import { failedField, lendFieldLabels, underFieldText } from '@/lib/api-messages';
import { contractResolver } from '@/lib/form-rules';
import { isApiError } from '@wallet-admin/sdk';
import { useConfig } from '@/lib/query';
import type { ConfigScreen as ConfigScreenSpec } from '@/lib/config-screen';
import { FieldControl } from './FieldControl';
import { HistoryDialog } from './history';
import { useLabels, useScreenTitle } from './labels';
import { LoadFailed } from './LoadFailed';
import { useFormGuard } from './useFormGuard';
import { KeyValueEditor } from './widgets/KeyValueEditor';
import { notify } from '@/app/notify';

type Document = Record<string, unknown>;

function ConfigForm<D>({ screen }: { screen: ConfigScreenSpec<D> }) {
  const labels = useLabels(screen.key);
  const set = screen.operations.config_set;
  const { read, save } = useConfig<Document>(screen);
  const body = useMemo(() => (set && screen.resource.operations[set]?.body) || {}, [screen, set]);
  const fields = useMemo(
    () => (screen.items ? ['items'] : ((screen.form?.fields?.flat() as string[] | undefined) ?? Object.keys(body.properties ?? {}))),
    [screen, body],
  );
  const resolver = useMemo(() => contractResolver<Document>(body, labels.rules, fields), [body, labels, fields]);
  const form = useForm<Document>({ resolver, defaultValues: { items: [] } });
  // The document as read becomes the form's values once per answer: effects run again when a kept-alive tab
  // shows again, and must not wipe the edits then.
  const applied = useRef<unknown>(undefined);
  useEffect(() => {
    if (!read.data || applied.current === read.data) return;
    applied.current = read.data;
    form.reset(read.data);
  }, [read.data, form]);
  const guard = useFormGuard(form, `${useContext(ScreenContext)?.path ?? ''}#${screen.key}`, Boolean(read.data));
  const [history, setHistory] = useState(false);
  // `items.2.key` (or `items[2].key`) of an answer is the key of the third row: 关键字 3.
  const label = (field: string) => {
    const [name = field, index, column] = field.replace(/\[(\d+)\]/g, '.$1').split('.');
    return column && index ? `${labels.field(column)} ${Number(index) + 1}` : labels.field(name);
  };

  const submit = form.handleSubmit(async (document) => {
    try {
      await lendFieldLabels(set ?? '', label, () => save.mutateAsync({ body: document }));
      guard.forget();
      form.reset(document);
      notify.success(labels.t('screens.ui.saved'));
    } catch (error) {
      const field = isApiError(error) ? failedField(error)?.replace(/\[(\d+)\]/g, '.$1') : undefined;
      if (isApiError(error) && field && form.getFieldState(field).invalid === false)
        form.setError(field, { type: 'server', message: await underFieldText(error) }, { shouldFocus: true });
    }
  });

  const content = read.isLoading ? (
    <Spinner label={labels.t('screens.ui.loading')} />
  ) : read.isError ? (
    <LoadFailed labels={labels} onRetry={() => void read.refetch()} />
  ) : (
    <FormProvider {...form}>
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
            <FieldControl
              key={name}
              name={name}
              schema={body.properties?.[name]}
              required={(body.required ?? []).includes(name)}
              labels={labels}
              control={form.control}
            />
          ))
        )}
        <div className="flex justify-end gap-2 border-t border-border pt-4">
          <Button className="mr-auto" onClick={() => setHistory(true)}>
            {labels.t('screens.ui.history')}
          </Button>
          <Button
            onClick={() => {
              if (!read.data) return;
              guard.forget();
              form.reset(read.data);
            }}
            disabled={!form.formState.isDirty}
          >
            {labels.t('screens.ui.reset')}
          </Button>
          <Button type="submit" variant="primary" loading={save.isPending}>
            {labels.t('screens.ui.save')}
          </Button>
        </div>
      </form>
    </FormProvider>
  );
  return (
    <>
      {labels.help('items') && <p className="mb-4 text-fg-muted">{labels.help('items')}</p>}
      {content}
      {history && (
        <Dialog open onOpenChange={setHistory} size="xl" title={labels.t('screens.history.configTitle')}>
          <Suspense fallback={<Spinner />}>
            <HistoryDialog target={{ config: screen.resource.name }} labels={labels} fields={body.properties ?? {}} />
          </Suspense>
        </Dialog>
      )}
    </>
  );
}

export function ConfigScreen<D>({ screen }: { screen: ConfigScreenSpec<D> }) {
  const labels = useLabels(screen.key);
  const title = useScreenTitle(labels);
  return (
    <section aria-labelledby={`${screen.key}-title`} className="space-y-4">
      <h1 id={`${screen.key}-title`} className="text-lg font-semibold text-fg">
        {title}
      </h1>
      <Card>
        <ConfigForm screen={screen} />
      </Card>
    </section>
  );
}

const tabClass =
  'border-b-2 border-transparent px-3 py-2 text-sm text-fg-muted hover:text-fg data-[state=active]:border-primary-solid data-[state=active]:font-medium data-[state=active]:text-primary-ink';

/** Several documents of one route, one tab each (titled by each document's catalogue title); a tab's form
 * mounts when first shown and keeps its edits while another tab is open. */
export function ConfigTabs({ screens }: { screens: readonly ConfigScreenSpec<never>[] }) {
  const labels = useLabels(screens[0]?.key ?? '');
  const title = useScreenTitle(labels);
  const [active, setActive] = useState(screens[0]?.key ?? '');
  const [opened, setOpened] = useState(() => new Set([active]));
  return (
    <section aria-label={title} className="space-y-4">
      <h1 className="text-lg font-semibold text-fg">{title}</h1>
      <Tabs.Root
        value={active}
        onValueChange={(key) => {
          setActive(key);
          setOpened((keys) => new Set(keys).add(key));
        }}
      >
        <Tabs.List className="mb-4 flex gap-1 border-b border-border" aria-label={title}>
          {screens.map((screen) => (
            <ConfigTabTitle key={screen.key} screen={screen} />
          ))}
        </Tabs.List>
        {screens.map((screen) => (
          <Tabs.Content key={screen.key} value={screen.key} forceMount hidden={active !== screen.key}>
            {opened.has(screen.key) && (
              <Card>
                <ConfigForm screen={screen} />
              </Card>
            )}
          </Tabs.Content>
        ))}
      </Tabs.Root>
    </section>
  );
}

function ConfigTabTitle({ screen }: { screen: ConfigScreenSpec<never> }) {
  const labels = useLabels(screen.key);
  return (
    <Tabs.Trigger value={screen.key} className={tabClass}>
      {labels.title}
    </Tabs.Trigger>
  );
}
