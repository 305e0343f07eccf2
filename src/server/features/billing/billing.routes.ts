import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { createPaymentRequestSchema, razorpayVerifyRequestSchema, transactionIdSchema } from "#contract/billing.ts";
import type { Deps } from "#server/deps.ts";
import { notFound, validate } from "#server/errors.ts";
import { securityHeaders } from "#server/plugins/security-headers.ts";
import {
  getPaymentStatus,
  getSandboxOrder,
  receiveWebhook,
  returnUrlOf,
  settleSandboxPayment,
  startPayment,
  verifyCardPayment,
} from "./billing.checkout.ts";
import { PAYMENT_NOT_FOUND } from "./billing.errors.ts";
import { getBillingSummary, readBillingSummary } from "./billing.grants.ts";
import { getInvoicePdf } from "./billing.invoices.ts";
import { invoiceFileName } from "./billing.mail.ts";
import { sandboxPage } from "./sandbox-page.ts";

const transactionParams = z.object({ transactionId: transactionIdSchema });
const invoiceParams = z.object({ id: z.uuid() });
const sandboxOutcome = z.object({ transactionId: transactionIdSchema, outcome: z.enum(["pay", "fail"]) });

/** Checkout, payment status, webhooks, the sandbox page and invoices (spec §7, issue 16). */
export async function billingRoutes(app: FastifyInstance, deps: Deps) {
  app.post("/api/phonepe/create-payment", { config: { access: "user" } }, async (request) => {
    const user = request.user;
    return startPayment(deps, user, validate(createPaymentRequestSchema, request.body));
  });

  app.get("/api/phonepe/status/:transactionId", { config: { access: "user" } }, async (request, reply) => {
    const user = request.user;
    const params = transactionParams.safeParse(request.params);
    if (!params.success) throw notFound(PAYMENT_NOT_FOUND);
    reply.header("cache-control", "no-store");
    return getPaymentStatus(deps, user, params.data.transactionId);
  });

  app.post("/api/razorpay/verify", { config: { access: "user" } }, async (request) => {
    const user = request.user;
    return verifyCardPayment(deps, user, validate(razorpayVerifyRequestSchema, request.body));
  });

  // Plans come only from verified payments (decisions.md, "Payments"): this re-reads the
  // user's plan and grants nothing.
  app.post("/api/upgrade-subscription", { config: { access: "user" } }, async (request) => {
    const user = request.user;
    const summary = await getBillingSummary(deps, user);
    return { success: true, subscriptionStatus: summary.plan, planEndsAt: summary.planEndsAt };
  });

  app.get("/api/billing", { config: { access: "user" } }, async (request, reply) => {
    const user = request.user;
    reply.header("cache-control", "no-store");
    return readBillingSummary(deps, user);
  });

  app.get("/api/billing/invoices/:id/pdf", { config: { access: "user" } }, async (request, reply) => {
    const user = request.user;
    const params = invoiceParams.safeParse(request.params);
    if (!params.success) throw notFound("Invoice not found.");
    const { number, pdf } = await getInvoicePdf(deps, user, params.data.id);
    return reply
      .header("cache-control", "no-store")
      .header("content-type", "application/pdf")
      .header("content-disposition", `attachment; filename="${invoiceFileName(number)}"`)
      .send(pdf);
  });

  // Providers' webhooks: server to server, no cookie, the signature over the raw body is the
  // only authority, so the cross-site check is off and the body is kept as bytes.
  await app.register(async (scope) => {
    scope.addContentTypeParser(
      "application/json",
      { parseAs: "buffer", bodyLimit: 64 * 1024 },
      (_request, body, done) => done(null, body),
    );
    for (const provider of ["phonepe", "razorpay"] as const) {
      scope.post(
        `/api/webhooks/${provider}`,
        { config: { access: "anonymous", allowCrossSite: true } },
        async (request) => {
          const rawBody = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
          await receiveWebhook(deps, provider, { headers: request.headers, rawBody });
          return { success: true };
        },
      );
    }
  });

  // The sandbox provider's own payment page (decision 503) and its two buttons.
  const security = securityHeaders(deps.config);
  app.get("/payments/sandbox/:transactionId", { config: { access: "user" } }, async (request, reply) => {
    const user = request.user;
    const params = transactionParams.safeParse(request.params);
    if (!params.success) throw notFound(PAYMENT_NOT_FOUND);
    const { order, product } = await getSandboxOrder(deps, user, params.data.transactionId);
    return reply
      .header("cache-control", "no-store")
      .type("text/html; charset=utf-8")
      .send(
        sandboxPage({ order, product, productName: deps.config.brand.name, styleNonce: security.styleNonce(reply) }),
      );
  });

  await app.register(async (scope) => {
    scope.addContentTypeParser(
      "application/x-www-form-urlencoded",
      { parseAs: "string", bodyLimit: 1024 },
      (_request, body, done) => done(null, body),
    );
    scope.post(
      "/api/payments/sandbox/:transactionId/:outcome",
      { config: { access: "user" } },
      async (request, reply) => {
        const user = request.user;
        const params = sandboxOutcome.safeParse(request.params);
        if (!params.success) throw notFound(PAYMENT_NOT_FOUND);
        const order = await settleSandboxPayment(deps, user, params.data.transactionId, params.data.outcome);
        // Like a provider: back to the return address whatever happened; the page asks the status.
        return reply.header("cache-control", "no-store").redirect(returnUrlOf(order), 303);
      },
    );
  });
}
