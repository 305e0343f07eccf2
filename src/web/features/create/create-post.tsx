import { useQuery, useQueryClient } from "@tanstack/react-query";
import {
  Check,
  Clock,
  Copy,
  Download,
  Eye,
  FileCode,
  ImageDown,
  Plus,
  Save,
  Shuffle,
  Sparkles,
  Upload,
  Wand2,
  X,
} from "lucide-react";
import { type FormEvent, useEffect, useRef, useState } from "react";
import { Link } from "wouter";
import {
  ALT_TEXT_MAX_CHARS,
  CONTENT_FIELDS,
  type ContentField,
  type GeneratedResult,
  type GenerateResponse,
  MAX_ITEMS_PER_POST,
  TONES,
  type Tone,
} from "../../../contract/captions.ts";
import { LANGUAGES, type LanguageCode } from "../../../contract/languages.ts";
import type { ContentItem } from "../../../contract/library.ts";
import {
  type DashboardStats,
  POST_ALT_TEXT_MAX_CHARS,
  POST_DESCRIPTION_MAX_CHARS,
  POST_TITLE_MAX_CHARS,
} from "../../../contract/posts.ts";
import { existing } from "../../components/layout/links.ts";
import { useToast } from "../../components/toaster.tsx";
import { Button } from "../../components/ui/button.tsx";
import { Card } from "../../components/ui/card.tsx";
import { Input } from "../../components/ui/input.tsx";
import { Label } from "../../components/ui/label.tsx";
import { ApiRequestError, apiRequest } from "../../lib/api.ts";
import { useAuth } from "../../lib/auth.ts";
import { copyContent } from "../../lib/copy-content.ts";
import { publicConfig } from "../../lib/public-config.ts";
import { cn } from "../../lib/utils.ts";
import { ContentThumb } from "../library/content-items.tsx";
import { useContent } from "../library/queries.ts";
import { InstagramPreview, type PreviewImage } from "./instagram-preview.tsx";
import {
  addTyped,
  CAPTION_MAX_CHARS,
  charCount,
  estimateBadge,
  extrasOf,
  formatPostText,
  type HashtagState,
  handleFor,
  hashtagStateFrom,
  swapIn,
  takeOut,
  textDirection,
} from "./post-text.ts";
import { buildPreviewHtml } from "./preview-html.ts";
import { blobToDataUrl, downloadBlob, fetchImage, renderPreviewPng } from "./preview-image.ts";
import { GenerationError, type PartialResult, streamGeneration } from "./stream.ts";

const DASHBOARD_QUERY_KEY = ["/api/dashboard"] as const;
const POSTS_QUERY_KEY = ["/api/posts"] as const;
/** Spec §4 and §9: the Copy button confirms for 2 s. */
const COPY_CONFIRM_MS = 2000;
/** Room above the preview when Generate Preview brings it into view: the sticky header and a gap. */
const PREVIEW_SCROLL_OFFSET_PX = 80;

/** How long the refreshed preview stays outlined after Generate Preview. */
const PREVIEW_FLASH_MS = 2500;

/** Spec §9: the preview shows up to 4 images. */
const PREVIEW_IMAGES = 4;
/** Spec §9: Auto-Select picks 3. */
const AUTO_SELECT_COUNT = 3;

const FIELD_LABELS: Record<ContentField, string> = {
  lifestyle: "Lifestyle",
  fashion: "Fashion",
  food: "Food",
  travel: "Travel",
  fitness: "Fitness",
  tech: "Tech",
  beauty: "Beauty",
};
const TONE_LABELS: Record<Tone, string> = {
  friendly: "Friendly",
  witty: "Witty",
  inspiring: "Inspiring",
  professional: "Professional",
  festive: "Festive",
};

const selectClass =
  "h-11 w-full rounded-lg border border-slate-300 bg-white px-3 text-base text-slate-900 focus-visible:border-brand-700";
const textareaClass =
  "w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-base text-slate-900 focus-visible:border-brand-700 aria-[invalid=true]:border-red-600";

/** Items a post can use: uploaded completely, with a picture the engine and preview can show. */
const isUsable = (item: ContentItem) => item.status === "ready" && Boolean(item.objectPath);
const hasPicture = (item: ContentItem) => Boolean(item.previewUrl);

interface Fields {
  heading: string;
  caption: string;
  description: string;
  altText: string;
  hashtags: HashtagState;
}

const EMPTY_FIELDS: Fields = {
  heading: "",
  caption: "",
  description: "",
  altText: "",
  hashtags: { ranked: [], postSet: [], cap: 5 },
};

interface Scores {
  /** Absent when the engine made no estimate (the offline writer makes none). */
  engagement?: number | undefined;
  engagementBasis?: string | undefined;
  uniqueness?: number | undefined;
  pattern?: string | undefined;
}

const fieldsFrom = (v: GeneratedResult & { postHashtags?: string[] }): Fields => ({
  heading: v.postHeading,
  caption: v.caption,
  description: v.detailedDescription,
  altText: v.altText,
  hashtags: hashtagStateFrom(v.hashtags, v.postHashtags),
});

const scoresFrom = (v: GeneratedResult): Scores => ({
  engagement: v.engagementBasis === undefined ? undefined : v.engagementPrediction,
  engagementBasis: v.engagementBasis,
  uniqueness: v.uniquenessScore,
  pattern: v.influencerPatternMatch,
});

function Counter({ count, max, id, soft }: { count: number; max: number; id: string; soft?: boolean }) {
  const over = count > max;
  return (
    <p
      id={id}
      className={cn("text-xs tabular-nums", over ? "font-semibold text-red-700" : "text-slate-600")}
      aria-live="polite"
    >
      {count.toLocaleString("en-IN")} / {max.toLocaleString("en-IN")}
      {over && (soft ? " — shorter is better for screen readers" : " — too long")}
    </p>
  );
}

/** Where the shown estimates come from, or that there is none (decision 460). */
function estimateBasisText(scores: Scores | null): string {
  const parts: string[] = [];
  if (scores?.engagement !== undefined && scores.engagementBasis) parts.push(`Engagement: ${scores.engagementBasis}`);
  else
    parts.push(
      "No engagement estimate for this caption: only an AI model makes one, and the built-in writer does not guess.",
    );
  if (scores?.uniqueness !== undefined)
    parts.push("Uniqueness: how little the caption's words overlap your last 20 captions.");
  return parts.join(" ");
}

function EstimateBadge({ name, score }: { name: string; score: number }) {
  const { label, text } = estimateBadge(score);
  return (
    <span
      data-testid={`${name.toLowerCase()}-estimate`}
      className={cn(
        "inline-flex items-center gap-1 rounded-md px-2 py-1 text-xs font-semibold",
        label === "High" && "bg-green-100 text-green-900",
        label === "Medium" && "bg-amber-100 text-amber-950",
        label === "Low" && "bg-slate-100 text-slate-800",
      )}
    >
      {name}: {text} · estimate
    </span>
  );
}

function SelectableItem({ item, position, onToggle }: { item: ContentItem; position: number; onToggle: () => void }) {
  const selected = position > 0;
  const id = `pick-${item.id}`;
  return (
    <li
      data-testid="pick-item"
      data-selected={selected}
      className={cn(
        "relative overflow-hidden rounded-lg border bg-white",
        selected ? "border-brand-700 ring-2 ring-brand-700" : "border-slate-200",
      )}
    >
      <label htmlFor={id} className="block cursor-pointer">
        <ContentThumb item={item} onBroken={() => {}} className="aspect-square" />
        <span className="block truncate px-2 py-1 text-xs font-medium" title={item.originalName}>
          {item.originalName}
        </span>
      </label>
      <div className="absolute left-1.5 top-1.5 rounded bg-white/90 p-1">
        <input
          id={id}
          type="checkbox"
          checked={selected}
          onChange={onToggle}
          className="block h-5 w-5 accent-brand-700"
          aria-label={`Select ${item.originalName}`}
        />
      </div>
      {selected && (
        <span
          className="absolute right-1.5 top-1.5 inline-flex h-6 min-w-6 items-center justify-center rounded-full bg-brand-700 px-1.5 text-xs font-bold text-white"
          aria-hidden="true"
        >
          {position}
        </span>
      )}
      {item.analyzed && (
        <span className="absolute bottom-8 left-1.5 rounded bg-green-100 px-1.5 py-0.5 text-[11px] font-semibold text-green-900">
          AI Ready
        </span>
      )}
    </li>
  );
}

function HashtagEditor({ state, onChange }: { state: HashtagState; onChange: (next: HashtagState) => void }) {
  const [typed, setTyped] = useState("");
  const extras = extrasOf(state);
  const full = state.postSet.length >= state.cap;
  const add = (event: FormEvent) => {
    event.preventDefault();
    if (!typed.trim()) return;
    onChange(addTyped(state, typed));
    setTyped("");
  };
  return (
    <fieldset className="space-y-3">
      <legend className="text-sm font-medium text-slate-800">Hashtags</legend>
      <div className="rounded-lg border border-brand-200 bg-brand-50 p-3">
        <p className="text-sm font-semibold text-slate-900" id="post-set-label">
          Post set: {state.postSet.length} of {state.cap}{" "}
          <span className="font-normal text-slate-700">
            — Instagram allows {state.cap} per post; copy, preview and save use these.
          </span>
        </p>
        {state.postSet.length === 0 ? (
          <p className="mt-2 text-sm text-slate-600">No hashtags in the post yet.</p>
        ) : (
          <ul className="mt-2 flex flex-wrap gap-2" aria-labelledby="post-set-label" data-testid="post-hashtags">
            {state.postSet.map((tag) => (
              <li key={tag}>
                <button
                  type="button"
                  onClick={() => onChange(takeOut(state, tag))}
                  className="inline-flex min-h-9 items-center gap-1 rounded-full bg-brand-700 px-3 text-sm font-medium text-white hover:bg-brand-800"
                  aria-label={`Remove #${tag} from the post`}
                >
                  <bdi>#{tag}</bdi> <X aria-hidden="true" className="h-3.5 w-3.5" />
                </button>
              </li>
            ))}
          </ul>
        )}
      </div>
      {extras.length > 0 && (
        <div>
          <p className="text-sm text-slate-700" id="extra-tags-label">
            More suggestions — tap to {full ? "swap one in (it replaces the last tag)" : "add"}:
          </p>
          <ul className="mt-2 flex flex-wrap gap-2" aria-labelledby="extra-tags-label" data-testid="extra-hashtags">
            {extras.map((tag) => (
              <li key={tag}>
                <button
                  type="button"
                  onClick={() => onChange(swapIn(state, tag))}
                  className="inline-flex min-h-9 items-center gap-1 rounded-full border border-slate-300 bg-white px-3 text-sm text-slate-800 hover:bg-slate-50"
                  aria-label={`${full ? "Swap in" : "Add"} #${tag}`}
                >
                  <Plus aria-hidden="true" className="h-3.5 w-3.5" />
                  <bdi>#{tag}</bdi>
                </button>
              </li>
            ))}
          </ul>
        </div>
      )}
      <div className="flex gap-2">
        <Label htmlFor="hashtag-input" className="sr-only">
          Add your own hashtag
        </Label>
        <Input
          id="hashtag-input"
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === "Enter") add(event);
          }}
          placeholder="Your own, e.g. #MumbaiFood"
          autoComplete="off"
        />
        <Button type="button" variant="outline" onClick={add} disabled={!typed.trim()}>
          Add
        </Button>
      </div>
    </fieldset>
  );
}

const timeLabel = new Intl.DateTimeFormat("en-IN", {
  dateStyle: "medium",
  timeStyle: "short",
  timeZone: "Asia/Kolkata",
});
const fileStamp = () => new Date().toISOString().slice(0, 16).replace(/[-:T]/g, "");

/**
 * Create Post (spec §2): choose up to 5 photos, pick language, field and tone, generate (the
 * result streams in), edit it, see it as an Instagram post, copy, download or save it. Used
 * by the /create page and, later, by the dashboard's Create Post tab.
 */
export function CreatePost() {
  const queryClient = useQueryClient();
  const { toast } = useToast();
  const { user } = useAuth();
  const content = useContent();
  const items = (content.data ?? []).filter(isUsable);
  const byId = new Map(items.map((item) => [item.id, item]));

  const [selected, setSelected] = useState<string[]>([]);
  const [language, setLanguage] = useState<LanguageCode>("english");
  const [romanised, setRomanised] = useState(false);
  const [contentField, setContentField] = useState<ContentField>("lifestyle");
  const [tone, setTone] = useState<Tone>("friendly");
  const [variationCount, setVariationCount] = useState(2);
  const [generating, setGenerating] = useState<"basic" | "advanced" | null>(null);
  const [response, setResponse] = useState<GenerateResponse | null>(null);
  const [written, setWritten] = useState<{ language: LanguageCode; script: "native" | "latin" } | null>(null);
  const [variation, setVariation] = useState(0);
  const [fields, setFields] = useState<Fields>(EMPTY_FIELDS);
  const [scores, setScores] = useState<Scores | null>(null);
  const [headingError, setHeadingError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [saveLimit, setSaveLimit] = useState<string | null>(null);
  const [quotaMessage, setQuotaMessage] = useState<string | null>(null);
  const [copied, setCopied] = useState(false);
  const [exporting, setExporting] = useState<"html" | "png" | "preview" | null>(null);
  const [serverPreview, setServerPreview] = useState<{ username: string; timestamp: string } | null>(null);
  const previewRef = useRef<HTMLDivElement>(null);
  const [previewFlash, setPreviewFlash] = useState(false);
  const previewFlashTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(previewFlashTimer.current), []);
  const headingRef = useRef<HTMLInputElement>(null);

  const selectedItems = selected.map((id) => byId.get(id)).filter((item): item is ContentItem => Boolean(item));
  const selectedIds = selectedItems.map((item) => item.id);
  const analysedImages = items.filter((item) => item.fileType === "image" && item.analyzed);
  const script: "native" | "latin" = romanised && language !== "english" ? "latin" : "native";

  const dashboard = useQuery<DashboardStats>({ queryKey: DASHBOARD_QUERY_KEY });
  const postingTime = useQuery<{ recommendedTime: string; reasoning: string; basis: string }>({
    queryKey: [`/api/generate-posting-time?contentItemIds=${selectedIds.join(",")}&contentField=${contentField}`],
    enabled: selectedIds.length > 0,
  });

  const subscribeHref = existing([{ href: "/subscribe", label: "Plans" }])[0]?.href;
  const uploadHref = existing([{ href: "/upload", label: "Upload" }])[0]?.href;

  const postText = formatPostText({
    heading: fields.heading,
    caption: fields.caption,
    hashtags: fields.hashtags.postSet,
  });
  const direction = textDirection(written?.language ?? language, written?.script ?? script);
  const username = serverPreview?.username ?? (user ? handleFor(user) : "creator");
  const previewImages: PreviewImage[] = selectedItems
    .filter(hasPicture)
    .slice(0, PREVIEW_IMAGES)
    .map((item) => ({ id: item.id, src: item.previewUrl as string, alt: fields.altText || item.altText || "" }));
  const canPreview = Boolean(fields.heading.trim() && fields.caption.trim());

  const remaining =
    response?.remaining ??
    (dashboard.data ? Math.max(0, dashboard.data.generationsLimit - dashboard.data.generationsToday) : null);

  function toggle(id: string) {
    if (selected.includes(id)) {
      setSelected(selected.filter((s) => s !== id));
      return;
    }
    if (selectedIds.length >= MAX_ITEMS_PER_POST) {
      toast({
        title: "Selection Limit",
        description: `You can select maximum ${MAX_ITEMS_PER_POST} photos per post`,
        variant: "destructive",
      });
      return;
    }
    setSelected([...selectedIds, id]);
  }

  function autoSelect() {
    const pool = [...analysedImages];
    for (let i = pool.length - 1; i > 0; i--) {
      const j = Math.floor(Math.random() * (i + 1));
      [pool[i], pool[j]] = [pool[j] as ContentItem, pool[i] as ContentItem];
    }
    setSelected(pool.slice(0, AUTO_SELECT_COUNT).map((item) => item.id));
  }

  function applyVariation(result: GenerateResponse, index: number) {
    const chosen = result.variations[index] ?? result;
    setVariation(index);
    setFields(fieldsFrom(chosen));
    setScores(scoresFrom(chosen));
    setHeadingError(null);
  }

  function applyPartial(partial: PartialResult) {
    setFields((current) => ({
      heading: typeof partial.postHeading === "string" ? partial.postHeading : current.heading,
      caption: typeof partial.caption === "string" ? partial.caption : current.caption,
      description: typeof partial.detailedDescription === "string" ? partial.detailedDescription : current.description,
      altText: typeof partial.altText === "string" ? partial.altText : current.altText,
      hashtags: Array.isArray(partial.hashtags)
        ? hashtagStateFrom(
            partial.hashtags.filter((tag): tag is string => typeof tag === "string" && tag.length > 0),
            undefined,
          )
        : current.hashtags,
    }));
  }

  async function generate(kind: "basic" | "advanced") {
    if (selectedItems.length === 0) {
      toast({
        title: "No Content Selected",
        description: "Please select at least one photo to generate content.",
        variant: "destructive",
      });
      return;
    }
    if (!selectedItems.some(hasPicture)) {
      toast({
        title: "No Images Selected",
        description: "Please select at least one photo to generate content.",
        variant: "destructive",
      });
      return;
    }
    setGenerating(kind);
    setQuotaMessage(null);
    setResponse(null);
    setScores(null);
    setFields(EMPTY_FIELDS);
    setServerPreview(null);
    const common = {
      contentItemIds: selectedIds,
      language,
      script,
      variations: variationCount,
      // Spec §7: generation runs with style 'engaging' and target audience 'Indian users'.
      userStyle: "engaging",
      toneOfVoice: tone,
      targetAudience: "Indian users",
    };
    try {
      const result =
        kind === "advanced"
          ? await streamGeneration(
              "/api/generate-advanced-content",
              { ...common, brandField: contentField },
              applyPartial,
            )
          : await streamGeneration("/api/generate-caption", { ...common, contentField }, applyPartial);
      setResponse(result);
      setWritten({ language, script });
      applyVariation(result, 0);
      toast({
        title: "AI Content Generated",
        description:
          result.variations.length > 1
            ? `${result.variations.length} variations are ready. Pick one, then edit it as you like.`
            : "Edit it as you like, then copy or save it.",
      });
    } catch (error) {
      setFields(EMPTY_FIELDS);
      const status = error instanceof GenerationError ? error.status : 0;
      const message =
        error instanceof GenerationError ? error.message : "Failed to generate AI content. Please try again.";
      if (status === 402 || status === 429) setQuotaMessage(message);
      toast({ title: "Generation Failed", description: message, variant: "destructive" });
    } finally {
      setGenerating(null);
      void queryClient.invalidateQueries({ queryKey: DASHBOARD_QUERY_KEY });
    }
  }

  async function copy() {
    if (!(await copyContent(postText, toast))) return;
    setCopied(true);
    setTimeout(() => setCopied(false), COPY_CONFIRM_MS);
  }

  async function save() {
    if (!fields.heading.trim()) {
      setHeadingError("Post heading is required");
      toast({
        title: "Post Heading Required",
        description: "Please add a post heading before saving.",
        variant: "destructive",
      });
      headingRef.current?.focus();
      return;
    }
    if (selectedIds.length === 0) {
      toast({
        title: "No Content Selected",
        description: "Please select at least one photo for this post.",
        variant: "destructive",
      });
      return;
    }
    setSaving(true);
    setSaveLimit(null);
    try {
      await apiRequest("POST", "/api/posts", {
        title: fields.heading,
        caption: fields.caption,
        detailedDescription: fields.description,
        hashtags: fields.hashtags.postSet,
        altText: fields.altText,
        contentItemIds: selectedIds,
        status: "draft",
        engagementPrediction: scores?.engagement === undefined ? "" : String(scores.engagement),
        language: written?.language ?? language,
      });
      toast({ title: "Post Created", description: `"${fields.heading.trim()}" is saved in your caption history.` });
      // Spec §4: a successful save clears selection, caption, hashtags and heading.
      setSelected([]);
      setFields(EMPTY_FIELDS);
      setScores(null);
      setResponse(null);
      setWritten(null);
      setServerPreview(null);
      setHeadingError(null);
      void queryClient.invalidateQueries({ queryKey: POSTS_QUERY_KEY });
      void queryClient.invalidateQueries({ queryKey: DASHBOARD_QUERY_KEY });
    } catch (error) {
      if (error instanceof ApiRequestError && error.status === 402) {
        const message = error.serverMessage ?? "You've reached the free plan's saved posts. Upgrade to save more.";
        setSaveLimit(message);
        toast({ title: "Save Failed", description: message, variant: "destructive" });
      } else if (error instanceof ApiRequestError && error.status < 500) {
        toast({ title: "Creation Failed", description: error.serverMessage ?? error.message, variant: "destructive" });
      } else {
        toast({
          title: "Creation Failed",
          description: "Failed to create post. Please try again.",
          variant: "destructive",
        });
      }
    } finally {
      setSaving(false);
    }
  }

  async function generatePreview() {
    setExporting("preview");
    try {
      const res = await apiRequest("POST", "/api/generate-instagram-preview", {
        postHeading: fields.heading.slice(0, POST_TITLE_MAX_CHARS),
        caption: fields.caption,
        username: user ? handleFor(user) : undefined,
      });
      const preview = (await res.json()) as { username: string; timestamp: string };
      setServerPreview({ username: preview.username, timestamp: preview.timestamp });
      // Visibly done: the preview comes into view and is outlined for a moment (issue 17).
      setPreviewFlash(true);
      clearTimeout(previewFlashTimer.current);
      previewFlashTimer.current = setTimeout(() => setPreviewFlash(false), PREVIEW_FLASH_MS);
      const panel = previewRef.current;
      if (panel) {
        // Measured, not scrollIntoView: the preview column is sticky, and the site header covers the top.
        const top = window.scrollY + panel.getBoundingClientRect().top - PREVIEW_SCROLL_OFFSET_PX;
        window.scrollTo({ top: Math.max(0, top), behavior: "smooth" });
        panel.focus({ preventScroll: true });
      }
    } catch {
      toast({ title: "Error", description: "Failed to generate Instagram preview", variant: "destructive" });
    } finally {
      setExporting(null);
    }
  }

  async function previewBlobs() {
    const images = await Promise.all(previewImages.map((image) => fetchImage(image.src)));
    const avatar = user?.profileImageUrl ? await fetchImage(user.profileImageUrl).catch(() => null) : null;
    return { images, avatar };
  }

  async function downloadHtml() {
    setExporting("html");
    try {
      const { images, avatar } = await previewBlobs();
      const html = buildPreviewHtml({
        productName: publicConfig().productName,
        username,
        avatar: avatar ? await blobToDataUrl(avatar) : null,
        text: postText,
        images: await Promise.all(images.map(blobToDataUrl)),
        altText: fields.altText,
        lang: direction.lang,
        dir: direction.dir,
        createdLabel: timeLabel.format(new Date()),
      });
      downloadBlob(new Blob([html], { type: "text/html;charset=utf-8" }), `instagram-preview-${fileStamp()}.html`);
    } catch {
      toast({
        title: "Download Failed",
        description: "The preview could not be built. Please try again.",
        variant: "destructive",
      });
    } finally {
      setExporting(null);
    }
  }

  async function downloadPng() {
    setExporting("png");
    try {
      const { images, avatar } = await previewBlobs();
      const png = await renderPreviewPng({ username, avatar, images, text: postText, dir: direction.dir });
      downloadBlob(png, `instagram-preview-${fileStamp()}.png`);
    } catch {
      toast({
        title: "Download Failed",
        description: "The image could not be made. Please try again.",
        variant: "destructive",
      });
    } finally {
      setExporting(null);
    }
  }

  const busy = generating !== null;
  const variations = response?.variations ?? [];

  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,420px)] lg:items-start">
      <div className="min-w-0 space-y-6">
        {/* 1. Photos */}
        <Card size="sm">
          <div className="flex flex-wrap items-center gap-2">
            <h2 className="mr-auto text-lg font-semibold">1. Choose photos</h2>
            <p className="text-sm text-slate-600" aria-live="polite" data-testid="selection-count">
              {selectedIds.length} of {MAX_ITEMS_PER_POST} selected
            </p>
          </div>
          <div className="mt-3 flex flex-wrap gap-2">
            {analysedImages.length >= AUTO_SELECT_COUNT && (
              <Button type="button" variant="outline" size="sm" onClick={autoSelect}>
                <Shuffle aria-hidden="true" className="h-4 w-4" /> Auto-Select
              </Button>
            )}
            {selectedIds.length > 0 && (
              <Button type="button" variant="ghost" size="sm" onClick={() => setSelected([])}>
                Clear selection
              </Button>
            )}
            {uploadHref && (
              <Button asChild variant="link" size="sm" className="px-0 sm:ml-auto">
                <Link href={uploadHref}>
                  <Upload aria-hidden="true" className="h-4 w-4" /> Upload more photos
                </Link>
              </Button>
            )}
          </div>
          {content.isLoading ? (
            <p className="mt-3 text-sm text-slate-600">Loading your library…</p>
          ) : content.isError ? (
            <p role="alert" className="mt-3 text-sm text-red-800">
              Your library could not be loaded.{" "}
              <button type="button" className="font-semibold underline" onClick={() => content.refetch()}>
                Try again
              </button>
            </p>
          ) : items.length === 0 ? (
            <p className="mt-3 text-sm text-slate-600">
              Your library is empty. Upload photos first, then come back to turn them into a post.
            </p>
          ) : (
            <ul
              aria-label="Your photos and videos"
              className="mt-3 grid max-h-[28rem] grid-cols-3 gap-2 overflow-y-auto p-0.5 sm:grid-cols-4 xl:grid-cols-5"
            >
              {items.map((item) => (
                <SelectableItem
                  key={item.id}
                  item={item}
                  position={selectedIds.indexOf(item.id) + 1}
                  onToggle={() => toggle(item.id)}
                />
              ))}
            </ul>
          )}
          {selectedIds.length > 0 && (
            <div className="mt-3 flex items-start gap-2 rounded-lg bg-slate-50 p-3 text-sm" data-testid="posting-time">
              <Clock aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0 text-brand-700" />
              {postingTime.data ? (
                <p>
                  <span className="font-semibold">Best time to post: {postingTime.data.recommendedTime}.</span>{" "}
                  {postingTime.data.reasoning} <span className="text-slate-600">{postingTime.data.basis}</span>
                </p>
              ) : postingTime.isError ? (
                <p className="text-slate-600">No posting-time suggestion right now.</p>
              ) : (
                <p className="text-slate-600">Finding a good time to post…</p>
              )}
            </div>
          )}
        </Card>

        {/* 2. Options */}
        <Card size="sm">
          <h2 className="text-lg font-semibold">2. Language and style</h2>
          <div className="mt-3 grid gap-4 sm:grid-cols-2">
            <div className="space-y-1.5">
              <Label htmlFor="language">Language</Label>
              <select
                id="language"
                className={selectClass}
                value={language}
                onChange={(event) => setLanguage(event.target.value as LanguageCode)}
              >
                {LANGUAGES.map((l) => (
                  <option key={l.code} value={l.code}>
                    {l.code === "english" ? l.label : `${l.label} — ${l.nativeName}`}
                  </option>
                ))}
              </select>
              {language !== "english" && (
                <label className="flex items-center gap-2 pt-1 text-sm text-slate-800">
                  <input
                    type="checkbox"
                    checked={romanised}
                    onChange={(event) => setRomanised(event.target.checked)}
                    className="h-5 w-5 accent-brand-700"
                  />
                  Write in Roman letters{language === "hindi" ? " (Hinglish)" : ""}
                </label>
              )}
            </div>
            <div className="space-y-1.5">
              <Label htmlFor="content-field">Content field</Label>
              <select
                id="content-field"
                className={selectClass}
                value={contentField}
                onChange={(event) => setContentField(event.target.value as ContentField)}
              >
                {CONTENT_FIELDS.map((f) => (
                  <option key={f} value={f}>
                    {FIELD_LABELS[f]}
                  </option>
                ))}
              </select>
            </div>
            <div className="space-y-1.5">
              <Label htmlFor="tone">Tone</Label>
              <select
                id="tone"
                className={selectClass}
                value={tone}
                onChange={(event) => setTone(event.target.value as Tone)}
              >
                {TONES.map((t) => (
                  <option key={t} value={t}>
                    {TONE_LABELS[t]}
                  </option>
                ))}
              </select>
            </div>
            <div className="space-y-1.5">
              <Label htmlFor="variations">Variations to choose from</Label>
              <select
                id="variations"
                className={selectClass}
                value={variationCount}
                onChange={(event) => setVariationCount(Number(event.target.value))}
              >
                {[1, 2, 3].map((n) => (
                  <option key={n} value={n}>
                    {n}
                  </option>
                ))}
              </select>
            </div>
          </div>
          <div className="mt-4 flex flex-col gap-2 sm:flex-row">
            <Button type="button" onClick={() => generate("basic")} disabled={busy}>
              <Sparkles aria-hidden="true" className="h-4 w-4" />
              {generating === "basic" ? "Writing…" : "Generate"}
            </Button>
            <Button type="button" variant="outline" onClick={() => generate("advanced")} disabled={busy}>
              <Wand2 aria-hidden="true" className="h-4 w-4" />
              {generating === "advanced" ? "Writing…" : "Advanced"}
            </Button>
          </div>
          <p className="mt-2 text-sm text-slate-600">
            Advanced also estimates how unique the caption is against your earlier ones.
          </p>
          {remaining !== null && (
            <p className="mt-2 text-sm text-slate-700" data-testid="generations-left">
              {remaining} AI {remaining === 1 ? "caption" : "captions"} left
              {dashboard.data?.generationsWindow === "pass" ? " in this pass" : " today"}.
            </p>
          )}
          {quotaMessage && (
            <p role="alert" className="mt-2 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950">
              {quotaMessage}{" "}
              {subscribeHref && (
                <Link href={subscribeHref} className="font-semibold underline">
                  See plans
                </Link>
              )}
            </p>
          )}
        </Card>

        {/* 3. The post */}
        <Card size="sm" aria-busy={busy}>
          <div className="flex flex-wrap items-center gap-2">
            <h2 className="mr-auto text-lg font-semibold">3. Your post</h2>
            {busy && (
              <p className="text-sm text-brand-800" aria-live="polite">
                Writing… the text appears as it is written.
              </p>
            )}
          </div>
          {response && (
            <div className="mt-3 space-y-2">
              {response.engine === "offline" && (
                <p className="rounded-lg bg-slate-100 px-3 py-2 text-sm text-slate-800" data-testid="engine-label">
                  <span className="font-semibold">Written by the offline writer</span> — {publicConfig().productName}
                  's built-in writer, which works without an AI model. It describes only what it could see in your
                  photos.
                </p>
              )}
              {response.fallbackNote && <p className="text-sm text-amber-900">{response.fallbackNote}</p>}
              {scores && (scores.engagement !== undefined || scores.uniqueness !== undefined) && (
                <div className="flex flex-wrap gap-2">
                  {scores.engagement !== undefined && <EstimateBadge name="Engagement" score={scores.engagement} />}
                  {scores.uniqueness !== undefined && <EstimateBadge name="Uniqueness" score={scores.uniqueness} />}
                </div>
              )}
              {scores?.pattern && <p className="text-sm text-slate-700">{scores.pattern}</p>}
              <p className="text-xs text-slate-600" data-testid="estimate-basis">
                {estimateBasisText(scores)}
              </p>
              {variations.length > 1 && (
                <fieldset>
                  <legend className="text-sm font-medium text-slate-800">Variations</legend>
                  <div className="mt-1 flex flex-wrap gap-2">
                    {variations.map((v, i) => (
                      <button
                        // biome-ignore lint/suspicious/noArrayIndexKey: the server's variations keep their order
                        key={`${i}-${v.postHeading}`}
                        type="button"
                        aria-pressed={variation === i}
                        onClick={() => applyVariation(response, i)}
                        className={cn(
                          "min-h-9 rounded-lg border px-3 text-sm font-medium",
                          variation === i
                            ? "border-brand-700 bg-brand-700 text-white"
                            : "border-slate-300 bg-white text-slate-800 hover:bg-slate-50",
                        )}
                      >
                        Variation {i + 1}
                      </button>
                    ))}
                  </div>
                  <p className="mt-1 text-xs text-slate-600">Choosing a variation replaces your edits.</p>
                </fieldset>
              )}
            </div>
          )}
          <div className="mt-4 space-y-4" lang={direction.lang}>
            <div className="space-y-1.5">
              <Label htmlFor="post-heading" lang="en">
                Post heading
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
                  setFields({ ...fields, heading: event.target.value });
                  if (event.target.value.trim()) setHeadingError(null);
                }}
              />
              <div className="flex justify-between gap-2" lang="en">
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
            <div className="space-y-1.5">
              <Label htmlFor="post-caption" lang="en">
                Caption
              </Label>
              <textarea
                id="post-caption"
                dir={direction.dir}
                rows={6}
                className={textareaClass}
                value={fields.caption}
                readOnly={busy}
                aria-describedby="post-caption-count"
                onChange={(event) => setFields({ ...fields, caption: event.target.value })}
              />
              <div lang="en">
                <Counter id="post-caption-count" count={charCount(fields.caption)} max={CAPTION_MAX_CHARS} />
              </div>
            </div>
            <div lang="en">
              <HashtagEditor state={fields.hashtags} onChange={(hashtags) => setFields({ ...fields, hashtags })} />
            </div>
            <div className="space-y-1.5">
              <Label htmlFor="post-description" lang="en">
                Detailed description
              </Label>
              <textarea
                id="post-description"
                dir={direction.dir}
                rows={4}
                className={textareaClass}
                value={fields.description}
                readOnly={busy}
                aria-describedby="post-description-count"
                onChange={(event) => setFields({ ...fields, description: event.target.value })}
              />
              <div lang="en">
                <Counter
                  id="post-description-count"
                  count={charCount(fields.description)}
                  max={POST_DESCRIPTION_MAX_CHARS}
                />
              </div>
            </div>
            <div className="space-y-1.5">
              <Label htmlFor="post-alt" lang="en">
                Alt text (for screen readers)
              </Label>
              <Input
                id="post-alt"
                dir={direction.dir}
                value={fields.altText}
                maxLength={POST_ALT_TEXT_MAX_CHARS}
                readOnly={busy}
                aria-describedby="post-alt-count"
                onChange={(event) => setFields({ ...fields, altText: event.target.value })}
              />
              <div lang="en">
                <Counter id="post-alt-count" count={charCount(fields.altText)} max={ALT_TEXT_MAX_CHARS - 1} soft />
              </div>
            </div>
          </div>
          <div className="mt-5 flex flex-col gap-2 sm:flex-row sm:flex-wrap">
            <Button type="button" variant="outline" onClick={copy} disabled={!postText || busy}>
              {copied ? (
                <Check aria-hidden="true" className="h-4 w-4" />
              ) : (
                <Copy aria-hidden="true" className="h-4 w-4" />
              )}
              {copied ? "Copied" : "Copy"}
            </Button>
            <Button type="button" onClick={save} disabled={saving || busy}>
              <Save aria-hidden="true" className="h-4 w-4" />
              {saving ? "Saving…" : "Save to Caption History"}
            </Button>
          </div>
          <a
            href="#preview-heading"
            className="mt-3 inline-block text-sm font-semibold text-brand-700 underline lg:hidden"
          >
            See the Instagram preview
          </a>
          {dashboard.data?.freeSavesLimit != null && (
            <p className="mt-2 text-sm text-slate-700" data-testid="saves-used">
              {dashboard.data.freeSavesUsed}/{dashboard.data.freeSavesLimit} saves used on the free plan.
            </p>
          )}
          {saveLimit && (
            <div
              role="alert"
              className="mt-3 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950"
            >
              <p className="font-semibold">Caption history is full</p>
              <p className="mt-1">{saveLimit}</p>
              {subscribeHref && (
                <Link href={subscribeHref} className="mt-1 inline-block font-semibold underline">
                  Upgrade to Pro
                </Link>
              )}
            </div>
          )}
        </Card>
      </div>

      {/* Preview */}
      <aside className="min-w-0 space-y-3 lg:sticky lg:top-20" aria-labelledby="preview-heading">
        <div
          ref={previewRef}
          tabIndex={-1}
          data-testid="preview-panel"
          data-highlighted={previewFlash ? "true" : undefined}
          className={cn(
            "space-y-3 rounded-xl outline-none ring-offset-4 transition-shadow duration-300",
            previewFlash && "ring-4 ring-brand-500",
          )}
        >
          <h2 id="preview-heading" className="text-lg font-semibold">
            Instagram preview
          </h2>
          {serverPreview && (
            <p className="text-sm text-green-800" role="status" data-testid="preview-refreshed">
              Updated with your current heading and caption at {timeLabel.format(new Date(serverPreview.timestamp))}.
            </p>
          )}
          <InstagramPreview
            username={username}
            avatarUrl={user?.profileImageUrl ?? null}
            images={previewImages}
            text={postText}
            lang={direction.lang}
            dir={direction.dir}
            timestampLabel={
              serverPreview ? `Preview made ${timeLabel.format(new Date(serverPreview.timestamp))}` : "Just now"
            }
          />
        </div>
        {selectedItems.length > PREVIEW_IMAGES && (
          <p className="text-xs text-slate-600">The preview shows the first {PREVIEW_IMAGES} photos.</p>
        )}
        <div className="grid grid-cols-1 gap-2 sm:grid-cols-3 lg:grid-cols-1">
          {(
            [
              ["preview", generatePreview, Eye, "Generate Preview", "Preparing…"],
              ["html", downloadHtml, FileCode, "Download Preview", "Building…"],
              ["png", downloadPng, ImageDown, "Download as image", "Drawing…"],
            ] as const
          ).map(([kind, run, Icon, label, busyLabel]) => (
            <Button
              key={kind}
              type="button"
              variant="outline"
              size="sm"
              onClick={run}
              disabled={!canPreview || exporting !== null}
            >
              <Icon aria-hidden="true" className="h-4 w-4" />
              {exporting === kind ? busyLabel : label}
            </Button>
          ))}
        </div>
        {!canPreview && (
          <p className="text-xs text-slate-600">
            <Download aria-hidden="true" className="mr-1 inline h-3.5 w-3.5" />
            Add a heading and a caption to generate or download the preview.
          </p>
        )}
        {subscribeHref && user?.subscriptionStatus === "free" && (
          <p className="text-sm text-slate-700">
            Need more captions or saved posts?{" "}
            <Link href={subscribeHref} className="font-semibold text-brand-700 underline">
              See plans
            </Link>
          </p>
        )}
      </aside>
    </div>
  );
}
