import { Copy, Loader2, Sparkles } from "lucide-react";
import { type ChangeEvent, useEffect, useId, useRef, useState } from "react";
import { Link, useLocation } from "wouter";
import type { DemoResponse } from "#contract/demo.ts";
import { DEMO_MAX_IMAGE_BYTES, DEMO_MESSAGES } from "#contract/demo-values.ts";
import { LANGUAGES, type Language, type LanguageCode } from "#contract/languages.ts";
import { Button } from "#web/components/ui/button.tsx";
import { Input } from "#web/components/ui/input.tsx";
import { Label } from "#web/components/ui/label.tsx";
import { type Translate, useT } from "#web/i18n/i18n.tsx";
import { trackEvent } from "#web/lib/analytics.ts";
import { ApiRequestError } from "#web/lib/api.ts";
import { serverFieldMessage } from "#web/lib/form-errors.ts";
import { downscalePhoto } from "../library/browser-media.ts";
import { AskForNote, focusNoteField, NoteField } from "../note/note-field.tsx";
import {
  buildDemoPayload,
  canPressGenerate,
  clipboardText,
  type DemoFailure,
  demoFailure,
  failureLogMessage,
  isDemoUsed,
  markDemoUsed,
  NOT_A_PHOTO,
  needsReencoding,
  refusalAfterReencoding,
} from "./demo-rules.ts";
import { useDemoCaption } from "./queries.ts";

/** An image address as an example: the same in every language. */
const LINK_EXAMPLE = "https://example.com/photo.jpg";

/** How long Copy shows 'Copied' or 'Copy Failed' (spec §2: 2 s). */
const COPY_FEEDBACK_MS = 2000;

interface Photo {
  blob: Blob;
  previewUrl: string;
  /** The chosen file's name, shown beside the picker. */
  name: string;
}

interface Result extends DemoResponse {
  language: Language;
}

function readAsDataUrl(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error("could not read the photo"));
    reader.readAsDataURL(blob);
  });
}

/** The demo's own messages (demo-values.ts, demo-rules.ts) in the interface language; others (the server's) as they are. */
const OWN_MESSAGES = {
  [DEMO_MESSAGES.tooLarge]: "site.demo.tooLarge",
  [NOT_A_PHOTO]: "site.demo.notAPhoto",
  [DEMO_MESSAGES.failed]: "site.demo.failed",
} as const;
const worded = (t: Translate, message: string) =>
  Object.hasOwn(OWN_MESSAGES, message) ? t(OWN_MESSAGES[message as keyof typeof OWN_MESSAGES]) : message;

const browserStorage = () => {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
};

/**
 * The no-login demo on the landing page (spec §2, §4, §5, §8): a photo or an image link, a
 * language and an optional note in, one heading and caption out, once per browser. A result that
 * asks for a note (issue 26) does not use up the browser's demo: the visitor adds a note and
 * regenerates. Loaded as its own chunk.
 */
export default function DemoSection() {
  const ids = useId();
  const [, navigate] = useLocation();
  const formRef = useRef<HTMLFormElement>(null);
  const fileRef = useRef<HTMLInputElement>(null);
  const noteRef = useRef<HTMLInputElement>(null);
  const [note, setNote] = useState("");
  const [noteError, setNoteError] = useState<string>();
  /** The last answer asked for a note; kept while the retry runs, forgotten with the photo. */
  const [isAsking, setIsAsking] = useState(false);
  const [photo, setPhoto] = useState<Photo>();
  const [isPreparing, setIsPreparing] = useState(false);
  // Native language names need the fonts of 11 scripts (~25 KB each). They are added when the
  // visitor reaches for the list, so merely seeing the demo on a wide screen costs no fonts.
  const [showNativeNames, setShowNativeNames] = useState(false);
  // The same for the note's Hindi example (the Devanagari font): shown once the visitor reaches for the note.
  const [showNoteScripts, setShowNoteScripts] = useState(false);
  const [url, setUrl] = useState("");
  const [language, setLanguage] = useState<LanguageCode>("english");
  const [isLoading, setIsLoading] = useState(false);
  const demoCaption = useDemoCaption();
  const [result, setResult] = useState<Result>();
  const [failure, setFailure] = useState<DemoFailure | undefined>();
  const [isUsed, setIsUsed] = useState(() => isDemoUsed(browserStorage()));
  const [copyState, setCopyState] = useState<"idle" | "copied" | "failed">("idle");
  const copyTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const t = useT();

  useEffect(() => () => clearTimeout(copyTimer.current), []);
  // A note the server refused: the field gets the focus once the form is enabled again.
  useEffect(() => {
    if (noteError && !isLoading) focusNoteField(noteRef.current);
  }, [noteError, isLoading]);
  useEffect(() => {
    if (!photo) return;
    return () => URL.revokeObjectURL(photo.previewUrl);
  }, [photo]);

  function resetFileInput() {
    if (fileRef.current) fileRef.current.value = "";
  }

  /** A new photo or link makes the last result stale: it belonged to the previous choice. */
  function forgetResult() {
    setResult(undefined);
    setFailure(undefined);
    setCopyState("idle");
  }

  async function onFileChange(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    if (!file) return;
    forgetResult();
    setIsAsking(false);
    setUrl("");
    let blob: Blob | null = file;
    if (needsReencoding(file)) {
      // Larger photos are scaled down in the browser first, as for library uploads (decisions.md).
      setIsPreparing(true);
      blob = await downscalePhoto(file, DEMO_MAX_IMAGE_BYTES);
      setIsPreparing(false);
    }
    if (!blob) {
      resetFileInput();
      setPhoto(undefined);
      window.alert(worded(t, refusalAfterReencoding(file)));
      return;
    }
    setPhoto({ blob, previewUrl: URL.createObjectURL(blob), name: file.name });
  }

  function onUrlChange(event: ChangeEvent<HTMLInputElement>) {
    forgetResult();
    setIsAsking(false);
    setUrl(event.target.value);
    if (event.target.value !== "" && photo) {
      setPhoto(undefined);
      resetFileInput();
    }
  }

  function clear() {
    setPhoto(undefined);
    resetFileInput();
    setUrl("");
    setNote("");
    setNoteError(undefined);
    setIsAsking(false);
    forgetResult();
  }

  async function generate() {
    if (isLoading || isPreparing) return;
    if (isUsed) {
      window.alert(t("site.demo.alreadyUsed"));
      navigate("/login");
      return;
    }
    if (formRef.current && !formRef.current.reportValidity()) return;
    const chosen = LANGUAGES.find((l) => l.code === language) ?? LANGUAGES[0];
    setIsLoading(true);
    forgetResult();
    setNoteError(undefined);
    try {
      const payload = buildDemoPayload(language, photo ? await readAsDataUrl(photo.blob) : undefined, url, note);
      if (!payload) {
        window.alert(t("site.demo.noImage"));
        return;
      }
      const answer = await demoCaption.mutateAsync(payload);
      setResult({ ...answer, language: chosen });
      setIsAsking(answer.askForNote);
      trackEvent("demo", "caption_generated");
      // A result that asks what the photo shows has not given the visitor their caption yet:
      // the demo stays open for the retry with a note (the server's per-network limit still counts).
      if (!answer.askForNote) {
        markDemoUsed(browserStorage());
        setIsUsed(true);
      }
    } catch (error) {
      const apiError = error instanceof ApiRequestError ? error : undefined;
      const aboutNote = apiError?.status === 400 ? serverFieldMessage(apiError.serverMessage, "note") : undefined;
      if (aboutNote) {
        // Shown under the note, which keeps what was typed (and gets the focus once enabled again).
        setNoteError(aboutNote);
        return;
      }
      // The reason goes to the console (spec §8); a refusal the visitor can act on (a daily
      // limit with its sign-up link, a photo over the pixel limit) is shown in the server's words.
      console.error(failureLogMessage(apiError?.serverMessage));
      setFailure(demoFailure(apiError?.status, apiError?.body));
    } finally {
      setIsLoading(false);
    }
  }

  async function copy() {
    if (!result) return;
    clearTimeout(copyTimer.current);
    try {
      if (!navigator.clipboard) throw new Error("no clipboard");
      await navigator.clipboard.writeText(clipboardText(result));
      setCopyState("copied");
    } catch {
      setCopyState("failed");
    }
    copyTimer.current = setTimeout(() => setCopyState("idle"), COPY_FEEDBACK_MS);
  }

  const canPress = !isPreparing && canPressGenerate({ isLoading, isUsed, hasPhoto: Boolean(photo), url });
  const showResultBox = Boolean(result) || Boolean(failure) || isUsed;

  return (
    <div className="mt-8 grid items-start gap-6 lg:grid-cols-2">
      <form
        ref={formRef}
        // Enter in the link field or the note submits (there is no submit button): the same checks
        // as Generate. With two text fields HTML no longer submits on Enter by itself, so it is
        // done here; Enter that ends an input method's composition (Hindi, Tamil …) is not a submit.
        onKeyDown={(event) => {
          const target = event.target;
          if (event.key !== "Enter" || event.nativeEvent.isComposing) return;
          if (!(target instanceof HTMLInputElement) || !["text", "url"].includes(target.type)) return;
          event.preventDefault();
          event.currentTarget.requestSubmit();
        }}
        onSubmit={(event) => {
          event.preventDefault();
          void generate();
        }}
        className="space-y-5 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
      >
        <div className="space-y-1.5">
          <Label htmlFor={`${ids}-file`}>{t("site.demo.upload")}</Label>
          {/* The browser draws its file button in the browser's language, not the page's: the input stays
              (keyboard, screen readers, the click) but is transparent over our own button and file name. */}
          <div className="relative">
            <input
              ref={fileRef}
              id={`${ids}-file`}
              type="file"
              accept="image/*"
              onChange={(event) => void onFileChange(event)}
              disabled={isLoading}
              className="peer absolute inset-0 h-full w-full cursor-pointer opacity-0 disabled:cursor-not-allowed"
            />
            <div
              aria-hidden="true"
              className="flex items-center gap-3 overflow-hidden rounded-lg border border-slate-300 bg-white text-sm text-slate-700 peer-focus-visible:ring-2 peer-focus-visible:ring-brand-700 peer-disabled:opacity-50"
            >
              <span className="flex h-11 shrink-0 items-center bg-brand-50 px-4 font-semibold text-brand-800">
                {t("site.demo.choose")}
              </span>
              <span className="min-w-0 truncate pr-3">{photo ? photo.name : t("site.demo.noFile")}</span>
            </div>
          </div>
          <p className="text-sm text-slate-600" aria-live="polite">
            {t(isPreparing ? "site.demo.scaling" : "site.demo.uploadHint")}
          </p>
        </div>

        <div className="flex items-center gap-3 text-sm text-slate-600" aria-hidden="true">
          <span className="h-px flex-1 bg-slate-200" />
          {t("site.demo.or")}
          <span className="h-px flex-1 bg-slate-200" />
        </div>

        <div className="space-y-1.5">
          <Label htmlFor={`${ids}-url`}>{t("site.demo.link")}</Label>
          <Input
            id={`${ids}-url`}
            type="url"
            inputMode="url"
            placeholder={LINK_EXAMPLE}
            value={url}
            onChange={onUrlChange}
            disabled={Boolean(photo) || isLoading}
            aria-describedby={photo ? `${ids}-url-hint` : undefined}
          />
          {photo && (
            <p id={`${ids}-url-hint`} className="text-sm text-slate-600">
              {t("site.demo.photoChosen")}
            </p>
          )}
        </div>

        <div className="space-y-1.5">
          <Label htmlFor={`${ids}-language`}>{t("site.demo.language")}</Label>
          <select
            id={`${ids}-language`}
            value={language}
            onChange={(event) => setLanguage(event.target.value as LanguageCode)}
            disabled={isLoading}
            onFocus={() => setShowNativeNames(true)}
            onPointerEnter={() => setShowNativeNames(true)}
            className="h-11 w-full rounded-lg border border-slate-300 bg-white px-3 text-base text-slate-900 focus-visible:border-brand-700 disabled:opacity-50"
          >
            {LANGUAGES.map((l) => (
              <option key={l.code} value={l.code} lang={showNativeNames ? l.bcp47 : undefined}>
                {l.code === "english" || !showNativeNames
                  ? t(`languages.${l.code}`)
                  : `${l.nativeName} (${t(`languages.${l.code}`)})`}
              </option>
            ))}
          </select>
        </div>

        <NoteField
          id={`${ids}-note`}
          value={note}
          onChange={(value) => {
            setNote(value);
            setNoteError(undefined);
          }}
          error={noteError}
          disabled={isLoading}
          inputRef={noteRef}
          asking={isAsking}
          onRegenerate={() => void generate()}
          regenerating={isLoading}
          withScriptExamples={showNoteScripts}
          onReach={() => setShowNoteScripts(true)}
        />

        <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
          <Button
            type="button"
            data-testid="demo-generate"
            onClick={() => void generate()}
            disabled={!canPress}
            className="w-full whitespace-normal py-2 sm:w-auto"
          >
            {isLoading ? (
              <>
                <Loader2 aria-hidden="true" className="h-5 w-5 animate-spin" />
                {t("site.demo.generating")}
              </>
            ) : isUsed ? (
              t("site.demo.generateMore")
            ) : (
              <>
                <Sparkles aria-hidden="true" className="h-5 w-5" />
                {t("site.demo.generate")}
              </>
            )}
          </Button>
          <Button type="button" variant="link" size="sm" onClick={clear} disabled={isLoading} className="px-0">
            {t("site.demo.clear")}
          </Button>
        </div>
      </form>

      <div className="space-y-4">
        {photo ? (
          <img
            src={photo.previewUrl}
            alt={t("site.demo.preview")}
            className="max-h-80 w-full rounded-2xl border border-slate-200 bg-slate-50 object-contain"
          />
        ) : null}
        {!photo && !showResultBox && (
          // Wide screens only: on a phone the result simply appears below the form.
          <div className="hidden min-h-64 items-center justify-center rounded-2xl border-2 border-dashed border-slate-200 p-6 text-center text-slate-600 lg:flex">
            {t("site.demo.placeholder")}
          </div>
        )}
        <div aria-live="polite">
          {showResultBox && (
            <section
              aria-label={t("site.demo.result")}
              data-testid="demo-result"
              className="space-y-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
            >
              {result?.askForNote && <AskForNote onAddNote={() => focusNoteField(noteRef.current)} />}
              {result && (
                <div className="space-y-3">
                  <div lang={result.language.bcp47} dir={result.language.dir} data-testid="demo-caption">
                    <h3 className="text-lg font-bold text-slate-900">{result.postHeading}</h3>
                    <p className="mt-2 whitespace-pre-line text-slate-800">{result.caption}</p>
                  </div>
                  <div className="flex flex-wrap items-center gap-3">
                    <Button type="button" variant="outline" size="sm" onClick={() => void copy()}>
                      <Copy aria-hidden="true" className="h-4 w-4" />
                      {t(
                        copyState === "copied"
                          ? "site.demo.copied"
                          : copyState === "failed"
                            ? "site.demo.copyFailed"
                            : "site.demo.copy",
                      )}
                    </Button>
                    {result.engine === "offline" && <p className="text-sm text-slate-600">{t("site.demo.offline")}</p>}
                  </div>
                </div>
              )}
              {failure && (
                <p role="alert" data-testid="demo-failure" className="font-medium text-red-700">
                  {worded(t, failure.message)}
                  {failure.link && (
                    <>
                      {" "}
                      <Link href={failure.link.href} className="font-semibold text-brand-700 underline">
                        {failure.link.label}
                      </Link>
                    </>
                  )}
                </p>
              )}
              {isUsed && (
                <div className="rounded-xl bg-brand-50 p-4">
                  <p className="font-semibold text-slate-900">{t("site.demo.wantMore")}</p>
                  <p className="mt-1 text-slate-700">{t("site.demo.signUpText")}</p>
                  <Link href="/login" className="mt-2 inline-block font-semibold text-brand-700 underline">
                    {t("site.demo.signUp")}
                  </Link>
                </div>
              )}
            </section>
          )}
        </div>
      </div>
    </div>
  );
}
