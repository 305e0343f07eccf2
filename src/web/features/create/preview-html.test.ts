import { describe, expect, it } from "vitest";
import { buildPreviewHtml, escapeHtml, PREVIEW_CSP } from "./preview-html.ts";

const PIXEL =
  "data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==";
const xss = `<img src=x onerror=alert(1)> </textarea><script>alert("x")</script> & 'quote'`;

const build = (overrides: Partial<Parameters<typeof buildPreviewHtml>[0]> = {}) =>
  buildPreviewHtml({
    productName: "CaptionKaro",
    username: "ashaverma",
    avatar: null,
    text: `Heading\n\n${xss}\n\n#चाय #Monsoon`,
    images: [PIXEL, PIXEL],
    altText: `alt "${xss}"`,
    lang: "hi-IN",
    dir: "ltr",
    createdLabel: "22 Nov 2026, 1:10 pm",
    ...overrides,
  });

describe("escapeHtml", () => {
  it("escapes the five characters that matter in content and attributes", () => {
    expect(escapeHtml(`<a href="x" title='y'>&</a>`)).toBe(
      "&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;&amp;&lt;/a&gt;",
    );
  });
});

describe("the downloaded preview", () => {
  it("has a CSP meta that forbids scripts and no script element or handler anywhere", () => {
    const html = build();
    expect(html).toContain(`<meta http-equiv="Content-Security-Policy" content="${PREVIEW_CSP}">`);
    expect(PREVIEW_CSP).toMatch(/default-src 'none'/);
    expect(PREVIEW_CSP).not.toMatch(/script-src/);
    expect(html.toLowerCase()).not.toContain("<script");
    // Every real tag's attributes: none may be an event handler.
    const attributes = [...html.matchAll(/<[a-z]+((?:\s+[a-z-]+(?:="[^"]*")?)*)\s*\/?>/gi)].flatMap((tag) =>
      [...(tag[1] ?? "").matchAll(/\s([a-z-]+)(?:="[^"]*")?/gi)].map((a) => a[1]?.toLowerCase()),
    );
    expect(attributes).toContain("src");
    expect(attributes.filter((name) => name?.startsWith("on"))).toEqual([]);
    expect(html).not.toContain("</textarea>");
  });

  it("shows the user's text escaped, hashtags coloured, in the right language", () => {
    const html = build();
    expect(html).toContain("&lt;img src=x onerror=alert(1)&gt; &lt;/textarea&gt;&lt;script&gt;");
    expect(html).toContain('<span class="tag">#चाय</span>');
    expect(html).toContain('lang="hi-IN" dir="ltr"');
    expect(html).toContain('alt="alt &quot;&lt;img src=x');
  });

  it("embeds data-URL images only and marks the carousel", () => {
    const html = build({ images: [PIXEL, "https://evil.example/x.png", `${PIXEL}" onload="alert(1)`] });
    expect(html.match(/class="slide"/g)).toHaveLength(1);
    expect(html).not.toContain("evil.example");
    const two = build();
    expect(two.match(/class="slide"/g)).toHaveLength(2);
    expect(two).toContain("Swipe or scroll sideways to see all 2 photos.");
  });

  it("writes Urdu right to left", () => {
    expect(build({ lang: "ur-IN", dir: "rtl" })).toContain('lang="ur-IN" dir="rtl"');
  });

  it("escapes the user name too", () => {
    expect(build({ username: "<b>x</b>" })).toContain("&lt;b&gt;x&lt;/b&gt;");
  });
});
