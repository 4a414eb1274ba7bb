// Rendering a screen in tests: a memory-history router at `path`, a fresh query client and the zh
// catalogue. The API client is faked by the test (vi.mock('@/app/api')).
import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryHistory, createRootRoute, createRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { loadScreenCatalogue } from '@/i18n';

export async function renderAt(path: string, ui: () => ReactNode) {
  await loadScreenCatalogue('zh');
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const rootRoute = createRootRoute();
  const screenRoute = createRoute({ getParentRoute: () => rootRoute, path: '$', component: () => <>{ui()}</> });
  const router = createRouter({
    routeTree: rootRoute.addChildren([screenRoute]),
    history: createMemoryHistory({ initialEntries: [path] }),
  });
  await router.load();
  const view = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router as never} />
    </QueryClientProvider>,
  );
  return { ...view, router, queryClient };
}
