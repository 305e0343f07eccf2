import { lazy, type ReactNode, Suspense } from "react";
import { useT } from "#web/i18n/i18n.tsx";
import { useAuth } from "#web/lib/auth.ts";
import { publicConfig } from "#web/lib/public-config.ts";
import { useHydrated } from "#web/lib/use-hydrated.ts";
import { SiteFooter } from "./site-footer.tsx";
import { SiteHeader } from "./site-header.tsx";

// Signed-in visitors only: the drawer and dropdown code stay out of the landing page's bundle.
const SignedInHeader = lazy(() => import("./signed-in-header.tsx"));
// Only when an operator configured a third-party tag (decision 553): otherwise never fetched.
const AnalyticsConsent = lazy(() => import("../analytics-consent.tsx"));

/** The consent banner of the operator's third-party tag, once the page runs in the browser. */
function ThirdPartyTag() {
  const hydrated = useHydrated();
  const tag = publicConfig().analyticsTag;
  if (!hydrated || !tag) return null;
  return (
    <Suspense fallback={null}>
      <AnalyticsConsent id={tag.id} />
    </Suspense>
  );
}

/** Page frame: skip link, navigation bar (signed-in or signed-out), the page, footer. */
export function Layout({ children }: { children: ReactNode }) {
  const { user } = useAuth();
  const t = useT();
  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:left-4 focus:top-4 focus:z-50 focus:rounded focus:bg-white focus:px-4 focus:py-2"
      >
        {t("shell.skipToContent")}
      </a>
      {user ? (
        <Suspense fallback={<div className="h-16 border-b border-slate-200" />}>
          <SignedInHeader user={user} />
        </Suspense>
      ) : (
        <SiteHeader />
      )}
      <main id="main" className="flex-1">
        {children}
      </main>
      <SiteFooter />
      <ThirdPartyTag />
    </div>
  );
}
