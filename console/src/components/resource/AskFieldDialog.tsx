// A confirmation that first asks one value: a body field of the operation about to run (a category to move the
// selected DApps to, a DApp's pinned position), with its widget and rule from the contract.
import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { ConfirmDialog } from '@/components/ui';
import type { FieldSchema } from '@/lib/contract';
import { FieldControl } from './FieldControl';
import type { Labels } from './labels';

interface Props {
  field: string;
  schema: FieldSchema | undefined;
  labels: Labels;
  title: string;
  description: string;
  confirmLabel: string;
  danger?: boolean;
  /** Resolves when done; a rejection keeps the dialog open (the SDK already toasted the reason). */
  onConfirm: (value: unknown) => Promise<unknown>;
  onCancel: () => void;
}

export function AskFieldDialog({ field, schema, labels, title, description, confirmLabel, danger, onConfirm, onCancel }: Props) {
  const form = useForm<Record<string, unknown>>();
  const [pending, setPending] = useState(false);
  const confirm = async () => {
    const value = form.getValues(field);
    if (value === undefined || value === '') return void form.setError(field, { message: labels.rules.required });
    setPending(true);
    try {
      await onConfirm(schema?.type === 'integer' || schema?.type === 'number' ? Number(value) : value);
    } catch {
      // The SDK showed why; the operator may try another value.
    } finally {
      setPending(false);
    }
  };
  return (
    <ConfirmDialog
      open
      onOpenChange={(open) => !open && onCancel()}
      title={title}
      description={description}
      confirmLabel={confirmLabel}
      tone={danger ? 'danger' : undefined}
      pending={pending}
      onConfirm={() => void confirm()}
    >
      <FormProvider {...form}>
        <FieldControl name={field} schema={schema} required labels={labels} control={form.control} />
      </FormProvider>
    </ConfirmDialog>
  );
}
