import { fillIn } from "#contract/placeholders.ts";
import { matchRoute, notFoundMeta } from "#contract/routes.ts";
import { publicConfig } from "./public-config.ts";

/** The path whose <title> and description the document shows (the server's, at first). */
let headPath: string | undefined;
let routeHeads: Promise<typeof import("#contract/route-heads.ts")> | undefined;

/**
 * Keeps <title> and the description in step with client-side navigation (<html lang> follows
 * the interface language, web/i18n/i18n.tsx); the
 * server already sent the same values in the HTML for the first page. The titles and
 * descriptions are loaded with the first navigation, not in every page's JavaScript (decision
 * 735); a page that has named itself meanwhile (a blog article) keeps its title.
 */
export function applyRouteHead(pathname: string) {
  const meta = matchRoute(pathname) ?? notFoundMeta;
  const isFirstPage = headPath === undefined;
  if (pathname === headPath) return;
  headPath = pathname;
  if (isFirstPage) return;
  const titleBefore = document.title;
  routeHeads ??= import("#contract/route-heads.ts");
  routeHeads.then(
    ({ headOf }) => {
      // Another navigation came first; its own call sets the head.
      if (headPath !== pathname) return;
      const head = headOf(meta);
      const product = publicConfig().productName;
      if (document.title === titleBefore) document.title = fillIn(head.title, { product });
      document
        .querySelector('meta[name="description"]')
        ?.setAttribute("content", fillIn(head.description, { product }));
    },
    () => {
      // Offline: the previous page's head stays; the next navigation tries again.
      routeHeads = undefined;
    },
  );
}
