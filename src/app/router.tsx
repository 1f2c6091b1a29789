import {
  createHashHistory,
  createRootRouteWithContext,
  createRoute,
  createRouter,
  lazyRouteComponent,
  Outlet,
  redirect,
  useRouter,
  type RouterHistory,
} from "@tanstack/react-router";
import { QueryClientProvider } from "@tanstack/react-query";
import { useEffect } from "react";
import { queryClient } from "../api/queryClient";
import { ComingPage } from "../components/ComingPage";
import { finishProgress, startProgress } from "../components/NavigationProgress";
import { session } from "../state/session";
import { clearToastsOnNavigation } from "../state/ui";
import { loadPage, RouteError } from "./ErrorBoundary";
import { followRouterEntries, numberExternalEntries } from "./externalEntries";
import { beforeEachNavigation, guard } from "./guards";
import { Layout } from "./Layout";
import { NotFoundPage } from "./NotFoundPage";
import { PAGES, type PageDef } from "./routeTable";

export interface RouterContext {
  session: typeof session;
}

/**
 * The first page is loaded before React mounts (src/main.tsx). The router only listens to the address once mounted,
 * and its mount does not reload after a load already ran: an address changed in between (a tap on a link, a test's
 * goto while a signed-in guard waits for the user) would leave the old page showing. The root catches up once.
 */
function Root() {
  const router = useRouter();
  useEffect(() => {
    if (router.history.location.href !== router.state.resolvedLocation?.href) void router.load();
  }, [router]);
  return (
    <QueryClientProvider client={queryClient}>
      <Outlet />
    </QueryClientProvider>
  );
}

const rootRoute = createRootRouteWithContext<RouterContext>()({
  beforeLoad: ({ location }) => beforeEachNavigation(location.search as Record<string, unknown>),
  component: Root,
  // The layout itself failed: the error page stands alone.
  errorComponent: RouteError,
});

// The layout route owns "/" and every page below it, and its index redirects to /home
// (docs/product.md#screens-and-routes).
const layoutRoute = createRoute({ getParentRoute: () => rootRoute, id: "layout", component: Layout });

const indexRoute = createRoute({
  getParentRoute: () => layoutRoute,
  path: "/",
  beforeLoad: ({ location }) => {
    throw redirect({ to: "/home", search: location.search });
  },
});

const pageRoutes = PAGES.map((page: PageDef & { path: (typeof PAGES)[number]["path"] }) =>
  createRoute({
    getParentRoute: () => layoutRoute,
    path: page.path,
    beforeLoad: ({ location }) => guard(page.access, location),
    component: page.load
      ? lazyRouteComponent(loadPage(page.load))
      : () => <ComingPage titleKey={`routes.${page.path}`} />,
  }),
);

// Any other address: the not-found page inside the layout (header, menu), with the way home.
const notFoundRoute = createRoute({ getParentRoute: () => layoutRoute, path: "$", component: NotFoundPage });

const routeTree = rootRoute.addChildren([
  layoutRoute.addChildren([indexRoute, ...pageRoutes, notFoundRoute]),
]);

export function createAppRouter(given?: RouterHistory) {
  if (!given) numberExternalEntries();
  const history = given ?? createHashHistory();
  followRouterEntries(history);
  const router = createRouter({
    routeTree,
    history,
    context: { session },
    defaultPreload: false,
    // A page that fails shows the error page in its place, under the working header.
    defaultErrorComponent: RouteError,
  });
  router.subscribe("onBeforeNavigate", (event) => {
    if (event.pathChanged) clearToastsOnNavigation();
    // The first load has the splash for its progress: a bar over the first screen would say it is still loading.
    if (event.fromLocation) startProgress();
  });
  router.subscribe("onResolved", (event) => {
    finishProgress();
    if (event.pathChanged) window.scrollTo(0, 0);
  });
  return router;
}

export type AppRouter = ReturnType<typeof createAppRouter>;

declare module "@tanstack/react-router" {
  interface Register {
    router: AppRouter;
  }
}
