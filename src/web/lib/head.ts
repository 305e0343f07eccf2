import { fillIn } from "#contract/placeholders.ts";
import { matchRoute, notFoundMeta } from "#contract/routes.ts";
import { publicConfig } from "./public-config.ts";

/**
 * Keeps <title>, the description and <html lang> in step with client-side navigation; the
 * server already sent the same values in the HTML for the first page.
 */
export function applyRouteHead(pathname: string) {
  const meta = matchRoute(pathname) ?? notFoundMeta;
  const product = publicConfig().productName;
  document.title = fillIn(meta.title, { product });
  document.documentElement.lang = meta.lang;
  document.querySelector('meta[name="description"]')?.setAttribute("content", fillIn(meta.description, { product }));
}
