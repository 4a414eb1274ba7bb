// The add/edit form of a screen. Rules come from the create body of the contract (so an edit keeps a
// required field filled in, and a minimum/maximum is checked before sending); the edit sends `id` plus the
// fields to the update operation, with the `updated_at` it read when the contract takes it (a row changed
// since is refused with 40012: StaleDialog shows what changed). An answer naming a field (40000, 40009) puts
// its message under that field; the toast names it by its label (lib/api-messages). A submission is sent once
// however fast 保存 is clicked, with one Idempotency-Key per attempt (kept while the values stay the same).
// Edits are kept as a draft and leaving asks first (useFormGuard).
import { Suspense, useContext, useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { FormProvider, useForm, useWatch, type Control, type UseFormSetError } from 'react-hook-form';
import { isApiError, isPendingApproval, needsApproval, RESULT_STALE, toText, type ApprovalPolicy } from '@wallet-admin/sdk';
import { ScreenContext } from '@/app/screen-context';
import { Button } from '@/components/ui';
import { failedField, lendFieldLabels, underFieldText } from '@/lib/api-messages';
import type { FieldSchema } from '@/lib/contract';
import { contractResolver } from '@/lib/form-rules';
import { lazyNamed } from '@/lib/lazy';
import { callOperation, useOperationMutation } from '@/lib/query';
import type { FormSpec, Screen } from '@/lib/screen';
import { FieldControl } from './FieldControl';
import type { Labels } from './labels';
import { useFormGuard } from './useFormGuard';
import { notify } from '@/app/notify';

const StaleDialog = lazyNamed(() => import('./StaleDialog'), 'StaleDialog');

type Values = Record<string, unknown>;

/** The body schema the form edits and its field rows (a row of several fields shares a line). */
export function formLayout<E, I>(screen: Screen<E, I>): { body: FieldSchema; rows: string[][] } {
  const { create, upsert, update } = screen.operations;
  const ops = screen.resource.operations;
  const body = (create && ops[create]?.body) ?? (upsert && ops[upsert]?.body) ?? (update && ops[update]?.body) ?? {};
  const declared = screen.form?.fields ?? Object.keys(body.properties ?? {}).filter((name) => name !== 'id');
  return { body, rows: declared.map((entry) => (typeof entry === 'string' ? [entry] : [...entry])) };
}

/** The form field a refusal names (its `field`), when the form has it; the message itself is never parsed. */
const refusedField = (error: Parameters<typeof failedField>[0], names: readonly string[]) => {
  const named = failedField(error);
  return named && names.includes(named) ? named : undefined;
};

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
    // The field the answer names, else the check's own.
    const field = refusedField(error, names) ?? check.field;
    if (field) setError(field, { type: 'server', message: await underFieldText(error) }, { shouldFocus: true });
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

/** The name of a form in lib/unsaved (its draft): the screen, the row (or a new one) and the page it is on. */
export function formId(screen: { key: string }, row: unknown, path: string | undefined): string {
  return `${path ?? ''}#${screen.key}:${toId(row) ?? 'new'}`;
}
const toId = (row: unknown) => (row as { id?: number } | undefined)?.id;

/** Whether saving these values would wait for approval: the entity's `x-approval-policy`, read by the server's own
 * rule (the SDK's needsApproval) over the row as it would be stored and the fields the form changed. */
function useNeedsApproval(policies: readonly ApprovalPolicy[] | undefined, control: Control<Values>, row: unknown, initial: Values) {
  const values = useWatch({ control });
  if (!policies?.length) return false;
  const before = (row ?? null) as Values | null;
  const changed = Object.keys(values).filter((name) => toText(values[name] ?? '') !== toText(initial[name] ?? ''));
  return needsApproval(policies, before, { ...before, ...values }, changed);
}

/** A new key per submission attempt: the same values sent again (a retry) keep their key. */
function useAttemptKey() {
  const attempt = useRef<{ body: string; key: string } | undefined>(undefined);
  return {
    keyFor(body: unknown): string {
      const text = JSON.stringify(body);
      if (attempt.current?.body !== text) attempt.current = { body: text, key: crypto.randomUUID() };
      return attempt.current.key;
    },
    done() {
      attempt.current = undefined;
    },
  };
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
  const operationId = row ? (update ?? upsert) : (create ?? upsert);
  const mutation = useOperationMutation(operationId);
  const guard = useFormGuard(form, formId(screen, row, useContext(ScreenContext)?.path));
  const guarded = useNeedsApproval(screen.resource.entity?.approval, form.control, row, initial);
  const attempt = useAttemptKey();
  // The row as this form last read it: its updated_at goes with an edit (P3); "take theirs" replaces it.
  const [base, setBase] = useState<Values | undefined>(row as Values | undefined);
  const [stale, setStale] = useState<{ mine: Values; theirs: Values } | undefined>(undefined);
  // A clean form follows its row when it is read again (the page shown again after someone saved it).
  useEffect(() => {
    if (guard.edited()) return;
    form.reset(initial);
    setBase(row as Values | undefined);
  }, [initial, row, form, guard]);
  const sendsVersion = Boolean(row && operationId && screen.resource.operations[operationId]?.body?.properties?.updated_at);
  // Set synchronously: a second click in the same task finds it set (a disabled button alone re-renders too late).
  const sending = useRef(false);

  const check = screen.form?.check;
  const send = async (values: Values, version = base?.updated_at) => {
    const fields = screen.form?.toBody?.(values, row) ?? values;
    const request = row
      ? { id: (row as Values).id, ...fields, ...(sendsVersion && version !== undefined && { updated_at: version }) }
      : fields;
    const saved = await lendFieldLabels(operationId ?? '', labels.field, () =>
      mutation.mutateAsync({ body: request, idempotencyKey: attempt.keyFor(request) }),
    );
    attempt.done();
    guard.forget();
    // Saved: these values are the form's clean state now (a kept-alive page must not count them as edits).
    form.reset(values);
    notify.success(labels.t(row ? 'screens.ui.saved' : 'screens.ui.created'));
    onDone(saved);
  };
  const refused = async (error: unknown, values: Values) => {
    if (!isApiError(error)) return;
    if (isPendingApproval(error)) {
      // Stored for a second operator (the toast said so): the form's work is done, and saving again would ask twice.
      attempt.done();
      guard.forget();
      form.reset(initial);
      onCancel();
      return;
    }
    if (error.result === RESULT_STALE && error.data && typeof error.data === 'object') {
      setStale({ mine: values, theirs: error.data as Values });
      return;
    }
    const field = refusedField(error, names);
    if (field) form.setError(field, { type: 'server', message: await underFieldText(error) }, { shouldFocus: true });
  };
  const validated = form.handleSubmit(async (values) => {
    try {
      if (check) {
        const answer = await checkValues(check, values, row, names, form.setError);
        if (answer === REFUSED) return;
        values = check.apply?.(values, answer) ?? values;
      }
      await send(values);
    } catch (error) {
      await refused(error, values);
    }
  });
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending.current) return;
    sending.current = true;
    try {
      await validated(event);
    } finally {
      sending.current = false;
    }
  };
  const cancel = () => void guard.confirmDiscard().then((leave) => leave && onCancel());

  return (
    <FormProvider {...form}>
      <form onSubmit={(event) => void submit(event)} onFocus={resolver.load} noValidate className="space-y-4">
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
        <div className="flex flex-wrap items-center justify-end gap-2 border-t border-border pt-4">
          {guarded && (
            <p role="note" className="mr-auto text-sm text-warning">
              {labels.t('screens.ui.needsApproval')}
            </p>
          )}
          <Button type="button" onClick={cancel}>
            {labels.t('screens.ui.cancel')}
          </Button>
          <Button type="submit" variant="primary" loading={mutation.isPending}>
            {labels.t('screens.ui.save')}
          </Button>
        </div>
      </form>
      {stale && (
        <Suspense>
          <StaleDialog
            names={names}
            schema={body}
            labels={labels}
            read={base ?? {}}
            mine={stale.mine}
            theirs={stale.theirs}
            onClose={() => setStale(undefined)}
            onOverwrite={() => {
              const { mine, theirs } = stale;
              setStale(undefined);
              setBase(theirs);
              send(mine, theirs.updated_at).catch((error: unknown) => refused(error, mine));
            }}
            onTakeTheirs={() => {
              const { theirs } = stale;
              setStale(undefined);
              setBase(theirs);
              guard.forget();
              form.reset(Object.fromEntries(names.map((name) => [name, theirs[name] ?? ''])));
            }}
          />
        </Suspense>
      )}
    </FormProvider>
  );
}
