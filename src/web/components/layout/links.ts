import { matchRoute } from "#contract/routes.ts";
import type { CurrentUser } from "#contract/user.ts";

export interface NavLink {
  href: string;
  label: string;
  /** The label on Hindi pages (route lang hi-IN), when it has one. */
  hi?: string;
}

/** True on pages whose route is in Hindi: the header and footer then speak Hindi too. */
export const isHindiPage = (pathname: string) => matchRoute(pathname)?.lang === "hi-IN";

/** A link's label in the page's language. */
export const labelFor = (link: NavLink, isHindi: boolean) => (isHindi && link.hi ? link.hi : link.label);

/** Keeps only links whose page exists, so no navigation or footer link can lead to a 404. */
export const existing = (links: NavLink[]) => links.filter((link) => matchRoute(link.href));

export const publicNavLinks: NavLink[] = [
  { href: "/blog", label: "Blog", hi: "ब्लॉग" },
  { href: "/about", label: "About", hi: "हमारे बारे में" },
  { href: "/contact", label: "Contact", hi: "संपर्क" },
  { href: "/subscribe", label: "Pricing", hi: "कीमतें" },
];

export const footerColumns: { title: string; hi?: string; links: NavLink[] }[] = [
  {
    title: "Product",
    hi: "प्रोडक्ट",
    links: [
      { href: "/", label: "Dashboard", hi: "होम" },
      { href: "/subscribe", label: "Pricing", hi: "कीमतें" },
      { href: "/blog", label: "Blog", hi: "ब्लॉग" },
      { href: "/docs/api", label: "API Docs", hi: "API डॉक्स" },
    ],
  },
  { title: "Support", hi: "सहायता", links: [{ href: "/contact", label: "Help Center", hi: "सहायता केंद्र" }] },
  {
    title: "Legal & Support",
    hi: "कानूनी जानकारी",
    links: [
      { href: "/about", label: "About Us", hi: "हमारे बारे में" },
      { href: "/contact", label: "Contact", hi: "संपर्क" },
      { href: "/privacy-policy", label: "Privacy Policy", hi: "गोपनीयता नीति" },
      { href: "/terms-of-service", label: "Terms of Service", hi: "सेवा की शर्तें" },
      { href: "/refund-policy", label: "Refund Policy", hi: "रिफ़ंड नीति" },
      { href: "/payment-policy", label: "Payment Policy", hi: "भुगतान नीति" },
    ],
  },
];

/** The signed-in navigation bar's links (spec §2); Admin and Upgrade are filtered by role and plan. */
export const signedInNavLinks = {
  main: [
    { href: "/", label: "Dashboard" },
    { href: "/upload", label: "Upload" },
    { href: "/create", label: "Create" },
    { href: "/calendar", label: "Calendar" },
  ] as NavLink[],
  admin: { href: "/admin", label: "Admin" } as NavLink,
  upgrade: { href: "/subscribe", label: "Upgrade to Pro" } as NavLink,
  more: [
    { href: "/blog", label: "Blog" },
    { href: "/about", label: "About" },
    { href: "/contact", label: "Contact" },
  ] as NavLink[],
  // Help Center leads to the contact page and its FAQ (decisions.md); API Docs to the API's
  // reference page (issue 19).
  resources: [
    { href: "/blog", label: "Blog" },
    { href: "/about", label: "About Us" },
    { href: "/contact", label: "Contact" },
    { href: "/contact", label: "Help Center" },
    { href: "/docs/api", label: "API Docs" },
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
