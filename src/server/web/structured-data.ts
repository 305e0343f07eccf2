import { brandText, type FaqItem, hindiFaq, landingFaq } from "../../contract/faq.ts";
import type { PublicConfig } from "../../contract/public-config.ts";

const faqPage = (items: readonly FaqItem[], brand: PublicConfig, lang: string) => ({
  "@context": "https://schema.org",
  "@type": "FAQPage",
  inLanguage: lang,
  mainEntity: items.map((item) => ({
    "@type": "Question",
    name: brandText(item.question, brand),
    acceptedAnswer: { "@type": "Answer", text: brandText(item.answer, brand) },
  })),
});

/** schema.org data for a page (FAQPage on the landing pages), or nothing. */
export function structuredDataFor(routePath: string, brand: PublicConfig): object[] {
  if (routePath === "/") return [faqPage(landingFaq, brand, "en-IN")];
  if (routePath === "/hi") return [faqPage(hindiFaq, brand, "hi-IN")];
  return [];
}
