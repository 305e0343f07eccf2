/**
 * The <title> and description of each route in the route table (routes.ts), apart from it so
 * that the browser's shared entry does not carry every page's text: the server writes them into
 * each page's HTML, and the browser loads this module only when it navigates to another page
 * (decision 735).
 */
import type { RouteMeta } from "./routes.ts";

export interface RouteHead {
  /** `{product}` stands for the configured product name. */
  title: string;
  description: string;
}

export const DEFAULT_DESCRIPTION =
  "Upload a photo, pick one of 12 Indian languages and get a ready Instagram post: heading, caption, hashtags and alt text in that language's own script.";

/** By route path, as routes.ts writes it; `*` is the page for unknown paths. */
export const routeHeads: Record<string, RouteHead> = {
  "/": {
    title: "{product} — Instagram captions in 12 Indian languages",
    description: DEFAULT_DESCRIPTION,
  },
  "/hi": {
    title: "{product} — 12 भारतीय भाषाओं में इंस्टाग्राम कैप्शन",
    description:
      "फ़ोटो अपलोड करें, 12 भारतीय भाषाओं में से एक चुनें और पाएँ पूरी इंस्टाग्राम पोस्ट: शीर्षक, कैप्शन, हैशटैग और ऑल्ट टेक्स्ट, उसी भाषा की लिपि में।",
  },
  "/about": {
    title: "About — {product}",
    description:
      "Why {product} exists: Instagram posts for Indian creators and small businesses, written in their own language and script.",
  },
  "/contact": {
    title: "Contact us — {product}",
    description:
      "Questions about captions, billing or your account? Write to the {product} team; we acknowledge by e-mail straight away and reply within 24 hours.",
  },
  "/blog": {
    title: "Blog — {product}",
    description:
      "Guides for Indian creators: captions in Hindi and regional languages, hashtags after Instagram's 5-tag limit, alt text, posting times and festival posts.",
  },
  "/blog/:slug": {
    title: "Blog — {product}",
    description: "An article from the {product} blog for Indian creators.",
  },
  "/privacy-policy": {
    title: "Privacy Policy — {product}",
    description:
      "How {product} collects, uses, keeps and protects personal data under India's Digital Personal Data Protection Act, 2023, and how to reach our Grievance Officer.",
  },
  "/terms-of-service": {
    title: "Terms of Service — {product}",
    description: "The terms for using {product}: accounts, plans and 30-day passes, acceptable use and your content.",
  },
  "/refund-policy": {
    title: "Refund Policy — {product}",
    description:
      "When and how {product} refunds a pass: full refund within 7 days (14 for Business), timelines by payment method.",
  },
  "/payment-policy": {
    title: "Payment Policy — {product}",
    description:
      "How paying for {product} works: 30-day passes paid once with GST included, no auto-renewal, UPI and cards, invoices and disputes.",
  },
  "/login": {
    title: "Sign in or create an account — {product}",
    description: "Sign in to {product}, or create a free account to write Instagram posts in 12 Indian languages.",
  },
  "/forgot-password": {
    title: "Forgot password — {product}",
    description: "Get an e-mail with a link to choose a new {product} password.",
  },
  "/reset-password": {
    title: "Choose a new password — {product}",
    description: "Choose a new password for your {product} account.",
  },
  "/upload": {
    title: "Upload content — {product}",
    description: "Add photos and short videos to your {product} library and manage your storage.",
  },
  "/create": {
    title: "Create a post — {product}",
    description: "Pick up to 5 photos and a language, and get an Instagram post you can edit, preview, copy and save.",
  },
  "/admin": {
    title: "Admin dashboard — {product}",
    description: "Users and analytics of {product}, for its administrators.",
  },
  "/subscribe": {
    title: "Plans and pricing — {product}",
    description:
      "30-day passes from ₹99, GST included and paid once with UPI or a card: more AI captions, unlimited caption history and more storage.",
  },
  "/docs/api": {
    title: "API reference — {product}",
    description:
      "The {product} API of the Business plan: upload photos, write Instagram posts in 12 Indian languages and save them from your own tools, with curl and JavaScript examples.",
  },
  "/account": {
    title: "Account settings — {product}",
    description: "Your name, password, your data and your {product} account.",
  },
  "/calendar": {
    title: "Calendar — {product}",
    description: "Your posts by the day they go out, and the festivals ahead, on {product}.",
  },
  "/team": {
    title: "Team — {product}",
    description: "Your team's members, roles, invitations and activity on {product}.",
  },
  "/team/join": {
    title: "Join a team — {product}",
    description: "Accept an invitation to a team on {product}.",
  },
  "*": {
    title: "Page Not Found — {product}",
    description: "This page does not exist.",
  },
};

/** A route with its head, as the server writes it into the page's HTML. */
export type RouteWithHead = RouteMeta & RouteHead;

/** The head of a route (the not-found page's for a route without one). */
export const headOf = (meta: RouteMeta): RouteHead => routeHeads[meta.path] ?? (routeHeads["*"] as RouteHead);

/** A route with its head. */
export const withHead = (meta: RouteMeta): RouteWithHead => ({ ...meta, ...headOf(meta) });
