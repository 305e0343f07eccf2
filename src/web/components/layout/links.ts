import type { MessageKey } from "#contract/i18n/en.ts";
import { matchRoute } from "#contract/routes.ts";
import type { CurrentUser } from "#contract/user.ts";

export interface NavLink {
  href: string;
  /** The link's words: a key of the interface catalogues (src/contract/i18n/en.ts). */
  label: MessageKey;
}

/** True on pages whose route is in Hindi (/hi/): they set the interface language to Hindi. */
export const isHindiPage = (pathname: string) => matchRoute(pathname)?.lang === "hi-IN";

/** Keeps only links whose page exists, so no navigation or footer link can lead to a 404. */
export const existing = <T extends { href: string }>(links: T[]) => links.filter((link) => matchRoute(link.href));

export const publicNavLinks: NavLink[] = [
  { href: "/blog", label: "shell.nav.blog" },
  { href: "/about", label: "shell.nav.about" },
  { href: "/contact", label: "shell.nav.contact" },
  { href: "/subscribe", label: "shell.nav.pricing" },
];

export const footerColumns: { title: MessageKey; links: NavLink[] }[] = [
  {
    title: "shell.footer.product",
    links: [
      { href: "/", label: "shell.footer.home" },
      { href: "/subscribe", label: "shell.nav.pricing" },
      { href: "/blog", label: "shell.nav.blog" },
      { href: "/docs/api", label: "shell.nav.apiDocs" },
    ],
  },
  { title: "shell.footer.support", links: [{ href: "/contact", label: "shell.nav.helpCenter" }] },
  {
    title: "shell.footer.legal",
    links: [
      { href: "/about", label: "shell.nav.aboutUs" },
      { href: "/contact", label: "shell.nav.contact" },
      { href: "/privacy-policy", label: "shell.footer.privacy" },
      { href: "/terms-of-service", label: "shell.footer.terms" },
      { href: "/refund-policy", label: "shell.footer.refund" },
      { href: "/payment-policy", label: "shell.footer.payment" },
    ],
  },
];

/** The signed-in navigation bar's links (spec §2); Admin and Upgrade are filtered by role and plan. */
export const signedInNavLinks = {
  main: [
    { href: "/", label: "shell.nav.dashboard" },
    { href: "/upload", label: "shell.nav.upload" },
    { href: "/create", label: "shell.nav.create" },
    { href: "/calendar", label: "shell.nav.calendar" },
  ] as NavLink[],
  admin: { href: "/admin", label: "shell.nav.admin" } as NavLink,
  upgrade: { href: "/subscribe", label: "shell.nav.upgrade" } as NavLink,
  more: [
    { href: "/blog", label: "shell.nav.blog" },
    { href: "/about", label: "shell.nav.about" },
    { href: "/contact", label: "shell.nav.contact" },
  ] as NavLink[],
  // Help Center leads to the contact page and its FAQ (decisions.md); API Docs to the API's
  // reference page (issue 19).
  resources: [
    { href: "/blog", label: "shell.nav.blog" },
    { href: "/about", label: "shell.nav.aboutUs" },
    { href: "/contact", label: "shell.nav.contact" },
    { href: "/contact", label: "shell.nav.helpCenter" },
    { href: "/docs/api", label: "shell.nav.apiDocs" },
  ] as NavLink[],
  account: { href: "/account", label: "shell.nav.accountSettings" } as NavLink,
};

/**
 * The signed-in bar's links for one user, in order: main pages, Admin for admins, then Blog,
 * About, Contact; Upgrade to Pro only on the free plan. `keep` drops pages that do not exist.
 */
export function signedInLinksFor(user: Pick<CurrentUser, "isAdmin" | "subscriptionStatus">, keep = existing) {
  const { main, admin, upgrade, more, resources, account } = signedInNavLinks;
  const inline = keep([...main, ...(user.isAdmin ? [admin] : []), ...more]);
  return {
    inline,
    /** Inline links that Resources also holds: the wide bar shows them only where there is room. */
    spare: new Set(inline.filter((link) => resources.some((r) => r.href === link.href))),
    upgrade: user.subscriptionStatus === "free" ? keep([upgrade])[0] : undefined,
    resources: keep(resources),
    account: keep([account])[0],
  };
}
