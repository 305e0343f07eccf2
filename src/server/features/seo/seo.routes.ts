import type { FastifyInstance } from "fastify";
import { blogArticles } from "#contract/blog.ts";
import { seoRoutes as declared } from "#contract/route-table.ts";
import { routes } from "#contract/routes.ts";
import type { Deps } from "#server/deps.ts";
import { serveRoute } from "#server/route.ts";

const escapeXml = (value: string) =>
  value.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;").replaceAll('"', "&quot;");

/** Public, indexable page paths: the route table (no patterns) plus every blog article. */
export function sitemapPaths(): string[] {
  const pages = routes
    .filter((route) => !route.noindex && route.audience !== "signedIn" && !route.path.includes(":"))
    .map((route) => route.canonical ?? route.path);
  return [...pages, ...blogArticles.map((article) => `/blog/${article.slug}`)];
}

/** sitemap.xml and robots.txt, built from the same route table the pages use. */
export function seoRoutes(app: FastifyInstance, { config }: Deps) {
  serveRoute(app, declared.sitemap, async (_input, _request, reply) => {
    const urls = sitemapPaths()
      .map((path) => `  <url><loc>${escapeXml(`${config.publicUrl}${path}`)}</loc></url>`)
      .join("\n");
    return reply
      .header("cache-control", "public, max-age=3600")
      .type("application/xml; charset=utf-8")
      .send(
        `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`,
      );
  });

  serveRoute(app, declared.robots, async (_input, _request, reply) => {
    return reply
      .header("cache-control", "public, max-age=3600")
      .type("text/plain; charset=utf-8")
      .send(`User-agent: *\nAllow: /\nDisallow: /api/\nDisallow: /dev/\n\nSitemap: ${config.publicUrl}/sitemap.xml\n`);
  });
}
