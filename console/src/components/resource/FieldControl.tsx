// One form field: label, the widget its schema (or the description) picks, help text and message.
import { lazy, Suspense, type ComponentType } from 'react';
import { Controller, type Control } from 'react-hook-form';
import { FormField, Input, Spinner, Switch, Textarea } from '@/components/ui';
import type { FieldSchema } from '@/lib/contract';
import type { Widget, WidgetProps } from '@/lib/screen';
import type { Labels } from './labels';
import { CategoryPicker } from './widgets/CategoryPicker';
import { ChainPicker } from './widgets/ChainPicker';
import { EnumSelect } from './widgets/EnumSelect';
import { LanguagePicker } from './widgets/LanguagePicker';
import { widgetFor } from './widgets/widgetFor';

// Heavy widgets load when a form first shows one (the uploader pulls in the object-storage client).
const UploadField = lazy(() => import('./widgets/UploadField'));
const DappAutocomplete = lazy(() => import('./widgets/DappAutocomplete'));

interface Props {
  name: string;
  schema: FieldSchema | undefined;
  required: boolean;
  labels: Labels;
  // react-hook-form's Control over the loose record every generic form edits.
  control: Control<Record<string, unknown>>;
  widget?: Widget;
  accept?: readonly string[] | 'auditReport';
}

function renderWidget(kind: Exclude<Widget, ComponentType<WidgetProps>>, p: WidgetProps, props: Props) {
  const text = (value: unknown) => (value === undefined || value === null ? '' : String(value));
  const common = { id: p.id, name: p.name, onBlur: p.onBlur, disabled: p.disabled, 'aria-invalid': p.invalid || undefined, 'aria-describedby': p.describedBy, 'aria-required': p.required || undefined } as const;
  const select = { id: p.id, value: p.value, onChange: p.onChange, invalid: p.invalid, describedBy: p.describedBy, placeholder: props.labels.t('screens.ui.choose') };
  switch (kind) {
    case 'textarea':
      return <Textarea {...common} rows={4} value={text(p.value)} onChange={(e) => p.onChange(e.target.value)} />;
    case 'number':
      return <Input {...common} type="number" inputMode="numeric" value={text(p.value)} onChange={(e) => p.onChange(e.target.value)} />;
    case 'password':
      return <Input {...common} type="password" autoComplete="new-password" value={text(p.value)} onChange={(e) => p.onChange(e.target.value)} />;
    case 'switch':
      return <Switch id={p.id} checked={p.value === true} onCheckedChange={p.onChange} aria-describedby={p.describedBy} />;
    case 'select':
      return <EnumSelect {...select} options={props.labels.options(props.name, props.schema)} />;
    case 'language':
      return <LanguagePicker {...select} schema={props.schema} />;
    case 'chain':
      return <ChainPicker {...select} />;
    case 'category':
      return <CategoryPicker {...select} />;
    case 'image':
    case 'file':
      return <UploadField {...p} image={kind === 'image'} accept={props.accept} />;
    case 'dapp':
      return <DappAutocomplete {...p} />;
    default:
      return <Input {...common} type={props.schema?.ref === 'Url' ? 'url' : 'text'} value={text(p.value)} onChange={(e) => p.onChange(e.target.value)} />;
  }
}

export function FieldControl(props: Props) {
  const { name, schema, required, labels, control } = props;
  const widget = widgetFor(name, schema, props.widget);
  const help = labels.help(name);
  return (
    <Controller
      name={name}
      control={control}
      render={({ field, fieldState }) => (
        <FormField label={labels.field(name)} required={required} help={help} error={fieldState.error?.message}>
          {(ids) => {
            const widgetProps: WidgetProps = {
              id: ids.id,
              name,
              value: field.value,
              onChange: field.onChange,
              onBlur: field.onBlur,
              invalid: Boolean(ids['aria-invalid']),
              describedBy: ids['aria-describedby'],
              required,
            };
            const Custom = typeof widget === 'string' ? undefined : widget;
            return (
              <Suspense fallback={<Spinner size={14} />}>
                {Custom ? <Custom {...widgetProps} /> : renderWidget(widget as Exclude<Widget, ComponentType<WidgetProps>>, widgetProps, props)}
              </Suspense>
            );
          }}
        </FormField>
      )}
    />
  );
}
