import { ArrowRight, CheckCircle2, Info } from "lucide-react";
import { useState } from "react";
import { Link, useSearch } from "wouter";
import { type BlogArticleMeta, blogArticles } from "#contract/blog.ts";
import type { NewsletterLinkStatus } from "#contract/newsletter.ts";
import { fillIn } from "#contract/placeholders.ts";
import { hasRoute } from "../components/marketing/has-route.ts";
import { NewsletterBox } from "../components/marketing/newsletter-box.tsx";
import { Button } from "../components/ui/button.tsx";
import { formatLongDate } from "../lib/format.ts";
import { publicConfig } from "../lib/public-config.ts";
import { cn } from "../lib/utils.ts";

const ALL = "All Posts";
const categories = [ALL, ...new Set(blogArticles.map((article) => article.category))];

const popularTopics = [
  "Captions",
  "Hashtags",
  "Hindi",
  "Hinglish",
  "Regional languages",
  "Alt text",
  "Posting time",
  "Festivals",
  "Small business",
  "Hooks",
];

const linkStatusText: Record<NewsletterLinkStatus, string> = {
  confirmed: "Your subscription is confirmed. Thank you! You'll get an e-mail when we publish a new article.",
  unsubscribed: "You have been unsubscribed. You won't get any more newsletter e-mails from us.",
  invalid: "This link is not valid or has expired. Subscribe again below to get a new one.",
};

function ArticleMeta({ article }: { article: BlogArticleMeta }) {
  const author = fillIn(article.author, { product: publicConfig().productName });
  return (
    <p className="text-sm text-slate-600">
      {author} · <time dateTime={article.publishDate}>{formatLongDate(article.publishDate)}</time>
    </p>
  );
}

function Badge({ children }: { children: string }) {
  return (
    <span className="rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-semibold text-brand-800">{children}</span>
  );
}

/** The blog (spec §2 Other pages): filtering badges, featured post, grid, newsletter, topics. */
export default function BlogPage() {
  const [filter, setFilter] = useState<{ kind: "category" | "topic"; value: string }>({ kind: "category", value: ALL });
  const search = new URLSearchParams(useSearch());
  const linkStatus = search.get("newsletter") as NewsletterLinkStatus | null;
  const { productName } = publicConfig();
  const shown = blogArticles.filter((article) =>
    filter.kind === "topic"
      ? article.tags.includes(filter.value)
      : filter.value === ALL || article.category === filter.value,
  );
  const [featured, ...rest] = shown;

  return (
    <div className="mx-auto max-w-6xl px-4 py-12 sm:py-16">
      {linkStatus && linkStatus in linkStatusText && (
        <div
          role="status"
          className={cn(
            "mb-8 flex items-start gap-3 rounded-xl border p-4",
            linkStatus === "invalid" ? "border-amber-300 bg-amber-50" : "border-green-300 bg-green-50",
          )}
        >
          {linkStatus === "invalid" ? (
            <Info aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-amber-800" />
          ) : (
            <CheckCircle2 aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-green-800" />
          )}
          <p>{linkStatusText[linkStatus]}</p>
        </div>
      )}
      <h1 className="text-3xl font-bold sm:text-4xl">{productName} Blog</h1>
      <p className="mt-3 max-w-2xl text-lg text-slate-700">
        Practical guides for Indian creators and small businesses: captions in your language, hashtags that still work,
        alt text, posting times and festival content.
      </p>

      <fieldset className="mt-8">
        <legend className="sr-only">Filter articles by category</legend>
        <div className="flex flex-wrap gap-2">
          {categories.map((category) => {
            const isActive = filter.kind === "category" && filter.value === category;
            return (
              <button
                key={category}
                type="button"
                aria-pressed={isActive}
                onClick={() => setFilter({ kind: "category", value: category })}
                className={cn(
                  "rounded-full border px-4 py-2 text-sm font-semibold",
                  isActive
                    ? "border-brand-700 bg-brand-700 text-white"
                    : "border-slate-300 bg-white text-slate-800 hover:bg-slate-100",
                )}
              >
                {category}
              </button>
            );
          })}
        </div>
      </fieldset>
      {filter.kind === "topic" && (
        <p className="mt-4 text-slate-700">
          Articles about <strong>{filter.value}</strong>.{" "}
          <button
            type="button"
            className="font-semibold text-brand-700 underline"
            onClick={() => setFilter({ kind: "category", value: ALL })}
          >
            Show all posts
          </button>
        </p>
      )}

      <section aria-label="Articles" aria-live="polite" className="mt-8">
        {featured && (
          <article
            data-testid="featured-post"
            className="grid gap-4 rounded-2xl border border-slate-200 bg-gradient-to-br from-brand-50 to-white p-6 sm:p-8"
          >
            <div className="flex flex-wrap items-center gap-2 text-sm">
              <span className="font-semibold text-brand-700">Featured</span>
              <Badge>{featured.category}</Badge>
              <span className="text-slate-600">{featured.readMinutes} min read</span>
            </div>
            <h2 className="text-2xl font-bold sm:text-3xl">{featured.title}</h2>
            <p className="text-lg text-slate-700">{featured.excerpt}</p>
            <ArticleMeta article={featured} />
            <div>
              <Button asChild>
                <Link href={`/blog/${featured.slug}`} aria-label={`Read Full Article: ${featured.title}`}>
                  Read Full Article <ArrowRight aria-hidden="true" className="h-4 w-4" />
                </Link>
              </Button>
            </div>
          </article>
        )}
        <ul className="mt-8 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {rest.map((article) => (
            <li
              key={article.slug}
              data-testid="post-card"
              className="flex flex-col rounded-xl border border-slate-200 p-6"
            >
              <div className="flex items-center justify-between gap-2 text-sm">
                <Badge>{article.category}</Badge>
                <span className="text-slate-600">{article.readMinutes} min read</span>
              </div>
              <h2 className="mt-3 text-lg font-bold">
                <Link href={`/blog/${article.slug}`} className="hover:text-brand-700 hover:underline">
                  {article.title}
                </Link>
              </h2>
              <p className="mt-2 line-clamp-3 text-slate-700">{article.excerpt}</p>
              <p className="mt-3 flex flex-wrap gap-1.5 text-xs">
                {article.tags.slice(0, 2).map((tag) => (
                  <span key={tag} className="rounded bg-slate-100 px-2 py-0.5 text-slate-700">
                    {tag}
                  </span>
                ))}
                {article.tags.length > 2 && (
                  <span className="px-1 py-0.5 text-slate-600">+{article.tags.length - 2} more</span>
                )}
              </p>
              <div className="mt-auto pt-4">
                <ArticleMeta article={article} />
              </div>
            </li>
          ))}
        </ul>
        {shown.length === 0 && <p className="text-slate-700">No articles in this category yet.</p>}
      </section>

      <div className="mt-16 grid gap-8 lg:grid-cols-[2fr_1fr]">
        <NewsletterBox />
        <section aria-labelledby="topics">
          <h2 id="topics" className="text-xl font-bold">
            Popular Topics
          </h2>
          <ul className="mt-4 flex flex-wrap gap-2">
            {popularTopics.map((topic) => (
              <li key={topic}>
                <button
                  type="button"
                  aria-pressed={filter.kind === "topic" && filter.value === topic}
                  onClick={() => {
                    setFilter({ kind: "topic", value: topic });
                    window.scrollTo({ top: 0 });
                  }}
                  className="rounded-full border border-slate-300 px-3 py-1.5 text-sm hover:bg-slate-100"
                >
                  {topic}
                </button>
              </li>
            ))}
          </ul>
        </section>
      </div>

      <section aria-labelledby="blog-cta" className="mt-16 rounded-2xl border border-slate-200 p-8 text-center">
        <h2 id="blog-cta" className="text-2xl font-bold">
          Put these tips to work
        </h2>
        <p className="mx-auto mt-2 max-w-xl text-slate-700">
          {productName} writes captions, hashtags and alt text in 12 Indian languages from your photo.
        </p>
        <div className="mt-6 flex flex-wrap justify-center gap-3">
          {hasRoute("/subscribe") && (
            <Button asChild>
              <Link href="/subscribe">See plans</Link>
            </Button>
          )}
          <Button asChild variant="outline">
            <Link href="/about">About {productName}</Link>
          </Button>
        </div>
      </section>
    </div>
  );
}
