import type { LegalText } from "./types.ts";

export const refundPolicy: LegalText = {
  title: "Refund Policy",
  lastUpdated: "2026-11-27",
  intro:
    "We want you to pay only for something that works for you. This policy explains when you can get your money back for a {product} pass or storage add-on, and how long it takes. Refunds are made by {company}.",
  blocks: [
    { h2: "1. When you can get a refund" },
    {
      ul: [
        "Starter and Pro passes and storage add-ons: a full refund if you ask within 7 days of payment.",
        "Business passes: a full refund if you ask within 14 days of payment.",
        "Duplicate payments, or money taken without a pass being granted: always refunded in full.",
        "If we discontinue a paid feature during your pass, we refund the unused part of the pass.",
        "Upgrades: a refund of an upgrade returns what you paid for it, and the pass whose unused days were credited towards it runs again until its original end. That earlier pass cannot be refunded on its own once its days were credited.",
      ],
    },
    {
      p: "After these periods, passes are not refundable, because each pass is a one-time payment for 30 days that never renews on its own. We may refuse refunds where the service was clearly abused, for example repeated buy-and-refund cycles.",
    },
    { h2: "2. How to ask" },
    {
      p: "Write to {supportEmail} from the e-mail address of your account, with the transaction ID or invoice number and, if you like, the reason. You can also use the contact form and choose “Billing and payments”.",
    },
    { h2: "3. What happens next" },
    {
      ul: [
        "We review your request within 1–2 business days and tell you the outcome.",
        "Once approved, we send the refund to the original payment method within 5–7 business days.",
        "The pass or add-on ends when the refund is approved and your account returns to the free plan. You get a GST credit note for the refund in your Account settings.",
        "Your Account settings show whether the refund is on its way, done, or delayed; if the provider cannot complete it, we try again.",
      ],
    },
    { h2: "4. When the money reaches you" },
    { p: "After we send the refund, your bank or provider takes a little longer to show it:" },
    {
      ul: [
        "Credit and debit cards: 5–10 business days.",
        "UPI and bank transfers: 3–5 business days.",
        "Wallets: 24–48 hours.",
      ],
    },
    { h2: "5. Disputes" },
    {
      p: "If you believe a charge is wrong, contact us within 60 days of the payment. We answer disputes within 5 business days. You keep any right to raise the matter with your bank or payment provider.",
    },
  ],
};
