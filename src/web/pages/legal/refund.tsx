import { LegalPage } from "../../components/marketing/legal-page.tsx";
import { refundPolicy } from "../../content/legal/refund.ts";

export default function RefundPolicyPage() {
  return <LegalPage text={refundPolicy} />;
}
