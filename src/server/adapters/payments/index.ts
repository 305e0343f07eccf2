import type { PaymentMethod } from "#contract/billing.ts";
import type { Config } from "#server/config.ts";
import { createPhonePeProvider } from "./phonepe.ts";
import { createRazorpayProvider } from "./razorpay.ts";
import { createSandboxProvider, type SandboxPaymentProvider } from "./sandbox.ts";
import type { PaymentProvider, ProviderName } from "./types.ts";

export * from "./types.ts";

/** The providers the configuration names, by payment method and by name. */
export interface Payments {
  /** Who takes a method (UPI through PhonePe, cards through Razorpay); undefined when it is off. */
  forMethod(method: PaymentMethod): PaymentProvider | undefined;
  byName(name: ProviderName): PaymentProvider | undefined;
  /** The sandbox, when it is on: its payment page settles orders through it. */
  readonly sandbox: SandboxPaymentProvider | undefined;
}

/**
 * PhonePe for the PhonePe tab and Razorpay for cards when configured; the sandbox stands in
 * for either when it is on (the default outside production), otherwise that method is off.
 */
export function createPayments(config: Config, options: { fetch?: typeof fetch } = {}): Payments {
  const sandbox = config.payments.sandbox ? createSandboxProvider(config.publicUrl) : undefined;
  const { phonepe, razorpay } = config.payments;
  const providers: Partial<Record<ProviderName, PaymentProvider>> = {
    sandbox,
    phonepe: phonepe ? createPhonePeProvider(phonepe, options.fetch) : undefined,
    razorpay: razorpay ? createRazorpayProvider(razorpay, options.fetch) : undefined,
  };
  const byMethod: Record<PaymentMethod, PaymentProvider | undefined> = {
    phonepe: providers.phonepe ?? sandbox,
    card: providers.razorpay ?? sandbox,
  };
  return {
    forMethod: (method) => byMethod[method],
    byName: (name) => providers[name],
    sandbox,
  };
}
