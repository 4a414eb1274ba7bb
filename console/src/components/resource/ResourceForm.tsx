// The add/edit form of a screen. Rules come from the create body of the contract (so an edit keeps a
// required field filled in); the edit sends `id` plus the fields to the update operation. A 40000 answer
// naming a field puts its message under that field (the SDK has toasted it already).
import { useMemo } from 'react';
import { FormProvider, useForm, type UseFormSetError } from 'react-hook-form';
import { isApiError, RESULT_INVALID_INPUT } from '@wallet-admin/sdk';
import { Button } from '@/components/ui';
import type { FieldSchema } from '@/lib/contract';
import { contractResolver } from '@/lib/form-rules';
import { callOperation, useOperationMutation } from '@/lib/query';
import type { FormSpec, Screen } from '@/lib/screen';
import { FieldControl } from './FieldControl';
import type { Labels } from './labels';
import { notify } from '@/app/notify';

type Values = Record<string, unknown>;

/** The body schema the form edits and its field rows (a row of several fields shares a line). */
export function formLayout<E, I>(screen: Screen<E, I>): { body: FieldSchema; rows: string[][] } {
  const { create, upsert, update } = screen.operations;
  const ops = screen.resource.operations;
  const body = (create && ops[create]?.body) ?? (upsert && ops[upsert]?.body) ?? (update && ops[update]?.body) ?? {};
  const declared = screen.form?.fields ?? Object.keys(body.properties ?? {}).filter((name) => name !== 'id');
  return { body, rows: declared.map((entry) => (typeof entry === 'string' ? [entry] : [...entry])) };
}

/** A server message naming one of the form's fields ("invalid input: body.name must …") belongs under it. */
export function fieldNamedIn(message: string, names: readonly string[]): string | undefined {
  const word = (name: string) => new RegExp(`(^|[^A-Za-z0-9_])${name}([^A-Za-z0-9_]|$)`).test(message);
  return names.find((name) => message.includes(`body.${name} `)) ?? names.find(word);
}

const REFUSED = Symbol('refused');

/** Runs the form's check call; a refusal goes under the field it names, else under `check.field`. */
async function checkValues(
  check: NonNullable<FormSpec<never>['check']>,
  values: Values,
  row: unknown,
  names: readonly string[],
  setError: UseFormSetError<Values>,
): Promise<unknown> {
  try {
    return await callOperation(check.operation, check.input(values, row));
  } catch (error) {
    if (!isApiError(error)) throw error;
    const field = fieldNamedIn(error.message, names) ?? check.field;
    if (field) setError(field, { type: 'server', message: error.message }, { shouldFocus: true });
    return REFUSED;
  }
}

interface Props<E, I> {
  screen: Screen<E, I>;
  labels: Labels;
  row?: E;
  onDone: (saved: unknown) => void;
  onCancel: () => void;
}

export function ResourceForm<E, I>({ screen, labels, row, onDone, onCancel }: Props<E, I>) {
  const { body, rows } = useMemo(() => formLayout(screen), [screen]);
  const names = useMemo(() => rows.flat(), [rows]);
  const required = new Set(body.required ?? []);
  const resolver = useMemo(() => contractResolver<Values>(body, labels.rules, names), [body, labels, names]);
  const initial = useMemo(() => {
    const source = (row ?? screen.form?.defaults ?? {}) as Values;
    return Object.fromEntries(names.map((name) => [name, source[name] ?? '']));
  }, [row, screen, names]);
  // First checked on submit, then on change: a check on blur would insert a message and move the Save
  // button between mousedown and mouseup, losing the click.
  const form = useForm<Values>({ resolver, defaultValues: initial });
  const { create, upsert, update } = screen.operations;
  const mutation = useOperationMutation(row ? (update ?? upsert) : (create ?? upsert));

  const check = screen.form?.check;
  const submit = form.handleSubmit(async (values) => {
    try {
      if (check) {
        const answer = await checkValues(check, values, row, names, form.setError);
        if (answer === REFUSED) return;
        values = check.apply?.(values, answer) ?? values;
      }
      const fields = screen.form?.toBody?.(values, row) ?? values;
      const saved = await mutation.mutateAsync({ body: row ? { id: (row as Values).id, ...fields } : fields });
      notify.success(labels.t(row ? 'screens.ui.saved' : 'screens.ui.created'));
      onDone(saved);
    } catch (error) {
      const field = isApiError(error) && error.result === RESULT_INVALID_INPUT ? fieldNamedIn(error.message, names) : undefined;
      if (field) form.setError(field, { type: 'server', message: (error as Error).message }, { shouldFocus: true });
    }
  });

  return (
    <FormProvider {...form}>
      <form onSubmit={submit} onFocus={resolver.load} noValidate className="space-y-4">
        {rows.map((line) => (
          <div key={line.join()} className={line.length > 1 ? 'grid gap-4 sm:grid-cols-2' : undefined}>
            {line.map((name) => (
              <FieldControl
                key={name}
                name={name}
                schema={body.properties?.[name]}
                required={required.has(name)}
                labels={labels}
                control={form.control}
                widget={screen.form?.widgets?.[name as keyof I & string]}
                accept={screen.form?.accept?.[name as keyof I & string]}
              />
            ))}
          </div>
        ))}
        <div className="flex justify-end gap-2 border-t border-border pt-4">
          <Button type="button" onClick={onCancel}>
            {labels.t('screens.ui.cancel')}
          </Button>
          <Button type="submit" variant="primary" loading={mutation.isPending}>
            {labels.t('screens.ui.save')}
          </Button>
        </div>
      </form>
    </FormProvider>
  );
}
