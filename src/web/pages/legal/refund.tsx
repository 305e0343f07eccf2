import { LegalPage } from "#web/components/marketing/legal-page.tsx";
import { refundSummary } from "#web/content/legal/hi/refund.ts";
import { refundPolicy } from "#web/content/legal/refund.ts";

export default function RefundPolicyPage() {
  return <LegalPage text={refundPolicy} summary={refundSummary} />;
}
