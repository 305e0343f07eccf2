import { MessageSquarePlus, RefreshCw } from "lucide-react";
import type { Ref } from "react";
import {
  ASK_FOR_NOTE_MESSAGE,
  NOTE_COUNT_FROM,
  NOTE_EXAMPLES,
  NOTE_LABEL,
  NOTE_MAX_CHARS,
} from "#contract/note-values.ts";
import { Button } from "#web/components/ui/button.tsx";
import { Input } from "#web/components/ui/input.tsx";
import { Label } from "#web/components/ui/label.tsx";
import { cn } from "#web/lib/utils.ts";

const DEVANAGARI = /[\u0900-\u097F]/;
const [FIRST_EXAMPLE, ...MORE_EXAMPLES] = NOTE_EXAMPLES;

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
  const examples = withScriptExamples ? MORE_EXAMPLES : MORE_EXAMPLES.filter((example) => !DEVANAGARI.test(example));
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
      <Label htmlFor={id}>{NOTE_LABEL}</Label>
      <Input
        ref={inputRef}
        id={id}
        type="text"
        enterKeyHint="done"
        autoComplete="off"
        maxLength={NOTE_MAX_CHARS}
        placeholder={`e.g. ${FIRST_EXAMPLE}`}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        disabled={disabled}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        onFocus={onReach}
        onPointerEnter={onReach}
      />
      <p id={`${id}-hint`} className="text-sm text-slate-600">
        Any language. A few words help name what's in it — like{" "}
        {examples.map((example, index) => (
          <span key={example}>
            <Example text={example} />
            {index < examples.length - 2 ? ", " : index === examples.length - 2 ? " or " : "."}
          </span>
        ))}
      </p>
      <p
        id={`${id}-count`}
        aria-live="polite"
        className={cn("text-sm", left <= 10 ? "font-semibold text-red-700" : "text-slate-700", !showCount && "sr-only")}
      >
        {showCount ? `${left} of ${NOTE_MAX_CHARS} characters left` : ""}
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
          {regenerating ? "Writing…" : "Regenerate with this note"}
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
  return (
    <div
      role="status"
      data-testid="ask-for-note"
      className={cn("space-y-2 rounded-lg border border-amber-300 bg-amber-50 p-3 text-amber-950", className)}
    >
      <p className="font-semibold">{ASK_FOR_NOTE_MESSAGE}</p>
      <Button type="button" variant="outline" size="sm" onClick={onAddNote}>
        <MessageSquarePlus aria-hidden="true" className="h-4 w-4" />
        Add a note
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
