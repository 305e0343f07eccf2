import { LegalPage } from "../../components/marketing/legal-page.tsx";
import { privacyPolicy } from "../../content/legal/privacy.ts";

export default function PrivacyPolicyPage() {
  return <LegalPage text={privacyPolicy} />;
}
