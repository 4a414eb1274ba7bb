// A field whose choices a read call answers (the NFT metadata types, the currencies): the server's list, not a copy
// in the bundle. `free` keeps the field a text box that suggests them (a quote symbol may be USDT, not only a
// currency code); otherwise it is a select.
import type { ComponentType } from 'react';
import type { OperationId } from '@wallet-admin/sdk';
import { toText } from '@wallet-admin/sdk';
import { Input } from '@/components/ui';
import { useTranslation, type TFunction } from '@/i18n/react';
import { useOperation, type Page } from '@/lib/query';
import type { Option, WidgetProps } from '@/lib/screen';
import { EnumSelect } from './EnumSelect';

export function choicesFrom<Row>(
  operation: OperationId,
  choice: (row: Row, t: TFunction) => Option,
  { free = false, query }: { free?: boolean; query?: Record<string, unknown> } = {},
): ComponentType<WidgetProps> {
  return function OperationChoices(props: WidgetProps) {
    const { t } = useTranslation();
    const answer = useOperation<Page<Row>>(operation, query ? { query } : {});
    const choices = (answer.data?.list ?? []).map((row) => choice(row, t));
    if (free) {
      const listId = `${props.id}-choices`;
      return (
        <>
          <Input
            id={props.id}
            name={props.name}
            list={listId}
            value={toText(props.value)}
            onChange={(event) => props.onChange(event.target.value)}
            onBlur={props.onBlur}
            disabled={props.disabled}
            aria-invalid={props.invalid || undefined}
            aria-describedby={props.describedBy}
          />
          <datalist id={listId}>
            {choices.map((c) => (
              <option key={String(c.value)} value={String(c.value)} label={c.label} />
            ))}
          </datalist>
        </>
      );
    }
    return (
      <EnumSelect
        id={props.id}
        value={props.value}
        options={choices}
        onChange={props.onChange}
        invalid={props.invalid}
        describedBy={props.describedBy}
        disabled={props.disabled}
        placeholder={t('screens.ui.choose')}
      />
    );
  };
}
