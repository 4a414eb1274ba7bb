// An account's open sessions (listSession): the device, browser and system the server read from each User-Agent, the
// address, how it signed in, when, and when it was last used. Any of them ends (endSession), or all at once
// (endSessions): for the signed-in account "sign out everywhere else" keeps this session; for another account (an
// administrator's, from 用户管理) every session ends. Ending another account's sessions, or several, asks first; the
// operator's own single session ends at a click, as the sign-in it undoes took one.
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { Schema } from '@wallet-admin/sdk';
import { notify } from '@/app/notify';
import { useTranslation } from '@/i18n/react';
import { Badge, Button, ConfirmDialog, Spinner } from '@/components/ui';
import { formatDateTime } from '@/lib/format';
import { operationQuery, useOperationMutation } from '@/lib/query';

type Session = Schema<'Session'>;

/** Whose sessions: the signed-in account's (no `user`), or another account's by id and name. */
interface Props {
  user?: { id: number; name: string };
}

/** What waits for the operator's yes: one session, or all of them. */
type Pending = { kind: 'one'; session: Session } | { kind: 'all' };

export function SessionList({ user }: Props) {
  const { t } = useTranslation();
  // Read again each time it shows: a session signed in elsewhere a minute ago is the one to see.
  const sessions = useQuery({
    ...operationQuery<Session[]>('listSession', { query: user ? { user_id: user.id } : {} }),
    refetchOnMount: 'always',
  });
  const endOne = useOperationMutation('endSession');
  const endAll = useOperationMutation<{ ended: number }>('endSessions');
  const [pending, setPending] = useState<Pending | null>(null);
  const [ending, setEnding] = useState<number | null>(null);
  const list = sessions.data ?? [];
  const others = list.filter((session) => !session.current);

  const end = async (session: Session) => {
    setEnding(session.id);
    try {
      await endOne.mutateAsync({ body: { id: session.id } });
      notify.success(t('user.sessions.ended'));
    } catch {
      // The SDK's onError has said why (a toast).
    } finally {
      setEnding(null);
      setPending(null);
    }
  };
  const endEvery = async () => {
    try {
      const { ended } = await endAll.mutateAsync({ body: user ? { user_id: user.id } : {} });
      notify.success(t('user.sessions.endedCount', { count: ended }));
    } catch {
      // Said by the SDK's onError.
    } finally {
      setPending(null);
    }
  };

  return (
    <section aria-labelledby="account-sessions" className="mt-6 space-y-2">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id="account-sessions" className="font-medium">
          {t('user.sessions.title')}
        </h3>
        <Button size="sm" variant="danger" disabled={others.length === 0} onClick={() => setPending({ kind: 'all' })}>
          {t(user ? 'user.sessions.endAll' : 'user.sessions.endOthers')}
        </Button>
      </div>
      {sessions.isPending && <Spinner label={t('user.account.loading')} />}
      {sessions.isError && <p role="alert">{t('user.sessions.failed')}</p>}
      {sessions.isSuccess && list.length === 0 && <p className="text-sm">{t('user.sessions.none')}</p>}
      <ul className="divide-y divide-border">
        {list.map((session) => (
          <li
            key={session.id}
            aria-label={t('user.sessions.one', { ip: session.ip })}
            className="flex flex-wrap items-center gap-x-4 gap-y-1 py-2"
          >
            <div className="min-w-0 flex-1 text-sm">
              {/* The raw header stays at hand (hover) for the rare reader who needs it. */}
              <p title={session.user_agent}>{clientOf(session, t)}</p>
              <p className="text-fg-muted">
                {t('user.sessions.detail', {
                  ip: session.ip || '-',
                  method: t(`user.sessions.method.${session.method}`),
                  signedIn: formatDateTime(session.created_at),
                  lastSeen: formatDateTime(session.last_seen_at),
                })}
              </p>
            </div>
            {session.current ? (
              <Badge tone="success">{t('user.sessions.current')}</Badge>
            ) : (
              <Button
                size="sm"
                variant="danger"
                loading={ending === session.id}
                onClick={() => (user ? setPending({ kind: 'one', session }) : void end(session))}
              >
                {t('user.sessions.end')}
              </Button>
            )}
          </li>
        ))}
      </ul>
      {pending && (
        <ConfirmDialog
          open
          onOpenChange={(open) => !open && setPending(null)}
          title={t(pending.kind === 'one' ? 'user.sessions.end' : user ? 'user.sessions.endAll' : 'user.sessions.endOthers')}
          description={
            pending.kind === 'one'
              ? t('user.sessions.endOneConfirm', { name: user?.name, ip: pending.session.ip || '-' })
              : user
                ? t('user.sessions.endAllConfirm', { name: user.name })
                : t('user.sessions.endOthersConfirm')
          }
          confirmLabel={t(pending.kind === 'one' ? 'user.sessions.end' : user ? 'user.sessions.endAll' : 'user.sessions.endOthers')}
          tone="danger"
          pending={endOne.isPending || endAll.isPending}
          onConfirm={() => void (pending.kind === 'one' ? end(pending.session) : endEvery())}
        />
      )}
    </section>
  );
}

/** "手机 · Safari 18 · iOS 18.0" (a script: "ops-script/1.0"): the parts the server could read, else the catalogue's
 * unknown client. */
function clientOf(session: Session, t: (key: string) => string): string {
  const parts = [session.browser, session.os].filter(Boolean);
  if (parts.length === 0) return t('user.sessions.unknownClient');
  return [...(session.device === 'unknown' ? [] : [t(`user.sessions.device.${session.device}`)]), ...parts].join(' · ');
}
