import { LegalPage } from "#web/components/marketing/legal-page.tsx";
import { privacySummary } from "#web/content/legal/hi/privacy.ts";
import { privacyPolicy } from "#web/content/legal/privacy.ts";

export default function PrivacyPolicyPage() {
  return <LegalPage text={privacyPolicy} summary={privacySummary} />;
}
