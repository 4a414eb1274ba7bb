// A nested object of a document (the app config's links, features and review; a per-language text as
// zh-Hans / zh-Hant / en): its properties as fields of the same form, named `parent.child`, so each keeps its
// own rule and message. Needs the form in a FormProvider (ResourceForm, ConfigScreen).
import { useFormContext } from 'react-hook-form';
import { FieldControl } from '../FieldControl';
import type { FieldWidgetProps } from './registry';

export function ObjectFields({ id, name, schema, labels, label }: FieldWidgetProps) {
  const { control } = useFormContext<Record<string, unknown>>();
  const required = new Set(schema?.required ?? []);
  return (
    <div
      id={id}
      role="group"
      aria-label={label ?? labels.field(name)}
      className="grid gap-3 rounded-md border border-border p-3 sm:grid-cols-2"
    >
      {Object.entries(schema?.properties ?? {}).map(([child, childSchema]) => (
        <FieldControl
          key={child}
          name={`${name}.${child}`}
          label={labels.field(child)}
          schema={childSchema}
          required={required.has(child)}
          labels={labels}
          control={control}
        />
      ))}
    </div>
  );
}
