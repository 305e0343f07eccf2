import { findBlogArticle } from "#contract/blog.ts";
import { brandText, type FaqItem, landingFaq } from "#contract/faq.ts";
import { hindiFaq } from "#contract/faq-hi.ts";
import type { PublicConfig } from "#contract/public-config.ts";

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

/** schema.org data for a page (FAQPage on the landing pages, BlogPosting on articles), or nothing. */
export function structuredDataFor(routePath: string, pathname: string, brand: PublicConfig): object[] {
  if (routePath === "/") return [faqPage(landingFaq, brand, "en-IN")];
  if (routePath === "/hi") return [faqPage(hindiFaq, brand, "hi-IN")];
  if (routePath === "/blog/:slug") {
    const article = findBlogArticle(pathname.replace(/\/+$/, "").split("/")[2] ?? "");
    if (!article) return [];
    return [
      {
        "@context": "https://schema.org",
        "@type": "BlogPosting",
        headline: article.title,
        description: article.excerpt,
        datePublished: article.publishDate,
        inLanguage: "en-IN",
        keywords: article.tags.join(", "),
        author: { "@type": "Organization", name: brandText(article.author, brand) },
        publisher: { "@type": "Organization", name: brand.productName },
      },
    ];
  }
  return [];
}
