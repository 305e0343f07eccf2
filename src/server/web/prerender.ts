import { existsSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { FastifyBaseLogger } from "fastify";
import type { I18nData } from "#contract/i18n/languages.ts";
import type { PublicConfig } from "#contract/public-config.ts";
import type { RouteMeta } from "#contract/routes.ts";

/** The server-side renderer built from src/web/ssr.tsx (dist/ssr/ssr.js). */
interface SsrModule {
  renderPage(pathname: string, config: PublicConfig, i18n: I18nData): Promise<string>;
}

export interface RenderedPage {
  /** Resource hints React hoisted out of the page (preloads of its images), for <head>. */
  head: string;
  /** The page's HTML for inside #root. */
  body: string;
}

export type PageRenderer = (meta: RouteMeta, pathname: string, i18n: I18nData) => Promise<RenderedPage | undefined>;

/**
 * Public pages (not signed-in ones, not the noindex tools that read the query string) are
 * sent rendered, so a phone paints them before the JavaScript arrives (decision 103).
 */
export const isPrerendered = (meta: RouteMeta) => meta.audience !== "signedIn" && !meta.noindex;

/** Rendered pages are kept this long (the footer's year is the only thing that changes). */
const CACHE_MS = 60 * 60 * 1000;

const leadingHints = /^(?:<link [^>]*\/>)+/;

/**
 * Loads the server-side renderer next to the built web app; without it (the Vite dev server,
 * a build without --ssr) pages are sent empty and the browser draws them, as before.
 */
export async function loadPageRenderer(
  webDistDir: string,
  publicConfig: PublicConfig,
  log: FastifyBaseLogger,
): Promise<PageRenderer> {
  const file = path.join(webDistDir, "..", "ssr", "ssr.js");
  if (!existsSync(file)) return async () => undefined;
  const ssr = (await import(pathToFileURL(file).href)) as SsrModule;
  // One entry per public path that exists and interface language: the route table, the blog's
  // slugs and the two languages bound it.
  const cache = new Map<string, { page: Promise<RenderedPage | undefined>; until: number }>();
  const render = async (pathname: string, i18n: I18nData): Promise<RenderedPage | undefined> => {
    try {
      const html = await ssr.renderPage(pathname, publicConfig, i18n);
      const head = leadingHints.exec(html)?.[0] ?? "";
      return { head, body: html.slice(head.length) };
    } catch (error) {
      // The browser can still draw the page; a rendering fault must not take it down.
      log.error({ err: error, pathname }, "server-side rendering failed");
      return undefined;
    }
  };
  return (meta, pathname, i18n) => {
    if (!isPrerendered(meta)) return Promise.resolve(undefined);
    // "/hi/" and "/hi////" render alike (the address bar's form matters only for the trailing
    // slash), so any number of slashes maps onto two entries at most.
    const trimmed = pathname.replace(/\/+$/, "");
    const path = trimmed === "" ? "/" : pathname.endsWith("/") ? `${trimmed}/` : trimmed;
    const key = `${i18n.language} ${path}`;
    const hit = cache.get(key);
    if (hit && hit.until > Date.now()) return hit.page;
    const page = render(path, i18n);
    cache.set(key, { page, until: Date.now() + CACHE_MS });
    return page;
  };
}
