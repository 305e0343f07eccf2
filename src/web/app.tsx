import { type QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { lazy, Suspense, useEffect, useLayoutEffect, useRef } from "react";
import { Redirect, Route, Router, Switch, useLocation, useSearch } from "wouter";
import type { I18nData } from "#contract/i18n/languages.ts";
import { loginPathReturningTo, RETURN_PARAM, safeReturnPath } from "#contract/return-path.ts";
import { type RouteAudience, routes } from "#contract/routes.ts";
import { Layout } from "./components/layout/layout.tsx";
import { isHindiPage } from "./components/layout/links.ts";
import { ToastProvider } from "./components/toaster.tsx";
import { I18nProvider, useI18n } from "./i18n/i18n.tsx";
import { trackPage } from "./lib/analytics.ts";
import { useAuth } from "./lib/auth.ts";
import { applyRouteHead } from "./lib/head.ts";
import { useOnline } from "./lib/pwa.ts";
import { everyonePages, NotFoundPage, signedInPages, signedOutPages } from "./routes.tsx";

function PageFallback() {
  const { t } = useI18n();
  return (
    <div className="flex min-h-screen items-center justify-center" role="status" aria-live="polite">
      <span className="sr-only">{t("shell.loading")}</span>
      <span
        aria-hidden="true"
        className="h-8 w-8 animate-spin rounded-full border-4 border-brand-100 border-t-brand-700"
      />
    </div>
  );
}

/** The install card: only ever for a signed-in creator, so its own chunk (decision 753). */
const InstallCard = lazy(() => import("./features/pwa/install-card.tsx"));

/** A clear line at the top of every page while the browser has no network (decision 751). */
function OfflineNotice() {
  const online = useOnline();
  const { t } = useI18n();
  if (online) return null;
  return (
    <p role="status" data-testid="offline-notice" className="bg-slate-900 px-4 py-2 text-center text-sm text-white">
      {t("shell.offline")}
    </p>
  );
}

/**
 * The Hindi pages (/hi/) set Hindi when the visitor arrives on one, also by a link inside the
 * app; switching to English there (the page's "English" link) is not undone.
 */
function HindiPagesSetHindi() {
  const [location] = useLocation();
  const { language, setLanguage } = useI18n();
  const isHindi = isHindiPage(location);
  const languageNow = useRef(language);
  languageNow.current = language;
  useEffect(() => {
    if (isHindi && languageNow.current !== "hi") void setLanguage("hi");
  }, [isHindi, setLanguage]);
  return null;
}

/**
 * Where the server could not say who is signed in (offline, or it failed), a page that
 * differs by account says so instead of sending the creator to sign in. Rarely shown, so its
 * own chunk (precached by the service worker, so it is there offline).
 */
const UnreachablePage = lazy(() => import("./features/pwa/unreachable-page.tsx"));

/**
 * The route table: the signed-out or signed-in set, chosen by GET /api/auth/me (while it
 * loads, the signed-out set shows, as in the spec). A page meant for the other set redirects:
 * a signed-out visitor to /login?next=<the address>, to come back to it after signing in; a
 * signed-in user on /login to that `next` (a same-site path only) or the dashboard.
 */
function AppRoutes() {
  const { isAuthenticated, isLoading, isUnknown } = useAuth();
  const [location] = useLocation();
  const search = useSearch();
  // A layout effect runs before the pages' own effects, so a page can refine the title (a blog
  // article names itself) without this generic one overwriting it afterwards.
  useLayoutEffect(() => applyRouteHead(location), [location]);
  // The first-party analytics tag: the path of every page shown (decision 553).
  useEffect(() => trackPage(location), [location]);
  // A link to another page opens it at its top (the browser restores the position itself on
  // a reload or Back); a link to an anchor (#…) goes to the anchor.
  const shownPath = useRef(location);
  useEffect(() => {
    if (shownPath.current === location) return;
    shownPath.current = location;
    if (!window.location.hash) window.scrollTo(0, 0);
  }, [location]);

  const pageFor = (path: string, audience: RouteAudience) => {
    if (audience === "everyone") return everyonePages[path] ?? (isAuthenticated ? signedInPages : signedOutPages)[path];
    if (audience === "signedIn") return isAuthenticated ? signedInPages[path] : undefined;
    return isAuthenticated ? undefined : signedOutPages[path];
  };

  const params = new URLSearchParams(search);
  // Wait for GET /api/auth/me before sending a signed-in user's deep link to /login.
  const toLogin = isLoading ? (
    <PageFallback />
  ) : (
    <Redirect to={loginPathReturningTo(search ? `${location}?${search}` : location)} replace />
  );
  // A dashboard address (/?tab=…, such as a reminder e-mail's link to a post) is a signed-in
  // page, although / itself is the landing page for a signed-out visitor.
  const isDashboardLink = location === "/" && params.has("tab");
  const afterSignIn = (location === "/login" && safeReturnPath(params.get(RETURN_PARAM))) || "/";

  return (
    <Suspense fallback={<PageFallback />}>
      <Switch>
        {routes.map((route) => {
          if (isUnknown && (route.audience === "signedIn" || route.path === "/"))
            return <Route key={route.path} path={route.path} component={UnreachablePage} />;
          if (route.path === "/" && isDashboardLink && !isAuthenticated)
            return (
              <Route key={route.path} path={route.path}>
                {toLogin}
              </Route>
            );
          const Page = pageFor(route.path, route.audience);
          if (Page) return <Route key={route.path} path={route.path} component={Page} />;
          if (route.audience === "signedIn")
            return (
              <Route key={route.path} path={route.path}>
                {toLogin}
              </Route>
            );
          if (route.audience === "signedOut")
            return (
              <Route key={route.path} path={route.path}>
                <Redirect to={afterSignIn} replace />
              </Route>
            );
          return null;
        })}
        <Route component={NotFoundPage} />
      </Switch>
    </Suspense>
  );
}

function SignedInExtras() {
  const { isAuthenticated } = useAuth();
  if (!isAuthenticated) return null;
  return (
    <Suspense fallback={null}>
      <InstallCard />
    </Suspense>
  );
}

/**
 * The whole app. `ssrPath` is set when the server renders a public page to HTML (decision
 * 102a); in the browser wouter reads the address bar. `i18n`: the interface language and its
 * catalogue (decision 775).
 */
export function App({ queryClient, ssrPath, i18n }: { queryClient: QueryClient; ssrPath?: string; i18n: I18nData }) {
  return (
    <QueryClientProvider client={queryClient}>
      <Router ssrPath={ssrPath}>
        <I18nProvider initial={i18n}>
          <HindiPagesSetHindi />
          <ToastProvider>
            <OfflineNotice />
            <Layout>
              <AppRoutes />
            </Layout>
            <SignedInExtras />
          </ToastProvider>
        </I18nProvider>
      </Router>
    </QueryClientProvider>
  );
}
