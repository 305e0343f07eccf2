import { LegalPage } from "#web/components/marketing/legal-page.tsx";
import { termsOfService } from "#web/content/legal/terms.ts";

export default function TermsOfServicePage() {
  return <LegalPage text={termsOfService} />;
}
