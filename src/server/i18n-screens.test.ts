import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { en } from "#contract/i18n/en.ts";
import { hi } from "#contract/i18n/hi.ts";
import { buildUser, injectAs, uniqueEmail } from "#test/helpers/accounts.ts";
import { createTestApp, type TestApp } from "#test/helpers/app.ts";
import { messageIn } from "./errors.ts";
import { storageExceeded } from "./features/library/storage-usage.ts";
import { translate } from "./i18n.ts";

// Issue 30, third slice (decision 802): the messages the upload, library, account and plans
// screens show come from the catalogue in the requester's language; English is unchanged.
describe("the upload, account and billing screens' server messages", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const hindi = { "accept-language": "hi-IN,hi;q=0.9" };
  const NO_SUCH_ID = "00000000-0000-4000-8000-000000000000";

  it("answers an upload's validation errors in Hindi for Accept-Language: hi-IN, in English otherwise", async () => {
    const as = await injectAs(t, await buildUser(t));
    const payload = { fileName: "", fileSize: 6 * 1024 * 1024, mimeType: "image/jpeg" };
    const inHindi = await as({ method: "POST", url: "/api/objects/upload", payload, headers: hindi });
    expect(inHindi.statusCode).toBe(400);
    expect(inHindi.json().error.message).toBe(
      "fileName: फ़ाइल का नाम डालना ज़रूरी है; fileSize: फ़ोटो ज़्यादा से ज़्यादा 5 MB की हो सकती है",
    );
    const inEnglish = await as({ method: "POST", url: "/api/objects/upload", payload });
    expect(inEnglish.json().error.message).toBe(
      "fileName: File name is required; fileSize: Photos can be at most 5 MB",
    );
    const wrongType = await as({
      method: "POST",
      url: "/api/objects/upload",
      payload: { fileName: "a.gif", fileSize: 10, mimeType: "image/gif" },
      headers: hindi,
    });
    expect(wrongType.json().error.message).toBe(`mimeType: ${hi["validation.uploadType"]}`);
  });

  it("answers a library item that is not there, and an edit's limits, in the saved language", async () => {
    const as = await injectAs(t, await buildUser(t, { email: uniqueEmail(), interfaceLanguage: "hi" }));
    const missing = await as({ method: "PATCH", url: `/api/content/${NO_SUCH_ID}`, payload: { altText: "थाली" } });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.message).toBe("यह फ़ाइल नहीं मिली।");
    const tooLong = await as({
      method: "PATCH",
      url: `/api/content/${NO_SUCH_ID}`,
      payload: { altText: "x".repeat(251) },
    });
    expect(tooLong.json().error.message).toBe("altText: ऑल्ट टेक्स्ट ज़्यादा से ज़्यादा 250 अक्षर का हो सकता है");
    const english = await injectAs(t, await buildUser(t));
    const missingInEnglish = await english({ method: "PATCH", url: `/api/content/${NO_SUCH_ID}`, payload: {} });
    expect(missingInEnglish.json().error.message).toBe("Nothing to change");
  });

  it("words the storage-exceeded 413 in the language, its body's figures unchanged", () => {
    const MB = 1024 * 1024;
    const error = storageExceeded({ subscriptionStatus: "free" }, 99.5 * MB, 100 * MB);
    expect(messageIn("en", error)).toBe("Storage limit exceeded! Used: 99.5 MB / 100 MB. Please upgrade your plan.");
    expect(messageIn("hi", error)).toBe("स्टोरेज भर गया! इस्तेमाल: 99.5 MB / 100 MB। अपना प्लान अपग्रेड करें।");
    expect(error.details).toMatchObject({ storageExceeded: true, currentUsage: 99.5 * MB, upgradeRequired: true });
    const business = storageExceeded({ subscriptionStatus: "business" }, 26 * 1024 * MB, 25 * 1024 * MB);
    expect(messageIn("hi", business)).toContain("कुछ जगह खाली करें।");
  });

  it("changes the password with its answer in Hindi, and refuses a wrong one in Hindi", async () => {
    const user = await buildUser(t, { email: uniqueEmail(), interfaceLanguage: "hi" });
    const as = await injectAs(t, user);
    const wrong = await as({
      method: "POST",
      url: "/api/account/password",
      payload: { currentPassword: "not-it", newPassword: "new-pass-123" },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.message).toBe(hi["errors.wrongPassword"]);
    const done = await as({
      method: "POST",
      url: "/api/account/password",
      payload: { currentPassword: user.password, newPassword: "new-pass-123" },
    });
    expect(done.statusCode).toBe(200);
    expect(done.json().message).toBe("आपका पासवर्ड बदल गया है। बाकी डिवाइस से लॉग आउट कर दिया गया है।");
    const englishUser = await buildUser(t);
    const inEnglish = await (await injectAs(t, englishUser))({
      method: "POST",
      url: "/api/account/password",
      payload: { currentPassword: englishUser.password, newPassword: "new-pass-456" },
    });
    expect(inEnglish.json().message).toBe("Your password has been changed. Other devices have been signed out.");
  });

  it("asks for DELETE in Hindi, then deletes the account with its answer in Hindi", async () => {
    const user = await buildUser(t, { email: uniqueEmail(), interfaceLanguage: "hi" });
    const as = await injectAs(t, user);
    const unconfirmed = await as({
      method: "POST",
      url: "/api/account/delete",
      payload: { password: user.password, confirm: "delete" },
    });
    expect(unconfirmed.statusCode).toBe(400);
    expect(unconfirmed.json().error.message).toBe("confirm: पक्का करने के लिए DELETE लिखें");
    const deleted = await as({
      method: "POST",
      url: "/api/account/delete",
      payload: { password: user.password, confirm: "DELETE" },
    });
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json().message).toBe(hi["account.delete.doneText"]);
  });

  it("words the team that blocks a deletion and the rate limit with plurals, English unchanged", () => {
    const team = (others: number) =>
      ({ key: "errors.teamHasMembers", values: { team: { key: "errors.teamUnnamed" }, others } }) as const;
    expect(translate("en", team(1))).toBe(
      'You own the team "Team", which has 1 other member. Hand the team to one of them on the Team page, or remove them, before deleting your account.',
    );
    expect(translate("en", team(3))).toContain("which has 3 other members.");
    expect(translate("hi", team(1))).toBe(
      'आप "टीम" टीम के मालिक हैं, जिसमें 1 और सदस्य है। अकाउंट डिलीट करने से पहले टीम पेज पर टीम उनमें से किसी को सौंप दें, या उन्हें हटा दें।',
    );
    expect(translate("hi", team(3))).toContain("जिसमें 3 और सदस्य हैं।");
    const wait = (minutes: number) => ({ key: "errors.tooMany.password", values: { minutes } }) as const;
    expect(translate("en", wait(1))).toBe("Too many password attempts. Please wait 1 minute and try again.");
    expect(translate("en", wait(15))).toBe("Too many password attempts. Please wait 15 minutes and try again.");
    expect(translate("hi", wait(15))).toBe("पासवर्ड की बहुत ज़्यादा कोशिशें हो गईं। 15 मिनट रुककर फिर से कोशिश करें।");
  });

  it("answers billing's errors in Hindi: a product that is not sold, a payment that is not there", async () => {
    const as = await injectAs(t, await buildUser(t, { email: uniqueEmail(), interfaceLanguage: "hi" }));
    const notSold = await as({
      method: "POST",
      url: "/api/phonepe/create-payment",
      payload: { planType: "free", method: "phonepe", buyerState: "27", redirectUrl: "/subscribe" },
    });
    expect(notSold.statusCode).toBe(400);
    expect(notSold.json().error.message).toBe(`planType: ${hi["validation.paidProduct"]}`);
    const status = await as({ method: "GET", url: "/api/phonepe/status/no-such-transaction" });
    expect(status.statusCode).toBe(404);
    expect(status.json().error.message).toBe(hi["errors.billing.paymentNotFound"]);
    const english = await injectAs(t, await buildUser(t));
    const inEnglish = await english({ method: "GET", url: "/api/phonepe/status/no-such-transaction" });
    expect(inEnglish.json().error.message).toBe(en["errors.billing.paymentNotFound"]);
    expect(inEnglish.json().error.message).toBe("Payment not found.");
  });
});
