import { LegalPage } from "#web/components/marketing/legal-page.tsx";
import { refundPolicy } from "#web/content/legal/refund.ts";

export default function RefundPolicyPage() {
  return <LegalPage text={refundPolicy} />;
}
