import { describe, expect, it } from "vitest";
import { blogArticles } from "#contract/blog.ts";
import { articleBodies, readMinutes } from "./blog-articles.ts";

describe("blog articles", () => {
  it("has a text for every listed article and no text without a listing", () => {
    expect(Object.keys(articleBodies).sort()).toEqual(blogArticles.map((a) => a.slug).sort());
  });

  it.each(blogArticles.map((a) => [a.slug, a] as const))("%s lists the read time of its text", (slug, article) => {
    expect(article.readMinutes).toBe(readMinutes(slug));
  });

  it("has 8 articles with unique slugs, each with at least 2 tags", () => {
    expect(blogArticles).toHaveLength(8);
    expect(new Set(blogArticles.map((a) => a.slug)).size).toBe(8);
    for (const article of blogArticles) expect(article.tags.length).toBeGreaterThanOrEqual(2);
  });
});
