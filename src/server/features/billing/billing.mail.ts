import type { MailMessage } from "../../adapters/mail/index.ts";
import type { Config } from "../../config.ts";
import { formatRupees } from "./invoice-figures.ts";

const istDate = new Intl.DateTimeFormat("en-IN", { timeZone: "Asia/Kolkata", dateStyle: "long" });

/** The e-mail after a payment: what was bought, until when, the invoice number and where to get the PDF. */
export function paymentConfirmationMail(
  config: Config,
  input: {
    to: string;
    name: string;
    product: string;
    amountPaise: number;
    invoiceNumber: string;
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
      `Thank you: we received ₹${formatRupees(input.amountPaise)} (GST included) for ${input.product}.`,
      ...(input.window
        ? [
            `It runs from ${istDate.format(input.window.startsAt)} to ${istDate.format(input.window.endsAt)}; it does not renew by itself.`,
          ]
        : []),
      "",
      `Your GST invoice ${input.invoiceNumber} can be downloaded as a PDF from the Subscribe page:`,
      `${config.publicUrl}/subscribe`,
      "",
      `— ${product}`,
    ].join("\n"),
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
    subject: `Your ${input.plan} plan ends on ${istDate.format(input.endsAt)}`,
    text: [
      `Hello ${input.name},`,
      "",
      `Your ${input.plan} pass ends on ${istDate.format(input.endsAt)}. After that your account returns to the free plan: your files stay, but uploads beyond the free storage and saves beyond the free limit are refused.`,
      "",
      "To keep your plan, buy another 30-day pass:",
      `${config.publicUrl}/subscribe`,
      "",
      `— ${config.brand.name}`,
    ].join("\n"),
  };
}
