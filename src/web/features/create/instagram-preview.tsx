import { Bookmark, ChevronLeft, ChevronRight, Heart, MessageCircle, Send } from "lucide-react";
import { useRef, useState } from "react";
import { Avatar } from "#web/components/layout/avatar.tsx";
import { useT } from "#web/i18n/i18n.tsx";
import { cn } from "#web/lib/utils.ts";
import { hashtagRuns, truncateForFeed } from "./post-text.ts";

export interface PreviewImage {
  id: string;
  src: string;
  alt: string;
}

function TaggedText({ text }: { text: string }) {
  return (
    <>
      {hashtagRuns(text).map((run, i) =>
        run.isTag ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: runs of one text, in order, never reordered
          <span key={i} className="text-[#00376b]">
            {run.text}
          </span>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: as above
          <span key={i}>{run.text}</span>
        ),
      )}
    </>
  );
}

/** Up to 4 photos side by side: swipe (CSS scroll snapping), arrow buttons and dots. */
function Carousel({ images }: { images: PreviewImage[] }) {
  const t = useT();
  const track = useRef<HTMLDivElement>(null);
  const [index, setIndex] = useState(0);
  const count = images.length;

  const go = (to: number) => {
    const el = track.current;
    if (!el) return;
    const next = Math.max(0, Math.min(count - 1, to));
    // Scroll positions are negative in a right-to-left page; the preview box is always ltr.
    el.scrollTo({ left: next * el.clientWidth, behavior: "smooth" });
    setIndex(next);
  };

  return (
    <div className="relative bg-black">
      {/* biome-ignore lint/a11y/useSemanticElements: a carousel region, not a form group */}
      <div
        ref={track}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be focusable so arrow keys can scroll it, as a finger swipes it
        tabIndex={0}
        data-testid="preview-carousel"
        className="flex snap-x snap-mandatory overflow-x-auto [scrollbar-width:none]"
        onScroll={(event) => {
          const el = event.currentTarget;
          if (el.clientWidth > 0) setIndex(Math.round(el.scrollLeft / el.clientWidth));
        }}
        role="group"
        aria-roledescription="carousel"
        aria-label={t("create.preview.photos")}
      >
        {images.map((image, i) => (
          <img
            key={image.id}
            src={image.src}
            alt={count > 1 ? t("create.preview.photoOf", { alt: image.alt, number: i + 1, count }) : image.alt}
            className="aspect-square w-full shrink-0 snap-center object-cover"
            draggable={false}
          />
        ))}
      </div>
      {count > 1 && (
        <>
          <span className="absolute right-3 top-3 rounded-full bg-slate-900/75 px-2 py-0.5 text-xs font-semibold text-white">
            {index + 1}/{count}
          </span>
          {index > 0 && (
            <button
              type="button"
              onClick={() => go(index - 1)}
              aria-label={t("create.preview.previous")}
              className="absolute left-2 top-1/2 inline-flex h-9 w-9 -translate-y-1/2 items-center justify-center rounded-full bg-white/90 text-slate-900 shadow"
            >
              <ChevronLeft aria-hidden="true" className="h-5 w-5" />
            </button>
          )}
          {index < count - 1 && (
            <button
              type="button"
              onClick={() => go(index + 1)}
              aria-label={t("create.preview.next")}
              className="absolute right-2 top-1/2 inline-flex h-9 w-9 -translate-y-1/2 items-center justify-center rounded-full bg-white/90 text-slate-900 shadow"
            >
              <ChevronRight aria-hidden="true" className="h-5 w-5" />
            </button>
          )}
        </>
      )}
      {count > 1 && (
        <div className="absolute inset-x-0 -bottom-6 flex justify-center gap-1" data-testid="preview-dots">
          {images.map((image, i) => (
            <button
              key={image.id}
              type="button"
              onClick={() => go(i)}
              aria-label={t("create.preview.show", { number: i + 1, count })}
              aria-current={i === index ? "true" : undefined}
              className="inline-flex h-6 w-4 items-center justify-center"
            >
              <span className={cn("h-1.5 w-1.5 rounded-full", i === index ? "bg-[#0095f6]" : "bg-slate-300")} />
            </button>
          ))}
        </div>
      )}
    </div>
  );
}

/**
 * How the post will look in the Instagram feed, live as the user edits: profile header, the
 * photos as a carousel, and the text cut after two lines with '… more' like the app does.
 */
export function InstagramPreview({
  username,
  avatarUrl,
  images,
  text,
  lang,
  dir,
  timestampLabel,
}: {
  username: string;
  avatarUrl: string | null;
  images: PreviewImage[];
  text: string;
  lang: string;
  dir: "ltr" | "rtl";
  timestampLabel: string;
}) {
  const t = useT();
  // Expanded for one text only: edited text folds again, as a freshly loaded feed would.
  const [expandedFor, setExpandedFor] = useState<string | null>(null);
  const expanded = expandedFor === text;
  const { shown, truncated } = truncateForFeed(text);

  return (
    <article
      aria-label={t("create.preview.title")}
      data-testid="instagram-preview"
      dir="ltr"
      className="mx-auto w-full max-w-[470px] overflow-hidden rounded-lg border border-slate-300 bg-white text-sm text-slate-900"
    >
      <header className="flex items-center gap-3 px-3 py-2.5">
        <Avatar src={avatarUrl} name={username} className="h-8 w-8" />
        <span className="font-semibold" data-testid="preview-username">
          {username}
        </span>
      </header>
      {images.length > 0 ? (
        // A changed selection starts again at the first photo.
        <Carousel key={images.map((image) => image.id).join(",")} images={images} />
      ) : (
        <div className="flex aspect-square items-center justify-center bg-slate-100 px-6 text-center text-slate-600">
          {t("create.preview.selectPhotos")}
        </div>
      )}
      <div className={cn("px-3 pb-4", images.length > 1 ? "pt-8" : "pt-3")}>
        <div className="flex items-center gap-4 text-slate-900" aria-hidden="true">
          <Heart className="h-6 w-6" />
          <MessageCircle className="h-6 w-6" />
          <Send className="h-6 w-6" />
          <Bookmark className="ml-auto h-6 w-6" />
        </div>
        <p className="mt-2 font-semibold">{t("create.preview.firstLike")}</p>
        {text ? (
          <p
            className="mt-1 whitespace-pre-wrap break-words"
            lang={lang}
            dir={dir}
            data-testid="preview-text"
            data-expanded={expanded || !truncated}
          >
            <span className="font-semibold" dir="ltr">
              {username}
            </span>{" "}
            <TaggedText text={expanded || !truncated ? text : shown} />
            {truncated && !expanded && (
              <>
                {"… "}
                <button type="button" onClick={() => setExpandedFor(text)} className="text-slate-500">
                  {t("create.preview.more")}
                  <span className="sr-only">{t("create.preview.moreHidden")}</span>
                </button>
              </>
            )}
          </p>
        ) : (
          <p className="mt-1 text-slate-500">{t("create.preview.empty")}</p>
        )}
        <p className="mt-2 text-[11px] uppercase tracking-wide text-slate-500">{timestampLabel}</p>
      </div>
    </article>
  );
}
