/**
 * The route table shared by the server (status code and <head> of the HTML it returns for a
 * path) and the web app (which page component a path shows). A page is listed here only once
 * it exists, so no link ever leads to a page that is not there.
 */
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
  /** `{product}` stands for the configured product name. */
  title: string;
  description: string;
  lang: "en-IN" | "hi-IN";
  audience: RouteAudience;
  /** Canonical path when it differs from the request path (e.g. /hi → /hi/). */
  canonical?: string;
  /** Kept out of search engines (account pages, tools). */
  noindex?: boolean;
}

export const DEFAULT_DESCRIPTION =
  "Upload a photo, pick one of 12 Indian languages and get a ready Instagram post: heading, caption, hashtags and alt text in that language's own script.";

export const routes: readonly RouteMeta[] = [
  {
    path: "/",
    title: "{product} — Instagram captions in 12 Indian languages",
    description: DEFAULT_DESCRIPTION,
    lang: "en-IN",
    audience: "everyone",
  },
  {
    path: "/login",
    title: "Sign in or create an account — {product}",
    description: "Sign in to {product}, or create a free account to write Instagram posts in 12 Indian languages.",
    lang: "en-IN",
    audience: "signedOut",
  },
  {
    path: "/forgot-password",
    title: "Forgot password — {product}",
    description: "Get an e-mail with a link to choose a new {product} password.",
    lang: "en-IN",
    audience: "signedOut",
    noindex: true,
  },
  {
    path: "/reset-password",
    title: "Choose a new password — {product}",
    description: "Choose a new password for your {product} account.",
    lang: "en-IN",
    audience: "signedOut",
    noindex: true,
  },
  {
    path: "/upload",
    title: "Upload content — {product}",
    description: "Add photos and short videos to your {product} library and manage your storage.",
    lang: "en-IN",
    audience: "signedIn",
    noindex: true,
  },
  {
    path: "/account",
    title: "Account settings — {product}",
    description: "Your name, password, your data and your {product} account.",
    lang: "en-IN",
    audience: "signedIn",
    noindex: true,
  },
];

export const notFoundMeta: RouteMeta = {
  path: "*",
  title: "Page Not Found — {product}",
  description: "This page does not exist.",
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
