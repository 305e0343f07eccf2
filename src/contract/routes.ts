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
  /** `{product}` stands for the configured product name. */
  title: string;
  description: string;
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

export const DEFAULT_DESCRIPTION =
  "Upload a photo, pick one of 12 Indian languages and get a ready Instagram post: heading, caption, hashtags and alt text in that language's own script.";

const landingAlternates = [
  { hreflang: "en-IN", path: "/" },
  { hreflang: "hi-IN", path: "/hi/" },
  { hreflang: "x-default", path: "/" },
] as const;

export const routes: readonly RouteMeta[] = [
  {
    path: "/",
    title: "{product} — Instagram captions in 12 Indian languages",
    description: DEFAULT_DESCRIPTION,
    lang: "en-IN",
    audience: "everyone",
    alternates: landingAlternates,
  },
  {
    path: "/hi",
    title: "{product} — 12 भारतीय भाषाओं में इंस्टाग्राम कैप्शन",
    description:
      "फ़ोटो अपलोड करें, 12 भारतीय भाषाओं में से एक चुनें और पाएँ पूरी इंस्टाग्राम पोस्ट: शीर्षक, कैप्शन, हैशटैग और ऑल्ट टेक्स्ट, उसी भाषा की लिपि में।",
    lang: "hi-IN",
    audience: "signedOut",
    canonical: "/hi/",
    alternates: landingAlternates,
    image: HINDI_OG_IMAGE,
  },
  {
    path: "/about",
    title: "About — {product}",
    description:
      "Why {product} exists: Instagram posts for Indian creators and small businesses, written in their own language and script.",
    lang: "en-IN",
    audience: "everyone",
  },
  {
    path: "/contact",
    title: "Contact us — {product}",
    description:
      "Questions about captions, billing or your account? Write to the {product} team; we acknowledge by e-mail straight away and reply within 24 hours.",
    lang: "en-IN",
    audience: "everyone",
  },
  {
    path: "/blog",
    title: "Blog — {product}",
    description:
      "Guides for Indian creators: captions in Hindi and regional languages, hashtags after Instagram's 5-tag limit, alt text, posting times and festival posts.",
    lang: "en-IN",
    audience: "everyone",
  },
  {
    // The server answers 404 for slugs that are not articles (src/server/web/resolve-route.ts).
    path: "/blog/:slug",
    title: "Blog — {product}",
    description: "An article from the {product} blog for Indian creators.",
    lang: "en-IN",
    audience: "everyone",
  },
  {
    path: "/privacy-policy",
    title: "Privacy Policy — {product}",
    description:
      "How {product} collects, uses, keeps and protects personal data under India's Digital Personal Data Protection Act, 2023, and how to reach our Grievance Officer.",
    lang: "en-IN",
    audience: "everyone",
  },
  {
    path: "/terms-of-service",
    title: "Terms of Service — {product}",
    description: "The terms for using {product}: accounts, plans and 30-day passes, acceptable use and your content.",
    lang: "en-IN",
    audience: "everyone",
  },
  {
    path: "/refund-policy",
    title: "Refund Policy — {product}",
    description:
      "When and how {product} refunds a pass: full refund within 7 days (14 for Business), timelines by payment method.",
    lang: "en-IN",
    audience: "everyone",
  },
  {
    path: "/payment-policy",
    title: "Payment Policy — {product}",
    description:
      "How paying for {product} works: 30-day passes paid once with GST included, no auto-renewal, UPI and cards, invoices and disputes.",
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
    path: "/create",
    title: "Create a post — {product}",
    description: "Pick up to 5 photos and a language, and get an Instagram post you can edit, preview, copy and save.",
    lang: "en-IN",
    audience: "signedIn",
    noindex: true,
  },
  {
    path: "/admin",
    title: "Admin dashboard — {product}",
    description: "Users and analytics of {product}, for its administrators.",
    lang: "en-IN",
    audience: "signedIn",
    noindex: true,
  },
  {
    path: "/subscribe",
    title: "Plans and pricing — {product}",
    description:
      "30-day passes from ₹99, GST included and paid once with UPI or a card: more AI captions, unlimited caption history and more storage.",
    lang: "en-IN",
    audience: "everyone",
  },
  {
    path: "/docs/api",
    title: "API reference — {product}",
    description:
      "The {product} API of the Business plan: upload photos, write Instagram posts in 12 Indian languages and save them from your own tools, with curl and JavaScript examples.",
    lang: "en-IN",
    audience: "everyone",
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
