import { Heart, Languages, ShieldCheck } from "lucide-react";
import { Link } from "wouter";
import { hasRoute } from "../components/marketing/has-route.ts";
import { Button } from "../components/ui/button.tsx";
import { useT } from "../i18n/i18n.tsx";
import { publicConfig } from "../lib/public-config.ts";

const principles = [
  { icon: Languages, key: "script" },
  { icon: ShieldCheck, key: "honest" },
  { icon: Heart, key: "yours" },
] as const;

/** About (spec §2 Other pages): who we are, with links to /subscribe and /contact. */
export default function AboutPage() {
  const { productName } = publicConfig();
  const t = useT();
  return (
    <div className="mx-auto max-w-4xl px-4 py-12 sm:py-16">
      <h1 className="text-3xl font-bold sm:text-4xl">{t("site.about.title", { product: productName })}</h1>
      <div className="mt-6 space-y-4 text-lg leading-relaxed text-slate-800">
        <p>{t("site.about.p1")}</p>
        <p>{t("site.about.p2", { product: productName })}</p>
        <p>{t("site.about.p3")}</p>
      </div>

      <h2 className="mt-12 text-2xl font-bold">{t("site.about.careTitle")}</h2>
      <ul className="mt-6 grid gap-6 md:grid-cols-3">
        {principles.map(({ icon: Icon, key }) => (
          <li key={key} className="rounded-xl border border-slate-200 p-6">
            <Icon aria-hidden="true" className="h-7 w-7 text-brand-700" />
            <h3 className="mt-3 font-semibold">{t(`site.about.${key}Title`)}</h3>
            <p className="mt-2 text-slate-700">{t(`site.about.${key}Text`)}</p>
          </li>
        ))}
      </ul>

      <section aria-labelledby="about-cta" className="mt-12 rounded-2xl bg-brand-50 p-8">
        <h2 id="about-cta" className="text-2xl font-bold">
          {t("site.about.ctaTitle")}
        </h2>
        <p className="mt-2 text-slate-700">{t("site.about.ctaText")}</p>
        <div className="mt-6 flex flex-wrap gap-3">
          {hasRoute("/subscribe") && (
            <Button asChild>
              <Link href="/subscribe">{t("site.about.seePlans")}</Link>
            </Button>
          )}
          <Button asChild variant="outline">
            <Link href="/contact">{t("site.contact.title")}</Link>
          </Button>
        </div>
      </section>
    </div>
  );
}
