import type { FastifyInstance } from "fastify";
import { billingRoutes as declared } from "#contract/route-table.ts";
import type { Deps } from "#server/deps.ts";
import { replyLanguage } from "#server/plugins/errors.ts";
import { securityHeaders } from "#server/plugins/security-headers.ts";
import { serveRoute } from "#server/route.ts";
import {
  getPaymentStatus,
  getSandboxOrder,
  receiveWebhook,
  returnUrlOf,
  settleSandboxPayment,
  startPayment,
  verifyCardPayment,
} from "./billing.checkout.ts";
import { getBillingSummary, readBillingSummary } from "./billing.grants.ts";
import { getInvoicePdf } from "./billing.invoices.ts";
import { invoiceFileName } from "./billing.mail.ts";
import { sandboxPage } from "./sandbox-page.ts";

/** Checkout, payment status, webhooks, the sandbox page and invoices (spec §7, issue 16). */
export async function billingRoutes(app: FastifyInstance, deps: Deps) {
  serveRoute(app, declared.createPayment, async ({ body }, request) => startPayment(deps, request.user, body));

  serveRoute(app, declared.paymentStatus, async ({ params: { transactionId } }, request, reply) => {
    reply.header("cache-control", "no-store");
    return getPaymentStatus(deps, request.user, transactionId);
  });

  serveRoute(app, declared.verifyCard, async ({ body }, request) => verifyCardPayment(deps, request.user, body));

  // Plans come only from verified payments (decisions.md, "Payments"): this re-reads the
  // user's plan and grants nothing.
  serveRoute(app, declared.upgradeSubscription, async (_input, request) => {
    const user = request.user;
    const summary = await getBillingSummary(deps, user);
    return { success: true as const, subscriptionStatus: summary.plan, planEndsAt: summary.planEndsAt };
  });

  serveRoute(app, declared.summary, async (_input, request, reply) => {
    const user = request.user;
    reply.header("cache-control", "no-store");
    return readBillingSummary(deps, user);
  });

  serveRoute(app, declared.invoicePdf, async ({ params: { id } }, request, reply) => {
    const { number, pdf } = await getInvoicePdf(deps, request.user, id, replyLanguage(request));
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
    for (const [provider, declaration] of [
      ["phonepe", declared.phonepeWebhook],
      ["razorpay", declared.razorpayWebhook],
    ] as const) {
      serveRoute(
        scope,
        declaration,
        async (_input, request) => {
          const rawBody = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
          await receiveWebhook(deps, provider, { headers: request.headers, rawBody });
          return { success: true as const };
        },
        { allowCrossSite: true },
      );
    }
  });

  // The sandbox provider's own payment page (decision 503) and its two buttons.
  const security = securityHeaders(deps.config);
  serveRoute(app, declared.sandboxPage, async ({ params: { transactionId } }, request, reply) => {
    const { order, product } = await getSandboxOrder(deps, request.user, transactionId);
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
    serveRoute(scope, declared.sandboxSettle, async ({ params: { transactionId, outcome } }, request, reply) => {
      const order = await settleSandboxPayment(deps, request.user, transactionId, outcome);
      // Like a provider: back to the return address whatever happened; the page asks the status.
      return reply.header("cache-control", "no-store").redirect(returnUrlOf(order), 303);
    });
  });
}
