/**
 * The route table shared by the server (status code and <head> of the HTML it returns for a
 * path) and the web app (which page component a path shows). A page is listed here only once
 * it exists, so no link ever leads to a page that is not there.
 */
import { HINDI_OG_IMAGE } from "./og-images.ts";

/** The query that opens /login on account creation ("Start Free"), not on signing in. */
export const SIGN_UP_MODE_PARAM = "mode";
export const SIGN_UP_MODE = "register";
export const SIGN_UP_PATH = `/login?${SIGN_UP_MODE_PARAM}=${SIGN_UP_MODE}`;

export type RouteAudience =
  /** Shown to everyone. */
  | "everyone"
  /** Signed-out visitors; a signed-in user is sent to the dashboard. */
  | "signedOut"
  /** Signed-in users; a signed-out visitor is sent to /login. */
  | "signedIn";

export interface RouteMeta {
  /** Path pattern; `:name` matches one segment. */
  path: string;
  lang: "en-IN" | "hi-IN";
  audience: RouteAudience;
  /** Canonical path when it differs from the request path (e.g. /hi → /hi/). */
  canonical?: string;
  /** Kept out of search engines (account pages, tools). */
  noindex?: boolean;
  /** The same page in other languages (`<link rel="alternate" hreflang>`), this one included. */
  alternates?: readonly { hreflang: string; path: string }[];
  /** Its own link-preview image (a path under public/); otherwise the default one. */
  image?: string;
}

const landingAlternates = [
  { hreflang: "en-IN", path: "/" },
  { hreflang: "hi-IN", path: "/hi/" },
  { hreflang: "x-default", path: "/" },
] as const;

export const routes: readonly RouteMeta[] = [
  {
    path: "/",
    lang: "en-IN",
    audience: "everyone",
    alternates: landingAlternates,
  },
  {
    path: "/hi",
    lang: "hi-IN",
    audience: "signedOut",
    canonical: "/hi/",
    alternates: landingAlternates,
    image: HINDI_OG_IMAGE,
  },
  {
    path: "/about",
    lang: "en-IN",
    audience: "everyone",
  },
  {
    path: "/contact",
    lang: "en-IN",
    audience: "everyone",
  },
  {
    path: "/blog",
    lang: "en-IN",
    audience: "everyone",
  },
  {
    // The server answers 404 for slugs that are not articles (src/server/web/resolve-route.ts).
    path: "/blog/:slug",
    lang: "en-IN",
    audience: "everyone",
  },
  {
    path: "/privacy-policy",
    lang: "en-IN",
    audience: "everyone",
  },
  {
    path: "/terms-of-service",
    lang: "en-IN",
    audience: "everyone",
  },
  {
    path: "/refund-policy",
    lang: "en-IN",
    audience: "everyone",
  },
  {
    path: "/payment-policy",
    lang: "en-IN",
    audience: "everyone",
  },
  {
    path: "/login",
    lang: "en-IN",
    audience: "signedOut",
  },
  {
    path: "/forgot-password",
    lang: "en-IN",
    audience: "signedOut",
    noindex: true,
  },
  {
    path: "/reset-password",
    lang: "en-IN",
    audience: "signedOut",
    noindex: true,
  },
  {
    path: "/upload",
    lang: "en-IN",
    audience: "signedIn",
    noindex: true,
  },
  {
    path: "/create",
    lang: "en-IN",
    audience: "signedIn",
    noindex: true,
  },
  {
    path: "/admin",
    lang: "en-IN",
    audience: "signedIn",
    noindex: true,
  },
  {
    path: "/subscribe",
    lang: "en-IN",
    audience: "everyone",
  },
  {
    path: "/docs/api",
    lang: "en-IN",
    audience: "everyone",
  },
  {
    path: "/account",
    lang: "en-IN",
    audience: "signedIn",
    noindex: true,
  },
  {
    path: "/calendar",
    lang: "en-IN",
    audience: "signedIn",
    noindex: true,
  },
  {
    path: "/team",
    lang: "en-IN",
    audience: "signedIn",
    noindex: true,
  },
  {
    // The invitation e-mail's link (issue 29); signed out, /login?next= brings the visitor back.
    path: "/team/join",
    lang: "en-IN",
    audience: "signedIn",
    noindex: true,
  },
];

export const notFoundMeta: RouteMeta = {
  path: "*",
  lang: "en-IN",
  audience: "everyone",
  noindex: true,
};

function matches(pattern: string, pathname: string): boolean {
  const normalise = (p: string) => (p.length > 1 ? p.replace(/\/+$/, "") : p);
  const a = normalise(pattern).split("/");
  const b = normalise(pathname).split("/");
  if (a.length !== b.length) return false;
  return a.every((segment, i) => (segment.startsWith(":") ? (b[i] ?? "") !== "" : segment === b[i]));
}

/** Finds the route a path belongs to, or undefined for an unknown path. */
export function matchRoute(pathname: string): RouteMeta | undefined {
  return routes.find((route) => matches(route.path, pathname));
}
