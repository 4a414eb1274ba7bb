// The approvals inbox: the requests held for approval (x-approval operations and x-approval-policy data, answered
// 20202 when asked) of the screens this user holds, each with the diff of every row it writes, pending first; another operator of the same screen approves (the request is applied once, as asked) or
// rejects it with a remark. The requester sees their own requests but cannot decide them.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { Schema } from '@wallet-admin/sdk';
import { useState } from 'react';
import { APPROVALS_REFRESH_MS } from '@/app/approvals';
import { notify } from '@/app/notify';
import { titleIn } from '@/app/routes';
import { routeData } from '@/app/session';
import { useStore } from '@/app/store';
import { PromptDialog } from '@/components/resource/PromptDialog';
import { Badge, Button, Card, ConfirmDialog, EmptyState, Spinner } from '@/components/ui';
import { currentLanguage } from '@/i18n';
import { useTranslation } from '@/i18n/react';
import { formatDateTime } from '@/lib/format';
import { operationTitleIn } from '@/lib/operation-titles';
import { callOperation, invalidateAfter, operationQuery, type Page } from '@/lib/query';
import { RequestRows } from './ApprovalRows';

type Approval = Schema<'Approval'>;
type Decision = { kind: 'approve' | 'reject'; request: Approval } | null;

const TONES = { pending: 'warning', approved: 'success', rejected: 'danger', expired: 'neutral' } as const;

function RequestCard({ request, onDecide }: { request: Approval; onDecide: (decision: Decision) => void }) {
  const { t } = useTranslation();
  const screen = useStore(routeData, (data) => data?.held.find((route) => route.path === request.permission));
  const facts: [string, string][] = [
    [
      'approvals.operation',
      `${screen ? titleIn(screen, currentLanguage()) : request.permission} · ${operationTitleIn(request.operation, currentLanguage())}`,
    ],
    // `version:7` reads #7: the screen above names what kind of row it is (a config document, the screen itself).
    ['approvals.target', request.target.replace(/^[a-z_]+:(\d+)$/, '#$1').replace(/^config:\w+$/, '') || '—'],
    ['approvals.requester', request.requester_name],
    ['approvals.askedAt', formatDateTime(request.created_at)],
    ['approvals.expiresAt', formatDateTime(request.expires_at)],
    ...(request.remark ? [['approvals.remark', request.remark] as [string, string]] : []),
    // More than one approver (x-approval quorum): how many so far, and who.
    ...(request.approvals_needed > 1
      ? [
          [
            'approvals.approvals',
            [
              t('approvals.approvalsOf', { count: request.approvals.length, needed: request.approvals_needed }),
              ...request.approvals.map((a) => `${a.name} · ${formatDateTime(a.at)}`),
            ].join('；'),
          ] as [string, string],
        ]
      : []),
    ...(request.decided_by_name
      ? [['approvals.decidedBy', `${request.decided_by_name} · ${formatDateTime(request.decided_at)}`] as [string, string]]
      : []),
    ...(request.decision_remark ? [['approvals.decisionRemark', request.decision_remark] as [string, string]] : []),
  ];
  return (
    <Card aria-label={t('approvals.request', { id: request.id })} className="p-4">
      <div className="mb-3 flex flex-wrap items-center gap-2">
        <h2 className="font-semibold text-fg">{t('approvals.request', { id: request.id })}</h2>
        <Badge tone={TONES[request.status]}>{t(`approvals.status.${request.status}`)}</Badge>
        {request.status === 'pending' &&
          (request.mine || request.approvals.some((a) => a.mine) ? (
            <span className="ml-auto text-sm text-fg-muted">{t(request.mine ? 'approvals.mine' : 'approvals.approvedByMe')}</span>
          ) : (
            <span className="ml-auto flex gap-2">
              <Button size="sm" onClick={() => onDecide({ kind: 'approve', request })}>
                {t('approvals.approve')}
              </Button>
              <Button size="sm" variant="danger" onClick={() => onDecide({ kind: 'reject', request })}>
                {t('approvals.reject')}
              </Button>
            </span>
          ))}
      </div>
      <dl className="grid gap-x-6 gap-y-1 text-sm sm:grid-cols-[max-content_1fr]">
        {facts.map(([label, text]) => (
          <div key={label} className="contents">
            <dt className="text-fg-muted">{t(label)}</dt>
            <dd className="break-all text-fg">{text}</dd>
          </div>
        ))}
      </dl>
      <h3 className="mt-3 mb-1 text-sm font-medium text-fg">{t('approvals.changes')}</h3>
      <RequestRows request={request} />
    </Card>
  );
}

export default function ApprovalsPage() {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [tab, setTab] = useState<'pending' | 'all'>('pending');
  // Read again every few seconds, as the count is: a request another operator makes shows up, one decided goes.
  const list = useQuery({
    ...operationQuery<Page<Approval>>(
      'listApproval',
      { query: { ...(tab === 'pending' ? { status: 'pending' } : {}), count: 50 } },
      { background: true },
    ),
    refetchInterval: APPROVALS_REFRESH_MS,
  });
  const [decision, setDecision] = useState<Decision>(null);
  const [pending, setPending] = useState(false);
  const decide = async (kind: 'approve' | 'reject', request: Approval, remark?: string) => {
    const operation = kind === 'approve' ? 'approveApproval' : 'rejectApproval';
    const answer = await callOperation<Partial<{ status: string; approvals: number; approvals_needed: number }> | null>(operation, {
      body: { id: request.id, ...(remark ? { remark } : {}) },
    });
    // Not the last approver of a quorum: recorded, nothing applied yet.
    const partly = kind === 'approve' && answer?.status === 'pending' && typeof answer.approvals_needed === 'number';
    notify.success(
      partly
        ? t('approvals.approvedPartly', { count: answer.approvals, needed: answer.approvals_needed })
        : t(kind === 'approve' ? 'approvals.approved' : 'approvals.rejected'),
    );
    // The applied request changed its screen's rows too.
    await invalidateAfter(client, operation, [request.target.split(':')[0] ?? '']);
  };
  const approve = (request: Approval) => {
    setPending(true);
    decide('approve', request)
      .catch(() => undefined) // the SDK's onError has said why (a toast)
      .finally(() => {
        setPending(false);
        setDecision(null);
      });
  };

  return (
    <section aria-labelledby="approvals-title" className="space-y-4 p-4">
      <div className="flex flex-wrap items-center gap-3">
        <h1 id="approvals-title" className="text-lg font-semibold text-fg">
          {t('approvals.title')}
        </h1>
        <div role="group" className="flex gap-1">
          {(['pending', 'all'] as const).map((name) => (
            <Button
              key={name}
              size="sm"
              variant={tab === name ? 'primary' : 'default'}
              aria-pressed={tab === name}
              onClick={() => setTab(name)}
            >
              {t(`approvals.tabs.${name}`)}
            </Button>
          ))}
        </div>
      </div>
      {list.isPending ? (
        <Spinner />
      ) : list.data?.list.length ? (
        list.data.list.map((request) => <RequestCard key={request.id} request={request} onDecide={setDecision} />)
      ) : (
        <EmptyState title={t('approvals.empty')} />
      )}
      <ConfirmDialog
        open={decision?.kind === 'approve'}
        onOpenChange={(open) => !open && setDecision(null)}
        title={t('approvals.approveTitle')}
        description={decision ? t('approvals.approveMessage', { id: decision.request.id }) : ''}
        confirmLabel={t('approvals.approve')}
        pending={pending}
        onConfirm={() => decision && approve(decision.request)}
      />
      {decision?.kind === 'reject' && (
        <PromptDialog
          kind="remark"
          danger
          name={t('approvals.request', { id: decision.request.id })}
          confirmLabel={t('approvals.reject')}
          onCancel={() => setDecision(null)}
          onConfirm={(remark) => decide('reject', decision.request, remark).then(() => setDecision(null))}
        />
      )}
    </section>
  );
}
