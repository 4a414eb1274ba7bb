// Whether the user decides approval requests (holds a screen whose writes wait for a second operator: contract.ts
// approvalScreens), and how many wait: one query, read by the top bar's button and the sidebar's inbox entry, read
// again every few seconds while the console is shown (the server has no event stream), and when a request is stored
// (api.ts invalidates listApproval).
import { useQuery } from '@tanstack/react-query';
import screens from 'virtual:approval-screens';
import { operationQuery, type Page } from '@/lib/query';
import { routeData } from './session';
import { useStore } from './store';

const approvalScreens = new Set(screens);

/** How often the count and the inbox are read again while a request waits. */
export const APPROVALS_REFRESH_MS = 5_000;

export function usePendingApprovals(): { decides: boolean; count: number } {
  const decides = useStore(routeData, (data) => data?.held.some((route) => approvalScreens.has(route.path)) ?? false);
  const pending = useQuery({
    ...operationQuery<Page<unknown>>('listApproval', { query: { status: 'pending', count: 1 } }, { background: true }),
    enabled: decides,
    refetchInterval: APPROVALS_REFRESH_MS,
  });
  return { decides, count: decides ? (pending.data?.total ?? 0) : 0 };
}
