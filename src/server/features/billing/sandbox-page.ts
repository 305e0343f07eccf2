import type { Product } from "#contract/billing.ts";
import type { PaymentOrderRow } from "./billing.queries.ts";
import { formatRupees } from "./invoice-figures.ts";

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] ?? c);

/**
 * The sandbox provider's payment page: what is being bought, for how much, and two buttons
 * that post to the app (no script, so it works before any JavaScript and under the CSP).
 */
export function sandboxPage(input: {
  order: PaymentOrderRow;
  product: Product;
  productName: string;
  styleNonce: string | undefined;
}): string {
  const { order, product } = input;
  const amount = `₹${formatRupees(order.amountPaise)}`;
  const action = (outcome: "pay" | "fail") => `/api/payments/sandbox/${encodeURIComponent(order.id)}/${outcome}`;
  const isOpen = order.status === "created" || order.status === "failed";
  return `<!doctype html>
<html lang="en-IN">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
<title>Sandbox payment · ${escapeHtml(input.productName)}</title>
<style${input.styleNonce ? ` nonce="${escapeHtml(input.styleNonce)}"` : ""}>
body{font-family:system-ui,sans-serif;margin:0;background:#f4f4f5;color:#18181b}
main{max-width:26rem;margin:3rem auto;box-sizing:border-box;padding:1.5rem;background:#fff;border-radius:12px;box-shadow:0 1px 4px #0002}
h1{font-size:1.25rem;margin:0 0 .25rem}
.note{font-size:.875rem;color:#52525b}
.amount{font-size:2rem;font-weight:700;margin:1rem 0}
form{display:inline}
button{font:inherit;font-weight:600;border:0;border-radius:8px;padding:.75rem 1.25rem;margin:.25rem .5rem .25rem 0;cursor:pointer;min-height:44px}
@media (max-width:28rem){main{margin:1rem}}
.pay{background:#15803d;color:#fff}.fail{background:#e4e4e7;color:#18181b}
</style>
</head>
<body>
<main>
<h1>Sandbox payment</h1>
<p class="note">No money moves here: this test checkout stands in for PhonePe and cards until a payment provider is configured.</p>
<p>${escapeHtml(product.name)} · 30 days</p>
<p class="amount">${amount}</p>
<p class="note">Order ${escapeHtml(order.id)}</p>
${
  isOpen
    ? `<form method="post" action="${action("pay")}"><button class="pay" type="submit">Pay ${amount}</button></form>
<form method="post" action="${action("fail")}"><button class="fail" type="submit">Fail</button></form>`
    : `<p>This payment is ${escapeHtml(order.status)}.</p><p><a href="/subscribe">Back to Subscribe</a></p>`
}
</main>
</body>
</html>`;
}
