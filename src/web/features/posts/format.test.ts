import { describe, expect, it } from "vitest";
import { en } from "#contract/i18n/en.ts";
import { hi } from "#contract/i18n/hi.ts";
import { ENGAGEMENT_RATE_FORMULA } from "#contract/insights.ts";
import { postText } from "#contract/post-text.ts";
import { postLinkPath } from "#contract/posts.ts";
import { translatorFor } from "#web/i18n/i18n.tsx";
import {
  copyTextOf,
  engagementLevel,
  engagementRateBasis,
  excerpt,
  formatAverageEngagement,
  formatFigure,
  formatPercent,
  hashtagList,
  importOutcomeText,
  isoToIstInput,
  istInputToIso,
  linkedPostId,
  PUBLISHING_POLL_MS,
  postsCount,
  publishingRefetchMs,
  resultsAge,
} from "./format.ts";
import "#web/i18n/icu.ts";

const t = translatorFor({ language: "en", messages: en });
const tHi = translatorFor({ language: "hi", messages: hi });

describe("IST conversion", () => {
  it("reads the form's date and time as India time", () => {
    const iso = istInputToIso("2026-12-01", "18:30");
    expect(iso).toBe("2026-12-01T18:30:00+05:30");
    expect(new Date(iso as string).toISOString()).toBe("2026-12-01T13:00:00.000Z");
  });

  it("crosses midnight UTC correctly (IST 02:15 is the previous day in UTC)", () => {
    expect(new Date(istInputToIso("2027-01-01", "02:15") as string).toISOString()).toBe("2026-12-31T20:45:00.000Z");
  });

  it("refuses missing or impossible dates and times", () => {
    expect(istInputToIso("", "10:00")).toBeNull();
    expect(istInputToIso("2026-12-01", "")).toBeNull();
    expect(istInputToIso("2026-02-30", "10:00")).toBeNull();
    expect(istInputToIso("2026-12-01", "24:00")).toBeNull();
    expect(istInputToIso("01/12/2026", "10:00")).toBeNull();
  });

  it("turns a stored moment back into IST form fields, whatever the zone it was written in", () => {
    expect(isoToIstInput("2026-12-01T13:00:00.000Z")).toEqual({ date: "2026-12-01", time: "18:30" });
    expect(isoToIstInput("2026-12-31T20:45:00Z")).toEqual({ date: "2027-01-01", time: "02:15" });
    expect(isoToIstInput("2026-06-01T00:00:00-07:00")).toEqual({ date: "2026-06-01", time: "12:30" });
  });

  it("round-trips form fields through the ISO time", () => {
    for (const [date, time] of [
      ["2026-03-08", "00:00"],
      ["2026-11-01", "23:59"],
      ["2028-02-29", "05:30"],
    ] as const) {
      expect(isoToIstInput(istInputToIso(date, time) as string)).toEqual({ date, time });
    }
  });
});

describe("Copy Content text", () => {
  it("is the heading, the caption and the hashtags, as Create Post's Copy gave them", () => {
    expect(copyTextOf({ title: "Chai", caption: "Chai time ☕", hashtags: "#chai #mumbai" })).toBe(
      "Chai\n\nChai time ☕\n\n#chai #mumbai",
    );
    expect(copyTextOf({ title: "Chai", caption: "Chai time ☕", hashtags: "#chai #mumbai" })).toBe(
      postText({ heading: "Chai", caption: "Chai time ☕", hashtags: ["chai", "mumbai"] }),
    );
  });

  it("copies only the parts that exist", () => {
    expect(copyTextOf({ title: "", caption: "  Only words  ", hashtags: "" })).toBe("Only words");
    expect(copyTextOf({ title: "", caption: "", hashtags: "#holi" })).toBe("#holi");
    expect(copyTextOf({ title: " ", caption: " ", hashtags: " " })).toBe("");
  });

  it("keeps markup as plain characters", () => {
    const caption = "<img src=x onerror=alert(1)> </textarea><script>";
    expect(copyTextOf({ title: "", caption, hashtags: "#x" })).toBe(`${caption}\n\n#x`);
  });
});

describe("hashtag chips", () => {
  it("splits hashtags into chips", () => {
    expect(hashtagList(" #a  #b\n#c ")).toEqual(["#a", "#b", "#c"]);
    expect(hashtagList("")).toEqual([]);
  });
});

describe("estimates", () => {
  it("labels engagement by the spec's thresholds", () => {
    expect(engagementLevel(80)).toBe("High");
    expect(engagementLevel(79)).toBe("Medium");
    expect(engagementLevel(60)).toBe("Medium");
    expect(engagementLevel(59)).toBe("Low");
  });

  it("shows the average or a dash", () => {
    expect(formatAverageEngagement(null)).toBe("—");
    expect(formatAverageEngagement(72)).toBe("72%");
    expect(formatAverageEngagement(72.5)).toBe("72.5%");
  });

  it("states the engagement rate's formula and how many posts it covers, or why there is none", () => {
    const formula = "Average of total interactions ÷ reach per post";
    expect(engagementRateBasis(t, { posts: 3, sandboxPosts: 0, formula })).toBe(`${formula}: 3 posts.`);
    expect(engagementRateBasis(t, { posts: 1, sandboxPosts: 1, formula })).toBe(
      `${formula}: 1 post. It is a sandbox figure, not Instagram's.`,
    );
    expect(engagementRateBasis(t, { posts: 4, sandboxPosts: 1, formula })).toBe(
      `${formula}: 4 posts. 1 of them is a sandbox figure, not Instagram's.`,
    );
    expect(engagementRateBasis(t, { posts: 2, sandboxPosts: 2, formula })).toBe(
      `${formula}: 2 posts. All are sandbox figures, not Instagram's.`,
    );
    expect(engagementRateBasis(t, null)).toMatch(/^No results from Instagram yet/);
    // Posts imported from Instagram are counted, and said to be.
    expect(engagementRateBasis(t, { posts: 5, sandboxPosts: 0, importedPosts: 2, formula })).toBe(
      `${formula}: 5 posts. 2 of them were posted outside CaptionKaro and imported.`,
    );
    expect(engagementRateBasis(t, { posts: 1, sandboxPosts: 0, importedPosts: 1, formula })).toBe(
      `${formula}: 1 post. It was posted outside CaptionKaro and imported.`,
    );
  });

  it("says what an import did, in words that agree with the numbers", () => {
    const outcome = {
      completed: true,
      listed: 50,
      imported: 1,
      updated: 48,
      removed: 1,
      publishedByCaptionKaro: 1,
      withFigures: 47,
      notEnoughViewers: 1,
      withoutFigures: 1,
      insightsDenied: false,
      problem: null,
    };
    expect(importOutcomeText(t, outcome)).toBe(
      "Instagram listed 50 posts: 1 new, 48 updated, 1 removed (deleted on Instagram); 47 with figures, 1 with too few viewers for figures, 1 without figures this time. 1 post published through CaptionKaro was left out (its results are on the post).",
    );
    expect(
      importOutcomeText(t, {
        ...outcome,
        publishedByCaptionKaro: 2,
        removed: 0,
        notEnoughViewers: 0,
        withoutFigures: 0,
      }),
    ).toBe(
      "Instagram listed 50 posts: 1 new, 48 updated; 47 with figures. 2 posts published through CaptionKaro were left out (their results are on the posts).",
    );
    expect(importOutcomeText(t, { ...outcome, completed: false, problem: "Instagram could not be reached." })).toBe(
      "Instagram could not be reached.",
    );
    expect(formatPercent(12.5)).toBe("12.5%");
    expect(formatPercent(20)).toBe("20%");
    expect(postsCount(t, 1)).toBe("1 post");
    // In Hindi the verb agrees with the count, and the server's English formula is worded in Hindi.
    expect(importOutcomeText(tHi, { ...outcome, listed: 1, imported: 0, updated: 1, removed: 0 })).toMatch(
      /^Instagram ने 1 पोस्ट दिखाई: 0 नई, 1 अपडेट हुई; /,
    );
    expect(engagementRateBasis(tHi, { posts: 2, sandboxPosts: 0, formula: ENGAGEMENT_RATE_FORMULA })).toBe(
      `${hi["results.formula"]}: 2 पोस्ट।`,
    );
  });

  it("says how old a reading is and groups figures the Indian way", () => {
    const now = Date.parse("2026-11-27T12:00:00Z");
    expect(resultsAge(t, "2026-11-27T11:59:40Z", now)).toBe("as of just now");
    expect(resultsAge(t, "2026-11-27T11:15:00Z", now)).toBe("as of 45 min ago");
    expect(resultsAge(t, "2026-11-27T09:00:00Z", now)).toBe("as of 3 h ago");
    expect(resultsAge(t, "2026-11-24T12:00:00Z", now)).toBe("as of 3 days ago");
    expect(resultsAge(tHi, "2026-11-27T09:00:00Z", now)).toBe("3 घंटे पहले तक के");
    expect(formatFigure(1234567)).toBe("12,34,567");
    expect(formatFigure(null)).toBe("—");
  });
});

describe("excerpt", () => {
  it("keeps short text and cuts long text at a word", () => {
    expect(excerpt("short\ncaption")).toBe("short caption");
    const long = `${"word ".repeat(50)}end`;
    const cut = excerpt(long, 40);
    expect(cut.length).toBeLessThanOrEqual(41);
    expect(cut.endsWith("word…")).toBe(true);
  });
});

describe("linkedPostId", () => {
  const id = "0b0e9d2c-3f43-4c1e-9a55-3f3c1b1f4a10";
  it("reads the post a reminder's link names", () => {
    expect(linkedPostId(postLinkPath(id).split("?")[1] ?? "")).toBe(id);
    expect(linkedPostId(`tab=posts&post=${id.toUpperCase()}`)).toBe(id);
  });
  it("ignores anything that is not a post id", () => {
    expect(linkedPostId("tab=posts")).toBeUndefined();
    expect(linkedPostId("tab=posts&post=")).toBeUndefined();
    expect(linkedPostId("tab=posts&post=<script>")).toBeUndefined();
    expect(linkedPostId(`tab=posts&post=${id}x`)).toBeUndefined();
  });
});

describe("publishingRefetchMs", () => {
  const now = Date.parse("2026-11-28T10:00:00Z");
  const at = (ms: number) => new Date(now + ms).toISOString();
  const post = (
    status: "scheduled" | "publishing" | "posted" | "draft",
    scheduledAt: string | null,
    autoPublish = true,
  ) => ({
    status,
    scheduledAt,
    autoPublish,
  });
  it("asks every 2 s while a post publishes", () => {
    expect(publishingRefetchMs([post("posted", at(-5000)), post("publishing", at(-1000))], now)).toBe(
      PUBLISHING_POLL_MS,
    );
  });
  it("waits for the next automatic publication, a second after it is due, at most 10 minutes ahead", () => {
    expect(publishingRefetchMs([post("scheduled", at(30_000)), post("scheduled", at(90_000))], now)).toBe(31_000);
    expect(publishingRefetchMs([post("scheduled", at(500))], now)).toBe(PUBLISHING_POLL_MS);
    expect(publishingRefetchMs([post("scheduled", at(-60_000))], now)).toBe(PUBLISHING_POLL_MS);
    expect(publishingRefetchMs([post("scheduled", at(3 * 86_400_000))], now)).toBe(600_000);
  });
  it("does not ask again for drafts, posted posts, posts published by hand or long overdue ones", () => {
    expect(publishingRefetchMs([], now)).toBe(false);
    expect(publishingRefetchMs([post("draft", null), post("posted", at(-1000))], now)).toBe(false);
    expect(publishingRefetchMs([post("scheduled", at(30_000), false)], now)).toBe(false);
    expect(publishingRefetchMs([post("scheduled", at(-11 * 60_000))], now)).toBe(false);
  });
});
