import { and, eq } from "drizzle-orm";
import { extractText, getDocumentProxy } from "unpdf";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { findOutboxAttachments } from "#server/adapters/mail/outbox.queries.ts";
import {
  contentItems,
  instagramAccounts,
  invoices,
  mailOutbox,
  paymentOrders,
  posts,
} from "#server/db/schema/index.ts";
import { renderInvoicePdf } from "#server/features/billing/invoice-pdf.ts";
import { sendPublishOutcomeMail } from "#server/features/instagram/publish.ts";
import { storeMessage } from "#server/i18n.ts";
import { createAppJobRunner } from "#server/jobs/index.ts";
import { buildUser, injectAs, uniqueEmail } from "#test/helpers/accounts.ts";
import { buyBusinessPass } from "#test/helpers/api.ts";
import { createTestApp, type TestApp } from "#test/helpers/app.ts";

// E-mails, the invoice PDF and stored reasons in the reader's language (issue 30, decisions 807–809).
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const db = () => t.deps.database.db;
const runJobs = () => createAppJobRunner(t.deps).runDueJobs({ checkSchedules: false });
const mailsTo = (email: string) => db().select().from(mailOutbox).where(eq(mailOutbox.toAddress, email));
const DEVANAGARI = /[\u0900-\u097F]/;

async function pdfText(pdf: Buffer): Promise<string> {
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(pdf)), { mergePages: true });
  return text;
}

describe("e-mails in the recipient's saved language", () => {
  it("a password reset goes out in Hindi to a Hindi account, whatever the requesting page's language", async () => {
    const hindi = await buildUser(t, { interfaceLanguage: "hi" });
    const english = await buildUser(t, { interfaceLanguage: "en" });
    for (const user of [hindi, english]) {
      const res = await t.app.inject({
        method: "POST",
        url: "/api/auth/forgot-password",
        payload: { email: user.email },
        headers: { "accept-language": user === hindi ? "en-IN" : "hi-IN" },
      });
      expect(res.statusCode).toBe(200);
    }
    await runJobs();
    const [hi] = await mailsTo(hindi.email);
    expect(hi?.subject).toBe("अपना CaptionKaro पासवर्ड दोबारा सेट करें");
    expect(hi?.textBody).toContain("नया पासवर्ड चुनने के लिए यह लिंक खोलें");
    expect(hi?.textBody).toContain("/reset-password?token=");
    const [en] = await mailsTo(english.email);
    expect(en?.subject).toBe("Reset your CaptionKaro password");
  });

  it("without a saved setting, the sign-up page's language words the welcome", async () => {
    const email = uniqueEmail("hindi-signup");
    const res = await t.app.inject({
      method: "POST",
      url: "/api/auth/register",
      payload: { email, password: "secret-pass", name: "Priya Nair", isAtLeast13: true, acceptTerms: true },
      headers: { cookie: "ck_lang=hi" },
    });
    expect(res.statusCode).toBe(201);
    await runJobs();
    const [welcome] = await mailsTo(email);
    expect(welcome?.subject).toBe("CaptionKaro में आपका स्वागत है");
    expect(welcome?.textBody).toContain("नमस्ते Priya,");
  });

  it("the payment confirmation and its attached invoice are in Hindi for a Hindi buyer", async () => {
    const buyer = await buildUser(t, { interfaceLanguage: "hi", firstName: "Meera" });
    await buyBusinessPass(t, buyer);
    await runJobs();
    const [mail] = (await mailsTo(buyer.email)).filter((m) => m.kind === "payment-confirmation");
    if (!mail) throw new Error("no confirmation e-mail");
    expect(mail.subject).toMatch(/^पेमेंट मिल गया: .+ \(इनवॉइस SBX\/.+\)$/);
    expect(mail.textBody).toContain("सैंडबॉक्स पेमेंट");
    expect(mail.textBody).toMatch(/यह \d+ [^\s]+ \d{4} से \d+ [^\s]+ \d{4} तक चलेगा/);
    const [attachment] = await findOutboxAttachments(db(), mail.id);
    const text = await pdfText(attachment?.content ?? Buffer.alloc(0));
    expect(text).toMatch(DEVANAGARI);
    expect(text).toContain("GSTIN");
    expect(text).toContain("Place of supply");
  });

  it("a post published and a post that failed: the author's language", async () => {
    const author = await buildUser(t, { interfaceLanguage: "hi", firstName: "Asha" });
    const [post] = await db()
      .insert(posts)
      .values({
        userId: author.id,
        workspaceId: author.id,
        title: "सुबह की चाय",
        caption: "",
        contentItemIds: [],
        language: "hindi",
      })
      .returning();
    if (!post) throw new Error("no post");
    await sendPublishOutcomeMail(t.deps, { postId: post.id, outcome: "failed", code: "plan", reason: "Plan" });
    await db()
      .update(posts)
      .set({ postedAt: new Date("2026-12-01T13:00:00Z") })
      .where(eq(posts.id, post.id));
    await sendPublishOutcomeMail(t.deps, { postId: post.id, outcome: "posted" });
    const mails = await mailsTo(author.email);
    const failed = mails.find((m) => m.kind === "instagram-publish-failed");
    expect(failed?.subject).toBe("पब्लिश नहीं हुई: सुबह की चाय");
    expect(failed?.textBody).toContain("अपने-आप पब्लिश करने के लिए प्रो या बिज़नेस प्लान चाहिए");
    const published = mails.find((m) => m.kind === "instagram-published");
    expect(published?.subject).toBe("आपकी पोस्ट चली गई: सुबह की चाय");
    expect(published?.textBody).toContain("1 दिस॰ 2026, शाम 6:30 बजे Instagram पर पब्लिश हो गई");
  });

  it("a team invitation: the invitee's own setting, else the inviter's page language", async () => {
    const owner = await buildUser(t);
    await buyBusinessPass(t, owner);
    const as = await injectAs(t, owner);
    const created = await as({ method: "POST", url: "/api/teams", payload: { name: "Chai Corner" } });
    expect(created.statusCode, created.body).toBe(201);
    const newcomer = uniqueEmail("newcomer");
    const englishUser = await buildUser(t, { interfaceLanguage: "en" });
    for (const email of [newcomer, englishUser.email]) {
      const invited = await as({
        method: "POST",
        url: "/api/team/invitations",
        payload: { email, role: "creator" },
        headers: { "accept-language": "hi-IN,hi;q=0.9" },
      });
      expect(invited.statusCode, invited.body).toBe(201);
    }
    const [hi] = await mailsTo(newcomer);
    expect(hi?.subject).toBe("Asha Verma ने आपको CaptionKaro पर Chai Corner में बुलाया है");
    expect(hi?.textBody).toContain('"Chai Corner" टीम में क्रिएटर के तौर पर जुड़ने के लिए बुलाया है');
    const [en] = await mailsTo(englishUser.email);
    expect(en?.subject).toBe("Asha Verma invited you to Chai Corner on CaptionKaro");
    expect(en?.textBody).toContain("as a creator.");
  });
});

describe("the invoice PDF in Hindi", () => {
  it("labels the invoice in Hindi with the GST terms beside it, in an embedded Devanagari font", async () => {
    const buyer = await buildUser(t, { interfaceLanguage: "hi" });
    await buyBusinessPass(t, buyer);
    const [order] = await db().select().from(paymentOrders).where(eq(paymentOrders.userId, buyer.id));
    const [invoice] = await db()
      .select()
      .from(invoices)
      .where(eq(invoices.orderId, order?.id ?? ""));
    if (!invoice) throw new Error("no invoice");
    const hindi = await renderInvoicePdf(invoice, { language: "hi" });
    expect(hindi.toString("latin1")).toContain("NotoSansDevanagari");
    const text = await pdfText(hindi);
    for (const term of ["Tax Invoice", "GSTIN", "SAC", "Taxable value", "Place of supply", invoice.number]) {
      if (!invoice.sandbox || term !== "Tax Invoice") expect(text).toContain(term);
    }
    expect(text).toMatch(DEVANAGARI);
    const english = await pdfText(await renderInvoicePdf(invoice));
    expect(english).not.toMatch(DEVANAGARI);
  });

  it("the download follows the reader's language", async () => {
    const buyer = await buildUser(t, { interfaceLanguage: "hi" });
    await buyBusinessPass(t, buyer);
    const [order] = await db().select().from(paymentOrders).where(eq(paymentOrders.userId, buyer.id));
    const [invoice] = await db()
      .select()
      .from(invoices)
      .where(and(eq(invoices.orderId, order?.id ?? ""), eq(invoices.kind, "invoice")));
    const as = await injectAs(t, buyer);
    const res = await as({ url: `/api/billing/invoices/${invoice?.id}/pdf` });
    expect(res.statusCode, res.body).toBe(200);
    expect(await pdfText(res.rawPayload)).toMatch(DEVANAGARI);
  });
});

describe("a stored reason, worded for each reader", () => {
  it("an Instagram account's reconnect reason: Hindi to a Hindi reader, English to an English one", async () => {
    const user = await buildUser(t, { interfaceLanguage: "hi" });
    await db()
      .insert(instagramAccounts)
      .values({
        workspaceId: user.id,
        userId: user.id,
        provider: "sandbox",
        igUserId: `ig-${user.id}`,
        username: "chai.corner",
        tokenCiphertext: "x",
        tokenExpiresAt: new Date(Date.now() + 86_400_000),
        tokenRefreshedAt: new Date(),
        needsReconnectAt: new Date(),
        reconnectReason: "reasons.instagram.loginExpired",
      });
    const as = await injectAs(t, user);
    const hindi = await as({ url: "/api/instagram/account" });
    expect(hindi.json().account.reconnectReason).toBe("Instagram के मुताबिक लॉग इन एक्सपायर हो गया है या हटा दिया गया है।");
    await db().update(instagramAccounts).set({ reconnectReason: null }).where(eq(instagramAccounts.userId, user.id));
    await as({ method: "PATCH", url: "/api/account", payload: { interfaceLanguage: "en" } });
    await db()
      .update(instagramAccounts)
      .set({ reconnectReason: "reasons.instagram.loginExpired" })
      .where(eq(instagramAccounts.userId, user.id));
    const english = await as({ url: "/api/instagram/account" });
    expect(english.json().account.reconnectReason).toBe("Instagram says the login has expired or was removed.");
    // A row stored before the reasons were keys keeps its English words.
    await db()
      .update(instagramAccounts)
      .set({ reconnectReason: "Instagram says the login has expired or was removed." })
      .where(eq(instagramAccounts.userId, user.id));
    expect((await as({ url: "/api/instagram/account" })).json().account.reconnectReason).toBe(
      "Instagram says the login has expired or was removed.",
    );
  });

  it("a failed upload's reason: stored as a message, worded for the reader; an old English row as it was", async () => {
    const hindi = await buildUser(t, { interfaceLanguage: "hi" });
    const english = await buildUser(t, { interfaceLanguage: "en" });
    const failedItem = async (userId: string, failureReason: string) => {
      const [row] = await db()
        .insert(contentItems)
        .values({
          userId,
          workspaceId: userId,
          fileName: "a.jpg",
          originalName: "a.jpg",
          fileType: "image",
          mimeType: "image/jpeg",
          declaredSize: 10,
          status: "failed",
          failureReason,
          objectKey: `users/${userId}/a-${Math.random()}.jpg`,
          uploadExpiresAt: new Date(Date.now() + 3_600_000),
        })
        .returning();
      return row?.id ?? "";
    };
    const complete = async (user: { id: string }, id: string) =>
      (await injectAs(t, user))({
        method: "PUT",
        url: `/api/content/${id}/upload-complete`,
        payload: { objectURL: "http://localhost/x" },
      });
    const stored = storeMessage({ key: "errors.library.empty" });
    const inHindi = await complete(hindi, await failedItem(hindi.id, stored));
    expect(inHindi.statusCode).toBe(409);
    expect(inHindi.json().error.message).toBe("फ़ाइल खाली है।");
    const inEnglish = await complete(english, await failedItem(english.id, stored));
    expect(inEnglish.json().error.message).toBe("The file is empty.");
    const old = await complete(hindi, await failedItem(hindi.id, "The file is empty."));
    expect(old.json().error.message).toBe("The file is empty.");
  });
});
