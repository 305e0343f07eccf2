import { type QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { Suspense, useLayoutEffect } from "react";
import { Redirect, Route, Router, Switch, useLocation } from "wouter";
import { type RouteAudience, routes } from "../contract/routes.ts";
import { Layout } from "./components/layout/layout.tsx";
import { ToastProvider } from "./components/toaster.tsx";
import { useAuth } from "./lib/auth.ts";
import { applyRouteHead } from "./lib/head.ts";
import { everyonePages, NotFoundPage, signedInPages, signedOutPages } from "./routes.tsx";

function PageFallback() {
  return (
    <div className="flex min-h-screen items-center justify-center" role="status" aria-live="polite">
      <span className="sr-only">Loading…</span>
      <span
        aria-hidden="true"
        className="h-8 w-8 animate-spin rounded-full border-4 border-brand-100 border-t-brand-700"
      />
    </div>
  );
}

/**
 * The route table: the signed-out or signed-in set, chosen by GET /api/auth/me (while it
 * loads, the signed-out set shows, as in the spec). A page meant for the other set redirects.
 */
function AppRoutes() {
  const { isAuthenticated, isLoading } = useAuth();
  const [location] = useLocation();
  // A layout effect runs before the pages' own effects, so a page can refine the title (a blog
  // article names itself) without this generic one overwriting it afterwards.
  useLayoutEffect(() => applyRouteHead(location), [location]);

  const pageFor = (path: string, audience: RouteAudience) => {
    if (audience === "everyone") return everyonePages[path] ?? (isAuthenticated ? signedInPages : signedOutPages)[path];
    if (audience === "signedIn") return isAuthenticated ? signedInPages[path] : undefined;
    return isAuthenticated ? undefined : signedOutPages[path];
  };

  return (
    <Suspense fallback={<PageFallback />}>
      <Switch>
        {routes.map((route) => {
          const Page = pageFor(route.path, route.audience);
          if (Page) return <Route key={route.path} path={route.path} component={Page} />;
          if (route.audience === "signedIn")
            return (
              <Route key={route.path} path={route.path}>
                {/* Wait for GET /api/auth/me before sending a signed-in user's deep link to /login. */}
                {isLoading ? <PageFallback /> : <Redirect to="/login" replace />}
              </Route>
            );
          if (route.audience === "signedOut")
            return (
              <Route key={route.path} path={route.path}>
                <Redirect to="/" replace />
              </Route>
            );
          return null;
        })}
        <Route component={NotFoundPage} />
      </Switch>
    </Suspense>
  );
}

/**
 * The whole app. `ssrPath` is set when the server renders a public page to HTML (decision
 * 102a); in the browser wouter reads the address bar.
 */
export function App({ queryClient, ssrPath }: { queryClient: QueryClient; ssrPath?: string }) {
  return (
    <QueryClientProvider client={queryClient}>
      <Router ssrPath={ssrPath}>
        <ToastProvider>
          <Layout>
            <AppRoutes />
          </Layout>
        </ToastProvider>
      </Router>
    </QueryClientProvider>
  );
}
