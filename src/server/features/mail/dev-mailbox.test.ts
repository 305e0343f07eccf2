import { afterAll, beforeAll, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../../test/helpers/app.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { DEV_MAILBOX: "true" } });
});
afterAll(() => t.close());

it("lists stored mail as JSON and as pages, with every text escaped and links clickable", async () => {
  const sent = await t.deps.mailer.send({
    kind: "test",
    to: "a@example.in",
    subject: "<script>alert(1)</script>",
    text: "Open http://localhost:3000/reset-password?token=abc <b>now</b>",
    headers: { "List-Unsubscribe": "<http://localhost:3000/api/newsletter/unsubscribe?token=x&y=<z>>" },
  });
  const json = await t.app.inject("/api/dev/mailbox");
  expect(json.json().messages[0]).toMatchObject({
    id: sent.id,
    subject: "<script>alert(1)</script>",
    to: "a@example.in",
    headers: { "List-Unsubscribe": "<http://localhost:3000/api/newsletter/unsubscribe?token=x&y=<z>>" },
  });

  const list = await t.app.inject("/dev/mailbox");
  expect(list.statusCode).toBe(200);
  expect(list.body).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
  expect(list.body).not.toContain("<script>alert");

  const one = await t.app.inject(`/dev/mailbox/${sent.id}`);
  expect(one.body).toContain('<a href="http://localhost:3000/reset-password?token=abc">');
  expect(one.body).toContain("&lt;b&gt;now&lt;/b&gt;");
  expect(one.body).toContain(
    "List-Unsubscribe: &lt;http://localhost:3000/api/newsletter/unsubscribe?token=x&amp;y=&lt;z&gt;&gt;",
  );
});

it("answers unknown or malformed message ids with 404 and 400", async () => {
  expect((await t.app.inject("/dev/mailbox/00000000-0000-4000-8000-000000000000")).statusCode).toBe(404);
  expect((await t.app.inject("/dev/mailbox/not-a-uuid")).statusCode).toBe(400);
});

it("is not there in production by default", async () => {
  const prod = await createTestApp({ env: { NODE_ENV: "production" } });
  try {
    expect((await prod.app.inject("/api/dev/mailbox")).statusCode).toBe(404);
    expect((await prod.app.inject("/dev/mailbox")).statusCode).not.toBe(200);
  } finally {
    await prod.close();
  }
});
