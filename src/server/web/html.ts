import { readFile } from "node:fs/promises";
import path from "node:path";
import { I18N_ELEMENT_ID, type I18nData, LOCALE_OF } from "#contract/i18n/languages.ts";
import { DEFAULT_OG_IMAGE, OG_IMAGE_SIZE } from "#contract/og-images.ts";
import { fillIn } from "#contract/placeholders.ts";
import { PUBLIC_CONFIG_ELEMENT_ID, type PublicConfig } from "#contract/public-config.ts";
import type { RouteWithHead } from "#contract/route-heads.ts";
import { SIGNED_OUT_META } from "#contract/session-hint.ts";

const HEAD_MARKER = "<!--app-head-->";
const ROOT_ELEMENT = '<div id="root"></div>';

const escapeHtml = (value: string) =>
  value
    .replaceAll("&", "&amp;")
    .replaceAll("<", "&lt;")
    .replaceAll(">", "&gt;")
    .replaceAll('"', "&quot;")
    .replaceAll("'", "&#39;");

/** JSON inside a <script type="application/json"> block: `<` escaped so no tag can close it. */
const jsonForScript = (value: unknown) =>
  JSON.stringify(value).replaceAll("<", "\\u003c").replaceAll("\u2028", "\\u2028").replaceAll("\u2029", "\\u2029");

/** Reads the built index.html once; undefined when the web app has not been built. */
export async function loadHtmlTemplate(webDistDir: string): Promise<string | undefined> {
  try {
    const html = await readFile(path.join(webDistDir, "index.html"), "utf8");
    if (!html.includes(HEAD_MARKER)) throw new Error(`index.html lacks the ${HEAD_MARKER} marker`);
    if (!html.includes(ROOT_ELEMENT)) throw new Error(`index.html lacks ${ROOT_ELEMENT}`);
    return html;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return undefined;
    throw error;
  }
}

export interface RenderOptions {
  meta: RouteWithHead;
  pathname: string;
  publicUrl: string;
  publicConfig: PublicConfig;
  /** This response's CSP style nonce, handed to the browser app for the <style> tags it adds. */
  styleNonce?: string;
  /** schema.org objects for this page, sent as JSON-LD data blocks (not executed, CSP-safe). */
  structuredData?: readonly object[];
  /** Ready-made <link rel="preload"> / "modulepreload" tags for this page. */
  preloads?: readonly string[];
  /** True when the request carries no session cookie: the visitor is signed out for sure. */
  isSignedOut?: boolean;
  /** The page rendered by the server (decision 103), for a signed-out visitor. */
  page?: { head: string; body: string };
  /** The interface language and its catalogue (decision 775): `<html lang>` and a JSON block. */
  i18n?: I18nData;
}

/**
 * Fills the HTML shell for one path: language, title, description, canonical URL, Open Graph
 * and Twitter tags (link previews do not run JavaScript), and the browser's settings.
 */
export function renderHtml(
  template: string,
  {
    meta,
    pathname,
    publicUrl,
    publicConfig,
    styleNonce,
    structuredData = [],
    preloads = [],
    isSignedOut = false,
    page,
    i18n,
  }: RenderOptions,
): string {
  const product = publicConfig.productName;
  const title = fillIn(meta.title, { product });
  const description = fillIn(meta.description, { product });
  const url = `${publicUrl}${meta.canonical ?? pathname}`;
  const image = `${publicUrl}${meta.image ?? DEFAULT_OG_IMAGE}`;
  const locale = meta.lang.replace("-", "_");
  const tags = [
    `<title>${escapeHtml(title)}</title>`,
    `<meta name="description" content="${escapeHtml(description)}">`,
    meta.noindex ? `<meta name="robots" content="noindex">` : `<link rel="canonical" href="${escapeHtml(url)}">`,
    `<meta property="og:type" content="website">`,
    `<meta property="og:site_name" content="${escapeHtml(product)}">`,
    `<meta property="og:title" content="${escapeHtml(title)}">`,
    `<meta property="og:description" content="${escapeHtml(description)}">`,
    `<meta property="og:url" content="${escapeHtml(url)}">`,
    `<meta property="og:locale" content="${locale}">`,
    `<meta property="og:image" content="${escapeHtml(image)}">`,
    `<meta property="og:image:width" content="${OG_IMAGE_SIZE.width}">`,
    `<meta property="og:image:height" content="${OG_IMAGE_SIZE.height}">`,
    `<meta name="twitter:card" content="summary_large_image">`,
    `<meta name="twitter:title" content="${escapeHtml(title)}">`,
    `<meta name="twitter:description" content="${escapeHtml(description)}">`,
    `<meta name="twitter:image" content="${escapeHtml(image)}">`,
    ...(meta.alternates ?? []).map(
      (alt) => `<link rel="alternate" hreflang="${alt.hreflang}" href="${escapeHtml(`${publicUrl}${alt.path}`)}">`,
    ),
    ...preloads,
    ...(page?.head ? [page.head] : []),
    ...(isSignedOut ? [`<meta name="${SIGNED_OUT_META}" content="none">`] : []),
    ...structuredData.map((data) => `<script type="application/ld+json">${jsonForScript(data)}</script>`),
    `<script type="application/json" id="${PUBLIC_CONFIG_ELEMENT_ID}">${jsonForScript(publicConfig)}</script>`,
    ...(i18n ? [`<script type="application/json" id="${I18N_ELEMENT_ID}">${jsonForScript(i18n)}</script>`] : []),
    ...(styleNonce ? [`<meta property="csp-nonce" nonce="${escapeHtml(styleNonce)}">`] : []),
  ];
  return (
    template
      .replace(/<html lang="[^"]*"/, `<html lang="${i18n ? LOCALE_OF[i18n.language] : meta.lang}"`)
      .replace(/<title>[^<]*<\/title>/, "")
      // Replacer functions: the inserted text is taken as is ("$&" in it means nothing).
      .replace(HEAD_MARKER, () => tags.join("\n    "))
      .replace(ROOT_ELEMENT, () => (page ? `<div id="root">${page.body}</div>` : ROOT_ELEMENT))
  );
}
