// 我的账户's second factors (issue 55): the authenticator (added or replaced by scanning a QR code and confirming a code;
// removed, never when it is the last factor: the server refuses and its toast says why) and the recovery codes left
// (renewed, the new ones shown once). Passkeys are listed beside it (PasskeyList). Removing and renewing are marked
// x-reauth; adding needs a fresh proof only when the account has a factor (the server decides, the dialog asks).
import { useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { Schema } from '@wallet-admin/sdk';
import { api } from '@/app/api';
import { notify } from '@/app/notify';
import { useTranslation } from '@/i18n/react';
import { Button, FormField, Input } from '@/components/ui';
import { formatDateTime } from '@/lib/format';
import { operationQuery } from '@/lib/query';

type Factors = Schema<'SecondFactors'>;

function RecoveryCodes({ codes }: { codes: string[] }) {
  const { t } = useTranslation();
  return (
    <div role="status" className="space-y-2 rounded-md border border-border p-3">
      <p className="text-sm">{t('secondFactor.recoveryHint')}</p>
      <ol aria-label={t('secondFactor.recoveryHeading')} className="grid grid-cols-2 gap-1 font-mono text-sm" data-recovery-codes>
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ol>
    </div>
  );
}

export function SecondFactorList() {
  const { t } = useTranslation();
  const factors = useQuery({ ...operationQuery<Factors>('listSecondFactors'), refetchOnMount: 'always' });
  const [adding, setAdding] = useState<{ secret: string; qr: string } | null>(null);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string>();
  const [codes, setCodes] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  const run = async (work: () => Promise<void>) => {
    setBusy(true);
    try {
      await work();
      await factors.refetch();
    } catch {
      // The SDK's onError has said why (a toast): the last factor, a refused proof.
    } finally {
      setBusy(false);
    }
  };
  const startAdding = () =>
    run(async () => {
      const [{ secret, otpauth_uri }, QRCode] = await Promise.all([api.call('totpOptions'), import('qrcode')]);
      const svg = await QRCode.toString(otpauth_uri, { type: 'svg', margin: 2 });
      setAdding({ secret, qr: `data:image/svg+xml;utf8,${encodeURIComponent(svg)}` });
    });
  const confirm = (event: FormEvent) => {
    event.preventDefault();
    if (!/^\d{6}$/.test(code.trim())) return setError(t('secondFactor.codeRequired'));
    setError(undefined);
    void run(async () => {
      const { recovery_codes } = await api.call('addTotp', { body: { code: code.trim() } });
      setAdding(null);
      setCode('');
      setCodes(recovery_codes);
      notify.success(t('user.factors.added'));
    });
  };
  const data = factors.data;
  return (
    <section aria-labelledby="account-factors" className="mt-6 space-y-2">
      <h3 id="account-factors" className="font-medium">
        {t('user.factors.title')}
      </h3>
      {data && (
        <ul className="divide-y divide-border">
          <li className="flex flex-wrap items-center gap-x-4 gap-y-1 py-2">
            <p className="min-w-0 flex-1 text-sm">
              {data.totp && data.totp_enrolled_at !== null
                ? t('user.factors.totpOn', { since: formatDateTime(data.totp_enrolled_at) })
                : t('user.factors.totpOff')}
            </p>
            <Button size="sm" loading={busy && !adding} onClick={() => void startAdding()}>
              {t(data.totp ? 'user.factors.replace' : 'user.factors.add')}
            </Button>
            {data.totp && (
              <Button size="sm" variant="danger" onClick={() => void run(async () => void (await api.call('removeTotp')))}>
                {t('user.factors.remove')}
              </Button>
            )}
          </li>
          <li className="flex flex-wrap items-center gap-x-4 gap-y-1 py-2">
            <p className="min-w-0 flex-1 text-sm">{t('user.factors.codesLeft', { count: data.recovery_codes_left })}</p>
            <Button size="sm" onClick={() => void run(async () => setCodes((await api.call('renewRecoveryCodes')).recovery_codes))}>
              {t('user.factors.renew')}
            </Button>
          </li>
        </ul>
      )}
      {adding && (
        <form noValidate onSubmit={confirm} className="space-y-2 rounded-md border border-border p-3" aria-label={t('user.factors.add')}>
          <p className="text-sm">{t('secondFactor.enrolHint')}</p>
          <img src={adding.qr} alt={t('secondFactor.qrAlt')} width={180} height={180} className="rounded bg-white" data-totp-qr />
          <p className="text-sm">
            {t('secondFactor.keyLabel')} <code className="font-mono break-all">{adding.secret}</code>
          </p>
          <FormField label={t('secondFactor.code')} error={error} required>
            {(control) => (
              <Input
                {...control}
                inputMode="numeric"
                maxLength={6}
                autoComplete="one-time-code"
                value={code}
                onChange={(e) => setCode(e.target.value)}
              />
            )}
          </FormField>
          <Button type="submit" size="sm" variant="primary" loading={busy}>
            {t('user.factors.confirm')}
          </Button>
        </form>
      )}
      {codes.length > 0 && <RecoveryCodes codes={codes} />}
    </section>
  );
}
