/**
 * Language and script through the generation endpoint: a cloud model (the Gemini fake, with
 * the real SDK client) that answers in the wrong script, or in the neighbour language that
 * shares the script, is caught and asked once more; romanised output (`script: "latin"`) from
 * the offline engine and from a model.
 */
import { and, eq, ne } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LANGUAGE_CODES, LANGUAGES, type LanguageCode } from "#contract/languages.ts";
import { generations } from "#server/db/schema/index.ts";
import { geminiEnv, startFakeAiServer } from "#test/fakes/ai-providers.ts";
import { buildUser, injectAs } from "#test/helpers/accounts.ts";
import { createTestApp, type TestApp } from "#test/helpers/app.ts";
import { uploadPhoto } from "#test/helpers/library.ts";
import { realPhotos } from "#test/helpers/photos.ts";
import { wrongLanguageMessage } from "./failures.ts";
import { validateResult } from "./normalize.ts";
import { LATIN_BANKS } from "./offline/phrases/index.ts";
import { writeOfflinePost } from "./offline/writer.ts";
import { checkLanguage } from "./script-check.ts";

type As = Awaited<ReturnType<typeof injectAs>>;

/** A model's answer in `language`: the offline writer's post, which passes every check. */
function answerIn(language: LanguageCode, script: "native" | "latin" = "native") {
  const { result } = writeOfflinePost({
    images: [{ colours: ["orange", "brown"], brightness: "normal", orientation: "square", peopleCount: 0 }],
    contentField: "food",
    tone: "friendly",
    language,
    script,
    plan: "pro",
    productHashtag: "CaptionKaro",
    hashtagCap: 5,
    seed: `model-${language}-${script}`,
  });
  // A model's answer carries its estimate; the offline writer's has none.
  return { ...result, engagementPrediction: 70, engagementReason: null };
}

/** The first language after `language` (in the list) written in a different script. */
function otherScriptThan(language: LanguageCode): LanguageCode {
  const at = LANGUAGES.findIndex((l) => l.code === language);
  const own = LANGUAGES[at]?.script;
  for (let step = 1; step < LANGUAGES.length; step++) {
    const other = LANGUAGES[(at + step) % LANGUAGES.length];
    if (other && other.script !== own) return other.code;
  }
  throw new Error("no other script");
}

// Hand-written neighbours: the same post in Hindi and Marathi (both Devanagari), and in Urdu
// and Persian (both Arabic script).
const HINDI = {
  postHeading: "बारिश की शाम और चाय",
  caption: "बारिश की शाम और हाथ में गरम चाय — इससे अच्छा क्या हो सकता है? अपनी पसंदीदा चाय कमेंट में बताइए।",
  detailedDescription: "खिड़की के पास रखी चाय की प्याली और बाहर हल्की बारिश।",
  hashtags: ["chai", "monsoon", "IndianFood"],
  altText: "खिड़की के पास चाय की प्याली",
  engagementPrediction: 70,
  engagementReason: null,
};
const MARATHI = {
  postHeading: "पाऊस आणि चहा",
  caption: "पावसाळी संध्याकाळ आणि हातात गरम चहा — यापेक्षा छान काय असू शकतं? तुमचा आवडता चहा कमेंटमध्ये नक्की सांगा.",
  detailedDescription: "खिडकीजवळ ठेवलेला चहाचा कप आणि बाहेर हलका पाऊस.",
  hashtags: ["chai", "monsoon", "MarathiFood"],
  altText: "खिडकीजवळ ठेवलेला चहाचा कप",
  engagementPrediction: 70,
  engagementReason: null,
};
const URDU = {
  postHeading: "بارش اور چائے",
  caption: "بارش کی شام اور ہاتھ میں گرم چائے — اس سے اچھا کیا ہو سکتا ہے؟ اپنی پسندیدہ چائے کمنٹ میں بتائیے۔",
  detailedDescription: "کھڑکی کے پاس رکھی چائے کی پیالی اور باہر ہلکی بارش۔",
  hashtags: ["chai", "monsoon", "UrduPoetry"],
  altText: "کھڑکی کے پاس چائے کی پیالی",
  engagementPrediction: 70,
  engagementReason: null,
};
const PERSIAN = {
  postHeading: "باران و چای",
  caption:
    "عصر بارانی و یک فنجان چای داغ در کنار پنجره؛ چه چیزی بهتر از این است؟ چای مورد علاقه خود را برای ما بنویسید.",
  detailedDescription: "یک فنجان چای در کنار پنجره و باران آرام بیرون.",
  hashtags: ["chai", "baran"],
  altText: "یک فنجان چای در کنار پنجره است",
  engagementPrediction: 70,
  engagementReason: null,
};
const HINGLISH = {
  postHeading: "Baarish aur chai",
  caption:
    "Baarish ki shaam aur haath mein garam chai — isse accha kya ho sakta hai? Apni favourite chai comment mein batao.",
  detailedDescription: "Khidki ke paas rakha chai ka cup aur bahar halki baarish.",
  hashtags: ["chai", "monsoon", "IndianFood"],
  altText: "Khidki ke paas chai ka cup",
  engagementPrediction: 70,
  engagementReason: null,
};

let fake: Awaited<ReturnType<typeof startFakeAiServer>>;
let t: TestApp;
let as: As;
let userId: string;
let photoIds: string[];

beforeAll(async () => {
  fake = await startFakeAiServer();
  t = await createTestApp({
    env: geminiEnv(fake, 3000),
  });
  const user = await buildUser(t, { subscriptionStatus: "pro" });
  userId = user.id;
  as = await injectAs(t, user);
  const [dinner] = await realPhotos();
  photoIds = [(await uploadPhoto(t, as, dinner?.jpeg as Buffer)).id];
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

const generate = (language: LanguageCode, script: "native" | "latin" = "native") =>
  as({ method: "POST", url: "/api/generate-caption", payload: { contentItemIds: photoIds, language, script } });

/** The user prompt of a recorded Gemini request (the instructions travel separately). */
function userPrompt(index: number): string {
  const body = fake.requests[index]?.body as { contents: { parts: { text?: string }[] }[] };
  return body.contents.flatMap((c) => c.parts.map((p) => p.text ?? "")).join("\n");
}

/** What the retry added to the prompt: the problems of the first answer. */
function correction(first: number): string {
  const before = userPrompt(first);
  const after = userPrompt(first + 1);
  expect(after.startsWith(before)).toBe(true);
  return after.slice(before.length);
}

const generationCount = async () =>
  (
    await t.deps.database.db
      .select()
      .from(generations)
      .where(and(eq(generations.userId, userId), ne(generations.status, "failed")))
  ).length;

describe("a wrong-script answer is caught and retried once", () => {
  it.each(LANGUAGES.map((l) => [l.code, l.script, otherScriptThan(l.code)] as const))(
    "%s (%s): an answer in %s first, then a right one → success with 2 requests, the retry naming the script",
    async (language, script, wrongLanguage) => {
      const wrong = answerIn(wrongLanguage);
      const right = answerIn(language);
      expect(checkLanguage(wrong.caption, language).ok).toBe(false);
      fake.answer({ kind: "json", value: wrong }, { kind: "json", value: right });
      const before = fake.requests.length;
      const counted = await generationCount();
      const res = await generate(language);
      expect(res.statusCode).toBe(200);
      expect(res.json().postHeading).toBe(right.postHeading);
      expect(validateResult(res.json(), { language, script: "native" })).toMatchObject({ ok: true });
      expect(fake.requests.length - before).toBe(2);
      expect(userPrompt(before)).not.toContain("letters are");
      expect(correction(before)).toContain(`letters are ${script}`);
      expect(await generationCount()).toBe(counted + 1);
    },
  );
});

describe("a neighbour language sharing the script is caught and retried once", () => {
  it.each([
    ["marathi", "Hindi", HINDI, MARATHI],
    ["urdu", "Persian", PERSIAN, URDU],
  ] as const)("a %s request answered in %s, then correctly → success", async (language, neighbour, wrong, right) => {
    fake.answer({ kind: "json", value: wrong }, { kind: "json", value: right });
    const before = fake.requests.length;
    const res = await generate(language);
    expect(res.statusCode).toBe(200);
    expect(res.json().caption).toBe(right.caption);
    expect(fake.requests.length - before).toBe(2);
    expect(correction(before)).toContain(`reads as ${neighbour}`);
  });

  it.each([
    ["marathi", "Hindi", HINDI],
    ["urdu", "Persian", PERSIAN],
  ] as const)("a %s request answered in %s twice → ai_wrong_language, no quota used", async (language, _n, wrong) => {
    fake.answer({ kind: "json", value: wrong }, { kind: "json", value: wrong });
    const before = fake.requests.length;
    const counted = await generationCount();
    const res = await generate(language);
    expect(res.statusCode).toBe(502);
    expect(res.json().error).toMatchObject({
      code: "ai_wrong_language",
      message: wrongLanguageMessage(language, "native"),
    });
    expect(fake.requests.length - before).toBe(2);
    expect(await generationCount()).toBe(counted);
    expect(fake.pending()).toBe(0);
  });
});

describe('romanised Indic (script: "latin") from a model', () => {
  it("accepts Hinglish for a romanised Hindi request and asks for Latin letters", async () => {
    fake.answer({ kind: "json", value: HINGLISH });
    const before = fake.requests.length;
    const res = await generate("hindi", "latin");
    expect(res.statusCode).toBe(200);
    expect(res.json().caption).toBe(HINGLISH.caption);
    expect(validateResult(res.json(), { language: "hindi", script: "latin" })).toMatchObject({ ok: true });
    expect(fake.requests.length - before).toBe(1);
    expect(JSON.stringify(fake.requests[before]?.body.systemInstruction)).toContain("Latin letters");
  });

  it("requires Latin letters then: Devanagari is retried, and Devanagari twice fails", async () => {
    fake.answer({ kind: "json", value: HINDI }, { kind: "json", value: HINGLISH });
    const before = fake.requests.length;
    const res = await generate("hindi", "latin");
    expect(res.statusCode).toBe(200);
    expect(res.json().postHeading).toBe(HINGLISH.postHeading);
    expect(fake.requests.length - before).toBe(2);
    expect(correction(before)).toContain("letters are Latin");

    const counted = await generationCount();
    fake.answer({ kind: "json", value: HINDI }, { kind: "json", value: HINDI });
    const twice = await generate("hindi", "latin");
    expect(twice.statusCode).toBe(502);
    expect(twice.json().error).toEqual({ code: "ai_wrong_language", message: wrongLanguageMessage("hindi", "latin") });
    expect(await generationCount()).toBe(counted);
  });

  it("and a native request does not take Hinglish", async () => {
    fake.answer({ kind: "json", value: HINGLISH }, { kind: "json", value: HINDI });
    const before = fake.requests.length;
    const res = await generate("hindi");
    expect(res.statusCode).toBe(200);
    expect(res.json().postHeading).toBe(HINDI.postHeading);
    expect(correction(before)).toContain("letters are Devanagari");
  });
});

describe('romanised Indic (script: "latin") from the offline engine', () => {
  let offline: TestApp;
  let asPro: As;
  let ids: string[];
  beforeAll(async () => {
    offline = await createTestApp();
    asPro = await injectAs(offline, await buildUser(offline, { subscriptionStatus: "pro" }));
    ids = [];
    for (const photo of (await realPhotos()).slice(0, 3)) ids.push((await uploadPhoto(offline, asPro, photo.jpeg)).id);
  });
  afterAll(() => offline.close());

  it.each(LANGUAGE_CODES.filter((l) => l !== "english" && LATIN_BANKS[l] !== undefined))(
    "writes %s in Latin letters from real photos",
    async (language) => {
      const res = await asPro({
        method: "POST",
        url: "/api/generate-caption",
        payload: { contentItemIds: ids, language, script: "latin", contentField: "food" },
      });
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body.engine).toBe("offline");
      expect(body.fallbackNote).toBeUndefined();
      expect(validateResult(body, { language, script: "latin" })).toMatchObject({ ok: true });
      // Really romanised: the same text fails the native-script check.
      expect(checkLanguage(body.caption, language).ok).toBe(false);
      expect(checkLanguage(body.detailedDescription, language, { script: "latin" })).toEqual({ ok: true });
    },
  );

  it("falls back to English, and says so, for a language without a romanised phrase bank", async () => {
    const without = LANGUAGE_CODES.filter((l) => LATIN_BANKS[l] === undefined);
    expect(without).toContain("odia");
    const res = await asPro({
      method: "POST",
      url: "/api/generate-caption",
      payload: { contentItemIds: ids, language: "odia", script: "latin" },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().fallbackNote).toMatch(/English/);
    expect(validateResult(res.json(), { language: "odia", script: "latin" })).toMatchObject({ ok: true });
  });
});
