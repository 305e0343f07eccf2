import { Link } from "wouter";
import { Button } from "../components/ui/button.tsx";
import { useT } from "../i18n/i18n.tsx";

/** For developers, in development builds only (not an interface text: never in a build a visitor sees). */
const DEVELOPER_HINT = "Did you forget to add the page to the router?";

/** Any unknown path. The router hint is for developers and shows only in development builds. */
export default function NotFoundPage() {
  const t = useT();
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      <p className="text-6xl font-bold text-brand-700">404</p>
      <h1 className="mt-4 text-3xl font-bold">{t("site.notFound.title")}</h1>
      <p className="mt-3 text-slate-600">{t("site.notFound.text")}</p>
      {import.meta.env.DEV && <p className="mt-2 text-sm text-slate-500">{DEVELOPER_HINT}</p>}
      <Button asChild className="mt-8">
        <Link href="/">{t("site.notFound.home")}</Link>
      </Button>
    </section>
  );
}
