import { useEffect, useRef, useState } from "react";
import { creatorNoteSchema } from "#contract/captions.ts";
import type { ContentItem } from "#contract/library.ts";
import { postText as buildPostText } from "#contract/post-text.ts";
import { existing } from "#web/components/layout/links.ts";
import { useToast } from "#web/components/toaster.tsx";
import { Card } from "#web/components/ui/card.tsx";
import { useT } from "#web/i18n/i18n.tsx";
import { useAuth } from "#web/lib/auth.ts";
import { issueText } from "#web/lib/form-errors.ts";
import { useContent } from "../library/queries.ts";
import { AskForNote, focusNoteField } from "../note/note-field.tsx";
import { useDashboardStats } from "../posts/queries.ts";
import { SharedUploads } from "../pwa/shared-uploads.tsx";
import { CaptionForm } from "./caption-form.tsx";
import { ContentPicker, isUsable } from "./content-picker.tsx";
import { DEFAULT_OPTIONS, GenerationOptions, type OptionsState, optionsFromAddress } from "./generation-options.tsx";
import { GenerationSummary } from "./generation-summary.tsx";
import { PostPreview, type ServerPreview } from "./post-preview.tsx";
import { textDirection } from "./post-text.ts";
import { RewriteBar } from "./rewrite-bar.tsx";
import { SavePanel } from "./save-panel.tsx";
import { useGeneration } from "./use-generation.ts";

const hasPicture = (item: ContentItem) => Boolean(item.previewUrl);

/**
 * Create Post (spec §2): choose up to 5 photos, pick language, field and tone, generate (the
 * result streams in), edit it, see it as an Instagram post, copy, share, download or save it;
 * files shared into the app from the phone arrive here (SharedUploads). Used
 * by the /create page. Its parts: ContentPicker, GenerationOptions, useGeneration (the stream
 * and the post it fills), CaptionForm, SavePanel and PostPreview.
 */
export function CreatePost() {
  const { toast } = useToast();
  const t = useT();
  const { user } = useAuth();
  const content = useContent();
  const dashboard = useDashboardStats();
  const generation = useGeneration();
  const { fields, response, written, busy } = generation;
  const items = (content.data ?? []).filter(isUsable);
  const byId = new Map(items.map((item) => [item.id, item]));

  const [selected, setSelected] = useState<string[]>([]);
  // "Plan a post" on the calendar (issue 31) opens Create Post with ?note= and ?language=.
  const [options, setOptions] = useState<OptionsState>(() => optionsFromAddress(DEFAULT_OPTIONS));
  const [headingError, setHeadingError] = useState<string | null>(null);
  const [serverPreview, setServerPreview] = useState<ServerPreview | null>(null);
  const headingRef = useRef<HTMLInputElement>(null);
  const noteRef = useRef<HTMLInputElement>(null);
  const { noteError } = generation;

  // A note the server refused: the field, which keeps what was typed, gets the focus.
  useEffect(() => {
    if (noteError) focusNoteField(noteRef.current);
  }, [noteError]);

  const selectedItems = selected.map((id) => byId.get(id)).filter((item): item is ContentItem => Boolean(item));
  const selectedIds = selectedItems.map((item) => item.id);
  const { language } = options;
  const script: "native" | "latin" = options.romanised && language !== "english" ? "latin" : "native";
  const subscribeHref = existing([{ href: "/subscribe" }])[0]?.href;
  const postText = buildPostText({
    heading: fields.heading,
    caption: fields.caption,
    hashtags: fields.hashtags.postSet,
  });
  const direction = textDirection(written?.language ?? language, written?.script ?? script);
  const remaining =
    response?.remaining ??
    (dashboard.data ? Math.max(0, dashboard.data.generationsLimit - dashboard.data.generationsToday) : null);

  async function generate(kind: "basic" | "advanced") {
    if (selectedItems.length === 0 || !selectedItems.some(hasPicture)) {
      toast({
        title: t(selectedItems.length === 0 ? "create.noContentTitle" : "create.noImagesTitle"),
        description: t("create.noContentText"),
        variant: "destructive",
      });
      return;
    }
    // The note is checked here with the server's own rule first: a refused note must not cost
    // the post on screen (a generation starts by clearing it).
    const checked = creatorNoteSchema.safeParse(options.note);
    if (!checked.success) {
      const issue = checked.error.issues[0];
      generation.showNoteError(issue ? issueText(issue) : t("create.checkNote"));
      return;
    }
    setServerPreview(null);
    const { contentField, tone, variationCount, note } = options;
    const done = await generation.generate(kind, selectedIds, {
      language,
      script,
      contentField,
      tone,
      variationCount,
      note,
    });
    if (done) setHeadingError(null);
  }

  function saved() {
    // Spec §4: a successful save clears selection, caption, hashtags and heading.
    setSelected([]);
    setOptions((current) => ({ ...current, note: "" }));
    generation.reset();
    setServerPreview(null);
    setHeadingError(null);
  }

  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,420px)] lg:items-start">
      <div className="min-w-0 space-y-6">
        <SharedUploads onUploaded={(uploaded) => setSelected(uploaded.map((item) => item.id))} />
        <ContentPicker
          content={content}
          items={items}
          selectedIds={selectedIds}
          onChange={setSelected}
          contentField={options.contentField}
        />
        <GenerationOptions
          options={options}
          onChange={setOptions}
          generating={generation.generating}
          onGenerate={generate}
          remaining={remaining}
          window={dashboard.data?.generationsWindow}
          quotaMessage={generation.quotaMessage}
          subscribeHref={subscribeHref}
          note={{
            error: noteError,
            onEdited: generation.clearNoteError,
            inputRef: noteRef,
            asking: generation.askForNote,
            onRegenerate: () => void generate(generation.lastKind),
          }}
        />
        <Card size="sm" aria-busy={busy}>
          <div className="flex flex-wrap items-center gap-2">
            <h2 className="mr-auto text-lg font-semibold">{t("create.post.title")}</h2>
            {busy && (
              <p className="text-sm text-brand-800" aria-live="polite">
                {t("create.post.streaming")}
              </p>
            )}
          </div>
          {response?.askForNote && !busy && (
            <AskForNote className="mt-3" onAddNote={() => focusNoteField(noteRef.current)} />
          )}
          {response && (
            <GenerationSummary
              response={response}
              scores={generation.scores}
              variation={generation.variation}
              onChooseVariation={(index) => {
                generation.applyVariation(response, index);
                setHeadingError(null);
              }}
            />
          )}
          {generation.canRewrite && (
            <RewriteBar
              language={written?.language ?? language}
              rewriting={generation.rewriting}
              disabled={generation.generating !== null}
              canUndo={generation.canUndoRewrite}
              onRewrite={(action, target) => {
                void generation.rewrite(action, target).then((done) => {
                  if (done) setHeadingError(null);
                });
              }}
              onUndo={generation.undoRewrite}
            />
          )}
          <CaptionForm
            fields={fields}
            onChange={generation.setFields}
            direction={direction}
            busy={busy}
            headingError={headingError}
            onHeadingFilled={() => setHeadingError(null)}
            headingRef={headingRef}
          />
          <SavePanel
            fields={fields}
            scores={generation.scores}
            language={written?.language ?? language}
            contentField={written?.contentField}
            contentItemIds={selectedIds}
            items={selectedItems}
            postText={postText}
            busy={busy}
            dashboard={dashboard.data}
            subscribeHref={subscribeHref}
            onMissingHeading={() => {
              setHeadingError(t("create.post.headingRequired"));
              headingRef.current?.focus();
            }}
            onSaved={saved}
          />
        </Card>
      </div>
      <PostPreview
        user={user}
        selectedItems={selectedItems}
        fields={fields}
        postText={postText}
        direction={direction}
        serverPreview={serverPreview}
        onServerPreview={setServerPreview}
        subscribeHref={subscribeHref}
      />
    </div>
  );
}
