import { matchRoute } from "../../../contract/routes.ts";
import type { CurrentUser } from "../../../contract/user.ts";

export interface NavLink {
  href: string;
  label: string;
}

/** Keeps only links whose page exists, so no navigation or footer link can lead to a 404. */
export const existing = (links: NavLink[]) => links.filter((link) => matchRoute(link.href));

export const publicNavLinks: NavLink[] = [
  { href: "/blog", label: "Blog" },
  { href: "/about", label: "About" },
  { href: "/contact", label: "Contact" },
  { href: "/subscribe", label: "Pricing" },
];

export const footerColumns: { title: string; links: NavLink[] }[] = [
  {
    title: "Product",
    links: [
      { href: "/", label: "Dashboard" },
      { href: "/subscribe", label: "Pricing" },
      { href: "/blog", label: "Blog" },
    ],
  },
  { title: "Support", links: [{ href: "/contact", label: "Help Center" }] },
  {
    title: "Legal & Support",
    links: [
      { href: "/about", label: "About Us" },
      { href: "/contact", label: "Contact" },
      { href: "/privacy-policy", label: "Privacy Policy" },
      { href: "/terms-of-service", label: "Terms of Service" },
      { href: "/refund-policy", label: "Refund Policy" },
      { href: "/payment-policy", label: "Payment Policy" },
    ],
  },
];

/** The signed-in navigation bar's links (spec §2); Admin and Upgrade are filtered by role and plan. */
export const signedInNavLinks = {
  main: [
    { href: "/", label: "Dashboard" },
    { href: "/upload", label: "Upload" },
    { href: "/create", label: "Create" },
  ] as NavLink[],
  admin: { href: "/admin", label: "Admin" } as NavLink,
  upgrade: { href: "/subscribe", label: "Upgrade to Pro" } as NavLink,
  more: [
    { href: "/blog", label: "Blog" },
    { href: "/about", label: "About" },
    { href: "/contact", label: "Contact" },
  ] as NavLink[],
  // Help Center leads to the contact page and its FAQ (decisions.md); API Docs is added once an
  // API reference page exists.
  resources: [
    { href: "/blog", label: "Blog" },
    { href: "/about", label: "About Us" },
    { href: "/contact", label: "Contact" },
    { href: "/contact", label: "Help Center" },
  ] as NavLink[],
  account: { href: "/account", label: "Account settings" } as NavLink,
};

/**
 * The signed-in bar's links for one user, in order: main pages, Admin for admins, then Blog,
 * About, Contact; Upgrade to Pro only on the free plan. `keep` drops pages that do not exist.
 */
export function signedInLinksFor(user: Pick<CurrentUser, "isAdmin" | "subscriptionStatus">, keep = existing) {
  const { main, admin, upgrade, more, resources, account } = signedInNavLinks;
  return {
    inline: keep([...main, ...(user.isAdmin ? [admin] : []), ...more]),
    upgrade: user.subscriptionStatus === "free" ? keep([upgrade])[0] : undefined,
    resources: keep(resources),
    account: keep([account])[0],
  };
}
