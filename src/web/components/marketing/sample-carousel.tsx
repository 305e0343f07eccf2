import { Pause, Play } from "lucide-react";
import { useEffect, useState } from "react";
import { publicConfig } from "#web/lib/public-config.ts";
import { cn } from "#web/lib/utils.ts";
import { IndiaFlag } from "./india-flag.tsx";

/** One sample post (spec §3 "Demo sample post"): written for the page, not generated. */
export interface SamplePost {
  id: string;
  /** The language's name as shown on the page. */
  language: string;
  /** BCP 47 tag of the text, so screen readers and fonts pick the right language. */
  lang: string;
  heading: string;
  caption: string;
  hashtags: string[];
  image: { src: string; alt: string };
}

export interface CarouselLabels {
  region: string;
  pause: string;
  play: string;
  show: (index: number, sample: SamplePost) => string;
  slide: (index: number, total: number) => string;
}

export const englishCarouselLabels: CarouselLabels = {
  region: "Sample posts",
  pause: "Pause the sample posts",
  play: "Play the sample posts",
  show: (index, sample) => `Show sample ${index + 1}: ${sample.language}`,
  slide: (index, total) => `${index + 1} of ${total}`,
};

const prefersReducedMotion = () =>
  typeof window.matchMedia === "function" && window.matchMedia("(prefers-reduced-motion: reduce)").matches;

/**
 * Sample Instagram posts that change every `intervalMs` (WAI carousel pattern): pausable,
 * paused while hovered or focused, and still when the visitor prefers reduced motion. Only
 * the current sample is in the page, so a script's font is fetched only when it shows.
 */
export function SampleCarousel({
  samples,
  intervalMs,
  labels = englishCarouselLabels,
}: {
  samples: readonly SamplePost[];
  intervalMs: number;
  labels?: CarouselLabels;
}) {
  const [index, setIndex] = useState(0);
  const [isPlaying, setIsPlaying] = useState(true);
  const [isHeld, setIsHeld] = useState(false);
  const { hashtag } = publicConfig();

  // Read after the first render, so the server-rendered page and the browser's first render
  // agree (hydration); the first change is 3 s away, so nothing moves before this runs.
  useEffect(() => {
    if (prefersReducedMotion()) setIsPlaying(false);
  }, []);

  useEffect(() => {
    if (!isPlaying || isHeld || samples.length < 2) return;
    const timer = setInterval(() => setIndex((i) => (i + 1) % samples.length), intervalMs);
    return () => clearInterval(timer);
  }, [isPlaying, isHeld, intervalMs, samples.length]);

  const sample = samples[index] ?? samples[0];
  if (!sample) return null;
  const tags = [...sample.hashtags, hashtag].map((tag) => `#${tag}`).join(" ");

  return (
    <section
      aria-roledescription="carousel"
      aria-label={labels.region}
      className="mx-auto w-full max-w-sm"
      onMouseEnter={() => setIsHeld(true)}
      onMouseLeave={() => setIsHeld(false)}
      onFocus={() => setIsHeld(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setIsHeld(false);
      }}
    >
      <div aria-live={isPlaying && !isHeld ? "off" : "polite"}>
        <article
          key={sample.id}
          aria-roledescription="slide"
          aria-label={labels.slide(index, samples.length)}
          data-testid="sample-post"
          data-sample={sample.id}
          className="overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-xl"
        >
          <div className="flex items-center gap-2 px-4 py-3">
            <IndiaFlag />
            <span className="text-sm font-semibold text-slate-800">{sample.language}</span>
          </div>
          <img
            src={sample.image.src}
            alt={sample.image.alt}
            width={400}
            height={400}
            className="aspect-square w-full bg-slate-100"
            fetchPriority={index === 0 ? "high" : "auto"}
          />
          <div lang={sample.lang} className="h-52 overflow-hidden px-4 py-3">
            <p className="font-bold text-slate-900">{sample.heading}</p>
            <p className="mt-1 text-sm leading-relaxed text-slate-700">{sample.caption}</p>
            <p className="mt-2 text-sm text-brand-700">{tags}</p>
          </div>
        </article>
      </div>
      <div className="mt-3 flex items-center justify-center gap-1">
        <button
          type="button"
          onClick={() => setIsPlaying((playing) => !playing)}
          aria-label={isPlaying ? labels.pause : labels.play}
          className="inline-flex h-11 w-11 items-center justify-center rounded-full text-slate-700 hover:bg-slate-100"
        >
          {isPlaying ? (
            <Pause aria-hidden="true" className="h-4 w-4" />
          ) : (
            <Play aria-hidden="true" className="h-4 w-4" />
          )}
        </button>
        {samples.map((s, i) => (
          <button
            key={s.id}
            type="button"
            onClick={() => setIndex(i)}
            aria-label={labels.show(i, s)}
            aria-current={i === index ? "true" : undefined}
            className="inline-flex h-11 w-8 items-center justify-center"
          >
            <span
              aria-hidden="true"
              className={cn(
                "h-2.5 rounded-full transition-all",
                i === index ? "w-6 bg-brand-700" : "w-2.5 bg-slate-300",
              )}
            />
          </button>
        ))}
      </div>
    </section>
  );
}
