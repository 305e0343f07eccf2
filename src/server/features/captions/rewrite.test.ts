/**
 * One-tap rewrites (issue 28, decision 745) through the endpoints: each action with a model
 * (the real Gemini client against the local fake, which records what it was sent), the offline
 * writer's two honest actions, the quota, and who may rewrite what.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LANGUAGES, type LanguageCode } from "#contract/languages.ts";
import type { RewriteAction } from "#contract/rewrite.ts";
import { geminiEnv, startFakeAiServer } from "#test/fakes/ai-providers.ts";
import { buildUser, injectAs } from "#test/helpers/accounts.ts";
import { businessUserWithKey } from "#test/helpers/api.ts";
import { createTestApp, type TestApp } from "#test/helpers/app.ts";
import { buildJpeg } from "#test/helpers/images.ts";
import { uploadPhoto } from "#test/helpers/library.ts";
import { validateResult } from "./normalize.ts";
import { conceptForLabel } from "./offline/concepts.ts";
import { withoutLastSentences } from "./rewrite.ts";
import { actionInstruction, POST_CLOSE, POST_OPEN } from "./rewrite-prompt.ts";

type As = Awaited<ReturnType<typeof injectAs>>;

const HINDI = {
  postHeading: "बारिश और चाय",
  caption:
    "बारिश की शाम और हाथ में गरम अदरक वाली चाय। खिड़की के बाहर हल्की फुहार है और अंदर किताब खुली है। अपनी पसंदीदा चाय कमेंट में बताइए।",
  detailedDescription: "खिड़की के पास रखी चाय की प्याली और बाहर हल्की बारिश।",
  hashtags: ["chai", "monsoon", "IndianFood"],
  altText: "खिड़की के पास चाय की प्याली",
  engagementPrediction: 70,
  engagementReason: "A rainy-day chai post invites people to name their own chai.",
};

/** What the fake model answers for each action: a post in the language the action asks for. */
const ANSWERS: Record<RewriteAction, { language: LanguageCode; script: "native" | "latin"; value: typeof HINDI }> = {
  shorter: {
    language: "hindi",
    script: "native",
    value: { ...HINDI, caption: "बारिश, अदरक वाली चाय और खुली किताब। आपकी पसंदीदा चाय कौन-सी है?" },
  },
  longer: {
    language: "hindi",
    script: "native",
    value: {
      ...HINDI,
      caption: `${HINDI.caption} ऐसी शामें कम आती हैं, इसलिए इन्हें धीरे-धीरे जीना चाहिए। आप बारिश में क्या पढ़ना पसंद करते हैं?`,
    },
  },
  funnier: {
    language: "hindi",
    script: "native",
    value: { ...HINDI, caption: "बारिश बोली ‘रुको’, चाय बोली ‘पियो’ — किताब बेचारी इंतज़ार में है। आपकी चाय का नाम?" },
  },
  more_formal: {
    language: "hindi",
    script: "native",
    value: { ...HINDI, caption: "वर्षा की संध्या में अदरक वाली चाय और एक अच्छी पुस्तक। कृपया अपनी पसंदीदा चाय साझा करें।" },
  },
  add_hinglish: {
    language: "hindi",
    script: "native",
    value: {
      ...HINDI,
      caption: "बारिश की शाम, अदरक वाली चाय और हाथ में किताब — पूरा cozy मूड है। अपनी पसंदीदा चाय कमेंट में बताइए।",
    },
  },
  pure_language: {
    language: "hindi",
    script: "native",
    value: { ...HINDI, caption: "वर्षा की शाम और हाथ में गरम अदरक वाली चाय। अपनी मनपसंद चाय के बारे में बताइए।" },
  },
  translate: {
    language: "tamil",
    script: "native",
    value: {
      postHeading: "மழையும் டீயும்",
      caption: "மழை மாலை, கையில் சூடான இஞ்சி டீ, திறந்த புத்தகம். உங்களுக்குப் பிடித்த டீ எது? கமெண்டில் சொல்லுங்கள்.",
      detailedDescription: "ஜன்னல் அருகே ஒரு கப் டீ, வெளியே லேசான மழை.",
      hashtags: ["chai", "monsoon", "TamilFood"],
      altText: "ஜன்னல் அருகே ஒரு கப் டீ",
      engagementPrediction: 70,
      engagementReason: "A rainy-day chai post invites people to name their own chai.",
    },
  },
};

interface GeminiBody {
  systemInstruction?: { parts: { text?: string }[] };
  contents: { parts: { text?: string; inlineData?: unknown }[] }[];
}

/** The user prompt's text of a recorded Gemini request. */
const promptOf = (body: unknown) =>
  (body as GeminiBody).contents
    .flatMap((c) => c.parts)
    .map((p) => p.text ?? "")
    .join("\n");

describe("rewrites with a model", () => {
  let fake: Awaited<ReturnType<typeof startFakeAiServer>>;
  let t: TestApp;
  let as: As;
  let generationId: string;

  beforeAll(async () => {
    fake = await startFakeAiServer();
    t = await createTestApp({
      env: geminiEnv(fake, 3000),
    });
    const user = await buildUser(t, { subscriptionStatus: "pro" });
    as = await injectAs(t, user);
    const photo = await uploadPhoto(t, as, await buildJpeg({ width: 1200, height: 900 }));
    fake.answer({ kind: "json", value: HINDI });
    const generated = await as({
      method: "POST",
      url: "/api/generate-caption",
      payload: { contentItemIds: [photo.id], language: "hindi" },
    });
    expect(generated.statusCode).toBe(200);
    generationId = generated.json().generationId;
    expect(generationId).toEqual(expect.any(String));
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  const rewrite = (payload: Record<string, unknown>) => as({ method: "POST", url: "/api/captions/rewrite", payload });

  it.each(Object.keys(ANSWERS) as RewriteAction[])(
    "%s: one text-only request with the action's instruction and the post to keep, checked and stored",
    async (action) => {
      const expected = ANSWERS[action];
      fake.answer({ kind: "json", value: expected.value });
      const before = fake.requests.length;
      const res = await rewrite({
        generationId,
        action,
        ...(action === "translate" ? { targetLanguage: "tamil" } : {}),
      });
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body).toMatchObject({
        action,
        language: expected.language,
        script: expected.script,
        engine: "gemini",
        rewriteOf: generationId,
        caption: expected.value.caption,
      });
      expect(body.generationId).not.toBe(generationId);
      expect(validateResult(body, expected)).toMatchObject({ ok: true });
      // One request, text only: the photo is not sent again.
      expect(fake.requests.length - before).toBe(1);
      const sent = fake.requests[before]?.body as unknown as GeminiBody;
      const parts = sent.contents.flatMap((c) => c.parts);
      expect(parts.some((p) => p.inlineData !== undefined)).toBe(false);
      const prompt = promptOf(sent);
      const system = sent.systemInstruction?.parts.map((p) => p.text ?? "").join("\n") ?? "";
      expect(prompt).toContain(actionInstruction(action, "hindi", expected.language));
      // The facts to keep: the post as it was given, as data, and the rule to add none.
      expect(prompt).toContain(POST_OPEN);
      expect(prompt).toContain(POST_CLOSE);
      expect(prompt).toContain(JSON.stringify(HINDI.caption));
      expect(prompt).toContain(JSON.stringify(HINDI.altText));
      expect(system).toMatch(/Keep every fact of the post/);
      expect(system).toMatch(/add no fact/);
      const script = LANGUAGES.find((l) => l.code === expected.language)?.script ?? "";
      expect(system).toContain(`in the ${script} script`);
    },
  );

  it("checks the answer like a generation: a wrong script is sent back once with the problem", async () => {
    fake.answer({ kind: "json", value: { ...HINDI, caption: "Rainy evening, ginger tea and a book." } });
    fake.answer({ kind: "json", value: ANSWERS.funnier.value });
    const before = fake.requests.length;
    const res = await rewrite({ generationId, action: "funnier" });
    expect(res.statusCode).toBe(200);
    expect(fake.requests.length - before).toBe(2);
    expect(JSON.stringify(fake.requests[before + 1]?.body)).toContain("could not be used");
  });

  it("uses one generation per rewrite, gives it back when the model fails, and rewrites a rewrite", async () => {
    fake.answer({ kind: "json", value: ANSWERS.shorter.value });
    const first = await rewrite({ generationId, action: "shorter" });
    expect(first.statusCode).toBe(200);
    fake.answer({ kind: "error", status: 500 });
    const failed = await rewrite({ generationId, action: "longer" });
    expect(failed.statusCode).toBe(502);
    // A provider error is its own cause, as for a generation (decision 744).
    expect(failed.json().error.code).toBe("ai_unavailable");
    // The rewrite's own id: rewritten again, the model is given the rewritten text.
    fake.answer({ kind: "json", value: ANSWERS.translate.value });
    const before = fake.requests.length;
    const again = await rewrite({
      generationId: first.json().generationId,
      action: "translate",
      targetLanguage: "tamil",
    });
    expect(again.statusCode).toBe(200);
    expect(again.json().remaining).toBe(first.json().remaining - 1);
    expect(promptOf(fake.requests[before]?.body)).toContain(JSON.stringify(ANSWERS.shorter.value.caption));
  });
});

describe("rewrites with the offline writer", () => {
  let t: TestApp;
  let as: As;
  let generated: { generationId: string; caption: string; postHeading: string; hashtags: string[] };
  const THALI = conceptForLabel("thali");

  beforeAll(async () => {
    t = await createTestApp();
    const user = await buildUser(t, { subscriptionStatus: "pro" });
    as = await injectAs(t, user);
    const photo = await uploadPhoto(t, as, await buildJpeg({ width: 1200, height: 900 }));
    const res = await as({
      method: "POST",
      url: "/api/generate-caption",
      payload: {
        contentItemIds: [photo.id],
        language: "hindi",
        contentField: "food",
        note: "Sunday ki thali",
        variations: 2,
      },
    });
    expect(res.statusCode).toBe(200);
    generated = res.json();
  });
  afterAll(() => t.close());

  const rewrite = (payload: Record<string, unknown>) => as({ method: "POST", url: "/api/captions/rewrite", payload });

  it("shorter: a shorter caption, still Hindi and within the rules, with the heading and hashtags kept; again until it cannot", async () => {
    let from = generated;
    let steps = 0;
    for (;;) {
      const res = await rewrite({ generationId: from.generationId, action: "shorter" });
      if (res.statusCode === 422) {
        expect(res.json().error.code).toBe("rewrite_not_possible");
        break;
      }
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body.engine).toBe("offline");
      expect(body.caption.length).toBeLessThan(from.caption.length);
      expect(validateResult(body, { language: "hindi", script: "native" })).toMatchObject({ ok: true });
      expect(body.postHeading).toBe(generated.postHeading);
      expect(body.hashtags).toEqual(generated.hashtags);
      expect(body.postHashtags.length).toBeLessThanOrEqual(5);
      // The photo's subject, from the note, is still named.
      expect(body.caption).toContain("थाली");
      from = body;
      steps++;
      expect(steps).toBeLessThan(10);
    }
    expect(steps).toBeGreaterThanOrEqual(1);
  });

  it.each(LANGUAGES.filter((l) => l.code !== "hindi").map((l) => [l.code]))(
    "translate to %s: the same photo and note written in its script, naming the subject in its words",
    async (language) => {
      const res = await rewrite({
        generationId: generated.generationId,
        action: "translate",
        targetLanguage: language,
      });
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body).toMatchObject({ language, script: "native", engine: "offline", action: "translate" });
      expect(validateResult(body, { language, script: "native" })).toMatchObject({ ok: true });
      const forms = Object.values(THALI?.forms[language as LanguageCode] ?? {}).filter(
        (v): v is string => typeof v === "string" && v.length > 1,
      );
      const written = `${body.postHeading}\n${body.caption}\n${body.altText}`;
      expect(forms.some((form) => written.includes(form))).toBe(true);
    },
  );

  it("translates the second variation as the second variation, and a shortened post in its short form", async () => {
    const [first, second] = await Promise.all(
      [0, 1].map((variation) =>
        rewrite({ generationId: generated.generationId, variation, action: "translate", targetLanguage: "english" }),
      ),
    );
    expect(first?.json().caption).not.toBe(second?.json().caption);
    const shorter = await rewrite({ generationId: generated.generationId, action: "shorter" });
    const shortEnglish = await rewrite({
      generationId: shorter.json().generationId,
      action: "translate",
      targetLanguage: "english",
    });
    expect(shortEnglish.statusCode).toBe(200);
    expect(shortEnglish.json().caption.length).toBeLessThan(first?.json().caption.length);
  });

  it("offers nothing it cannot do honestly: the other actions answer rewrite_unavailable and cost nothing", async () => {
    const usage = async () => (await as({ method: "GET", url: "/api/dashboard" })).json();
    const before = await usage();
    for (const action of ["longer", "funnier", "more_formal", "add_hinglish", "pure_language"]) {
      const res = await rewrite({ generationId: generated.generationId, action });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.code).toBe("rewrite_unavailable");
    }
    const same = await rewrite({ generationId: generated.generationId, action: "translate", targetLanguage: "hindi" });
    expect(same.json().error.code).toBe("rewrite_unavailable");
    expect(await usage()).toEqual(before);
  });
});

describe("an offline rewrite whose photos are gone", () => {
  it("answers 404 before anything is counted", async () => {
    const t = await createTestApp();
    try {
      const as = await injectAs(t, await buildUser(t, { subscriptionStatus: "pro" }));
      const photo = await uploadPhoto(t, as, await buildJpeg({ width: 800, height: 600 }));
      const generated = await as({
        method: "POST",
        url: "/api/generate-caption",
        payload: { contentItemIds: [photo.id], language: "tamil", note: "Filter coffee" },
      });
      expect((await as({ method: "DELETE", url: `/api/content/${photo.id}` })).statusCode).toBe(204);
      const before = (await as({ method: "GET", url: "/api/dashboard" })).json();
      const res = await as({
        method: "POST",
        url: "/api/captions/rewrite",
        payload: { generationId: generated.json().generationId, action: "translate", targetLanguage: "telugu" },
      });
      expect(res.statusCode).toBe(404);
      expect((await as({ method: "GET", url: "/api/dashboard" })).json()).toEqual(before);
    } finally {
      await t.close();
    }
  });
});

describe("who may rewrite what", () => {
  let t: TestApp;
  let ownerAs: As;
  let generationId: string;

  beforeAll(async () => {
    t = await createTestApp();
    const owner = await buildUser(t, { subscriptionStatus: "pro" });
    ownerAs = await injectAs(t, owner);
    const photo = await uploadPhoto(t, ownerAs, await buildJpeg({ width: 800, height: 600 }));
    const res = await ownerAs({
      method: "POST",
      url: "/api/generate-caption",
      payload: { contentItemIds: [photo.id], language: "english", note: "Masala dosa" },
    });
    generationId = res.json().generationId;
  });
  afterAll(() => t.close());

  it("answers 401 without a session, 404 for another user's or an unknown generation, 400 for a bad request", async () => {
    const payload = { generationId, action: "shorter" };
    expect((await t.app.inject({ method: "POST", url: "/api/captions/rewrite", payload })).statusCode).toBe(401);
    const other = await injectAs(t, await buildUser(t, { subscriptionStatus: "pro" }));
    const stolen = await other({ method: "POST", url: "/api/captions/rewrite", payload });
    expect(stolen.statusCode).toBe(404);
    expect(stolen.json().error.code).toBe("not_found");
    const unknown = await ownerAs({
      method: "POST",
      url: "/api/captions/rewrite",
      payload: { ...payload, generationId: "3f1c2a9e-8b4d-4c6e-9f12-7a5b3c2d1e0f" },
    });
    expect(unknown.statusCode).toBe(404);
    const missingVariation = await ownerAs({
      method: "POST",
      url: "/api/captions/rewrite",
      payload: { ...payload, variation: 2 },
    });
    expect(missingVariation.statusCode).toBe(404);
    for (const bad of [
      { generationId, action: "translate" },
      { generationId, action: "shorter", targetLanguage: "tamil" },
      { generationId, action: "rhyme" },
      { generationId: "not-a-uuid", action: "shorter" },
    ]) {
      const res = await ownerAs({ method: "POST", url: "/api/captions/rewrite", payload: bad });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.code).toBe("validation_failed");
    }
    // "Mix in English" or "pure English" mean nothing for an English post.
    const english = await ownerAs({
      method: "POST",
      url: "/api/captions/rewrite",
      payload: { generationId, action: "add_hinglish" },
    });
    expect(english.statusCode).toBe(400);
  });

  it("/api/v1/rewrite: a Business key rewrites its owner's generation, never another account's", async () => {
    const { user, api } = await businessUserWithKey(t);
    const ownAs = await injectAs(t, user);
    const photo = await uploadPhoto(t, ownAs, await buildJpeg({ width: 800, height: 600 }));
    const own = await api({
      method: "POST",
      url: "/api/v1/generate",
      payload: { contentItemIds: [photo.id], language: "english", note: "Masala dosa" },
    });
    expect(own.statusCode).toBe(200);
    const translated = await api({
      method: "POST",
      url: "/api/v1/rewrite",
      payload: { generationId: own.json().generationId, action: "translate", targetLanguage: "kannada" },
    });
    expect(translated.statusCode).toBe(200);
    expect(translated.json()).toMatchObject({ language: "kannada", rewriteOf: own.json().generationId });
    expect(validateResult(translated.json(), { language: "kannada", script: "native" })).toMatchObject({ ok: true });
    const stolen = await api({ method: "POST", url: "/api/v1/rewrite", payload: { generationId, action: "shorter" } });
    expect(stolen.statusCode).toBe(404);
  });
});

describe("cutting a caption by sentences (the offline Shorter of a caption it did not write)", () => {
  it("drops later sentences of each line, from the end, keeping each line's first and the call to action", () => {
    const caption = [
      "மழை மாலை. கையில் சூடான இஞ்சி டீ. ஜன்னல் அருகே திறந்த புத்தகம்.",
      "",
      "இந்த மாலை எனக்கு மிகவும் பிடிக்கும். வெளியே லேசான மழை பெய்கிறது. உள்ளே அமைதி.",
      "உங்களுக்குப் பிடித்த டீ எது? கமெண்டில் சொல்லுங்கள்.",
    ].join("\n");
    const cut = withoutLastSentences(caption) ?? "";
    expect(cut.length).toBeLessThanOrEqual(Math.floor((caption.length * 2) / 3));
    expect(cut.startsWith("மழை மாலை.")).toBe(true);
    expect(cut).toContain("இந்த மாலை எனக்கு மிகவும் பிடிக்கும்.");
    expect(cut.endsWith("உங்களுக்குப் பிடித்த டீ எது? கமெண்டில் சொல்லுங்கள்.")).toBe(true);
    expect(withoutLastSentences("Chai time ☕\nTell us your favourite 👇")).toBeUndefined();
    // An emoji after a sentence stays with it.
    expect(withoutLastSentences("Hello friends! 😊 What a day. So much rain.\nSave it 👇")).toBe(
      "Hello friends! 😊\nSave it 👇",
    );
    expect(withoutLastSentences("اردو میں ایک جملہ۔ دوسرا جملہ۔\nکمنٹ میں بتائیں۔")).toBe(
      "اردو میں ایک جملہ۔\nکمنٹ میں بتائیں۔",
    );
  });
});
