// postgres: the brand limits hold when requests race for the last place
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  BRAND_CONTENT_MAX_CHARS,
  BRAND_EXAMPLES_MAX,
  EXAMPLE_REQUIRED_MESSAGE,
  VOICE_STYLE_REQUIRED_MESSAGE,
  VOICE_STYLES_MAX,
  type VoiceStyle,
} from "#contract/brand.ts";
import { brandTrainingItems, users, voiceStyles } from "#server/db/schema/index.ts";
import { buildUser, injectAs } from "#test/helpers/accounts.ts";
import { createTestApp, type TestApp } from "#test/helpers/app.ts";
import { unzip } from "#test/helpers/zip.ts";
import { purgeAccount } from "../accounts/accounts.service.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type As = Awaited<ReturnType<typeof injectAs>>;

async function buildTrainer(): Promise<{ id: string; as: As }> {
  const user = await buildUser(t);
  return { id: user.id, as: await injectAs(t, user) };
}

const addExample = (as: As, payload: Record<string, unknown>) =>
  as({ method: "POST", url: "/api/brand-training", payload });
const addStyle = (as: As, payload: Record<string, unknown>) =>
  as({ method: "POST", url: "/api/voice-styles", payload });
const listStyles = async (as: As) => (await as({ method: "GET", url: "/api/voice-styles" })).json() as VoiceStyle[];
const setDefault = (as: As, id: string, isDefault = true) =>
  as({ method: "PATCH", url: `/api/voice-styles/${id}`, payload: { isDefault } });

const style = (name: string, extra: Record<string, unknown> = {}) => ({
  styleName: name,
  brandVoice: `The ${name} voice: warm and homely.`,
  ...extra,
});

describe("brand examples", () => {
  it("stores the spec's fields: hashtags cleaned, engagement read as a whole number; newest first", async () => {
    const { as } = await buildTrainer();
    const first = await addExample(as, {
      contentType: "example_post",
      title: "  Diwali hamper  ",
      content: "Our Diwali hamper is here ✨\nOrder by Friday.",
      hashtags: "#PriyaBakes, punecakes #priyabakes  #होमबेकर",
      engagement: "1,20,000",
    });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({
      id: expect.any(String),
      contentType: "example_post",
      title: "Diwali hamper",
      content: "Our Diwali hamper is here ✨\nOrder by Friday.",
      hashtags: ["PriyaBakes", "punecakes", "होमबेकर"],
      engagement: 120000,
      createdAt: expect.any(String),
    });
    const second = await addExample(as, {
      contentType: "brand_guideline",
      title: "Never say cheap",
      content: "We say 'value', never 'cheap'.",
    });
    expect(second.json()).toMatchObject({ hashtags: [], engagement: null });
    const list = await as({ method: "GET", url: "/api/brand-training" });
    expect(list.headers["cache-control"]).toBe("no-store");
    expect(list.json().map((i: { title: string }) => i.title)).toEqual(["Never say cheap", "Diwali hamper"]);
  });

  it.each([
    ["an empty title", { title: "", content: "x" }, EXAMPLE_REQUIRED_MESSAGE],
    ["blank content", { title: "Title", content: "   " }, EXAMPLE_REQUIRED_MESSAGE],
    ["no title", { content: "No title" }, EXAMPLE_REQUIRED_MESSAGE],
    [
      "content over 2,200 characters",
      { title: "Long", content: "a".repeat(BRAND_CONTENT_MAX_CHARS + 1) },
      "at most 2,200 characters",
    ],
    ["a 151-character title", { title: "t".repeat(151), content: "x" }, "Title can be at most 150 characters"],
    ["engagement 12.5", { title: "Half", content: "x", engagement: "12.5" }, "Engagement must be a whole number"],
    ["engagement -3", { title: "Negative", content: "x", engagement: -3 }, "Engagement must be a whole number"],
    ["an unknown type", { title: "Kind", content: "x", contentType: "tweet" }, "Type must be example_post"],
    ["hashtags as a number", { title: "Tags", content: "x", hashtags: 5 }, "Hashtags must be text or a list"],
  ])("refuses %s with a clear message", async (_name, payload, message) => {
    const { as } = await buildTrainer();
    const res = await addExample(as, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toContain(message);
  });

  it(`keeps at most ${BRAND_EXAMPLES_MAX} per user, even when requests race for the last place`, async () => {
    const { id, as } = await buildTrainer();
    await t.deps.database.db.insert(brandTrainingItems).values(
      Array.from({ length: BRAND_EXAMPLES_MAX - 1 }, (_, i) => ({
        userId: id,
        contentType: "example_post" as const,
        title: `Old ${i}`,
        content: "An older caption",
      })),
    );
    const results = await Promise.all(
      Array.from({ length: 6 }, (_, i) => addExample(as, { title: `Race ${i}`, content: "x" })),
    );
    expect(results.filter((r) => r.statusCode === 201)).toHaveLength(1);
    const refused = results.filter((r) => r.statusCode === 409);
    expect(refused).toHaveLength(5);
    expect(refused[0]?.json().error).toEqual({
      code: "brand_examples_limit",
      message: `You can keep up to ${BRAND_EXAMPLES_MAX} brand examples. Delete one you no longer need to add another.`,
    });
    expect((await as({ method: "GET", url: "/api/brand-training" })).json()).toHaveLength(BRAND_EXAMPLES_MAX);
  });

  it("deletes the owner's example; another user's answers 404 and stays", async () => {
    const owner = await buildTrainer();
    const stranger = await buildTrainer();
    const { id } = (await addExample(owner.as, { title: "Mine", content: "x" })).json();
    expect((await stranger.as({ method: "DELETE", url: `/api/brand-training/${id}` })).statusCode).toBe(404);
    expect((await stranger.as({ method: "GET", url: "/api/brand-training" })).json()).toEqual([]);
    expect((await owner.as({ method: "GET", url: "/api/brand-training" })).json()).toHaveLength(1);
    expect((await owner.as({ method: "DELETE", url: `/api/brand-training/${id}` })).statusCode).toBe(204);
    expect((await owner.as({ method: "DELETE", url: `/api/brand-training/${id}` })).statusCode).toBe(404);
    expect((await owner.as({ method: "DELETE", url: "/api/brand-training/not-an-id" })).statusCode).toBe(400);
    expect((await owner.as({ method: "GET", url: "/api/brand-training" })).json()).toEqual([]);
  });
});

describe("voice styles", () => {
  it("splits keywords by commas and sample captions by lines, as the form sends them", async () => {
    const { as } = await buildTrainer();
    const res = await addStyle(as, {
      styleName: "Ghar ka swaad",
      description: "  ",
      brandVoice: "Warm and homely, like a neighbour who bakes.",
      toneKeywords: " warm, homely , ,nostalgic ",
      sampleCaptions: "Fresh from our oven ☕\n\n  Sunday = nankhatai day  \n",
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      styleName: "Ghar ka swaad",
      description: null,
      brandVoice: "Warm and homely, like a neighbour who bakes.",
      toneKeywords: ["warm", "homely", "nostalgic"],
      sampleCaptions: ["Fresh from our oven ☕", "Sunday = nankhatai day"],
      isDefault: false,
    });
    const lists = await addStyle(as, style("Lists", { toneKeywords: ["a ", "", "b"], sampleCaptions: ["one"] }));
    expect(lists.json()).toMatchObject({ toneKeywords: ["a", "b"], sampleCaptions: ["one"] });
  });

  it.each([
    ["no style name", { brandVoice: "x" }, VOICE_STYLE_REQUIRED_MESSAGE],
    ["a blank brand voice", { styleName: "Name", brandVoice: " " }, VOICE_STYLE_REQUIRED_MESSAGE],
    [
      "11 keywords",
      style("Many", { toneKeywords: Array.from({ length: 11 }, (_, i) => `k${i}`) }),
      "At most 10 tone keywords",
    ],
    [
      "a 41-character keyword",
      style("Long", { toneKeywords: "k".repeat(41) }),
      "Each keyword can be at most 40 characters",
    ],
    ["6 sample lines", style("Samples", { sampleCaptions: "1\n2\n3\n4\n5\n6" }), "At most 5 sample captions"],
    ["isDefault 'yes'", style("Flag", { isDefault: "yes" }), "isDefault must be true or false"],
  ])("refuses %s with a clear message", async (_name, payload, message) => {
    const { as } = await buildTrainer();
    const res = await addStyle(as, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toContain(message);
  });

  it("keeps exactly one default: a new default or a PATCH moves it, false leaves none", async () => {
    const { as } = await buildTrainer();
    const a = (await addStyle(as, style("A", { isDefault: true }))).json();
    const b = (await addStyle(as, style("B", { isDefault: true }))).json();
    const c = (await addStyle(as, style("C"))).json();
    const defaults = async () => (await listStyles(as)).filter((s) => s.isDefault).map((s) => s.styleName);
    expect(await defaults()).toEqual(["B"]);

    const patched = await setDefault(as, a.id);
    expect(patched.statusCode).toBe(200);
    expect(patched.json()).toMatchObject({ id: a.id, isDefault: true });
    expect(await defaults()).toEqual(["A"]);
    expect((await setDefault(as, a.id)).statusCode).toBe(200);
    expect(await defaults()).toEqual(["A"]);

    expect((await setDefault(as, a.id, false)).json().isDefault).toBe(false);
    expect(await defaults()).toEqual([]);

    // Parallel switches: every one succeeds, and one default is left.
    const results = await Promise.all([a, b, c, a, b, c].map((s) => setDefault(as, s.id)));
    expect(results.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200, 200]);
    expect(await defaults()).toHaveLength(1);

    expect((await as({ method: "PATCH", url: `/api/voice-styles/${a.id}`, payload: {} })).statusCode).toBe(400);
    // Deleting the default leaves none.
    const current = (await listStyles(as)).find((s) => s.isDefault);
    expect((await as({ method: "DELETE", url: `/api/voice-styles/${current?.id}` })).statusCode).toBe(204);
    expect(await defaults()).toEqual([]);
  });

  it("PATCH changes only the fields sent (issue 14: styleName alone was refused)", async () => {
    const { as } = await buildTrainer();
    const made = (
      await addStyle(
        as,
        style("Homely", {
          description: "For festive posts",
          toneKeywords: "warm, festive",
          sampleCaptions: "Line one\nLine two",
          isDefault: true,
        }),
      )
    ).json() as VoiceStyle;
    const patch = (payload: Record<string, unknown>) =>
      as({ method: "PATCH", url: `/api/voice-styles/${made.id}`, payload });

    const renamed = await patch({ styleName: "  Ghar jaisa  " });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json()).toEqual({ ...made, styleName: "Ghar jaisa" });

    const revoiced = await patch({ brandVoice: "Short and cheerful.", toneKeywords: ["cheerful"], description: "" });
    expect(revoiced.statusCode, revoiced.body).toBe(200);
    expect(revoiced.json()).toEqual({
      ...made,
      styleName: "Ghar jaisa",
      brandVoice: "Short and cheerful.",
      toneKeywords: ["cheerful"],
      description: null,
    });
    expect((await listStyles(as)).find((s) => s.id === made.id)).toEqual(revoiced.json());

    // Each field keeps its own rules; nothing sent is refused.
    for (const [payload, message] of [
      [{ styleName: "" }, VOICE_STYLE_REQUIRED_MESSAGE],
      [{ brandVoice: "   " }, VOICE_STYLE_REQUIRED_MESSAGE],
      [{ isDefault: "yes" }, "isDefault must be true or false"],
      [{}, "Nothing to change"],
      [{ styleName: undefined }, "Nothing to change"],
    ] as const) {
      const refused = await patch(payload);
      expect(refused.statusCode, JSON.stringify(payload)).toBe(400);
      expect(refused.json().error.message).toContain(message);
    }
    expect((await listStyles(as)).find((s) => s.id === made.id)).toEqual(revoiced.json());
  });

  it("the database itself refuses a second default for one user", async () => {
    const { id, as } = await buildTrainer();
    await addStyle(as, style("Only", { isDefault: true }));
    await expect(
      t.deps.database.db
        .insert(voiceStyles)
        .values({ userId: id, styleName: "Sneaky", brandVoice: "x", isDefault: true }),
    ).rejects.toThrow();
    // Other users have their own default.
    const other = await buildTrainer();
    expect((await addStyle(other.as, style("Theirs", { isDefault: true }))).statusCode).toBe(201);
  });

  it(`keeps at most ${VOICE_STYLES_MAX} per user, even when requests race`, async () => {
    const { id, as } = await buildTrainer();
    await t.deps.database.db
      .insert(voiceStyles)
      .values(
        Array.from({ length: VOICE_STYLES_MAX - 2 }, (_, i) => ({ userId: id, styleName: `S${i}`, brandVoice: "x" })),
      );
    const results = await Promise.all(Array.from({ length: 6 }, (_, i) => addStyle(as, style(`Race ${i}`))));
    expect(results.filter((r) => r.statusCode === 201)).toHaveLength(2);
    const refused = results.filter((r) => r.statusCode === 409);
    expect(refused).toHaveLength(4);
    expect(refused[0]?.json().error.message).toBe(
      `You can keep up to ${VOICE_STYLES_MAX} voice styles. Delete one you no longer need to add another.`,
    );
    expect(await listStyles(as)).toHaveLength(VOICE_STYLES_MAX);
  });

  it("another user's style answers 404 on PATCH and DELETE, and is not changed", async () => {
    const owner = await buildTrainer();
    const stranger = await buildTrainer();
    const mine = (await addStyle(owner.as, style("Mine"))).json();
    expect((await setDefault(stranger.as, mine.id)).statusCode).toBe(404);
    expect((await stranger.as({ method: "DELETE", url: `/api/voice-styles/${mine.id}` })).statusCode).toBe(404);
    expect(await listStyles(stranger.as)).toEqual([]);
    expect(await listStyles(owner.as)).toMatchObject([{ id: mine.id, isDefault: false }]);
    expect((await setDefault(owner.as, crypto.randomUUID())).statusCode).toBe(404);
    expect((await setDefault(owner.as, "nope")).statusCode).toBe(400);
  });
});

describe("access and the account's data rights", () => {
  it("answers 401 when signed out", async () => {
    const id = crypto.randomUUID();
    for (const [method, url] of [
      ["GET", "/api/brand-training"],
      ["POST", "/api/brand-training"],
      ["DELETE", `/api/brand-training/${id}`],
      ["GET", "/api/voice-styles"],
      ["POST", "/api/voice-styles"],
      ["PATCH", `/api/voice-styles/${id}`],
      ["DELETE", `/api/voice-styles/${id}`],
    ] as const) {
      const res = await t.app.inject({
        method,
        url,
        payload: method === "GET" || method === "DELETE" ? undefined : {},
      });
      expect(res.statusCode, `${method} ${url}`).toBe(401);
    }
  });

  it("the export carries examples and styles; the purge of a deleted account removes them", async () => {
    const { id, as } = await buildTrainer();
    await addExample(as, { title: "Diwali hamper", content: "Order by Friday.", hashtags: ["PriyaBakes"] });
    await addStyle(as, style("Ghar ka swaad", { isDefault: true, toneKeywords: "warm" }));
    const res = await as({ method: "GET", url: "/api/account/export" });
    expect(res.statusCode).toBe(200);
    const exported = JSON.parse((await unzip(res.rawPayload)).get("data.json")?.toString("utf8") ?? "{}");
    expect(exported.brandTraining).toMatchObject([
      { title: "Diwali hamper", content: "Order by Friday.", hashtags: ["PriyaBakes"] },
    ]);
    expect(exported.voiceStyles).toMatchObject([
      { styleName: "Ghar ka swaad", isDefault: true, toneKeywords: ["warm"] },
    ]);

    const db = t.deps.database.db;
    await db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, id));
    await purgeAccount(t.deps, id);
    expect(await db.select().from(brandTrainingItems).where(eq(brandTrainingItems.userId, id))).toEqual([]);
    expect(await db.select().from(voiceStyles).where(eq(voiceStyles.userId, id))).toEqual([]);
  });
});
