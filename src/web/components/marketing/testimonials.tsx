import { publicConfig } from "#web/lib/public-config.ts";

/** Real quotes from the configuration; nothing at all when none are configured. */
export function Testimonials({ title }: { title: string }) {
  const testimonials = publicConfig().testimonials ?? [];
  if (testimonials.length === 0) return null;
  return (
    <section aria-labelledby="testimonials" className="mx-auto max-w-6xl px-4 py-16">
      <h2 id="testimonials" className="text-2xl font-bold sm:text-3xl">
        {title}
      </h2>
      <ul className="mt-8 grid gap-6 md:grid-cols-3">
        {testimonials.map((t) => (
          <li key={t.name + t.quote} className="rounded-xl border border-slate-200 bg-white p-6">
            <figure>
              <blockquote className="text-slate-800">“{t.quote}”</blockquote>
              <figcaption className="mt-4 text-sm">
                <span className="font-semibold">{t.name}</span>
                {t.role && <span className="text-slate-600"> · {t.role}</span>}
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </section>
  );
}
