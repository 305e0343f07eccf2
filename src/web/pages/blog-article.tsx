import { ArrowLeft } from "lucide-react";
import { use, useEffect } from "react";
import { Link, useParams } from "wouter";
import { findBlogArticle } from "#contract/blog.ts";
import { fillIn } from "#contract/placeholders.ts";
import { Prose } from "../components/marketing/prose.tsx";
import { Button } from "../components/ui/button.tsx";
import { articleBodyLoaders } from "../content/blog-article-bodies.ts";
import type { Block } from "../content/blocks.ts";
import { formatLongDate } from "../lib/format.ts";
import { siteValues } from "../lib/site-values.ts";
import NotFoundPage from "./not-found.tsx";

/** Each article's text, loaded once per slug and kept (a promise `use()` may read again). */
const bodies = new Map<string, Promise<readonly Block[]>>();
function articleBody(slug: string, load: () => Promise<{ default: readonly Block[] }>): Promise<readonly Block[]> {
  let body = bodies.get(slug);
  if (!body) {
    body = load().then((module) => module.default);
    bodies.set(slug, body);
  }
  return body;
}

/**
 * One blog article at /blog/<slug>. Its text is its own chunk: the server waits for it while it
 * renders the page, and the browser keeps the server's HTML until it has loaded (the page's
 * Suspense boundary), so the first view is the same (decision 735).
 */
export default function BlogArticlePage() {
  const { slug = "" } = useParams<{ slug: string }>();
  const article = findBlogArticle(slug);
  const load = articleBodyLoaders[slug];
  const body = article && load ? use(articleBody(slug, load)) : undefined;
  const values = siteValues();

  useEffect(() => {
    if (article) document.title = `${article.title} — ${values.product} Blog`;
  }, [article, values.product]);

  if (!article || !body) return <NotFoundPage />;
  return (
    <article className="mx-auto max-w-3xl px-4 py-12 sm:py-16">
      <Link
        href="/blog"
        className="inline-flex items-center gap-1 text-sm font-semibold text-brand-700 hover:underline"
      >
        <ArrowLeft aria-hidden="true" className="h-4 w-4" /> All articles
      </Link>
      <p className="mt-6 text-sm font-semibold text-brand-700">{article.category}</p>
      <h1 className="mt-2 text-3xl font-bold sm:text-4xl">{article.title}</h1>
      <p className="mt-4 text-sm text-slate-600">
        {fillIn(article.author, { product: values.product ?? "" })} ·{" "}
        <time dateTime={article.publishDate}>{formatLongDate(article.publishDate)}</time> · {article.readMinutes} min
        read
      </p>
      <p className="mt-6 text-xl text-slate-700">{article.excerpt}</p>
      <div className="mt-8">
        <Prose blocks={body} values={values} />
      </div>
      <ul className="mt-10 flex flex-wrap gap-2" aria-label="Tags">
        {article.tags.map((tag) => (
          <li key={tag} className="rounded bg-slate-100 px-2.5 py-1 text-sm text-slate-700">
            {tag}
          </li>
        ))}
      </ul>
      <div className="mt-10 rounded-2xl bg-brand-50 p-6">
        <p className="font-semibold">More guides for creators</p>
        <Button asChild className="mt-4" variant="outline">
          <Link href="/blog">Back to the blog</Link>
        </Button>
      </div>
    </article>
  );
}
