import * as Dialog from "@radix-ui/react-dialog";
import * as DropdownMenu from "@radix-ui/react-dropdown-menu";
import { ChevronDown, Crown, LogOut, Menu, X } from "lucide-react";
import { useEffect, useState } from "react";
import { Link, useLocation } from "wouter";
import { type CurrentUser, displayName } from "#contract/user.ts";
import { useUpdateProfile } from "#web/features/accounts/queries.ts";
import { WorkspaceBar } from "#web/features/teams/workspace-switcher.tsx";
import { hasMessage, useI18n, useT } from "#web/i18n/i18n.tsx";
// The signed-in app formats ICU messages with plurals and numbers (decision 775).
import "#web/i18n/icu.ts";
import { LOGOUT_URL } from "#web/lib/auth.ts";
import { publicConfig } from "#web/lib/public-config.ts";
import { cn } from "#web/lib/utils.ts";
import { Button } from "../ui/button.tsx";
import { Avatar } from "./avatar.tsx";
import { LanguageSwitcher } from "./language-switcher.tsx";
import { type NavLink, signedInLinksFor } from "./links.ts";

const isCurrent = (location: string, href: string) => location === href;

function NavItem({
  link,
  location,
  onNavigate,
  className,
}: {
  link: NavLink;
  location: string;
  onNavigate?: () => void;
  className?: string;
}) {
  const current = isCurrent(location, link.href);
  const t = useT();
  return (
    <Link
      href={link.href}
      onClick={onNavigate}
      aria-current={current ? "page" : undefined}
      className={cn(
        "rounded-md px-3 py-2 text-sm font-medium text-slate-700 hover:bg-slate-100",
        current && "bg-brand-50 text-brand-800",
        className,
      )}
    >
      {t(link.label)}
    </Link>
  );
}

/**
 * The signed-in navigation bar (spec §2): inline on wide screens, a left drawer below 768 px;
 * under it, the active workspace and its switcher on a row of their own (issue 29).
 */
export default function SignedInHeader({ user }: { user: CurrentUser }) {
  const [location] = useLocation();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const name = displayName(user);
  const links = signedInLinksFor(user);
  const closeDrawer = () => setDrawerOpen(false);
  const t = useT();
  const updateProfile = useUpdateProfile();
  // The choice is saved on the account too, so it follows the creator to other devices and e-mails.
  const saveLanguage = (language: "en" | "hi") => updateProfile.mutate({ interfaceLanguage: language });
  // A page that arrived signed out (cached, or signed in another way than the sign-in form) has
  // only the public areas of the catalogue: the rest comes as its chunk (decision 791).
  const { language, setLanguage } = useI18n();
  useEffect(() => {
    if (!hasMessage("dashboard.welcome")) void setLanguage(language);
  }, [language, setLanguage]);

  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur">
      {/* The bar widens on very wide screens, where Blog, About and Contact join it inline; below
          that they are in Resources, so every link fits at every width from 768 px (decision 778). */}
      <nav
        aria-label={t("shell.nav.main")}
        className="mx-auto flex h-16 max-w-6xl items-center gap-2 px-4 2xl:max-w-[90rem]"
      >
        <Dialog.Root open={drawerOpen} onOpenChange={setDrawerOpen}>
          <Dialog.Trigger asChild>
            <Button variant="ghost" size="sm" className="md:hidden" aria-label={t("shell.menu")}>
              <Menu aria-hidden="true" className="h-5 w-5" />
              <span>{t("shell.menu")}</span>
            </Button>
          </Dialog.Trigger>
          <Dialog.Portal>
            <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-900/40 md:hidden" />
            <Dialog.Content
              aria-describedby={undefined}
              className="fixed inset-y-0 left-0 z-50 flex w-80 max-w-[85vw] flex-col overflow-y-auto bg-white shadow-xl md:hidden"
            >
              <div className="flex items-center justify-between border-b border-slate-200 px-4 py-3">
                <Dialog.Title className="text-lg font-bold">{publicConfig().productName}</Dialog.Title>
                <Dialog.Close asChild>
                  <Button variant="ghost" size="icon" aria-label={t("shell.closeMenu")}>
                    <X aria-hidden="true" className="h-5 w-5" />
                  </Button>
                </Dialog.Close>
              </div>
              <div className="flex items-center gap-3 border-b border-slate-200 px-4 py-4" data-testid="drawer-profile">
                <Avatar src={user.profileImageUrl} name={name} className="h-12 w-12" />
                <div className="min-w-0">
                  <p className="truncate font-semibold">{name}</p>
                  <p className="truncate text-sm text-slate-600">{user.email}</p>
                </div>
              </div>
              <ul className="flex flex-col gap-1 px-2 py-3">
                {links.inline.map((link) => (
                  <li key={link.href}>
                    <NavItem link={link} location={location} onNavigate={closeDrawer} className="block text-base" />
                  </li>
                ))}
                {links.resources
                  .filter((link) => !links.inline.some((l) => l.href === link.href))
                  .map((link) => (
                    <li key={link.label}>
                      <NavItem link={link} location={location} onNavigate={closeDrawer} className="block text-base" />
                    </li>
                  ))}
                {links.account && (
                  <li>
                    <NavItem
                      link={links.account}
                      location={location}
                      onNavigate={closeDrawer}
                      className="block text-base"
                    />
                  </li>
                )}
              </ul>
              <div className="mt-auto flex flex-col gap-2 border-t border-slate-200 p-4">
                {links.upgrade && (
                  <Button asChild>
                    <Link href={links.upgrade.href} onClick={closeDrawer}>
                      <Crown aria-hidden="true" className="h-4 w-4" /> {t(links.upgrade.label)}
                    </Link>
                  </Button>
                )}
                <Button asChild variant="outline">
                  <a href={LOGOUT_URL} onClick={closeDrawer}>
                    <LogOut aria-hidden="true" className="h-4 w-4" /> {t("shell.logout")}
                  </a>
                </Button>
              </div>
            </Dialog.Content>
          </Dialog.Portal>
        </Dialog.Root>

        <Link href="/" className="flex items-center gap-2 text-xl font-bold text-slate-900">
          <img src="/favicon.svg" alt="" width={32} height={32} />
          <span className="md:max-lg:sr-only">{publicConfig().productName}</span>
        </Link>

        <ul className="ml-4 hidden items-center gap-1 md:flex">
          {links.inline.map((link) => (
            <li key={link.href} className={cn(links.spare.has(link) && "hidden 2xl:block")}>
              <NavItem link={link} location={location} />
            </li>
          ))}
          {links.resources.length > 0 && (
            <li>
              {/* Not modal: a navigation menu leaves the page readable and focusable (a modal one
                  hides the rest of the page from screen readers while it stays focusable). */}
              <DropdownMenu.Root modal={false}>
                <DropdownMenu.Trigger className="inline-flex items-center gap-1 rounded-md px-3 py-2 text-sm font-medium text-slate-700 hover:bg-slate-100">
                  {t("shell.nav.resources")} <ChevronDown aria-hidden="true" className="h-4 w-4" />
                </DropdownMenu.Trigger>
                <DropdownMenu.Portal>
                  <DropdownMenu.Content
                    align="start"
                    sideOffset={6}
                    className="z-50 min-w-44 rounded-lg border border-slate-200 bg-white p-1 shadow-lg"
                  >
                    {links.resources.map((link) => (
                      <DropdownMenu.Item key={link.label} asChild>
                        <Link
                          href={link.href}
                          className="block rounded-md px-3 py-2 text-sm text-slate-800 outline-none data-[highlighted]:bg-slate-100"
                        >
                          {t(link.label)}
                        </Link>
                      </DropdownMenu.Item>
                    ))}
                  </DropdownMenu.Content>
                </DropdownMenu.Portal>
              </DropdownMenu.Root>
            </li>
          )}
        </ul>

        <div className="ml-auto flex items-center gap-2">
          <LanguageSwitcher onSwitched={saveLanguage} labelClassName="hidden sm:max-md:inline xl:inline" />
          {links.upgrade && (
            <Link
              href={links.upgrade.href}
              aria-label={t(links.upgrade.label)}
              className="hidden min-h-8 items-center gap-1 rounded-full bg-accent-700 px-3 py-1 text-xs font-semibold text-white hover:underline md:inline-flex"
            >
              <Crown aria-hidden="true" className="h-3.5 w-3.5" />
              <span className="md:max-lg:hidden">{t(links.upgrade.label)}</span>
            </Link>
          )}
          {links.account ? (
            <Link
              href={links.account.href}
              aria-current={isCurrent(location, links.account.href) ? "page" : undefined}
              className="flex items-center gap-2 rounded-full p-1 hover:bg-slate-100 aria-[current=page]:bg-brand-50 aria-[current=page]:text-brand-800 md:pr-3"
              title={t("shell.nav.accountSettings")}
              aria-label={t("shell.accountOf", { name })}
            >
              <Avatar src={user.profileImageUrl} name={name} />
              <span className="hidden max-w-40 truncate text-sm font-medium 2xl:inline">{name}</span>
            </Link>
          ) : (
            <Avatar src={user.profileImageUrl} name={name} />
          )}
          {/* A wrapper hides it: cn() does not merge, so "hidden" could not beat the button's own display. */}
          <div className="hidden md:block">
            <Button asChild variant="outline" size="sm">
              <a href={LOGOUT_URL} aria-label={t("shell.logout")}>
                <LogOut aria-hidden="true" className="h-4 w-4" />
                <span className="md:max-lg:hidden">{t("shell.logout")}</span>
              </a>
            </Button>
          </div>
        </div>
      </nav>
      <WorkspaceBar />
    </header>
  );
}
