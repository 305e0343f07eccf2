import { describe, expect, it } from "vitest";
import { withHead } from "#contract/route-heads.ts";
import { matchRoute } from "#contract/routes.ts";
import { renderHtml } from "./html.ts";

const template = `<!doctype html>
<html lang="en-IN"><head><title>x</title><!--app-head--></head>
<body><div id="root"></div><noscript>JS</noscript></body></html>`;

const landingRoute = matchRoute("/");
if (!landingRoute) throw new Error("no route for /");
const landing = withHead(landingRoute);
const publicConfig = {
  productName: "Caption$&Karo",
  hashtag: "CaptionKaro",
  supportEmail: "",
  otherLogin: false,
  offlineWriter: true,
};

describe("renderHtml", () => {
  it("puts a server-rendered page into #root and marks a signed-out visitor", () => {
    const html = renderHtml(template, {
      meta: landing,
      pathname: "/",
      publicUrl: "https://ck.test",
      publicConfig,
      isSignedOut: true,
      page: { head: '<link rel="preload" as="image" href="/a.svg"/>', body: "<h1>Price $' and $& kept</h1>" },
    });
    expect(html).toContain(`<div id="root"><h1>Price $' and $& kept</h1></div>`);
    expect(html).toContain('<link rel="preload" as="image" href="/a.svg"/>');
    expect(html).toContain('<meta name="ck-session" content="none">');
    // "$&" in a setting is text, not a replacement pattern.
    expect(html).toContain("<title>Caption$&amp;Karo — Instagram captions in 12 Indian languages</title>");
  });

  it("leaves #root empty and no signed-out mark for a visitor with a session cookie", () => {
    const html = renderHtml(template, { meta: landing, pathname: "/", publicUrl: "https://ck.test", publicConfig });
    expect(html).toContain('<div id="root"></div>');
    expect(html).not.toContain("ck-session");
  });
});
