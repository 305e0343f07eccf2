import { findBlogArticle } from "#contract/blog.ts";
import { blogOgImage } from "#contract/og-images.ts";
import { type RouteWithHead, withHead } from "#contract/route-heads.ts";
import { matchRoute } from "#contract/routes.ts";

/**
 * The route for a path, with what the shared table cannot know: a blog article exists only
 * for a known slug (anything else is a 404) and has its own title, description and
 * link-preview image.
 */
export function resolveRoute(pathname: string): RouteWithHead | undefined {
  const meta = matchRoute(pathname);
  if (!meta) return undefined;
  if (meta.path !== "/blog/:slug") return withHead(meta);
  const slug = pathname.replace(/\/+$/, "").split("/")[2] ?? "";
  const article = findBlogArticle(slug);
  if (!article) return undefined;
  return {
    ...withHead(meta),
    title: `${article.title} — {product} Blog`,
    description: article.excerpt,
    image: blogOgImage(article.slug),
  };
}
