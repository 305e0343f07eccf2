import { findBlogArticle } from "#contract/blog.ts";
import { blogOgImage } from "#contract/og-images.ts";
import { matchRoute, type RouteMeta } from "#contract/routes.ts";

/**
 * The route for a path, with what the shared table cannot know: a blog article exists only
 * for a known slug (anything else is a 404) and has its own title, description and
 * link-preview image.
 */
export function resolveRoute(pathname: string): RouteMeta | undefined {
  const meta = matchRoute(pathname);
  if (meta?.path !== "/blog/:slug") return meta;
  const slug = pathname.replace(/\/+$/, "").split("/")[2] ?? "";
  const article = findBlogArticle(slug);
  if (!article) return undefined;
  return {
    ...meta,
    title: `${article.title} — {product} Blog`,
    description: article.excerpt,
    image: blogOgImage(article.slug),
  };
}
