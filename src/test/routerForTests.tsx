// Component tests (the `components` project): a component that links or navigates, rendered in a memory router of
// its own instead of the app's (no guards, no pages, no hash in the address).
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
  useLocation,
  type AnyRouter,
} from "@tanstack/react-router";
import { render, screen } from "@testing-library/react";
import type { ReactNode } from "react";

/** Where the router puts every other address: a heading naming it, so a test sees where a user was taken. */
function Elsewhere() {
  const { pathname, searchStr } = useLocation();
  return <h1>{`At ${pathname}${searchStr}`}</h1>;
}

/** A query client for one test: no retries (a failure shows at once), nothing shared with another test. */
export function testQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
}

/**
 * Renders `ui` as the page at `at` (by default "/page"), after the addresses in `before` (the pages this visit came
 * through, for a back control), inside a fresh query client. Resolves once `ui` is on screen; every other address
 * shows the heading "At <address>".
 */
export async function renderInRouter(
  ui: ReactNode,
  { at = "/page", before = [] }: { at?: string; before?: string[] } = {},
) {
  const root = createRootRoute({ component: Outlet });
  const page = createRoute({ getParentRoute: () => root, path: at, component: () => ui });
  const other = createRoute({ getParentRoute: () => root, path: "$", component: Elsewhere });
  const history = createMemoryHistory({ initialEntries: [...before, at] });
  const router = createRouter({ routeTree: root.addChildren([page, other]), history });
  await router.load();
  const queryClient = testQueryClient();
  const view = render(
    <QueryClientProvider client={queryClient}>
      {/* The app registers its own router's type; this one has other routes. */}
      <RouterProvider router={router as unknown as AnyRouter} />
    </QueryClientProvider>,
  );
  return { ...view, router, history, queryClient };
}

/** Waits for the router to have taken the user to `address` (see renderInRouter). */
export function findPage(address: string) {
  return screen.findByRole("heading", { level: 1, name: `At ${address}` });
}
