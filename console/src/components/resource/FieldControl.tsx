// One form field: label, the widget its schema (or the description) picks from the widget registry, help text
// and message.
import { Suspense } from 'react';
import { Controller, type Control } from 'react-hook-form';
import { FormField, Spinner } from '@/components/ui';
import type { FieldSchema } from '@/lib/contract';
import type { Widget } from '@/lib/screen';
import type { Labels } from './labels';
import './widgets';
import { resolveWidget } from './widgets/registry';

interface Props {
  name: string;
  schema: FieldSchema | undefined;
  required: boolean;
  labels: Labels;
  // react-hook-form's Control over the loose record every generic form edits.
  control: Control<Record<string, unknown>>;
  widget?: Widget;
  accept?: readonly string[] | 'auditReport';
  /** The label, when it is not the catalogue's label of `name` (a nested field). */
  label?: string;
}

export function FieldControl({ name, schema, required, labels, control, widget, accept, label }: Props) {
  const Widget = resolveWidget(name, schema, widget);
  const help = labels.help(name, schema);
  return (
    <Controller
      name={name}
      control={control}
      render={({ field, fieldState }) => (
        <FormField label={label ?? labels.field(name)} required={required} help={help} error={fieldState.error?.message}>
          {(ids) => (
            <Suspense fallback={<Spinner size={14} />}>
              <Widget
                id={ids.id}
                name={name}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                invalid={Boolean(ids['aria-invalid'])}
                describedBy={ids['aria-describedby']}
                required={required}
                schema={schema}
                labels={labels}
                accept={accept}
              />
            </Suspense>
          )}
        </FormField>
      )}
    />
  );
}
