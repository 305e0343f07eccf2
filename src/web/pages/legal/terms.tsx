import { LegalPage } from "../../components/marketing/legal-page.tsx";
import { termsOfService } from "../../content/legal/terms.ts";

export default function TermsOfServicePage() {
  return <LegalPage text={termsOfService} />;
}
