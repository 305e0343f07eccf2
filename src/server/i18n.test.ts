import { IntlMessageFormat } from "intl-messageformat";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { en } from "#contract/i18n/en.ts";
import { hi } from "#contract/i18n/hi.ts";
import { languageFromAcceptLanguage, pickInterfaceLanguage } from "#contract/i18n/languages.ts";
import { formatSimple, isSimpleMessage } from "#contract/i18n/simple-format.ts";
import { buildUser, injectAs, uniqueEmail } from "#test/helpers/accounts.ts";
import { createTestApp, type TestApp } from "#test/helpers/app.ts";
import { translate } from "./i18n.ts";

describe("the interface language of a request", () => {
  it("reads Accept-Language by q-value and takes the first language we have", () => {
    expect(languageFromAcceptLanguage("hi-IN,hi;q=0.9,en;q=0.8")).toBe("hi");
    expect(languageFromAcceptLanguage("en-GB;q=0.5, hi;q=0.9")).toBe("hi");
    expect(languageFromAcceptLanguage("ta-IN, en-IN;q=0.7")).toBe("en");
    expect(languageFromAcceptLanguage("hi;q=0, fr")).toBeUndefined();
    expect(languageFromAcceptLanguage("")).toBeUndefined();
    expect(languageFromAcceptLanguage(undefined)).toBeUndefined();
  });

  it("takes the saved setting, then the cookie, then Accept-Language, then English", () => {
    expect(pickInterfaceLanguage({ saved: "hi", cookie: "en", acceptLanguage: "en" })).toBe("hi");
    expect(pickInterfaceLanguage({ saved: null, cookie: "hi", acceptLanguage: "en" })).toBe("hi");
    expect(pickInterfaceLanguage({ cookie: "xx", acceptLanguage: "hi-IN" })).toBe("hi");
    expect(pickInterfaceLanguage({ cookie: "en", acceptLanguage: "hi-IN" })).toBe("en");
    expect(pickInterfaceLanguage({})).toBe("en");
  });
});

describe("the catalogues", () => {
  it("have the same keys and the same arguments in English and Hindi", () => {
    expect(Object.keys(hi).sort()).toEqual(Object.keys(en).sort());
    // The names of a message's arguments from its syntax tree: a plural's or select's branches are text.
    type Element = { type: number; value?: unknown; options?: Record<string, { value: Element[] }> };
    const names = (elements: Element[]): string[] =>
      elements.flatMap((element) => [
        ...(element.type !== 0 && element.type !== 7 && typeof element.value === "string" ? [element.value] : []),
        ...Object.values(element.options ?? {}).flatMap((option) => names(option.value)),
      ]);
    const argumentsOf = (message: string) =>
      [...new Set(names(new IntlMessageFormat(message, "en").getAst() as Element[]))].sort();
    for (const key of Object.keys(en) as (keyof typeof en)[]) {
      expect(argumentsOf(hi[key]), key).toEqual(argumentsOf(en[key]));
    }
  });

  it("read a simple message the same way ICU MessageFormat does", () => {
    const values: Record<string, string | number> = {
      name: "Asha",
      product: "CaptionKaro",
      minimum: 1234,
      maximum: 6,
      reference: "req-1",
    };
    // Every other simple argument gets a word of its own (a Hindi message may be simple where the English is not).
    for (const message of [...Object.values(en), ...Object.values(hi)])
      for (const [, argument] of message.matchAll(/\{\s*(\w+)\s*\}/g))
        if (argument) values[argument] ??= `<${argument}>`;
    for (const [language, catalogue] of [
      ["en-IN", en],
      ["hi-IN", hi],
    ] as const) {
      for (const message of Object.values(catalogue)) {
        if (!isSimpleMessage(message)) continue;
        expect(formatSimple(message, values)).toBe(String(new IntlMessageFormat(message, language).format(values)));
      }
    }
  });

  it("formats numbers in the language's form", () => {
    expect(translate("hi", { key: "validation.passwordTooShort", values: { minimum: 6 } })).toBe(
      "पासवर्ड में कम से कम 6 अक्षर होने चाहिए",
    );
    expect(translate("en", { key: "errors.internal", values: { reference: "r1" } })).toContain("(Reference r1)");
  });
});

describe("errors in the requester's language", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const register = (payload: object, headers: Record<string, string> = {}) =>
    t.app.inject({ method: "POST", url: "/api/auth/register", payload, headers });
  const badSignUp = { email: "not-an-email", password: "123", name: " ", isAtLeast13: false, acceptTerms: true };

  it("answers a sign-up's validation errors in Hindi for Accept-Language: hi-IN, in English otherwise", async () => {
    const hindi = await register(badSignUp, { "accept-language": "hi-IN,hi;q=0.9" });
    expect(hindi.statusCode).toBe(400);
    expect(hindi.json().error).toEqual({
      code: "validation_failed",
      message:
        "email: कृपया सही ईमेल पता डालें; password: पासवर्ड में कम से कम 6 अक्षर होने चाहिए; name: पूरा नाम डालना ज़रूरी है; isAtLeast13: अकाउंट बनाने के लिए आपकी उम्र कम से कम 13 साल होनी चाहिए",
    });
    const english = await register(badSignUp, { "accept-language": "en-IN" });
    expect(english.json().error.message).toBe(
      "email: Please enter a valid email address; password: Password must be at least 6 characters long; name: Full name is required; isAtLeast13: You must be at least 13 years old to create an account",
    );
    // No header: English.
    expect((await register(badSignUp)).json().error.message).toBe(english.json().error.message);
  });

  it("lets the switcher's cookie win over Accept-Language", async () => {
    const res = await register(badSignUp, { "accept-language": "en-IN", cookie: "ck_lang=hi" });
    expect(res.json().error.message).toContain("कृपया सही ईमेल पता डालें");
    const back = await register(badSignUp, { "accept-language": "hi-IN", cookie: "ck_lang=en" });
    expect(back.json().error.message).toContain("Please enter a valid email address");
  });

  it("words zod's own issues (no message of their own) in Hindi too", async () => {
    const res = await register({ ...badSignUp, email: 42, name: undefined }, { "accept-language": "hi" });
    expect(res.json().error.message).toMatch(/^email: [^a-zA-Z]+; .*name: पूरा नाम डालना ज़रूरी है/);
  });

  it("answers a service's error (wrong password, e-mail taken) in Hindi", async () => {
    const user = await buildUser(t);
    const wrong = await t.app.inject({
      method: "POST",
      url: "/api/auth/login",
      payload: { email: user.email, password: "not-the-password" },
      headers: { "accept-language": "hi-IN" },
    });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().error).toEqual({ code: "invalid_credentials", message: "ईमेल या पासवर्ड सही नहीं है।" });
    const taken = await register(
      { email: user.email, password: "secret-pass", name: "Asha", isAtLeast13: true, acceptTerms: true },
      { "accept-language": "hi-IN" },
    );
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error.message).toBe(hi["errors.emailTaken"]);
  });

  it("answers 401 for a signed-out request in the cookie's language", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/account/export", headers: { cookie: "ck_lang=hi" } });
    expect(res.statusCode).toBe(401);
    expect(res.json().error.message).toBe(hi["errors.unauthorized"]);
  });

  it("saves the interface language on the account, sets the cookie, and then answers in it", async () => {
    const user = await buildUser(t);
    const as = await injectAs(t, user);
    const saved = await as({ method: "PATCH", url: "/api/account", payload: { interfaceLanguage: "hi" } });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().interfaceLanguage).toBe("hi");
    expect(saved.cookies.find((c) => c.name === "ck_lang")).toMatchObject({ value: "hi", path: "/", sameSite: "Lax" });
    expect((await as({ method: "GET", url: "/api/auth/me" })).json().interfaceLanguage).toBe("hi");
    // The saved setting wins over an English browser and an English cookie.
    const refused = await as({
      method: "PATCH",
      url: "/api/account",
      payload: { interfaceLanguage: "fr" },
      headers: { "accept-language": "en-IN" },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.message).toBe("interfaceLanguage: अंग्रेज़ी या हिन्दी चुनें");
    const nothing = await as({ method: "PATCH", url: "/api/account", payload: {} });
    expect(nothing.json().error.message).toBe("बदलने के लिए कुछ नहीं है");
  });

  it("sets the saved language's cookie when the user signs in", async () => {
    const user = await buildUser(t, { email: uniqueEmail(), interfaceLanguage: "hi" });
    const res = await t.app.inject({
      method: "POST",
      url: "/api/auth/login",
      payload: { email: user.email, password: user.password },
    });
    expect(res.statusCode).toBe(200);
    expect(res.cookies.find((c) => c.name === "ck_lang")?.value).toBe("hi");
  });

  it("answers Create Post's errors in the saved language, as JSON and as server-sent events", async () => {
    const user = await buildUser(t, { email: uniqueEmail(), interfaceLanguage: "hi" });
    const as = await injectAs(t, user);
    const payload = { contentItemIds: ["00000000-0000-4000-8000-000000000000"], language: "hindi" };
    const json = await as({ method: "POST", url: "/api/generate-caption", payload });
    expect(json.statusCode).toBe(404);
    expect(json.json().error.message).toBe(hi["errors.captions.contentNotFound"]);
    const stream = await as({
      method: "POST",
      url: "/api/generate-caption",
      payload,
      headers: { accept: "text/event-stream" },
    });
    expect(stream.body).toContain("event: error");
    expect(stream.body).toContain(hi["errors.captions.contentNotFound"]);
  });

  it("words a message's own messages (a language's name, a wait) in the same language", () => {
    const alreadyIn = { key: "errors.rewrite.alreadyIn", values: { language: { key: "languages.tamil" } } } as const;
    expect(translate("en", alreadyIn)).toBe("The post is already in Tamil.");
    expect(translate("hi", alreadyIn)).toBe("पोस्ट पहले से तमिल में है।");
    const wait = {
      key: "errors.generation.rateLimited",
      values: { wait: { key: "errors.wait.seconds", values: { count: 37 } } },
    } as const;
    expect(translate("en", wait)).toContain("Please try again in 37 seconds.");
    expect(translate("hi", wait)).toContain("37 सेकंड बाद फिर से कोशिश करें।");
  });
});

describe("each interface language's landing page (decision 816)", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());
  const home = (headers: Record<string, string>) => t.app.inject({ method: "GET", url: "/?ref=ig", headers });

  it("sends a signed-out Hindi visitor asking for / to /hi/ (cookie, else Accept-Language), keeping the query", async () => {
    const hindi: Record<string, string>[] = [{ cookie: "ck_lang=hi" }, { "accept-language": "hi-IN,hi;q=0.9" }];
    for (const headers of hindi) {
      const res = await home(headers);
      expect(res.statusCode).toBe(302);
      expect(res.headers.location).toBe("/hi/?ref=ig");
      expect(res.headers.vary).toContain("Accept-Language");
    }
  });

  it("leaves the service worker's fetch of the app shell alone, whatever the browser's language", async () => {
    const shell = await t.app.inject({
      method: "GET",
      url: "/?app-shell",
      headers: { "accept-language": "hi-IN", "sec-fetch-mode": "cors", "sec-fetch-dest": "empty" },
    });
    expect(shell.statusCode).not.toBe(302);
    const opened = await t.app.inject({
      method: "GET",
      url: "/",
      headers: { "accept-language": "hi-IN", "sec-fetch-mode": "navigate", "sec-fetch-dest": "document" },
    });
    expect(opened.statusCode).toBe(302);
  });

  it("leaves / alone in English, when the cookie says English, and for a signed-in visitor (their dashboard)", async () => {
    const user = await buildUser(t, { email: uniqueEmail("landing") });
    const others: Record<string, string>[] = [
      {},
      { "accept-language": "en-IN" },
      { cookie: "ck_lang=en", "accept-language": "hi-IN" },
      { cookie: `${(await injectAs(t, user)).cookie}; ck_lang=hi` },
    ];
    for (const headers of others) {
      expect((await home(headers)).statusCode).not.toBe(302);
    }
  });
});
