import { afterAll, beforeAll, expect, it } from "vitest";
import { ADMIN_ACCESS_DENIED, adminMailListSchema } from "#contract/admin.ts";
import { buildUser, injectAs } from "#test/helpers/accounts.ts";
import { createTestApp, type TestApp } from "#test/helpers/app.ts";

const ADMIN_EMAIL = "postmaster@example.in";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { ADMIN_EMAILS: ADMIN_EMAIL } });
});
afterAll(() => t.close());

const RESET_LINK = "http://localhost:3000/reset-password?token=secret-token-abc";

it("shows the outbox to an admin only: 401 signed out, 403 to a creator, the messages to the admin", async () => {
  const sent = await t.deps.mailer.send({
    kind: "password-reset",
    to: "victim@example.in",
    subject: "<script>alert(1)</script>",
    text: `Open ${RESET_LINK} <b>now</b>`,
    headers: { "List-Unsubscribe": "<http://localhost:3000/api/newsletter/unsubscribe?token=x>" },
  });

  const anonymous = await t.app.inject("/api/admin/mail");
  expect(anonymous.statusCode).toBe(401);
  expect(anonymous.body).not.toContain("secret-token");

  const creator = await injectAs(t, await buildUser(t));
  const refused = await creator({ url: "/api/admin/mail" });
  expect(refused.statusCode).toBe(403);
  expect(refused.json().error).toEqual({ code: "forbidden", message: ADMIN_ACCESS_DENIED });
  expect(refused.body).not.toContain("secret-token");

  const admin = await injectAs(t, await buildUser(t, { email: ADMIN_EMAIL }));
  const res = await admin({ url: "/api/admin/mail" });
  expect(res.statusCode).toBe(200);
  expect(res.headers["cache-control"]).toBe("no-store");
  const body = adminMailListSchema.parse(res.json());
  expect(body.smtp).toBe(false);
  expect(body.messages.find((m) => m.id === sent.id)).toMatchObject({
    kind: "password-reset",
    to: "victim@example.in",
    subject: "<script>alert(1)</script>",
    text: `Open ${RESET_LINK} <b>now</b>`,
    headers: { "List-Unsubscribe": "<http://localhost:3000/api/newsletter/unsubscribe?token=x>" },
    sentAt: null,
  });
});

it("announces a kept message in the server's log with its links, for the operator", async () => {
  const sent = await t.deps.mailer.send({ kind: "test", to: "log@example.in", subject: "Hello", text: RESET_LINK });
  const line = t.logs.find((entry) => (entry.mail as { id?: string } | undefined)?.id === sent.id);
  expect(line).toMatchObject({ mail: { kind: "test", to: "log@example.in", links: [RESET_LINK] } });
  expect(String(line?.msg)).toMatch(/kept in the outbox, not sent \(no SMTP_URL\)/);
});

it("has no development mailbox in any mode", async () => {
  for (const NODE_ENV of ["production", "development", "test"]) {
    const app = await createTestApp({ env: { NODE_ENV } });
    try {
      await app.deps.mailer.send({ kind: "test", to: "a@example.in", subject: "s", text: RESET_LINK });
      for (const url of ["/api/dev/mailbox", "/dev/mailbox", "/dev/mailbox/00000000-0000-4000-8000-000000000000"]) {
        const res = await app.app.inject(url);
        // API paths: 404; page paths: the app's Page Not Found (503 when the web app is not built).
        if (url.startsWith("/api/")) expect(res.statusCode, `${NODE_ENV} ${url}`).toBe(404);
        else expect([404, 503], `${NODE_ENV} ${url}`).toContain(res.statusCode);
        expect(res.body).not.toContain("secret-token");
      }
    } finally {
      await app.close();
    }
  }
}, 120_000);
