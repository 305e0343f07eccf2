import { type InterfaceLanguage, LOCALE_OF } from "#contract/i18n/languages.ts";
import { formatIstLongDateIn } from "#contract/local-dates.ts";
import type { MailMessage } from "#server/adapters/mail/index.ts";
import type { Config } from "#server/config.ts";
import { translator } from "#server/i18n.ts";
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
    /** The buyer's interface language (decision 807). */
    language?: InterfaceLanguage;
  },
): MailMessage {
  const language = input.language ?? "en";
  const t = translator(language);
  const date = (moment: Date) => formatIstLongDateIn(LOCALE_OF[language], moment);
  const product = config.brand.name;
  const amount = formatRupees(input.amountPaise);
  const number = input.invoiceNumber;
  return {
    kind: "payment-confirmation",
    to: input.to,
    subject: t("mail.payment.subject", { product: input.product, number }),
    text: [
      input.name ? t("mail.hello", { name: input.name }) : t("mail.helloThere"),
      "",
      input.sandbox
        ? t("mail.payment.sandbox", { amount, product: input.product })
        : t("mail.payment.received", { amount, product: input.product }),
      ...(input.credit
        ? [t("mail.payment.credit", { amount: formatRupees(input.credit.paise), basis: input.credit.basis })]
        : []),
      ...(input.window
        ? [t("mail.payment.window", { from: date(input.window.startsAt), to: date(input.window.endsAt) })]
        : []),
      "",
      input.sandbox ? t("mail.payment.sandboxDocument", { number }) : t("mail.payment.invoice", { number }),
      `${config.publicUrl}/account`,
      "",
      t("mail.signature", { product }),
    ].join("\n"),
    attachments: [
      { filename: invoiceFileName(input.invoiceNumber), contentType: "application/pdf", content: input.invoicePdf },
    ],
  };
}

/** The reminder a few days before a pass ends, in the buyer's language. */
export function planEndingMail(
  config: Config,
  input: { to: string; name: string | null; plan: string; endsAt: Date; language?: InterfaceLanguage },
): MailMessage {
  const language = input.language ?? "en";
  const t = translator(language);
  const date = formatIstLongDateIn(LOCALE_OF[language], input.endsAt);
  return {
    kind: "plan-ending",
    to: input.to,
    subject: t("mail.planEnding.subject", { plan: input.plan, date }),
    text: [
      input.name ? t("mail.hello", { name: input.name }) : t("mail.helloThere"),
      "",
      t("mail.planEnding.body", { plan: input.plan, date }),
      "",
      t("mail.planEnding.buy"),
      `${config.publicUrl}/subscribe`,
      "",
      t("mail.signature", { product: config.brand.name }),
    ].join("\n"),
  };
}

/** A complimentary pass an admin gave (decision 733): no payment, no invoice, and when it runs. */
export function complimentaryPassMail(
  config: Config,
  input: {
    to: string;
    name: string | null;
    plan: string;
    days: number;
    startsAt: Date;
    endsAt: Date;
    queued: boolean;
    language?: InterfaceLanguage;
  },
): MailMessage {
  const language = input.language ?? "en";
  const t = translator(language);
  const date = (moment: Date) => formatIstLongDateIn(LOCALE_OF[language], moment);
  const product = config.brand.name;
  return {
    kind: "complimentary-pass",
    to: input.to,
    subject: t("mail.gift.subject", { product, days: input.days, plan: input.plan }),
    text: [
      input.name ? t("mail.hello", { name: input.name }) : t("mail.helloThere"),
      "",
      t("mail.gift.given", { product, days: input.days, plan: input.plan }),
      input.queued
        ? t("mail.gift.queued", { from: date(input.startsAt), to: date(input.endsAt) })
        : t("mail.gift.now", { to: date(input.endsAt) }),
      t("mail.gift.noRenew"),
      "",
      t("mail.gift.passes"),
      `${config.publicUrl}/account`,
      "",
      t("mail.signature", { product }),
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
