import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { createElement, type ReactNode } from "react";
import { jsx } from "react/jsx-runtime";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { en } from "#contract/i18n/en.ts";
import { hi } from "#contract/i18n/hi.ts";
import type { InterfaceLanguage } from "#contract/i18n/languages.ts";
import type { Post, Publication } from "#contract/posts.ts";
import { ToastProvider } from "#web/components/toaster.tsx";
import { I18nProvider } from "#web/i18n/i18n.tsx";
import "#web/i18n/icu.ts";
import { PublishState, ViewOnDestination } from "./publish-state.tsx";

/**
 * My Posts' words about automatic publishing (decisions 810, 813) take the destination's name
 * from the publication the server presents (the destination adapter's capabilities): Instagram's
 * English is word for word as before, and another name shows as itself.
 */
function publication(change: Partial<Publication>): Publication {
  return {
    destination: "instagram",
    destinationName: "Instagram",
    state: "scheduled",
    remoteId: null,
    permalink: null,
    error: null,
    errorCode: null,
    attempts: 0,
    nextAttemptAt: null,
    publishedAt: null,
    updatedAt: "2026-11-28T00:00:00.000Z",
    processing: null,
    ...change,
  };
}

const post = (status: Post["status"], publications: Publication[]) =>
  ({ id: "0b0e9d2c-3f43-4c1e-9a55-3f3c1b1f4a10", status, publications }) as Post;

// What JSX compiles to (the file is .ts): the providers with their children.
const withI18n = (language: InterfaceLanguage, child: ReactNode) =>
  jsx(I18nProvider, { initial: { language, messages: language === "en" ? en : hi }, children: child });
const withQueries = (child: ReactNode) => jsx(QueryClientProvider, { client: new QueryClient(), children: child });

function render(node: ReactNode, language: InterfaceLanguage = "en") {
  const html = renderToStaticMarkup(withI18n(language, withQueries(jsx(ToastProvider, { children: node }))));
  // The words as read: tags dropped, entities of the few characters React escapes restored.
  return html
    .replace(/<[^>]+>/g, " ")
    .replaceAll("&#x27;", "'")
    .replaceAll("&amp;", "&")
    .replace(/\s+/g, " ")
    .trim();
}

const state = (p: Post) => render(createElement(PublishState, { post: p, name: "Chai" }));

describe("My Posts' publishing words", () => {
  it("are Instagram's as before for an Instagram publication", () => {
    expect(state(post("scheduled", [publication({})]))).toBe("Publishes to Instagram by itself at its time.");
    expect(state(post("publishing", [publication({ state: "publishing" })]))).toBe("Publishing to Instagram now…");
    expect(
      state(post("failed", [publication({ state: "failed", error: "Token expired.", errorCode: "reconnect" })])),
    ).toBe("Not published to Instagram Token expired. Retry Connect Instagram again");
    const posted = post("posted", [publication({ state: "published", permalink: "https://instagram.test/p/1" })]);
    expect(state(posted)).toBe("");
    const view = renderToStaticMarkup(withI18n("en", createElement(ViewOnDestination, { post: posted, name: "Chai" })));
    expect(view).toContain('aria-label="View on Instagram: Chai (opens in a new tab)"');
    expect(view).toContain("View on Instagram</a>");
  });

  it("name another destination as its adapter names it", () => {
    const other = { destinationName: "Sample Page" };
    expect(state(post("scheduled", [publication(other)]))).toBe("Publishes to Sample Page by itself at its time.");
    expect(
      state(post("failed", [publication({ ...other, state: "failed", error: "No.", errorCode: "reconnect" })])),
    ).toBe("Not published to Sample Page No. Retry Connect Sample Page again");
    const processing = {
      since: "2026-11-28T00:40:00.000Z",
      statusChecks: 3,
      lastStatus: "IN_PROGRESS" as const,
      lastCheckedAt: "2026-11-28T00:40:09.000Z",
    };
    const words = state(post("publishing", [publication({ ...other, state: "publishing", processing })]));
    expect(words).toContain("Sample Page is processing the video");
    expect(words).toContain("3 status checks so far; the last, at 6:10:09 am IST, answered IN_PROGRESS.");
    expect(words).toContain("Since 6:10:00 am IST (");
    expect(words).not.toMatch(/\d\s?%/);
    expect(words).not.toContain("Instagram");
  });

  it("are in Hindi in the Hindi interface, with the destination's name as it is", () => {
    const words = render(
      createElement(PublishState, { post: post("scheduled", [publication({})]), name: "Chai" }),
      "hi",
    );
    expect(words).toBe("अपने समय पर यह अपने-आप Instagram पर पब्लिश हो जाएगी।");
  });
});
