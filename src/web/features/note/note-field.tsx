import { MessageSquarePlus, RefreshCw } from "lucide-react";
import type { Ref } from "react";
import { NOTE_COUNT_FROM, NOTE_MAX_CHARS } from "#contract/note-values.ts";
import { Button } from "#web/components/ui/button.tsx";
import { Input } from "#web/components/ui/input.tsx";
import { Label } from "#web/components/ui/label.tsx";
import { useI18n, useT } from "#web/i18n/i18n.tsx";
import { cn } from "#web/lib/utils.ts";

const DEVANAGARI = /[\u0900-\u097F]/;
/** The hint's examples in the interface language (a dish, a Hindi line, a festival, an offer; issue 26). */
const EXAMPLE_KEYS = ["note.example1", "note.example2", "note.example3", "note.example4"] as const;

/** An example in the hint, marked Hindi when it is written in Devanagari (screen readers switch voice). */
function Example({ text }: { text: string }) {
  return (
    <>
      “<span lang={DEVANAGARI.test(text) ? "hi" : undefined}>{text}</span>”
    </>
  );
}

/**
 * The creator's note (issue 26, decision 740), shared by Create Post and the landing page's
 * demo: one optional line with a real label, a hint with examples, at most NOTE_MAX_CHARS
 * characters with a live count near the limit, and the server's message for it inline. While
 * the last result asked for a note, the field is highlighted and offers Regenerate.
 */
export function NoteField({
  id,
  value,
  onChange,
  error,
  disabled,
  inputRef,
  asking,
  onRegenerate,
  regenerating,
  withScriptExamples = true,
  onReach,
}: {
  id: string;
  value: string;
  onChange: (value: string) => void;
  /** The server's message about the note, shown under it. */
  error?: string | null | undefined;
  disabled?: boolean | undefined;
  inputRef?: Ref<HTMLInputElement> | undefined;
  /** The last result asked for a note: the field is highlighted and Regenerate is offered. */
  asking?: boolean | undefined;
  onRegenerate?: (() => void) | undefined;
  regenerating?: boolean | undefined;
  /**
   * Shows the examples in other scripts (Devanagari). The landing page's demo leaves them out
   * until the visitor reaches for the field (`onReach`), so its first view fetches only the
   * Latin font (decision 101).
   */
  withScriptExamples?: boolean | undefined;
  /** The visitor points at or focuses the field. */
  onReach?: (() => void) | undefined;
}) {
  const { t, language } = useI18n();
  const [firstExample, ...moreExamples] = EXAMPLE_KEYS.map((key) => t(key));
  // In English the Devanagari example waits for the reach (the font); a Hindi page has the font already.
  const examples =
    withScriptExamples || language !== "en"
      ? moreExamples
      : moreExamples.filter((example) => !DEVANAGARI.test(example));
  const length = value.length;
  const left = NOTE_MAX_CHARS - length;
  const showCount = length >= NOTE_COUNT_FROM;
  const describedBy = [`${id}-hint`, showCount ? `${id}-count` : "", error ? `${id}-error` : ""]
    .filter(Boolean)
    .join(" ");
  return (
    <div
      className={cn("space-y-1.5", asking && "rounded-xl border-2 border-amber-400 bg-amber-50 p-3")}
      data-testid="note-field"
    >
      <Label htmlFor={id}>{t("note.label")}</Label>
      <Input
        ref={inputRef}
        id={id}
        type="text"
        enterKeyHint="done"
        autoComplete="off"
        maxLength={NOTE_MAX_CHARS}
        placeholder={t("note.placeholder", { example: firstExample ?? "" })}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        disabled={disabled}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        onFocus={onReach}
        onPointerEnter={onReach}
      />
      <p id={`${id}-hint`} className="text-sm text-slate-600">
        {t("note.hint")}{" "}
        {examples.map((example, index) => (
          <span key={example}>
            <Example text={example} />
            {t(
              index < examples.length - 2
                ? "note.listComma"
                : index === examples.length - 2
                  ? "note.listOr"
                  : "note.listEnd",
            )}
          </span>
        ))}
      </p>
      <p
        id={`${id}-count`}
        aria-live="polite"
        className={cn("text-sm", left <= 10 ? "font-semibold text-red-700" : "text-slate-700", !showCount && "sr-only")}
      >
        {showCount ? t("note.charactersLeft", { left, max: NOTE_MAX_CHARS }) : ""}
      </p>
      {error && (
        <p id={`${id}-error`} role="alert" className="text-sm font-medium text-red-700">
          {error}
        </p>
      )}
      {asking && onRegenerate && (
        <Button
          type="button"
          onClick={onRegenerate}
          disabled={disabled || regenerating || value.trim() === ""}
          className="w-full sm:w-auto"
          data-testid="note-regenerate"
        >
          <RefreshCw aria-hidden="true" className={cn("h-4 w-4", regenerating && "animate-spin")} />
          {regenerating ? t("note.writing") : t("note.regenerate")}
        </Button>
      )}
    </div>
  );
}

/**
 * What a result that asked for a note shows (issue 26): the writer could not tell what the
 * photo shows; one tap takes the creator to the note field.
 */
export function AskForNote({ onAddNote, className }: { onAddNote: () => void; className?: string }) {
  const t = useT();
  return (
    <div
      role="status"
      data-testid="ask-for-note"
      className={cn("space-y-2 rounded-lg border border-amber-300 bg-amber-50 p-3 text-amber-950", className)}
    >
      <p className="font-semibold">{t("note.askForNote")}</p>
      <Button type="button" variant="outline" size="sm" onClick={onAddNote}>
        <MessageSquarePlus aria-hidden="true" className="h-4 w-4" />
        {t("note.addNote")}
      </Button>
    </div>
  );
}

/** Takes the creator to the note field: scrolled into view and focused, ready to type. */
export function focusNoteField(input: HTMLInputElement | null) {
  if (!input) return;
  input.scrollIntoView({ block: "center" });
  input.focus({ preventScroll: true });
}
