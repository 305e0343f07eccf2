import { Sparkles, Wand2 } from "lucide-react";
import type { Ref } from "react";
import { Link } from "wouter";
import { CONTENT_FIELDS, type ContentField, TONES, type Tone } from "#contract/captions.ts";
import { LANGUAGE_CODES, LANGUAGES, type LanguageCode } from "#contract/languages.ts";
import { NOTE_MAX_CHARS } from "#contract/note-values.ts";
import type { DashboardStats } from "#contract/posts.ts";
import { Button } from "#web/components/ui/button.tsx";
import { Card } from "#web/components/ui/card.tsx";
import { Label } from "#web/components/ui/label.tsx";
import { Select } from "#web/components/ui/select.tsx";
import { useT } from "#web/i18n/i18n.tsx";
import { NoteField } from "../note/note-field.tsx";
import { ComingUp } from "./coming-up.tsx";

/** "Tamil — தமிழ்": a language's name in the interface language and in its own script, once when they are the same. */
export const languageOption = (name: string, nativeName: string) =>
  name === nativeName ? name : `${name} — ${nativeName}`;

/** The choices of "2. Language and style" as the user set them (romanised: Roman letters wanted). */
export interface OptionsState {
  language: LanguageCode;
  romanised: boolean;
  contentField: ContentField;
  tone: Tone;
  variationCount: number;
  /** The creator's note about the photos (issue 26), as typed. */
  note: string;
}

export const DEFAULT_OPTIONS: OptionsState = {
  language: "english",
  romanised: false,
  contentField: "lifestyle",
  tone: "friendly",
  variationCount: 2,
  note: "",
};

/**
 * The options with what the address brings (the calendar's "Plan a post", issue 31): a note
 * (?note=, cut to the note's limit) and a language (?language=, when it is one of ours).
 */
export function optionsFromAddress(
  defaults: OptionsState,
  search = typeof window === "undefined" ? "" : window.location.search,
): OptionsState {
  const params = new URLSearchParams(search);
  const note = params.get("note")?.trim().slice(0, NOTE_MAX_CHARS);
  const language = params.get("language");
  return {
    ...defaults,
    ...(note ? { note } : {}),
    ...(language && (LANGUAGE_CODES as readonly string[]).includes(language)
      ? { language: language as LanguageCode }
      : {}),
  };
}

/** A labelled drop-down of [value, label] options. */
function Choice({
  id,
  label,
  value,
  options,
  onChange,
}: {
  id: string;
  label: string;
  value: string;
  options: (readonly [string, string])[];
  onChange: (value: string) => void;
}) {
  return (
    <div className="space-y-1.5">
      <Label htmlFor={id}>{label}</Label>
      <Select id={id} value={value} onChange={(event) => onChange(event.target.value)}>
        {options.map(([optionValue, optionLabel]) => (
          <option key={optionValue} value={optionValue}>
            {optionLabel}
          </option>
        ))}
      </Select>
    </div>
  );
}

/**
 * "2. Language and style": the options, the creator's note, the two Generate buttons and what
 * is left of the quota.
 */
export function GenerationOptions({
  options,
  onChange,
  generating,
  onGenerate,
  remaining,
  window,
  quotaMessage,
  subscribeHref,
  note,
}: {
  options: OptionsState;
  onChange: (next: OptionsState) => void;
  generating: "basic" | "advanced" | null;
  onGenerate: (kind: "basic" | "advanced") => void;
  /** AI captions left, or null while unknown. */
  remaining: number | null;
  window: DashboardStats["generationsWindow"] | undefined;
  quotaMessage: string | null;
  subscribeHref: string | undefined;
  /** The note field's state: the server's message, the field to focus, and the ask-for-note state. */
  note: {
    error: string | null;
    onEdited: () => void;
    inputRef: Ref<HTMLInputElement>;
    asking: boolean;
    onRegenerate: () => void;
  };
}) {
  const t = useT();
  const { language, romanised, contentField, tone, variationCount } = options;
  const set = (changes: Partial<OptionsState>) => onChange({ ...options, ...changes });
  const busy = generating !== null;
  return (
    <Card size="sm">
      <h2 className="text-lg font-semibold">{t("create.options.title")}</h2>
      <div className="mt-3 grid gap-4 sm:grid-cols-2">
        <div className="space-y-1.5">
          <Label htmlFor="language">{t("create.options.language")}</Label>
          <Select
            id="language"
            value={language}
            onChange={(event) => set({ language: event.target.value as LanguageCode })}
          >
            {LANGUAGES.map((l) => (
              <option key={l.code} value={l.code}>
                {languageOption(t(`languages.${l.code}`), l.nativeName)}
              </option>
            ))}
          </Select>
          {language !== "english" && (
            <label className="flex items-center gap-2 pt-1 text-sm text-slate-800">
              <input
                type="checkbox"
                checked={romanised}
                onChange={(event) => set({ romanised: event.target.checked })}
                className="h-5 w-5 accent-brand-700"
              />
              {t(language === "hindi" ? "create.options.hinglish" : "create.options.romanised")}
            </label>
          )}
        </div>
        <Choice
          id="content-field"
          label={t("create.options.field")}
          value={contentField}
          options={CONTENT_FIELDS.map((f) => [f, t(`create.field.${f}`)])}
          onChange={(value) => set({ contentField: value as ContentField })}
        />
        <Choice
          id="tone"
          label={t("create.options.tone")}
          value={tone}
          options={TONES.map((name: Tone) => [name, t(`create.tone.${name}`)])}
          onChange={(value) => set({ tone: value as Tone })}
        />
        <Choice
          id="variations"
          label={t("create.options.variations")}
          value={String(variationCount)}
          options={["1", "2", "3"].map((n) => [n, n])}
          onChange={(value) => set({ variationCount: Number(value) })}
        />
        <div className="sm:col-span-2">
          <ComingUp
            language={language}
            note={options.note}
            onNoteChange={(value) => {
              set({ note: value });
              note.onEdited();
            }}
            disabled={busy}
          />
          <NoteField
            id="note"
            value={options.note}
            onChange={(value) => {
              set({ note: value });
              note.onEdited();
            }}
            error={note.error}
            inputRef={note.inputRef}
            asking={note.asking}
            onRegenerate={note.onRegenerate}
            regenerating={busy}
          />
        </div>
      </div>
      <div className="mt-4 flex flex-col gap-2 sm:flex-row">
        <Button type="button" onClick={() => onGenerate("basic")} disabled={busy}>
          <Sparkles aria-hidden="true" className="h-4 w-4" />
          {generating === "basic" ? t("common.writing") : t("create.generate")}
        </Button>
        <Button type="button" variant="outline" onClick={() => onGenerate("advanced")} disabled={busy}>
          <Wand2 aria-hidden="true" className="h-4 w-4" />
          {generating === "advanced" ? t("common.writing") : t("create.advanced")}
        </Button>
      </div>
      <p className="mt-2 text-sm text-slate-600">{t("create.advancedHint")}</p>
      {remaining !== null && (
        <p className="mt-2 text-sm text-slate-700" data-testid="generations-left">
          {t("create.left", { remaining, window: window === "pass" ? "pass" : "day" })}
        </p>
      )}
      {quotaMessage && (
        <p role="alert" className="mt-2 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950">
          {quotaMessage}{" "}
          {subscribeHref && (
            <Link href={subscribeHref} className="font-semibold underline">
              {t("common.seePlans")}
            </Link>
          )}
        </p>
      )}
    </Card>
  );
}
