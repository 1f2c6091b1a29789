// A component that links or navigates (TanStack Router's Link, useRouter) rendered inside the smallest router: a root
// route that shows it whatever the address, over an in-memory history, so a test reads where a link leads and where
// a tap went (`router.state.location.pathname`).
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  RouterProvider,
  type AnyRouter,
} from "@tanstack/react-router";
import { render, waitFor, type RenderResult } from "@testing-library/react";
import type { ReactNode } from "react";
import { expect } from "vitest";

export async function renderInRouter(
  ui: ReactNode,
  { path = "/start" }: { path?: string } = {},
): Promise<RenderResult & { router: AnyRouter }> {
  const rootRoute = createRootRoute({ component: () => ui });
  // Every address matches: a tap on a link changes the location and the component stays on screen.
  const anyPage = createRoute({ getParentRoute: () => rootRoute, path: "$" });
  const router = createRouter({
    routeTree: rootRoute.addChildren([anyPage]),
    history: createMemoryHistory({ initialEntries: [path] }),
  });
  await router.load();
  const result = render(<RouterProvider router={router} />);
  // The router may render its match a tick later: hand over once the component is on screen.
  await waitFor(() => expect(result.container).not.toBeEmptyDOMElement());
  return { ...result, router };
}
