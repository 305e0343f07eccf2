import { LegalPage } from "#web/components/marketing/legal-page.tsx";
import { termsSummary } from "#web/content/legal/hi/terms.ts";
import { termsOfService } from "#web/content/legal/terms.ts";

export default function TermsOfServicePage() {
  return <LegalPage text={termsOfService} summary={termsSummary} />;
}
