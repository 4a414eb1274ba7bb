// The answer to an edit of a row someone changed since the form read it (40012, P3): the fields they changed,
// with this operator's value beside theirs, and two ways on: "overwrite" (save these values over theirs) or
// "take theirs" (reload the form with the current row).
import { Button, Dialog } from '@/components/ui';
import type { FieldSchema } from '@/lib/contract';
import { formatDateTime } from '@/lib/format';
import { toText } from '@wallet-admin/sdk';
import type { Labels } from './labels';

type Values = Record<string, unknown>;

interface Props {
  names: readonly string[];
  schema: FieldSchema;
  labels: Labels;
  /** The row as the form read it, the values it would send, the row as it is now. */
  read: Values;
  mine: Values;
  theirs: Values;
  onOverwrite: () => void;
  onTakeTheirs: () => void;
  onClose: () => void;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? '') === JSON.stringify(b ?? '') || toText(a ?? '') === toText(b ?? '');

function show(name: string, value: unknown, schema: FieldSchema | undefined, labels: Labels): string {
  if (value === undefined || value === null || value === '') return '—';
  if (schema?.enum) return labels.enumLabel(schema, value);
  if (schema?.ref === 'TimeMs' || name.endsWith('_at')) return Number(value) > 0 ? formatDateTime(Number(value)) : '—';
  return typeof value === 'object' ? JSON.stringify(value) : toText(value);
}

/** The fields the other change touched (theirs differs from what the form read). */
export function changedFields(names: readonly string[], read: Values, theirs: Values): string[] {
  return names.filter((name) => name in theirs && !same(read[name], theirs[name]));
}

export function StaleDialog({ names, schema, labels, read, mine, theirs, onOverwrite, onTakeTheirs, onClose }: Props) {
  const t = labels.t;
  const changed = changedFields(names, read, theirs);
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      size="lg"
      title={t('screens.ui.staleTitle')}
      description={t('screens.ui.staleMessage')}
      footer={
        <>
          <Button onClick={onTakeTheirs}>{t('screens.ui.takeTheirs')}</Button>
          <Button variant="danger" onClick={onOverwrite}>
            {t('screens.ui.overwrite')}
          </Button>
        </>
      }
    >
      {changed.length === 0 ? (
        <p className="text-fg-muted">{t('screens.ui.staleNoFields')}</p>
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full border-collapse text-left">
            <caption className="sr-only">{t('screens.ui.staleTitle')}</caption>
            <thead className="bg-surface-muted text-fg-muted">
              <tr>
                <th scope="col" className="ui-cell px-3 font-medium">
                  {t('screens.ui.staleField')}
                </th>
                <th scope="col" className="ui-cell px-3 font-medium">
                  {t('screens.ui.mine')}
                </th>
                <th scope="col" className="ui-cell px-3 font-medium">
                  {t('screens.ui.theirs')}
                </th>
              </tr>
            </thead>
            <tbody>
              {changed.map((name) => (
                <tr key={name} className="border-t border-border">
                  <th scope="row" className="ui-cell px-3 font-medium">
                    {labels.field(name)}
                  </th>
                  <td className="ui-cell break-all px-3">{show(name, mine[name], schema.properties?.[name], labels)}</td>
                  <td className="ui-cell break-all px-3">{show(name, theirs[name], schema.properties?.[name], labels)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </Dialog>
  );
}
