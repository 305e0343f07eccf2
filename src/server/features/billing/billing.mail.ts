import { formatIstLongDate } from "#contract/dates.ts";
import type { MailMessage } from "#server/adapters/mail/index.ts";
import type { Config } from "#server/config.ts";
import type { PaymentOrderRow, RefundRow } from "./billing.queries.ts";
import { formatRupees } from "./invoice-figures.ts";

/** An invoice's PDF file name: its number with "/" made "-" (CK/26-27/00001 → CK-26-27-00001.pdf). */
export const invoiceFileName = (number: string) => `${number.replaceAll("/", "-")}.pdf`;

/** The e-mail after a payment: what was bought, until when, the invoice number and where to get the PDF. */
export function paymentConfirmationMail(
  config: Config,
  input: {
    to: string;
    name: string;
    product: string;
    amountPaise: number;
    invoiceNumber: string;
    /** A sandbox payment: its document is not a tax invoice and no money was paid. */
    sandbox: boolean;
    /** An upgrade's credit, as printed on the invoice. */
    credit?: { paise: number; basis: string } | undefined;
    /** The invoice as a PDF, attached to the e-mail. */
    invoicePdf: Buffer;
    window: { startsAt: Date; endsAt: Date } | undefined;
  },
): MailMessage {
  const product = config.brand.name;
  return {
    kind: "payment-confirmation",
    to: input.to,
    subject: `Payment received: ${input.product} (invoice ${input.invoiceNumber})`,
    text: [
      `Hello ${input.name},`,
      "",
      input.sandbox
        ? `This was a sandbox payment of ₹${formatRupees(input.amountPaise)} for ${input.product}: no money was paid.`
        : `Thank you: we received ₹${formatRupees(input.amountPaise)} (GST included) for ${input.product}.`,
      ...(input.credit
        ? [`A credit of ₹${formatRupees(input.credit.paise)} for ${input.credit.basis} was taken off its price.`]
        : []),
      ...(input.window
        ? [
            `It runs from ${formatIstLongDate(input.window.startsAt)} to ${formatIstLongDate(input.window.endsAt)}; it does not renew by itself.`,
          ]
        : []),
      "",
      input.sandbox
        ? `Its sandbox document ${input.invoiceNumber} (not a tax invoice) is attached to this e-mail as a PDF. You can download it again at any time from your account:`
        : `Your GST invoice ${input.invoiceNumber} is attached to this e-mail as a PDF. You can download it again at any time from your account:`,
      `${config.publicUrl}/account`,
      "",
      `— ${product}`,
    ].join("\n"),
    attachments: [
      { filename: invoiceFileName(input.invoiceNumber), contentType: "application/pdf", content: input.invoicePdf },
    ],
  };
}

/** The reminder a few days before a pass ends. */
export function planEndingMail(
  config: Config,
  input: { to: string; name: string; plan: string; endsAt: Date },
): MailMessage {
  return {
    kind: "plan-ending",
    to: input.to,
    subject: `Your ${input.plan} plan ends on ${formatIstLongDate(input.endsAt)}`,
    text: [
      `Hello ${input.name},`,
      "",
      `Your ${input.plan} pass ends on ${formatIstLongDate(input.endsAt)}. After that your account returns to the free plan: your files stay, but uploads beyond the free storage and saves beyond the free limit are refused.`,
      "",
      "To keep your plan, buy another 30-day pass:",
      `${config.publicUrl}/subscribe`,
      "",
      `— ${config.brand.name}`,
    ].join("\n"),
  };
}

/** A complimentary pass an admin gave (decision 733): no payment, no invoice, and when it runs. */
export function complimentaryPassMail(
  config: Config,
  input: { to: string; name: string; plan: string; days: number; startsAt: Date; endsAt: Date; queued: boolean },
): MailMessage {
  const product = config.brand.name;
  const period = `${input.days} day${input.days === 1 ? "" : "s"}`;
  return {
    kind: "complimentary-pass",
    to: input.to,
    subject: `A gift from ${product}: ${period} of the ${input.plan} plan`,
    text: [
      `Hello ${input.name},`,
      "",
      `The ${product} team has given you ${period} of the ${input.plan} plan, free of charge: nothing was paid, so there is no invoice.`,
      input.queued
        ? `It starts on ${formatIstLongDate(input.startsAt)}, when the pass you have now ends, and runs until ${formatIstLongDate(input.endsAt)}.`
        : `It runs from today until ${formatIstLongDate(input.endsAt)}.`,
      "It does not renew by itself; afterwards your account returns to the plan you would otherwise have.",
      "",
      "Your passes and their dates are on your account page:",
      `${config.publicUrl}/account`,
      "",
      `— ${product}`,
    ].join("\n"),
  };
}

/** To the operator (SUPPORT_EMAIL): a refund the provider reported failed, and how to try it again. */
export function refundFailedMail(config: Config, input: { refund: RefundRow; order: PaymentOrderRow }): MailMessage {
  const { refund, order } = input;
  return {
    kind: "refund-failed",
    to: config.brand.supportEmail,
    subject: `Refund failed: ${refund.id} (₹${formatRupees(refund.amountPaise)} to ${order.buyerEmail})`,
    text: [
      `The ${order.provider} refund ${refund.id} of ₹${formatRupees(refund.amountPaise)} for payment ${order.id} (${order.productId}, ${order.buyerName} <${order.buyerEmail}>) failed: ${refund.errorCode ?? "no reason given"}.`,
      "",
      "The pass has ended and the credit note stands; the money has not gone back. To try again:",
      `npm run refund -- ${order.id}`,
      "",
      `— ${config.brand.name}`,
    ].join("\n"),
  };
}
