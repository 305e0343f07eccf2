import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { blogArticles } from "#contract/blog.ts";
import { loadConfig } from "#server/config.ts";
import { createTestApp, type TestApp } from "#test/helpers/app.ts";

let web: string;
let t: TestApp;

const template = `<!doctype html>
<html lang="en-IN">
  <head>
    <title>CaptionKaro</title>
    <!--app-head-->
  </head>
  <body><div id="root"></div></body>
</html>`;

const testimonials = [{ name: "Meera K.", role: "Home baker, Pune", quote: "Captions in Marathi </script> at last." }];

beforeAll(async () => {
  web = await mkdtemp(path.join(tmpdir(), "ck-web-"));
  await writeFile(path.join(web, "index.html"), template);
  t = await createTestApp({
    env: {
      WEB_DIST_DIR: web,
      PUBLIC_URL: "https://captionkaro.test",
      TESTIMONIALS_JSON: JSON.stringify(testimonials),
      SOCIAL_INSTAGRAM_URL: "https://instagram.com/captionkaro",
      GRIEVANCE_OFFICER_NAME: "A. Officer",
    },
  });
});

afterAll(async () => {
  await t.close();
  await rm(web, { recursive: true, force: true });
});

const ldBlocks = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map((m) => JSON.parse(m[1] ?? "{}"));

describe("public pages", () => {
  it("sends the landing's FAQ as FAQPage structured data and hreflang alternates", async () => {
    const res = await t.app.inject("/");
    expect(res.statusCode).toBe(200);
    const [faq] = ldBlocks(res.body);
    expect(faq["@type"]).toBe("FAQPage");
    expect(faq.mainEntity[0].name).toBe("What does CaptionKaro do?");
    expect(res.body).toContain('<link rel="alternate" hreflang="hi-IN" href="https://captionkaro.test/hi/">');
    expect(res.body).toContain('<link rel="alternate" hreflang="x-default" href="https://captionkaro.test/">');
  });

  it("serves /hi and /hi/ in Hindi with the canonical /hi/", async () => {
    for (const url of ["/hi", "/hi/"]) {
      const res = await t.app.inject(url);
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('<html lang="hi-IN"');
      expect(res.body).toContain('<link rel="canonical" href="https://captionkaro.test/hi/">');
      expect(res.body).toContain('<link rel="alternate" hreflang="en-IN" href="https://captionkaro.test/">');
      expect(ldBlocks(res.body)[0].inLanguage).toBe("hi-IN");
    }
  });

  it("gives each blog article its own head and answers 404 for unknown slugs", async () => {
    const article = blogArticles[1];
    const res = await t.app.inject(`/blog/${article?.slug}`);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(`<title>${article?.title.replaceAll("'", "&#39;")} — CaptionKaro Blog</title>`);
    expect(ldBlocks(res.body)[0]).toMatchObject({ "@type": "BlogPosting", datePublished: article?.publishDate });
    expect((await t.app.inject("/blog/no-such-article")).statusCode).toBe(404);
    expect((await t.app.inject("/blog/")).statusCode).toBe(200);
    expect((await t.app.inject(`/blog/${article?.slug}/extra`)).statusCode).toBe(404);
  });

  it.each(["/about", "/contact", "/blog", "/privacy-policy", "/terms-of-service", "/refund-policy", "/payment-policy"])(
    "serves %s",
    async (url) => {
      expect((await t.app.inject(url)).statusCode).toBe(200);
    },
  );

  it("puts configured testimonials, social accounts and the grievance officer in the page's settings, escaped", async () => {
    const res = await t.app.inject("/");
    const block = /<script type="application\/json" id="app-config">(.*?)<\/script>/.exec(res.body)?.[1] ?? "";
    expect(block).not.toContain("</script>");
    const config = JSON.parse(block);
    expect(config.testimonials).toEqual(testimonials);
    expect(config.social).toEqual([{ network: "instagram", url: "https://instagram.com/captionkaro" }]);
    expect(config.grievanceOfficer).toEqual({ name: "A. Officer", email: "support@captionkaro.local" });
  });
});

describe("sitemap.xml and robots.txt", () => {
  it("lists every public page and article, and no account pages or patterns", async () => {
    const res = await t.app.inject("/sitemap.xml");
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toContain("application/xml");
    const locs = [...res.body.matchAll(/<loc>(.*?)<\/loc>/g)].map((m) => m[1]);
    expect(locs).toContain("https://captionkaro.test/");
    expect(locs).toContain("https://captionkaro.test/hi/");
    expect(locs).toContain("https://captionkaro.test/privacy-policy");
    for (const article of blogArticles) expect(locs).toContain(`https://captionkaro.test/blog/${article.slug}`);
    expect(locs.some((loc) => loc?.includes(":slug"))).toBe(false);
  });

  it("robots.txt allows pages, keeps crawlers out of the API and names the sitemap", async () => {
    const res = await t.app.inject("/robots.txt");
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain("Disallow: /api/");
    expect(res.body).toContain("Sitemap: https://captionkaro.test/sitemap.xml");
  });
});

describe("site settings", () => {
  it("has no testimonials or social accounts unless configured", () => {
    const config = loadConfig({});
    expect(config.site.testimonials).toEqual([]);
    expect(config.site.social).toEqual([]);
    expect(config.site.grievanceOfficer.email).toBe(config.brand.supportEmail);
  });

  it("rejects TESTIMONIALS_JSON that is not JSON or not the expected shape, and social links that are not https", () => {
    expect(() => loadConfig({ TESTIMONIALS_JSON: "[{" })).toThrow(/TESTIMONIALS_JSON must be a JSON array/);
    expect(() => loadConfig({ TESTIMONIALS_JSON: '[{"name":"A"}]' })).toThrow(/TESTIMONIALS_JSON/);
    expect(() => loadConfig({ SOCIAL_X_URL: "http://x.com/a" })).toThrow(/SOCIAL_X_URL must be an https:\/\/ address/);
  });
});
