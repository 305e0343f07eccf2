import { type ComponentType, type LazyExoticComponent, lazy } from "react";

type Page = LazyExoticComponent<ComponentType>;

/**
 * Page components by route path (the paths and their <head> live in contract/routes.ts).
 * Every page is its own chunk, so a signed-out visitor never downloads signed-in pages.
 */
export const signedOutPages: Record<string, Page> = {
  "/": lazy(() => import("./pages/landing.tsx")),
  "/login": lazy(() => import("./pages/login.tsx")),
  "/forgot-password": lazy(() => import("./pages/forgot-password.tsx")),
  "/reset-password": lazy(() => import("./pages/reset-password.tsx")),
  "/hi": lazy(() => import("./pages/hindi-landing.tsx")),
};

export const signedInPages: Record<string, Page> = {
  "/": lazy(() => import("./pages/home.tsx")),
  "/upload": lazy(() => import("./pages/upload.tsx")),
  "/create": lazy(() => import("./pages/create.tsx")),
  "/calendar": lazy(() => import("./pages/calendar.tsx")),
  "/account": lazy(() => import("./pages/account.tsx")),
  "/admin": lazy(() => import("./pages/admin.tsx")),
  "/team": lazy(() => import("./pages/team.tsx")),
  "/team/join": lazy(() => import("./pages/team-join.tsx")),
};

/** Pages that look the same signed in or out. */
export const everyonePages: Record<string, Page> = {
  "/about": lazy(() => import("./pages/about.tsx")),
  "/contact": lazy(() => import("./pages/contact.tsx")),
  "/blog": lazy(() => import("./pages/blog.tsx")),
  "/blog/:slug": lazy(() => import("./pages/blog-article.tsx")),
  "/privacy-policy": lazy(() => import("./pages/legal/privacy.tsx")),
  "/terms-of-service": lazy(() => import("./pages/legal/terms.tsx")),
  "/refund-policy": lazy(() => import("./pages/legal/refund.tsx")),
  "/payment-policy": lazy(() => import("./pages/legal/payment.tsx")),
  "/subscribe": lazy(() => import("./pages/subscribe.tsx")),
  "/docs/api": lazy(() => import("./pages/api-docs.tsx")),
};

export const NotFoundPage = lazy(() => import("./pages/not-found.tsx"));
