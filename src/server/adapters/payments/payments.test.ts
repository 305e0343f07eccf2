import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testConfig } from "#server/config.ts";
import { type FakePhonePe, type FakeRazorpay, startFakePhonePe, startFakeRazorpay } from "#test/fakes/payments.ts";
import { createProviderHttp } from "./http.ts";
import { createPayments } from "./index.ts";
import { createPhonePeProvider } from "./phonepe.ts";
import { createRazorpayProvider, verifyCheckoutSignature } from "./razorpay.ts";
import { type PaymentProvider, PaymentProviderError } from "./types.ts";

const order = (id: string, amountPaise = 49_900) => ({
  merchantOrderId: id,
  amountPaise,
  redirectUrl: "http://localhost:3000/subscribe?status=success&plan=pro",
  description: "Pro plan, 30 days",
});

const webhookRequest = (hook: { body: string; headers: Record<string, string> }) => ({
  headers: hook.headers,
  rawBody: Buffer.from(hook.body),
});

describe("PhonePe Standard Checkout v2 against the local fake", () => {
  let fake: FakePhonePe;
  let phonepe: PaymentProvider;
  beforeAll(async () => {
    fake = await startFakePhonePe();
    const config = testConfig(fake.env);
    if (!config.payments.phonepe) throw new Error("PhonePe settings not read");
    phonepe = createPhonePeProvider(config.payments.phonepe);
  });
  afterAll(() => fake.close());

  it("creates a payment, then reports PENDING, COMPLETED with the amount", async () => {
    const created = await phonepe.createPayment(order("CKpay1"));
    expect(created.paymentUrl).toMatch(/\/checkout-page\/OMO/);
    expect(created.providerOrderId).toMatch(/^OMO/);
    expect(await phonepe.getOrderStatus({ merchantOrderId: "CKpay1", providerOrderId: null })).toMatchObject({
      state: "PENDING",
    });
    fake.setState("CKpay1", "COMPLETED");
    expect(await phonepe.getOrderStatus({ merchantOrderId: "CKpay1", providerOrderId: null })).toMatchObject({
      state: "COMPLETED",
      amountPaise: 49_900,
    });
  });

  it("reports FAILED with PhonePe's error code", async () => {
    await phonepe.createPayment(order("CKpay2"));
    fake.setState("CKpay2", "FAILED", "PAYMENT_DECLINED");
    expect(await phonepe.getOrderStatus({ merchantOrderId: "CKpay2", providerOrderId: null })).toMatchObject({
      state: "FAILED",
      errorCode: "PAYMENT_DECLINED",
    });
  });

  it("caches the token, refreshes it before expiry, and on a 401 refreshes once and retries once", async () => {
    const own = await startFakePhonePe({ tokenTtlSeconds: 3600 });
    try {
      const config = testConfig(own.env);
      if (!config.payments.phonepe) throw new Error("PhonePe settings not read");
      const provider = createPhonePeProvider(config.payments.phonepe);
      await provider.createPayment(order("CKtok1"));
      await provider.getOrderStatus({ merchantOrderId: "CKtok1", providerOrderId: null });
      expect(own.tokenRequests).toBe(1);

      own.revokeTokens();
      expect((await provider.getOrderStatus({ merchantOrderId: "CKtok1", providerOrderId: null })).state).toBe(
        "PENDING",
      );
      expect(own.tokenRequests).toBe(2);
      expect(own.requests.filter((r) => r.status === 401)).toHaveLength(1);

      // A token within a minute of its expiry is replaced before it is used.
      own.setTokenTtl(30);
      own.revokeTokens();
      await provider.getOrderStatus({ merchantOrderId: "CKtok1", providerOrderId: null });
      const before = own.tokenRequests;
      await provider.getOrderStatus({ merchantOrderId: "CKtok1", providerOrderId: null });
      expect(own.tokenRequests).toBe(before + 1);
      expect(own.requests.filter((r) => r.status === 401)).toHaveLength(2);

      // A second 401 in a row is not retried again: the call fails.
      own.setTokenTtl(0);
      own.revokeTokens();
      await expect(provider.getOrderStatus({ merchantOrderId: "CKtok1", providerOrderId: null })).rejects.toThrow(
        /401/,
      );
    } finally {
      await own.close();
    }
  });

  it("refunds a completed order", async () => {
    await phonepe.createPayment(order("CKref1"));
    fake.setState("CKref1", "COMPLETED");
    const refund = await phonepe.refund({
      merchantOrderId: "CKref1",
      providerOrderId: null,
      refundId: "CKref1R",
      amountPaise: 49_900,
    });
    expect(refund.state).toBe("PENDING");
    expect(fake.refunds.get("CKref1R")).toMatchObject({ amount: 49_900, originalMerchantOrderId: "CKref1" });
  });

  it("accepts a webhook only with the SHA-256 Authorization of the configured username and password", async () => {
    await phonepe.createPayment(order("CKhook1"));
    const hook = fake.webhook("CKhook1", "checkout.order.completed");
    expect(phonepe.verifyWebhook(webhookRequest(hook))).toMatchObject({
      kind: "order.completed",
      merchantOrderId: "CKhook1",
      amountPaise: 49_900,
    });
    const forged = { ...hook, headers: { ...hook.headers, authorization: "0".repeat(64) } };
    expect(phonepe.verifyWebhook(webhookRequest(forged))).toBeUndefined();
    const missing = { ...hook, headers: { "content-type": "application/json" } };
    expect(phonepe.verifyWebhook(webhookRequest(missing))).toBeUndefined();
    const failed = fake.webhook("CKhook1", "checkout.order.failed");
    expect(phonepe.verifyWebhook(webhookRequest(failed))).toMatchObject({
      kind: "order.failed",
      errorCode: "PAYMENT_DECLINED",
    });
  });

  it("takes the Authorization header exactly as PhonePe sends it: lower-case hex, no prefix, no other case", async () => {
    await phonepe.createPayment(order("CKhook2"));
    const hook = fake.webhook("CKhook2", "checkout.order.completed");
    const digest = hook.headers.authorization;
    expect(digest).toMatch(/^[0-9a-f]{64}$/);
    const withHeader = (authorization: string) =>
      webhookRequest({ ...hook, headers: { ...hook.headers, authorization } });
    expect(phonepe.verifyWebhook(withHeader(digest))).toMatchObject({ merchantOrderId: "CKhook2" });
    for (const variant of [
      digest.toUpperCase(),
      `SHA256 ${digest}`,
      `sha256 ${digest}`,
      `SHA256 ${digest.toUpperCase()}`,
      ` ${digest}`,
      `${digest} `,
      `${digest}0`,
      digest.slice(1),
    ]) {
      expect(phonepe.verifyWebhook(withHeader(variant)), variant).toBeUndefined();
    }
  });

  it("a refused pay request is an error, not a payment", async () => {
    await expect(phonepe.createPayment(order("CKsmall", 50))).rejects.toThrow(/400/);
  });
});

describe("Razorpay against the local fake", () => {
  let fake: FakeRazorpay;
  let razorpay: PaymentProvider;
  beforeAll(async () => {
    fake = await startFakeRazorpay();
    const config = testConfig(fake.env);
    if (!config.payments.razorpay) throw new Error("Razorpay settings not read");
    razorpay = createRazorpayProvider(config.payments.razorpay);
  });
  afterAll(() => fake.close());

  it("creates an order for Checkout and follows it created → attempted (FAILED) → paid (COMPLETED)", async () => {
    const created = await razorpay.createPayment(order("CKrzp1"));
    const orderId = created.providerOrderId ?? "";
    expect(created.checkout).toEqual({ keyId: fake.keyId, orderId });
    expect((await razorpay.getOrderStatus({ merchantOrderId: "CKrzp1", providerOrderId: orderId })).state).toBe(
      "PENDING",
    );
    fake.fail(orderId);
    expect((await razorpay.getOrderStatus({ merchantOrderId: "CKrzp1", providerOrderId: orderId })).state).toBe(
      "FAILED",
    );
    fake.pay(orderId);
    expect(await razorpay.getOrderStatus({ merchantOrderId: "CKrzp1", providerOrderId: orderId })).toMatchObject({
      state: "COMPLETED",
      amountPaise: 49_900,
    });
    expect(
      (
        await razorpay.refund({
          merchantOrderId: "CKrzp1",
          providerOrderId: orderId,
          refundId: "CKrzp1R",
          amountPaise: 49_900,
        })
      ).state,
    ).toBe("COMPLETED");
  });

  it("verifies Checkout's signature over the stored order id, in constant time", async () => {
    const created = await razorpay.createPayment(order("CKrzp2"));
    const orderId = created.providerOrderId ?? "";
    const { checkout } = fake.pay(orderId);
    const input = {
      storedOrderId: orderId,
      paymentId: checkout.razorpay_payment_id,
      signature: checkout.razorpay_signature,
    };
    expect(razorpay.verifyCheckout?.(input)).toBe(true);
    expect(razorpay.verifyCheckout?.({ ...input, storedOrderId: "order_other" })).toBe(false);
    expect(razorpay.verifyCheckout?.({ ...input, signature: "f".repeat(64) })).toBe(false);
    expect(verifyCheckoutSignature("another-secret", input)).toBe(false);
  });

  it("accepts a webhook only with the HMAC of its raw body, and reads its event id", async () => {
    const created = await razorpay.createPayment(order("CKrzp3"));
    const { payment } = fake.pay(created.providerOrderId ?? "");
    const hook = fake.webhook("payment.captured", payment, "evt_one");
    expect(razorpay.verifyWebhook(webhookRequest(hook))).toMatchObject({
      eventId: "evt_one",
      kind: "order.completed",
      providerOrderId: created.providerOrderId,
      amountPaise: 49_900,
    });
    const reformatted = { ...hook, body: JSON.stringify(JSON.parse(hook.body), null, 2) };
    expect(razorpay.verifyWebhook(webhookRequest(reformatted))).toBeUndefined();
    const forged = { ...hook, headers: { ...hook.headers, "x-razorpay-signature": "a".repeat(64) } };
    expect(razorpay.verifyWebhook(webhookRequest(forged))).toBeUndefined();
    const noEventId = { ...hook, headers: { ...hook.headers, "x-razorpay-event-id": "" } };
    expect(razorpay.verifyWebhook(webhookRequest(noEventId))).toBeUndefined();
  });

  it("takes signatures exactly as Razorpay's SDK makes them: lower-case hex of the exact length", async () => {
    const created = await razorpay.createPayment(order("CKrzp5"));
    const orderId = created.providerOrderId ?? "";
    const { checkout, payment } = fake.pay(orderId);
    const input = {
      storedOrderId: orderId,
      paymentId: checkout.razorpay_payment_id,
      signature: checkout.razorpay_signature,
    };
    expect(input.signature).toMatch(/^[0-9a-f]{64}$/);
    expect(razorpay.verifyCheckout?.(input)).toBe(true);
    const hook = fake.webhook("payment.captured", payment, "evt_case");
    const signature = hook.headers["x-razorpay-signature"];
    expect(razorpay.verifyWebhook(webhookRequest(hook))).toMatchObject({ eventId: "evt_case" });
    // One letter upper-cased (the first a–f; a fixed prefix can be all digits, ~1 % of signatures).
    const letter = input.signature.search(/[a-f]/);
    for (const variant of [
      input.signature.toUpperCase(),
      `${input.signature.slice(0, letter)}${input.signature.charAt(letter).toUpperCase()}${input.signature.slice(letter + 1)}`,
      ` ${input.signature}`,
      `${input.signature}00`,
      input.signature.slice(2),
    ]) {
      expect(razorpay.verifyCheckout?.({ ...input, signature: variant }), variant).toBe(false);
    }
    for (const variant of [signature.toUpperCase(), `${signature} `, `sha256=${signature}`]) {
      const request = webhookRequest({ ...hook, headers: { ...hook.headers, "x-razorpay-signature": variant } });
      expect(razorpay.verifyWebhook(request), variant).toBeUndefined();
    }
  });

  it("a wrong key is Razorpay's error, not an order", async () => {
    const wrong = createRazorpayProvider({
      ...fake.env,
      keyId: fake.keyId,
      keySecret: "wrong",
      webhookSecret: "x",
      baseUrl: fake.env.RAZORPAY_BASE_URL,
    });
    await expect(wrong.createPayment(order("CKrzp4"))).rejects.toThrow(/Authentication failed/);
  });
});

describe("choosing providers by configuration", () => {
  it("uses the sandbox for both methods by default, and the configured providers when set", async () => {
    const sandboxOnly = createPayments(testConfig());
    expect(sandboxOnly.forMethod("phonepe")?.name).toBe("sandbox");
    expect(sandboxOnly.forMethod("card")?.name).toBe("sandbox");
    const phonepe = await startFakePhonePe();
    const razorpay = await startFakeRazorpay();
    try {
      const both = createPayments(testConfig({ ...phonepe.env, ...razorpay.env }));
      expect(both.forMethod("phonepe")?.name).toBe("phonepe");
      expect(both.forMethod("card")?.name).toBe("razorpay");
    } finally {
      await phonepe.close();
      await razorpay.close();
    }
    const production = createPayments(testConfig({ NODE_ENV: "production" }));
    expect(production.forMethod("phonepe")).toBeUndefined();
  });

  it("refuses half a provider's settings", () => {
    expect(() => testConfig({ PHONEPE_CLIENT_ID: "x" })).toThrow(/PHONEPE_CLIENT_SECRET/);
    expect(() => testConfig({ RAZORPAY_KEY_ID: "x", RAZORPAY_KEY_SECRET: "y" })).toThrow(/RAZORPAY_WEBHOOK_SECRET/);
  });
});

describe("the shared provider HTTP client", () => {
  it("turns a timeout, a closed port and an error answer into PaymentProviderError naming the provider", async () => {
    const { createServer } = await import("node:http");
    const held: import("node:http").ServerResponse[] = [];
    const server = createServer((request, response) => {
      if (request.url === "/slow") return void held.push(response);
      response.writeHead(502, { "content-type": "text/html" }).end("<html>bad gateway</html>");
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const base = `http://127.0.0.1:${(server.address() as import("node:net").AddressInfo).port}`;
    try {
      const http = createProviderHttp({ provider: "Acme", baseUrl: base, timeoutMs: 200 });
      const slow = http.call({ method: "GET", path: "/slow" });
      await expect(slow).rejects.toBeInstanceOf(PaymentProviderError);
      await expect(slow).rejects.toThrow("Acme /slow timed out after 200 ms");
      await expect(http.call({ method: "POST", path: "/x", body: { a: 1 } })).rejects.toThrow(
        expect.objectContaining({ name: "PaymentProviderError", status: 502, message: "Acme /x failed (502)" }),
      );
      const closed = createProviderHttp({ provider: "Acme", baseUrl: "http://127.0.0.1:9" });
      await expect(closed.call({ method: "GET", path: "/y" })).rejects.toThrow(/Acme \/y could not be reached/);
    } finally {
      for (const response of held) response.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });
});
