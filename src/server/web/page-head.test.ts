import { cp, mkdtemp, readdir, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { blogArticles } from "#contract/blog.ts";
import { blogOgImage, DEFAULT_OG_IMAGE, HINDI_OG_IMAGE } from "#contract/og-images.ts";
import { createTestApp, type TestApp } from "#test/helpers/app.ts";
import { ROOT_DIR } from "../config.ts";
import { sitemapPaths } from "../features/seo/seo.routes.ts";

const PUBLIC_URL = "https://captionkaro.test";
const template = `<!doctype html>
<html lang="en-IN">
  <head>
    <title>CaptionKaro</title>
    <!--app-head-->
  </head>
  <body><div id="root"></div></body>
</html>`;

let web: string;
let t: TestApp;

beforeAll(async () => {
  // The committed public/ files (what `vite build` copies into dist/web) and an HTML shell.
  web = await mkdtemp(path.join(tmpdir(), "ck-head-"));
  await cp(path.join(ROOT_DIR, "public"), web, { recursive: true });
  await writeFile(path.join(web, "index.html"), template);
  t = await createTestApp({ env: { WEB_DIST_DIR: web, PUBLIC_URL } });
});

afterAll(async () => {
  await t?.close();
  await rm(web, { recursive: true, force: true });
});

const decode = (value: string) =>
  value
    .replaceAll("&quot;", '"')
    .replaceAll("&#39;", "'")
    .replaceAll("&lt;", "<")
    .replaceAll("&gt;", ">")
    .replaceAll("&amp;", "&");

interface Head {
  title?: string;
  description?: string;
  canonical?: string;
  og: Record<string, string>;
  twitter: Record<string, string>;
}

/** The page's <head> as a link preview or a search engine reads it (no JavaScript). */
function readHead(html: string): Head {
  const head = html.slice(0, html.indexOf("</head>"));
  const one = (pattern: RegExp) => {
    const found = [...head.matchAll(new RegExp(pattern, "g"))];
    expect(found.length, String(pattern)).toBeLessThanOrEqual(1);
    return found[0]?.[1] === undefined ? undefined : decode(found[0][1]);
  };
  const props = (prefix: string, attribute: string) =>
    Object.fromEntries(
      [...head.matchAll(new RegExp(`<meta ${attribute}="${prefix}:([\\w:]+)" content="([^"]*)">`, "g"))].map((m) => [
        m[1] ?? "",
        decode(m[2] ?? ""),
      ]),
    );
  return {
    title: one(/<title>([^<]*)<\/title>/),
    description: one(/<meta name="description" content="([^"]*)">/),
    canonical: one(/<link rel="canonical" href="([^"]*)">/),
    og: props("og", "property"),
    twitter: props("twitter", "name"),
  };
}

const pages = [...new Set([...sitemapPaths(), "/hi/"])];

describe("every public page's <head>", () => {
  const heads = new Map<string, Head>();

  beforeAll(async () => {
    for (const page of pages) {
      const res = await t.app.inject(page);
      expect(res.statusCode, page).toBe(200);
      heads.set(page, readHead(res.body));
    }
  });

  it("covers the sitemap: the landing pages, the blog and every article, the legal pages", () => {
    for (const page of ["/", "/hi/", "/about", "/contact", "/blog", "/privacy-policy", "/login"]) {
      expect(pages).toContain(page);
    }
    for (const article of blogArticles) expect(pages).toContain(`/blog/${article.slug}`);
  });

  it.each(pages)("%s: title, description, canonical and Open Graph/Twitter tags that agree", (page) => {
    const head = heads.get(page) as Head;
    expect(head.title).toMatch(/CaptionKaro/);
    expect(head.description?.length).toBeGreaterThan(50);
    expect(head.description?.length).toBeLessThanOrEqual(200);
    expect(head.canonical).toBe(`${PUBLIC_URL}${page}`);
    expect(head.og).toMatchObject({
      title: head.title,
      description: head.description,
      url: head.canonical,
      site_name: "CaptionKaro",
      "image:width": "1200",
      "image:height": "630",
    });
    expect(head.og.image).toMatch(new RegExp(`^${PUBLIC_URL}/[\\w/.-]+\\.jpg$`));
    expect(head.twitter).toMatchObject({
      card: "summary_large_image",
      title: head.title,
      description: head.description,
      image: head.og.image,
    });
  });

  it("no two pages share a title or a description", () => {
    const titles = pages.map((page) => heads.get(page)?.title);
    const descriptions = pages.map((page) => heads.get(page)?.description);
    expect(new Set(titles).size).toBe(pages.length);
    expect(new Set(descriptions).size).toBe(pages.length);
  });

  it("the Hindi landing and every article have their own preview image; the others share the default", () => {
    const image = (page: string) => heads.get(page)?.og.image?.slice(PUBLIC_URL.length);
    expect(image("/hi/")).toBe(HINDI_OG_IMAGE);
    expect(heads.get("/hi/")?.og.locale).toBe("hi_IN");
    for (const article of blogArticles) expect(image(`/blog/${article.slug}`)).toBe(blogOgImage(article.slug));
    for (const page of ["/", "/about", "/contact", "/blog", "/privacy-policy"])
      expect(image(page)).toBe(DEFAULT_OG_IMAGE);
    expect(new Set(pages.map(image)).size).toBe(2 + blogArticles.length);
  });

  it("each preview image answers 200 as a 1200×630 JPEG under 100 KB", async () => {
    const images = [...new Set(pages.map((page) => heads.get(page)?.og.image ?? ""))];
    for (const url of images) {
      const res = await t.app.inject(url.slice(PUBLIC_URL.length));
      expect(res.statusCode, url).toBe(200);
      expect(res.headers["content-type"], url).toBe("image/jpeg");
      expect(res.rawPayload.length, url).toBeLessThan(100 * 1024);
      const meta = await sharp(res.rawPayload).metadata();
      expect([meta.format, meta.width, meta.height], url).toEqual(["jpeg", 1200, 630]);
    }
  });

  it("public/og/blog holds no image of an article that no longer exists", async () => {
    const files = await readdir(path.join(ROOT_DIR, "public", path.dirname(blogOgImage("x"))));
    expect(files.sort()).toEqual(blogArticles.map((article) => `${article.slug}.jpg`).sort());
  });
});
