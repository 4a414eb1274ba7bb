// The internal transfer form: from and to accounts, coin, amount (a decimal string, never a float), remark and the
// operator's password (hashed before it leaves the page). One Idempotency-Key per attempt: the same values sent
// again (a double click, a retry after a lost answer) move the amount once.
import { useRef, useState, type FormEvent } from 'react';
import { hashPassword, type Schema } from '@wallet-admin/sdk';
import contract from 'virtual:contract/transferExchangeInternal';
import { Button, Card, FormField, Input, Textarea } from '@/components/ui';
import { DetailView } from '@/components/resource/DetailView';
import { useLabels, useScreenTitle } from '@/components/resource/labels';
import { useUrlState } from '@/components/resource/useUrlState';
import { EnumSelect } from '@/components/resource/widgets/EnumSelect';
import { useOperationMutation } from '@/lib/query';
import { transferLog } from './transferLog';

type Transfer = Schema<'ExchangeTransfer'>;
const body = contract.operations.transferExchangeInternal?.body?.properties ?? {};
const CHOICES = ['from_account', 'to_account', 'symbol'] as const;

export function TransferPage() {
  const labels = useLabels('exchange_transfer_form');
  const logLabels = useLabels('exchange_transfer');
  const title = useScreenTitle(labels);
  const { navigate } = useUrlState();
  const [values, setValues] = useState<Record<string, string | number | undefined>>({ symbol: 'USDT' });
  const [password, setPassword] = useState('');
  const [done, setDone] = useState<Transfer>();
  const attempt = useRef<{ text: string; key: string }>(undefined);
  const send = useOperationMutation<Transfer>('transferExchangeInternal');
  const set = (name: string, value: string | number | undefined) => setValues((v) => ({ ...v, [name]: value }));
  const ready = CHOICES.every((c) => values[c] !== undefined) && /^\d+(\.\d+)?$/.test(String(values.amount ?? '')) && password !== '';

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const request = { ...values, remark: values.remark ?? '', password: hashPassword(password) };
    const text = JSON.stringify(request);
    if (attempt.current?.text !== text) attempt.current = { text, key: crypto.randomUUID() };
    try {
      setDone(await send.mutateAsync({ body: request, idempotencyKey: attempt.current.key }));
      setPassword('');
      attempt.current = undefined;
    } catch {
      // The failure is shown by the API client's toast; the form keeps its values for another try.
    }
  };

  return (
    <section aria-labelledby="exchange-transfer-title" className="space-y-4">
      <h1 id="exchange-transfer-title" className="text-lg font-semibold text-fg">
        {title}
      </h1>
      <Card>
        <form onSubmit={(e) => void submit(e)} className="grid max-w-2xl gap-4 sm:grid-cols-2">
          {CHOICES.map((name) => (
            <FormField key={name} label={labels.field(name)} required htmlFor={`transfer-${name}`}>
              <EnumSelect
                id={`transfer-${name}`}
                value={values[name]}
                options={labels.options(body[name])}
                onChange={(v) => set(name, v)}
              />
            </FormField>
          ))}
          <FormField label={labels.field('amount')} required help={labels.help('amount')}>
            {(ids) => (
              <Input
                {...ids}
                inputMode="decimal"
                autoComplete="off"
                className="font-mono tabular-nums"
                value={values.amount ?? ''}
                onChange={(e) => set('amount', e.target.value.trim())}
              />
            )}
          </FormField>
          <FormField label={labels.field('remark')} className="sm:col-span-2">
            {(ids) => <Textarea {...ids} rows={2} value={values.remark ?? ''} onChange={(e) => set('remark', e.target.value)} />}
          </FormField>
          <FormField label={labels.field('password')} required help={labels.help('password')}>
            {(ids) => (
              <Input
                {...ids}
                type="password"
                autoComplete="current-password"
                value={password}
                onChange={(e) => setPassword(e.target.value)}
              />
            )}
          </FormField>
          <div className="flex items-end gap-2 sm:col-span-2">
            <Button type="submit" variant="primary" loading={send.isPending} disabled={!ready}>
              {labels.t('screens.exchange_transfer_form.submit')}
            </Button>
            <Button type="button" onClick={() => navigate('/exchange/transfer/log')}>
              {logLabels.title}
            </Button>
          </div>
        </form>
      </Card>
      {done && (
        <Card title={labels.t('screens.exchange_transfer_form.done')}>
          <DetailView screen={transferLog} labels={logLabels} row={done} />
        </Card>
      )}
    </section>
  );
}
