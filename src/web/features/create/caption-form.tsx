import type { ReactNode, RefObject } from "react";
import { ALT_TEXT_MAX_CHARS, CAPTION_MAX_CHARS } from "#contract/captions.ts";
import { LOCALE_OF } from "#contract/i18n/languages.ts";
import { POST_ALT_TEXT_MAX_CHARS, POST_DESCRIPTION_MAX_CHARS, POST_TITLE_MAX_CHARS } from "#contract/posts.ts";
import { Input } from "#web/components/ui/input.tsx";
import { Label } from "#web/components/ui/label.tsx";
import { Textarea } from "#web/components/ui/textarea.tsx";
import { useI18n } from "#web/i18n/i18n.tsx";
import { cn } from "#web/lib/utils.ts";
import { HashtagEditor } from "./hashtag-editor.tsx";
import { charCount, type textDirection } from "./post-text.ts";
import type { Fields } from "./use-generation.ts";

function Counter({ count, max, id, soft }: { count: number; max: number; id: string; soft?: boolean }) {
  const { t } = useI18n();
  const over = count > max;
  return (
    <p
      id={id}
      className={cn("text-xs tabular-nums", over ? "font-semibold text-red-700" : "text-slate-600")}
      aria-live="polite"
    >
      {t("create.post.count", { count, max })}
      {over && t(soft ? "create.post.shorterBetter" : "create.post.tooLong")}
    </p>
  );
}

/** A labelled control with its character count below it (the count's id is `<id>-count`). */
function Counted({
  id,
  label,
  count,
  max,
  soft,
  children,
}: {
  id: string;
  label: string;
  count: number;
  max: number;
  soft?: boolean;
  children: ReactNode;
}) {
  const lang = LOCALE_OF[useI18n().language];
  return (
    <div className="space-y-1.5">
      <Label htmlFor={id} lang={lang}>
        {label}
      </Label>
      {children}
      <div lang={lang}>
        <Counter id={`${id}-count`} count={count} max={max} {...(soft ? { soft } : {})} />
      </div>
    </div>
  );
}

/**
 * The post's heading, caption, hashtags, description and alt text, each with its count; read-only
 * while the model writes, in the language and direction the post is written in.
 */
export function CaptionForm({
  fields,
  onChange,
  direction,
  busy,
  headingError,
  onHeadingFilled,
  headingRef,
}: {
  fields: Fields;
  onChange: (next: Fields) => void;
  direction: ReturnType<typeof textDirection>;
  busy: boolean;
  headingError: string | null;
  onHeadingFilled: () => void;
  headingRef: RefObject<HTMLInputElement | null>;
}) {
  const { t, language } = useI18n();
  // The fields are in the post's language; the words around them in the interface's.
  const lang = LOCALE_OF[language];
  return (
    <div className="mt-4 space-y-4" lang={direction.lang}>
      <div className="space-y-1.5">
        <Label htmlFor="post-heading" lang={lang}>
          {t("create.post.heading")}
        </Label>
        <Input
          ref={headingRef}
          id="post-heading"
          dir={direction.dir}
          value={fields.heading}
          maxLength={POST_TITLE_MAX_CHARS}
          readOnly={busy}
          aria-invalid={headingError ? true : undefined}
          aria-describedby={headingError ? "post-heading-error" : "post-heading-count"}
          onChange={(event) => {
            onChange({ ...fields, heading: event.target.value });
            if (event.target.value.trim()) onHeadingFilled();
          }}
        />
        <div className="flex justify-between gap-2" lang={lang}>
          {headingError ? (
            <p id="post-heading-error" className="text-sm text-red-700">
              {headingError}
            </p>
          ) : (
            <span />
          )}
          <Counter id="post-heading-count" count={charCount(fields.heading)} max={POST_TITLE_MAX_CHARS} />
        </div>
      </div>
      <Counted
        id="post-caption"
        label={t("create.post.caption")}
        count={charCount(fields.caption)}
        max={CAPTION_MAX_CHARS}
      >
        <Textarea
          id="post-caption"
          dir={direction.dir}
          rows={6}
          value={fields.caption}
          readOnly={busy}
          aria-describedby="post-caption-count"
          onChange={(event) => onChange({ ...fields, caption: event.target.value })}
        />
      </Counted>
      <div lang={lang}>
        <HashtagEditor state={fields.hashtags} onChange={(hashtags) => onChange({ ...fields, hashtags })} />
      </div>
      <Counted
        id="post-description"
        label={t("create.post.description")}
        count={charCount(fields.description)}
        max={POST_DESCRIPTION_MAX_CHARS}
      >
        <Textarea
          id="post-description"
          dir={direction.dir}
          rows={4}
          value={fields.description}
          readOnly={busy}
          aria-describedby="post-description-count"
          onChange={(event) => onChange({ ...fields, description: event.target.value })}
        />
      </Counted>
      <Counted
        id="post-alt"
        label={t("create.post.altText")}
        count={charCount(fields.altText)}
        max={ALT_TEXT_MAX_CHARS - 1}
        soft
      >
        <Input
          id="post-alt"
          dir={direction.dir}
          value={fields.altText}
          maxLength={POST_ALT_TEXT_MAX_CHARS}
          readOnly={busy}
          aria-describedby="post-alt-count"
          onChange={(event) => onChange({ ...fields, altText: event.target.value })}
        />
      </Counted>
    </div>
  );
}
