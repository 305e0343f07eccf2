import { LegalPage } from "../../components/marketing/legal-page.tsx";
import { paymentPolicy } from "../../content/legal/payment.ts";

export default function PaymentPolicyPage() {
  return <LegalPage text={paymentPolicy} />;
}
