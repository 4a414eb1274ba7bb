// A section that edits a parent's rows of a per-language resource as one form (the spec's per-language editors:
// a token's name, description and notice in zh-Hans, zh-Hant and en): one row per value of the `lang` enum, the
// rows the parent has filled in, saved at once by the description's batch call (`{ items }`, created or updated
// per language). Rules come from the batch call's body, so a too-long text is refused under its field.
import { useMemo } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { notify } from '@/app/notify';
import { Button, Card, Spinner } from '@/components/ui';
import { contractResolver } from '@/lib/form-rules';
import { useList, useOperationMutation } from '@/lib/query';
import type { Screen } from '@/lib/screen';
import { FieldControl } from './FieldControl';
import { useLabels } from './labels';

// The form edits `{ items: [...] }`; react-hook-form's loose record is what FieldControl takes.
type Values = Record<string, unknown>;

export function LanguageRows<E, I>({ screen, parent, id }: { screen: Screen<E, I>; parent: string; id: number }) {
  const labels = useLabels(screen.key);
  const editor = screen.languages!;
  const entity = useMemo(() => screen.resource.entity?.properties ?? {}, [screen]);
  const languages = useMemo(() => entity.lang?.enum ?? [], [entity]);
  const fields = editor.fields as readonly string[];
  const rows = useList<Record<string, unknown>>(screen, { [parent]: id, start: 0, count: 100 });
  const body = screen.resource.operations[editor.save]?.body;
  const resolver = useMemo(() => contractResolver<Values>(body ?? {}, labels.rules), [body, labels]);
  const values = useMemo<Values>(() => {
    const byLang = new Map((rows.data?.list ?? []).map((row) => [row.lang, row]));
    return {
      items: languages.map((lang) => ({ [parent]: id, lang, ...Object.fromEntries(fields.map((f) => [f, byLang.get(lang)?.[f] ?? ''])) })),
    };
  }, [rows.data, languages, fields, parent, id]);
  const form = useForm<Values>({ resolver, values });
  const save = useOperationMutation(editor.save);
  const submit = form.handleSubmit(async (data) => {
    try {
      await save.mutateAsync({ body: data });
      notify.success(labels.t('screens.ui.saved'));
    } catch {
      // The SDK has shown the refusal.
    }
  });

  return (
    <section aria-labelledby={`${screen.key}-languages`} className="space-y-3">
      <h2 id={`${screen.key}-languages`} className="text-base font-semibold text-fg">
        {labels.title}
      </h2>
      <Card>
        {rows.isLoading ? (
          <Spinner label={labels.t('screens.ui.loading')} />
        ) : (
          <FormProvider {...form}>
            <form onSubmit={submit} onFocus={resolver.load} noValidate className="space-y-4">
              {languages.map((lang, index) => (
                <fieldset key={String(lang)} className="space-y-3 border-b border-border pb-4">
                  <legend className="font-medium text-fg">{labels.enumLabel(entity.lang, lang)}</legend>
                  <div className="grid gap-4 sm:grid-cols-2">
                    {fields.map((field) => (
                      <FieldControl
                        key={field}
                        name={`items.${index}.${field}`}
                        label={`${labels.field(field)}（${labels.enumLabel(entity.lang, lang)}）`}
                        schema={entity[field]}
                        required={false}
                        labels={labels}
                        control={form.control}
                      />
                    ))}
                  </div>
                </fieldset>
              ))}
              <div className="flex justify-end">
                <Button type="submit" variant="primary" loading={save.isPending}>
                  {labels.t('screens.ui.save')}
                </Button>
              </div>
            </form>
          </FormProvider>
        )}
      </Card>
    </section>
  );
}
