import type { LegalText } from "./types.ts";

export const paymentPolicy: LegalText = {
  title: "Payment Policy",
  lastUpdated: "2026-11-27",
  intro:
    "How paying for {product} works. In short: every plan is a 30-day pass that you pay for once, GST included, and nothing renews or charges you automatically.",
  blocks: [
    { h2: "1. Prices" },
    {
      ul: [
        "Starter: ₹99 for 30 days (50 AI generations, unlimited saved posts, 1 GB storage).",
        "Pro: ₹499 for 30 days (unlimited generations with fair use of 500 per day, 10 GB storage).",
        "Business: ₹999 for 30 days (unlimited generations with fair use of 2,000 per day, 25 GB storage).",
        "Storage add-ons for 30 days: +5 GB ₹999, +10 GB ₹1,499, +25 GB ₹2,999, +50 GB ₹3,999.",
      ],
    },
    {
      p: "All prices are in Indian rupees and include 18% GST. We give at least 30 days' notice before changing a price; a change never affects a pass you have already bought.",
    },
    { h2: "2. How passes work" },
    {
      ul: [
        "A pass starts when your payment is confirmed and ends 30 days later. You then return to the free plan.",
        "There is no subscription, mandate or saved card: we never charge you again without you choosing to pay, so there are no renewal reminders, retries or suspensions for failed renewals.",
        "Buying the same plan again while a pass is active extends its end date by 30 days.",
        "Moving to a higher plan (Starter to Pro or Business, Pro to Business) takes effect as soon as your payment is confirmed, and the new plan's 30 days start then. The running pass's unused whole days are credited at the price you paid for that pass (a ₹499 Pro pass is worth ₹16.63 a day) and taken off the new plan's price; that pass then ends. The credit, the days it is for and the amount left to pay are shown before you pay, and the credit is printed on your invoice. You always pay at least ₹1, the payment providers' minimum.",
        "The credit is worked out when you start the payment. If that pass was already used for another upgrade, or refunded, before your payment is confirmed, the payment buys the days it is worth at the new plan's price instead of 30.",
        "Moving to a lower plan, or buying the same plan again, gets no credit: it costs the full price and starts when your current pass ends. Storage add-ons always cost the full price and run 30 days from payment.",
      ],
    },
    { h2: "3. Ways to pay" },
    {
      ul: [
        "PhonePe: UPI and the other methods PhonePe offers, on PhonePe's secure payment page.",
        "Cards: credit and debit cards through Razorpay Checkout.",
      ],
    },
    {
      p: "Payments are processed by these providers; we never see or store your full card number, CVV or UPI PIN. Your plan is granted only after the provider confirms the payment to our server, so closing the payment page early cannot cost you a pass you paid for: if money was debited and your plan did not change within an hour, contact us with the transaction ID.",
    },
    { h2: "4. Invoices" },
    {
      p: "Every payment gets a GST tax invoice showing the taxable value and the 18% GST included in the price: IGST when you are in a different state or union territory from us, CGST and SGST (9% each) when you are in the same one. We ask for your state at checkout (a GSTIN, if you give one, decides instead) and remember it for next time. The invoice is attached as a PDF to the e-mail confirming your payment and can be downloaded at any time from your Account settings. A refund gets a credit note the same way.",
    },
    { h2: "5. Failed or pending payments" },
    {
      p: "If a payment fails, nothing changes in your account and you can try again. If money was debited for a failed payment, the provider usually reverses it automatically; if it does not arrive within 7 business days, contact us and we will refund it.",
    },
    { h2: "6. Refunds and disputes" },
    {
      p: "Refunds are described in our Refund Policy. Raise any dispute about a charge within 60 days of the payment; we answer within 5 business days.",
    },
  ],
};
