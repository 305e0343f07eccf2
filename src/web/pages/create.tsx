import { useT } from "#web/i18n/i18n.tsx";
import { CreatePost } from "../features/create/create-post.tsx";

/** /create (spec §2): the Create Post screen on its own page. */
export default function CreatePage() {
  const t = useT();
  return (
    <section className="mx-auto max-w-6xl space-y-6 px-4 py-8">
      <div>
        <h1 className="text-2xl font-bold sm:text-3xl">{t("create.page.title")}</h1>
        <p className="mt-1 text-slate-600">{t("create.page.lead")}</p>
      </div>
      <CreatePost />
    </section>
  );
}
