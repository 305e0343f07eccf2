import { LegalPage } from "#web/components/marketing/legal-page.tsx";
import { paymentSummary } from "#web/content/legal/hi/payment.ts";
import { paymentPolicy } from "#web/content/legal/payment.ts";

export default function PaymentPolicyPage() {
  return <LegalPage text={paymentPolicy} summary={paymentSummary} />;
}
