// A card's full number (issue 56, PCI DSS): every list, view and export shows it masked (532900******0000, the
// server's x-mask); this dialog asks for it for one card, when the operator says so: revealPrepaidCardNo asks for
// sudo (the client's re-authentication dialog) and writes an audit entry naming the card.
import { useState } from 'react';
import type { Schema } from '@wallet-admin/sdk';
import { api } from '@/app/api';
import { Button } from '@/components/ui';
import { useTranslation } from '@/i18n/react';

type Card = Schema<'PrepaidCard'>;

export default function RevealCardNumber({ row }: { row: Card; onClose: () => void }) {
  const { t } = useTranslation();
  const [number, setNumber] = useState<string>();
  const [busy, setBusy] = useState(false);
  const reveal = async () => {
    setBusy(true);
    try {
      const answer = await api.call('revealPrepaidCardNo', { body: { id: row.id } });
      setNumber(answer.card_no);
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="space-y-4">
      <dl className="grid gap-x-4 gap-y-2 sm:grid-cols-[max-content_1fr]">
        <dt className="text-fg-muted">{t('screens.prepaid_card.fields.card_no')}</dt>
        <dd className="font-mono tabular-nums" data-testid="card-number">
          {number ?? row.card_no}
        </dd>
        <dt className="text-fg-muted">{t('screens.prepaid_card.fields.holder_name')}</dt>
        <dd>{row.holder_name || '-'}</dd>
      </dl>
      <p className="text-sm text-fg-muted">{t(number ? 'screens.prepaid_card.revealed' : 'screens.prepaid_card.revealHelp')}</p>
      {number === undefined && (
        <Button variant="primary" loading={busy} onClick={() => void reveal()}>
          {t('screens.prepaid_card.reveal')}
        </Button>
      )}
    </div>
  );
}
