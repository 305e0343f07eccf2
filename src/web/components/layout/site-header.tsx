import { Menu, X } from "lucide-react";
import { useState } from "react";
import { Link, useLocation } from "wouter";
import { SIGN_UP_PATH } from "#contract/routes.ts";
import { useT } from "#web/i18n/i18n.tsx";
import { publicConfig } from "#web/lib/public-config.ts";
import { cn } from "#web/lib/utils.ts";
import { Button } from "../ui/button.tsx";
import { LanguageSwitcher } from "./language-switcher.tsx";
import { existing, publicNavLinks } from "./links.ts";

/** The landing page of each interface language. */
const LANDING_OF = { en: "/", hi: "/hi/" } as const;
const LANDING_BY_PATH: Record<string, true> = { "/": true, "/hi/": true, "/hi": true };

/**
 * The signed-out navigation bar: brand, the public pages (inline on wide screens, behind a
 * Menu button below 768 px), and Start Free once sign-up exists.
 */
export function SiteHeader() {
  const [location, navigate] = useLocation();
  // The menu is open for the page it was opened on, so it closes whenever the page changes.
  const [menuOpenAt, setMenuOpenAt] = useState<string | null>(null);
  const isMenuOpen = menuOpenAt === location;
  const t = useT();
  const links = existing(publicNavLinks);
  const hasLogin = existing([{ href: "/login" }]).length > 0;
  const linkClass = (href: string) =>
    cn(
      "block rounded-md px-3 py-2 text-sm font-medium text-slate-700 hover:bg-slate-100",
      location === href && "bg-brand-50 text-brand-800",
    );
  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur">
      {/* A phone's row holds the name, the switcher, Start Free and the menu: tighter gaps there, so
          the name is never squeezed under the switcher (390 px in Hindi, with the longer button). */}
      <nav
        aria-label={t("shell.nav.main")}
        className="mx-auto flex h-16 max-w-6xl items-center gap-1.5 px-3 sm:gap-4 sm:px-4"
      >
        <Link href="/" className="flex shrink-0 items-center gap-2 text-xl font-bold text-slate-900">
          <img src="/favicon.svg" alt="" width={32} height={32} className="h-7 w-7 sm:h-8 sm:w-8" />
          <span>{publicConfig().productName}</span>
        </Link>
        <ul className="ml-auto hidden items-center gap-1 md:flex">
          {links.map((link) => (
            <li key={link.href}>
              <Link
                href={link.href}
                aria-current={location === link.href ? "page" : undefined}
                className={linkClass(link.href)}
              >
                {t(link.label)}
              </Link>
            </li>
          ))}
        </ul>
        <LanguageSwitcher
          className={cn(links.length === 0 ? "ml-auto" : "max-md:ml-auto")}
          // Each language has its own landing page (decision 816): switching on one goes to the other.
          onSwitched={(language) => {
            const landing = LANDING_OF[language];
            if (location in LANDING_BY_PATH && location !== landing) navigate(landing);
          }}
        />
        {hasLogin && (
          <Button asChild size="sm">
            <Link href={SIGN_UP_PATH}>{t("shell.startFree")}</Link>
          </Button>
        )}
        {links.length > 0 && (
          <button
            type="button"
            onClick={() => setMenuOpenAt(isMenuOpen ? null : location)}
            aria-expanded={isMenuOpen}
            aria-controls="mobile-menu"
            className={cn(
              "inline-flex h-11 w-11 items-center justify-center rounded-md text-slate-800 hover:bg-slate-100 md:hidden",
            )}
          >
            {isMenuOpen ? (
              <X aria-hidden="true" className="h-6 w-6" />
            ) : (
              <Menu aria-hidden="true" className="h-6 w-6" />
            )}
            <span className="sr-only">{t("shell.menu")}</span>
          </button>
        )}
      </nav>
      {isMenuOpen && (
        <ul id="mobile-menu" className="border-t border-slate-200 px-4 py-3 md:hidden">
          {links.map((link) => (
            <li key={link.href}>
              <Link
                href={link.href}
                aria-current={location === link.href ? "page" : undefined}
                className={linkClass(link.href)}
              >
                {t(link.label)}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </header>
  );
}
