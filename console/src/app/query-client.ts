// The TanStack Query client. Kept apart from the API client (and free of SDK imports) so the login
// page, which needs the API but runs no query, does not load query-core; the layout provides it.
import { QueryClient } from '@tanstack/react-query';

/** The SDK's ApiError.result, read structurally. */
function resultOf(error: unknown): number | undefined {
  const result = typeof error === 'object' && error !== null ? (error as { result?: unknown }).result : undefined;
  return typeof result === 'number' ? result : undefined;
}

/**
 * Retry transport failures (-1) and server faults (50000) once more; ended sessions (9999–10003)
 * and client mistakes (4xxxx) fail the same way every time.
 */
function worthRetrying(failureCount: number, error: unknown): boolean {
  const result = resultOf(error);
  return failureCount < 2 && (result === undefined || result === -1 || result >= 50000);
}

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { staleTime: 30_000, retry: worthRetrying, refetchOnWindowFocus: false },
    mutations: { retry: false },
  },
});
