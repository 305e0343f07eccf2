import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { en } from "#contract/i18n/en.ts";
import { hi } from "#contract/i18n/hi.ts";
import { contentItems, posts } from "#server/db/schema/index.ts";
import { buildUser, injectAs, uniqueEmail } from "#test/helpers/accounts.ts";
import { buyBusinessPass, createApiKey, injectWithKey } from "#test/helpers/api.ts";
import { createTestApp, type TestApp } from "#test/helpers/app.ts";
import { buildJpeg } from "#test/helpers/images.ts";
import { insertJpeg } from "#test/helpers/instagram.ts";
import { uploadPhoto } from "#test/helpers/library.ts";
import { buildTeam, injectIn } from "#test/helpers/teams.ts";
import { reconnectFirst } from "./features/instagram/instagram.service.ts";
import { postProblems } from "./features/instagram/preflight.ts";
import { seatsFull } from "./features/teams/teams.service.ts";
import { translate } from "./i18n.ts";

// Issue 30, area D (decision 815): the server's remaining English errors are catalogue messages,
// answered in the requester's language (saved setting, cookie, Accept-Language); English is
// unchanged word for word.
describe("the server's errors in Hindi", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const hindi = { "accept-language": "hi-IN,hi;q=0.9" };
  const NO_SUCH_ID = "00000000-0000-4000-8000-000000000000";
  const db = () => t.deps.database.db;
  const errorOf = (res: { json: () => { error: { code: string; message: string } } }) => res.json().error;

  it("refuses a creator's delete of an approved post, and their scheduling, in Hindi; in English without", async () => {
    const owner = await buildUser(t, { subscriptionStatus: "business" });
    const creator = await buildUser(t, { email: uniqueEmail(), interfaceLanguage: "hi" });
    const englishCreator = await buildUser(t);
    await buyBusinessPass(t, owner);
    const team = await buildTeam(t, owner, [
      { user: creator, role: "creator" },
      { user: englishCreator, role: "creator" },
    ]);
    const item = await uploadPhoto(t, await injectAs(t, owner), await buildJpeg({ width: 600, height: 400 }));
    await db().update(contentItems).set({ workspaceId: team }).where(eq(contentItems.id, item.id));
    const asCreator = await injectIn(t, creator, team);
    const created = await asCreator({
      method: "POST",
      url: "/api/posts",
      payload: { title: "दिवाली सेल", caption: "दीये जलाओ", contentItemIds: [item.id] },
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().id as string;

    const schedules = await asCreator({
      method: "PATCH",
      url: `/api/posts/${id}`,
      payload: { status: "scheduled", scheduledAt: new Date(Date.now() + 3_600_000).toISOString() },
    });
    expect(schedules.statusCode).toBe(403);
    expect(errorOf(schedules)).toEqual({ code: "role_not_allowed", message: hi["errors.posts.onlyApproversPublish"] });

    await db().update(posts).set({ status: "approved" }).where(eq(posts.id, id));
    const deletes = await asCreator({ method: "DELETE", url: `/api/posts/${id}` });
    expect(deletes.statusCode).toBe(403);
    expect(errorOf(deletes)).toEqual({
      code: "role_not_allowed",
      message: "अप्रूव हो चुकी, शेड्यूल की गई या पब्लिश हो चुकी पोस्ट सिर्फ़ टीम के मालिक या मैनेजर डिलीट कर सकते हैं।",
    });

    // The owner's manager-only step refused to a creator: the role is worded in Hindi too.
    const invites = await asCreator({
      method: "POST",
      url: "/api/team/invitations",
      payload: { email: uniqueEmail(), role: "creator" },
    });
    expect(invites.statusCode).toBe(403);
    expect(errorOf(invites).message).toBe("इस टीम में आप क्रिएटर हैं; इसके लिए कम से कम मैनेजर का रोल चाहिए।");

    const asEnglish = await injectIn(t, englishCreator, team);
    const draft = await asEnglish({
      method: "POST",
      url: "/api/posts",
      payload: { title: "Sale", caption: "Lamps", contentItemIds: [item.id] },
    });
    await db()
      .update(posts)
      .set({ status: "approved" })
      .where(eq(posts.id, draft.json().id as string));
    const deletesInEnglish = await asEnglish({ method: "DELETE", url: `/api/posts/${draft.json().id}` });
    expect(errorOf(deletesInEnglish).message).toBe(
      "Only the team's owner or a manager can delete a post that is approved, scheduled or published.",
    );
  });

  it("answers an invitation's problems in Hindi for Accept-Language: hi-IN", async () => {
    const someone = await injectAs(t, await buildUser(t));
    const bad = await someone({
      method: "POST",
      url: "/api/team/invitations/accept",
      payload: { token: "x".repeat(40) },
      headers: hindi,
    });
    expect(bad.statusCode).toBe(404);
    expect(errorOf(bad)).toEqual({
      code: "invitation_not_valid",
      message: "यह इनवाइट लिंक सही नहीं है। टीम से नया इनवाइट माँगें।",
    });
    const inEnglish = await someone({
      method: "POST",
      url: "/api/team/invitations/accept",
      payload: { token: "x".repeat(40) },
    });
    expect(errorOf(inEnglish).message).toBe("This invitation link is not valid. Ask the team for a new one.");

    const free = await injectAs(t, await buildUser(t, { email: uniqueEmail(), interfaceLanguage: "hi" }));
    const noTeam = await free({ method: "POST", url: "/api/teams", payload: { name: "मेरी टीम" } });
    expect(noTeam.statusCode).toBe(402);
    expect(errorOf(noTeam).message).toBe(hi["errors.teams.needBusiness"]);
  });

  it("words the seats, with a plural, in both languages", () => {
    expect(translate("en", seatsFull(5))).toBe(
      "This team's 5 seats are all taken (members and pending invitations). Remove a member or withdraw an invitation first.",
    );
    expect(translate("hi", seatsFull(5))).toMatch(/^इस टीम की सभी 5 सीटें भरी हैं/);
    expect(translate("hi", seatsFull(1))).toMatch(/^इस टीम की 1 सीट भरी है/);
  });

  it("refuses a past time with the times as Hindi writes them, and an edit while publishing", async () => {
    const user = await buildUser(t, { email: uniqueEmail(), interfaceLanguage: "hi" });
    const as = await injectAs(t, user);
    const item = await uploadPhoto(t, as, await buildJpeg({ width: 600, height: 400 }));
    const saved = await as({
      method: "POST",
      url: "/api/posts",
      payload: { title: "चाय", caption: "सुबह की चाय", contentItemIds: [item.id] },
    });
    const id = saved.json().id as string;
    const past = await as({
      method: "PATCH",
      url: `/api/posts/${id}`,
      payload: { status: "scheduled", scheduledAt: "2020-01-01T12:30:00Z" },
    });
    expect(past.statusCode).toBe(400);
    const message = errorOf(past).message;
    expect(message).toMatch(/^शेड्यूल का समय आगे का होना चाहिए: 1 जन॰ 2020, शाम 6:00 बजे निकल चुका है \(अभी .+ बजे हैं\)।$/);
    expect(message).not.toContain("IST");

    await db().update(posts).set({ status: "publishing" }).where(eq(posts.id, id));
    const editing = await as({ method: "PATCH", url: `/api/posts/${id}`, payload: { caption: "नई चाय" } });
    expect(editing.statusCode).toBe(409);
    expect(errorOf(editing)).toEqual({
      code: "publishing",
      message: "यह पोस्ट अभी Instagram पर पब्लिश हो रही है; उसके पूरा होने के बाद इसे एडिट करें।",
    });
    const missing = await as({ method: "DELETE", url: `/api/posts/${NO_SUCH_ID}` });
    expect(errorOf(missing).message).toBe("पोस्ट नहीं मिली।");
  });

  it("tells a creator in Hindi that no Instagram account is connected, and the plan it needs", async () => {
    const pro = await injectAs(t, await buildUser(t, { subscriptionStatus: "pro" }));
    const notConnected = await pro({ method: "DELETE", url: "/api/instagram/account", headers: hindi });
    expect(notConnected.statusCode).toBe(404);
    expect(errorOf(notConnected).message).toBe("कोई Instagram अकाउंट जुड़ा नहीं है।");
    const inEnglish = await pro({ method: "DELETE", url: "/api/instagram/account" });
    expect(errorOf(inEnglish).message).toBe("No Instagram account is connected.");

    const importing = await pro({ method: "POST", url: "/api/instagram/import", headers: hindi });
    expect(importing.statusCode).toBe(409);
    expect(errorOf(importing)).toEqual({
      code: "instagram_not_connected",
      message: "पहले अकाउंट पेज पर अपना Instagram अकाउंट जोड़ें।",
    });

    const free = await injectAs(t, await buildUser(t));
    const needsPlan = await free({ method: "POST", url: "/api/instagram/import", headers: hindi });
    expect(needsPlan.statusCode).toBe(402);
    expect(errorOf(needsPlan).message).toBe(hi["errors.instagram.planRequired"]);
  });

  it("words the Instagram pre-check's problems and fixes in the requester's language", async () => {
    const user = await buildUser(t, { subscriptionStatus: "pro" });
    const as = await injectAs(t, user);
    const tall = await insertJpeg(t, user.id, 1080, 1920);
    const payload = { contentItemIds: [tall, NO_SUCH_ID], caption: "सुबह", hashtags: "#chai", fit: "pad" };
    const inHindi = await as({ method: "POST", url: "/api/instagram/preflight", payload, headers: hindi });
    expect(inHindi.statusCode).toBe(200);
    expect(inHindi.json()).toMatchObject({
      problems: ["इस पोस्ट की कुछ फ़ोटो अब आपकी लाइब्रेरी में नहीं हैं।"],
      items: [
        {
          problems: ["Instagram के लिए बहुत लंबी (1080×1920); वह 4:5 से 1.91:1 तक लेता है।"],
          fix: "1080×1920 से 4:5 की, किनारों पर सफ़ेद पट्टी जोड़कर · 1440 px चौड़ाई तक छोटी की",
        },
      ],
    });
    const inEnglish = await as({ method: "POST", url: "/api/instagram/preflight", payload });
    expect(inEnglish.json()).toMatchObject({
      problems: ["Some photos of this post are no longer in your library."],
      items: [
        {
          problems: ["Too tall for Instagram (1080×1920); it takes 4:5 to 1.91:1."],
          fix: "Padded from 1080×1920 to 4:5 · scaled to 1440 px wide",
        },
      ],
    });
    expect(postProblems({ itemCount: 12, title: "", caption: "", hashtags: "" }, "hi")).toEqual([
      "कैरसेल में 2 से 10 फ़ोटो जा सकती हैं; इस पोस्ट में 12 हैं।",
    ]);
  });

  it("answers an id that cannot exist in the requester's language, English unchanged", async () => {
    const as = await injectAs(t, await buildUser(t, { email: uniqueEmail(), interfaceLanguage: "hi" }));
    const post = await as({ method: "DELETE", url: "/api/posts/not-an-id" });
    expect(post.statusCode).toBe(400);
    expect(errorOf(post).message).toBe("id: पोस्ट नहीं मिली।");
    const english = await injectAs(t, await buildUser(t));
    expect(errorOf(await english({ method: "DELETE", url: "/api/posts/not-an-id" })).message).toBe(
      "id: Post not found.",
    );
    const payment = await as({ method: "GET", url: "/api/phonepe/status/x" });
    expect(payment.statusCode).toBe(404);
    expect(errorOf(payment).message).toBe(hi["errors.billing.paymentNotFound"]);
  });

  it("answers a request it cannot read, and an endpoint that is not there, in Hindi", async () => {
    const broken = await t.app.inject({
      method: "POST",
      url: "/api/contact",
      headers: { ...hindi, "content-type": "application/json" },
      payload: "{not json",
    });
    expect(broken.statusCode).toBe(400);
    expect(errorOf(broken).message).toBe("रिक्वेस्ट की बॉडी सही JSON नहीं है।");
    const nowhere = await t.app.inject({ method: "POST", url: "/api/nowhere", headers: hindi });
    expect(errorOf(nowhere)).toEqual({ code: "not_found", message: "ऐसा कोई एंडपॉइंट नहीं है: POST /api/nowhere" });
    const nowhereGet = await t.app.inject({ method: "GET", url: "/api/nowhere" });
    expect(errorOf(nowhereGet).message).toBe("No such endpoint: GET /api/nowhere");
  });

  it("words a stored reconnect reason with the sentence around it", () => {
    const refusal = reconnectFirst("reasons.instagram.loginExpired");
    expect(translate("en", refusal)).toBe(
      `Connect Instagram again on the account page first: ${en["reasons.instagram.loginExpired"]}`,
    );
    expect(translate("hi", refusal)).toBe(
      `पहले अकाउंट पेज पर Instagram को फिर से जोड़ें: ${hi["reasons.instagram.loginExpired"]}`,
    );
    expect(translate("en", reconnectFirst(null))).toBe("Connect Instagram again on the account page first:");
  });

  it("answers the brand's voice style that is not there in Hindi", async () => {
    const as = await injectAs(t, await buildUser(t, { email: uniqueEmail(), interfaceLanguage: "hi" }));
    const missing = await as({ method: "DELETE", url: `/api/voice-styles/${NO_SUCH_ID}` });
    expect(missing.statusCode).toBe(404);
    expect(errorOf(missing).message).toBe("वॉइस स्टाइल नहीं मिला।");
    const english = await injectAs(t, await buildUser(t));
    expect(errorOf(await english({ method: "DELETE", url: `/api/voice-styles/${NO_SUCH_ID}` })).message).toBe(
      "Voice style not found.",
    );
  });

  it("answers API key problems in Hindi: the plan, a key not there, and a key's missing scope", async () => {
    const free = await injectAs(t, await buildUser(t, { email: uniqueEmail(), interfaceLanguage: "hi" }));
    const noPlan = await free({ method: "POST", url: "/api/api-keys", payload: { name: "CI", scopes: ["read"] } });
    expect(noPlan.statusCode).toBe(402);
    expect(errorOf(noPlan)).toEqual({
      code: "business_plan_required",
      message: "API कुंजियाँ बिज़नेस प्लान के साथ मिलती हैं। कुंजी बनाने के लिए बिज़नेस पास लें।",
    });

    const owner = await buildUser(t, { subscriptionStatus: "business" });
    await buyBusinessPass(t, owner);
    const as = await injectAs(t, owner);
    const missing = await as({ method: "DELETE", url: `/api/api-keys/${NO_SUCH_ID}`, headers: hindi });
    expect(missing.statusCode).toBe(404);
    expect(errorOf(missing).message).toBe("API कुंजी नहीं मिली।");
    expect(errorOf(await as({ method: "DELETE", url: `/api/api-keys/${NO_SUCH_ID}` })).message).toBe(
      "API key not found.",
    );

    const { key } = await createApiKey(t, owner, ["read"]);
    const api = injectWithKey(t, key);
    const write = await api({
      method: "POST",
      url: "/api/v1/voice-styles",
      payload: { name: "Warm", description: "Warm and short" },
      headers: hindi,
    });
    expect(write.statusCode).toBe(403);
    expect(errorOf(write)).toEqual({
      code: "insufficient_scope",
      message: 'इस एंडपॉइंट के लिए API कुंजी में "write" स्कोप चाहिए, जो इसमें नहीं है।',
    });
    const inEnglish = await api({
      method: "POST",
      url: "/api/v1/voice-styles",
      payload: { name: "Warm", description: "Warm and short" },
    });
    expect(errorOf(inEnglish).message).toBe('This API key lacks the "write" scope this endpoint needs.');
  });

  it("words the landing demo's refused links and limits in both languages", () => {
    const refused = (reason: string, status = "none") => [
      translate("en", { key: "errors.demo.urlRefused", values: { reason, status } }),
      translate("hi", { key: "errors.demo.urlRefused", values: { reason, status } }),
    ];
    expect(refused("http_error", "404")).toEqual([
      "That image could not be downloaded (HTTP 404).",
      "यह फ़ोटो डाउनलोड नहीं हो पाई (HTTP 404)।",
    ]);
    expect(refused("http_error")[0]).toBe("That image could not be downloaded.");
    expect(refused("too_many_redirects")).toEqual([
      "That link redirects too many times.",
      "यह लिंक बहुत बार दूसरी जगह भेजता है।",
    ]);
    const wait = (minutes: number) => translate("en", { key: "errors.demo.tooManyTries", values: { minutes } });
    expect(wait(1)).toBe("Too many demo tries from your network in a few minutes. Please wait 1 minute and try again.");
    expect(wait(3)).toContain("Please wait 3 minutes");
    expect(translate("hi", { key: "errors.demo.tooManyTries", values: { minutes: 3 } })).toContain("3 मिनट रुककर");
  });

  it("keeps every area D message's English as the catalogue's and gives each a Hindi text", () => {
    const keys = Object.keys(en).filter((key) =>
      /^(errors\.(teams|access|posts|instagram|brand|api|apiKeys|media|links|demo|contact|newsletter|storage)\.|preflight\.|instagramImport\.|instagramQuota\.|brandExample\.|errors\.request\.)/.test(
        key,
      ),
    ) as (keyof typeof en)[];
    expect(keys.length).toBeGreaterThan(80);
    for (const key of keys) expect(hi[key], key).not.toBe(en[key]);
  });
});
