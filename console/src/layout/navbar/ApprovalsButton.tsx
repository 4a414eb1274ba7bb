// The approvals inbox's button with the count of pending requests, for users holding a screen that has operations
// marked x-approval (their writes wait for a second operator). Loaded apart from the top bar: it reads the API.
import { useQuery } from '@tanstack/react-query';
import { operationTable } from '@wallet-admin/sdk';
import { APPROVALS_PATH } from '@/app/guard';
import { routeData } from '@/app/session';
import { router } from '@/app/router';
import { useStore } from '@/app/store';
import { useTranslation } from '@/i18n/react';
import { operationQuery, type Page } from '@/lib/query';
import { ToolButton } from './ToolButton';

/** The screens whose operations a second operator approves. */
const approvalScreens = new Set<string>(
  Object.values(operationTable).flatMap((op) => ('approval' in op && op.approval && op.permission ? [op.permission] : [])),
);

/** Polled while the console is open, so a request another operator makes shows up without a reload. */
const REFRESH_MS = 60_000;

export default function ApprovalsButton() {
  const { t } = useTranslation();
  const holds = useStore(routeData, (data) => data?.held.some((route) => approvalScreens.has(route.path)) ?? false);
  const pending = useQuery({
    ...operationQuery<Page<unknown>>('listApproval', { query: { status: 'pending', count: 1 } }),
    enabled: holds,
    refetchInterval: REFRESH_MS,
  });
  if (!holds) return null;
  const count = pending.data?.total ?? 0;
  return (
    <ToolButton icon="check" label={t('approvals.button', { count })} onClick={() => void router.navigate({ href: APPROVALS_PATH })}>
      {count > 0 && (
        <span
          className="absolute top-0.5 right-0.5 min-w-4 rounded-full bg-danger px-1 text-[10px] leading-4 text-white dark:text-black"
          aria-hidden
        >
          {count}
        </span>
      )}
    </ToolButton>
  );
}
