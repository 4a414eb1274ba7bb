// An editable table of an `items` array (key/value relations, DeFi entries): one row per item, a
// control per column picked from the item schema, rows added, removed and moved. Rules come from the
// contract through the form's resolver; a cell's message shows under it. On a phone each row is a card of
// labelled fields (the table's columns would shrink the inputs to a character).
import { Suspense } from 'react';
import { Controller, useFieldArray, type Control } from 'react-hook-form';
import { Button, Icon, Spinner } from '@/components/ui';
import type { FieldSchema } from '@/lib/contract';
import type { Widget } from '@/lib/screen';
import type { Labels } from '../labels';
import './index';
import { resolveWidget } from './registry';

interface Props {
  // react-hook-form's Control over the config document being edited.
  control: Control<Record<string, unknown>>;
  name: string;
  item: FieldSchema;
  columns: readonly string[];
  widgets?: Record<string, Widget>;
  labels: Labels;
}

function blankItem(item: FieldSchema, columns: readonly string[]) {
  return Object.fromEntries(columns.map((column) => [column, item.properties?.[column]?.enum?.[0] ?? '']));
}

export function KeyValueEditor({ control, name, item, columns, widgets, labels }: Props) {
  // react-hook-form types array paths from the value type; a config document's shape is known at runtime only.
  const rows = useFieldArray({ control, name: name as never });
  const required = new Set(item.required ?? []);
  const t = labels.t;

  const cell = (index: number, column: string) => (
    <Controller
      name={`${name}.${index}.${column}`}
      control={control}
      render={({ field, fieldState }) => {
        const schema = item.properties?.[column];
        const Widget = resolveWidget(column, schema, widgets?.[column]);
        const label = `${labels.field(column)} ${index + 1}`;
        const messageId = `${name}-${index}-${column}-message`;
        return (
          <div className="flex flex-col gap-1">
            <span aria-hidden="true" className="text-xs text-fg-muted sm:hidden">
              {labels.field(column)}
            </span>
            <Suspense fallback={<Spinner size={14} />}>
              <Widget
                id={`${name}-${index}-${column}`}
                name={`${name}.${index}.${column}`}
                label={label}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                invalid={Boolean(fieldState.error)}
                describedBy={fieldState.error ? messageId : undefined}
                required={required.has(column)}
                schema={schema}
                labels={labels}
              />
            </Suspense>
            {fieldState.error && (
              <p id={messageId} role="alert" className="text-xs text-danger">
                {fieldState.error.message}
              </p>
            )}
          </div>
        );
      }}
    />
  );

  return (
    <div className="space-y-3">
      <div className="overflow-x-auto rounded-lg border border-border">
        <table className="w-full border-collapse text-left max-sm:block">
          <thead className="bg-surface-muted text-fg-muted max-sm:sr-only">
            <tr>
              <th scope="col" className="ui-cell w-12 px-3 font-medium">
                #
              </th>
              {columns.map((column) => (
                <th key={column} scope="col" className="ui-cell px-3 font-medium">
                  {required.has(column) && (
                    <span className="mr-0.5 text-danger" aria-hidden>
                      *
                    </span>
                  )}
                  {labels.field(column)}
                </th>
              ))}
              <th scope="col" className="ui-cell w-32 px-3 font-medium">
                {t('screens.ui.actions')}
              </th>
            </tr>
          </thead>
          <tbody className="max-sm:block">
            {rows.fields.length === 0 && (
              <tr className="max-sm:block">
                <td colSpan={columns.length + 2} className="px-3 py-8 text-center text-fg-muted max-sm:block">
                  {t('screens.ui.noRows')}
                </td>
              </tr>
            )}
            {rows.fields.map((row, index) => (
              <tr key={row.id} className="border-t border-border align-top first:border-t-0 max-sm:grid max-sm:gap-2 max-sm:p-3">
                <td className="px-3 py-3.5 tabular-nums text-fg-muted max-sm:p-0">
                  <span aria-hidden="true" className="sm:hidden">
                    #
                  </span>
                  {index + 1}
                </td>
                {columns.map((column) => (
                  <td key={column} className="px-2 py-1.5 max-sm:p-0">
                    {cell(index, column)}
                  </td>
                ))}
                <td className="px-2 py-1.5 max-sm:p-0">
                  <div className="flex gap-1">
                    <Button
                      size="icon"
                      variant="ghost"
                      aria-label={`${t('screens.ui.moveUp')} ${index + 1}`}
                      disabled={index === 0}
                      onClick={() => rows.move(index, index - 1)}
                    >
                      <Icon name="chevronDown" className="rotate-180" />
                    </Button>
                    <Button
                      size="icon"
                      variant="ghost"
                      aria-label={`${t('screens.ui.moveDown')} ${index + 1}`}
                      disabled={index === rows.fields.length - 1}
                      onClick={() => rows.move(index, index + 1)}
                    >
                      <Icon name="chevronDown" />
                    </Button>
                    <Button
                      size="icon"
                      variant="ghost"
                      aria-label={`${t('screens.ui.removeRow')} ${index + 1}`}
                      onClick={() => rows.remove(index)}
                      className="text-danger"
                    >
                      <Icon name="x" />
                    </Button>
                  </div>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <Button onClick={() => rows.append(blankItem(item, columns))}>+ {t('screens.ui.addRow')}</Button>
    </div>
  );
}
