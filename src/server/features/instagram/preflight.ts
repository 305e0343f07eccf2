import sharp, { type Metadata } from "sharp";
import type { InterfaceLanguage } from "#contract/i18n/languages.ts";
import { INSTAGRAM_LIMITS as L, type Preflight, type PreflightItem, type PublishFit } from "#contract/instagram.ts";
import type { ContentItem } from "#contract/library.ts";
import { postText } from "#contract/post-text.ts";
import { type Message, translate } from "#server/i18n.ts";
import { MAX_IMAGE_PIXELS } from "#server/media/media.ts";

const ratioText = (ratio: number) => (ratio < 1 ? "4:5" : "1.91:1");
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
/** Counts as the pre-check writes them, with the Indian grouping in every language ("2,200"). */
const count = (n: number) => n.toLocaleString("en-IN");

/**
 * The caption Instagram receives: the post's one text — heading, caption, hashtags — exactly
 * as Copy and the preview show it (decision 728).
 */
export function instagramCaption(post: { title: string; caption: string; hashtags: string }): string {
  return postText({ heading: post.title, caption: post.caption, hashtags: post.hashtags });
}

/** Distinct hashtags in a caption, as Instagram counts them. */
export function countHashtags(text: string): number {
  return new Set([...text.matchAll(/#([\p{L}\p{N}\p{M}_]+)/gu)].map((m) => (m[1] ?? "").toLowerCase())).size;
}

/** Problems of the post itself: number of photos, caption length, hashtags. */
export function postProblems(
  input: { itemCount: number; title: string; caption: string; hashtags: string },
  language: InterfaceLanguage = "en",
): string[] {
  const problems: Message[] = [];
  if (input.itemCount > L.carouselMax) {
    problems.push({
      key: "preflight.carouselSize",
      values: { min: L.carouselMin, max: L.carouselMax, count: String(input.itemCount) },
    });
  }
  const text = instagramCaption(input);
  if ([...text].length > L.captionMax) {
    problems.push({
      key: "preflight.captionTooLong",
      values: { max: count(L.captionMax), count: count([...text].length) },
    });
  }
  const tags = countHashtags(text);
  if (tags > L.hashtagsMax) {
    problems.push({
      key: "preflight.tooManyHashtags",
      values: { max: L.hashtagsMax, count: String(tags), remove: tags - L.hashtagsMax },
    });
  }
  return problems.map((problem) => translate(language, problem));
}

export interface PreparedImage {
  data: Buffer;
  width: number;
  height: number;
  /** What was done, in words ("Padded to 4:5 · converted from PNG to JPEG"); null when the photo was sent as is. */
  fix: string | null;
}

/** Why a photo cannot be made to fit, in words for the creator (`text`, worded per language; the message is its English). */
export class UnfixablePhoto extends Error {
  readonly text: Message;
  constructor(text: Message) {
    super(translate("en", text));
    this.text = text;
  }
}

/**
 * Makes a photo fit Instagram: orientation applied, transparency on white, padded (white
 * bars) or centre-cropped to the nearest allowed aspect ratio (4:5 to 1.91:1), scaled to at
 * most 1440 px wide and encoded as JPEG under 8 MB. A photo already fitting, JPEG and small
 * enough, is sent byte for byte. Throws UnfixablePhoto when it cannot fit (under 320 px wide,
 * unreadable, or still over 8 MB).
 */
export async function prepareImage(
  input: Buffer,
  fit: PublishFit,
  language: InterfaceLanguage = "en",
): Promise<PreparedImage> {
  let meta: Metadata;
  try {
    meta = await sharp(input, { limitInputPixels: MAX_IMAGE_PIXELS }).metadata();
  } catch {
    throw new UnfixablePhoto({ key: "preflight.unreadable" });
  }
  const rotated = (meta.orientation ?? 1) >= 5;
  const width = (rotated ? meta.height : meta.width) ?? 0;
  const height = (rotated ? meta.width : meta.height) ?? 0;
  if (!width || !height) throw new UnfixablePhoto({ key: "preflight.unreadable" });
  const ratio = width / height;
  const fixes: Message[] = [];
  let pipeline = sharp(input, { limitInputPixels: MAX_IMAGE_PIXELS, failOn: "truncated" }).rotate();
  let w = width;
  let h = height;
  if (ratio < L.minAspect || ratio > L.maxAspect) {
    const target = ratio < L.minAspect ? L.minAspect : L.maxAspect;
    if (fit === "pad") {
      if (ratio < target) {
        const total = Math.ceil(h * target) - w;
        pipeline = pipeline.extend({ left: Math.floor(total / 2), right: Math.ceil(total / 2), background: "#ffffff" });
        w += total;
      } else {
        const total = Math.ceil(w / target) - h;
        pipeline = pipeline.extend({ top: Math.floor(total / 2), bottom: Math.ceil(total / 2), background: "#ffffff" });
        h += total;
      }
      fixes.push({
        key: "preflight.fixPadded",
        values: { width: String(width), height: String(height), ratio: ratioText(target) },
      });
    } else {
      if (ratio < target) {
        const newH = Math.floor(w / target);
        pipeline = pipeline.extract({ left: 0, top: Math.floor((h - newH) / 2), width: w, height: newH });
        h = newH;
      } else {
        const newW = Math.floor(h * target);
        pipeline = pipeline.extract({ left: Math.floor((w - newW) / 2), top: 0, width: newW, height: h });
        w = newW;
      }
      fixes.push({
        key: "preflight.fixCropped",
        values: { width: String(width), height: String(height), ratio: ratioText(target) },
      });
    }
    // extend/extract then resize need a fresh pipeline stage.
    pipeline = sharp(await pipeline.toBuffer(), { limitInputPixels: MAX_IMAGE_PIXELS });
  }
  if (w < L.minWidth) {
    throw new UnfixablePhoto({ key: "preflight.tooNarrowToFix", values: { width: String(w), min: L.minWidth } });
  }
  if (w > L.maxWidth) {
    const newH = Math.round((h * L.maxWidth) / w);
    pipeline = pipeline.resize({ width: L.maxWidth, height: newH, fit: "fill" });
    fixes.push({ key: "preflight.fixScaled", values: { max: String(L.maxWidth) } });
    h = newH;
    w = L.maxWidth;
  }
  const isJpeg = meta.format === "jpeg";
  if (fixes.length === 0 && isJpeg && input.length <= L.maxBytes && (meta.orientation ?? 1) === 1) {
    return { data: input, width, height, fix: null };
  }
  if (!isJpeg)
    fixes.push({ key: "preflight.fixConverted", values: { format: (meta.format ?? "image").toUpperCase() } });
  pipeline = pipeline.flatten({ background: "#ffffff" });
  for (const quality of [90, 80, 70, 60]) {
    const data = await pipeline.clone().jpeg({ quality, mozjpeg: true }).toBuffer();
    if (data.length <= L.maxBytes) {
      if (isJpeg && input.length > L.maxBytes)
        fixes.push({ key: "preflight.fixCompressed", values: { from: mb(input.length), to: mb(data.length) } });
      return {
        data,
        width: w,
        height: h,
        fix: capitalise(fixes.map((fix) => translate(language, fix)).join(" · ")),
      };
    }
  }
  throw new UnfixablePhoto({ key: "preflight.tooHeavyToFix" });
}

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** What is wrong with a stored photo as it is (before any fix). */
export function itemProblems(
  item: Pick<ContentItem, "fileType" | "mimeType" | "width" | "height" | "fileSize">,
  language: InterfaceLanguage = "en",
): string[] {
  if (item.fileType !== "image") return [translate(language, { key: "preflight.videoInCarousel" })];
  const problems: Message[] = [];
  if (item.mimeType !== "image/jpeg")
    problems.push({ key: "preflight.notJpeg", values: { format: item.mimeType.replace("image/", "").toUpperCase() } });
  if (item.fileSize > L.maxBytes) problems.push({ key: "preflight.overSize", values: { size: mb(item.fileSize) } });
  if (item.width && item.height) {
    const size = { width: String(item.width), height: String(item.height) };
    const ratio = item.width / item.height;
    if (ratio < L.minAspect) problems.push({ key: "preflight.tooTall", values: size });
    if (ratio > L.maxAspect) problems.push({ key: "preflight.tooWide", values: size });
    if (item.width > L.maxWidth)
      problems.push({ key: "preflight.wider", values: { max: String(L.maxWidth), width: size.width } });
    if (item.width < L.minWidth)
      problems.push({ key: "preflight.narrower", values: { min: String(L.minWidth), width: size.width } });
  }
  return problems.map((problem) => translate(language, problem));
}

/**
 * A post's one video, checked as a Reel: the verdict read from the file at upload (decision
 * 756) — publishable, or every reason why not. Nothing is fixed on the server.
 */
function reelItem(item: ContentItem, language: InterfaceLanguage): PreflightItem {
  const problems = item.reel
    ? item.reel.problems.map((p) => p.message)
    : [translate(language, { key: "preflight.reelUnchecked" })];
  return {
    contentItemId: item.id,
    name: item.originalName,
    width: item.width,
    height: item.height,
    mimeType: item.mimeType,
    bytes: item.fileSize,
    problems,
    fix: null,
    fixable: problems.length === 0,
    reason:
      problems.length > 0
        ? translate(language, {
            key: "preflight.notAReel",
            values: { name: item.originalName, problems: problems.join(" ") },
          })
        : null,
    previewUrl: null,
    result: null,
    videoUrl: item.objectPath,
    durationSeconds: item.durationSeconds,
  };
}

/**
 * The whole pre-flight of a post: each photo checked and, where needed, fixed the way it will
 * be sent (the preview shows exactly those bytes), plus the post's own limits.
 */
export async function preflightPost(input: {
  items: ContentItem[];
  missing: number;
  title: string;
  caption: string;
  hashtags: string;
  fit: PublishFit;
  read: (id: string) => Promise<Buffer>;
  previewUrl: (id: string) => string;
  /** The language its problems and fixes are worded in (the requester's, issue 30). */
  language?: InterfaceLanguage;
}): Promise<Preflight> {
  const language = input.language ?? "en";
  const items: PreflightItem[] = [];
  const reel = input.items.length === 1 && input.items[0]?.fileType === "video";
  for (const item of input.items) {
    if (reel) {
      items.push(reelItem(item, language));
      continue;
    }
    const problems = itemProblems(item, language);
    const base = {
      contentItemId: item.id,
      name: item.originalName,
      width: item.width,
      height: item.height,
      mimeType: item.mimeType,
      bytes: item.fileSize,
      problems,
    };
    if (item.fileType !== "image") {
      items.push({ ...base, fix: null, fixable: false, reason: problems[0] ?? null, previewUrl: null, result: null });
      continue;
    }
    try {
      const prepared = await prepareImage(await input.read(item.id), input.fit, language);
      items.push({
        ...base,
        fix: prepared.fix,
        fixable: true,
        reason: null,
        previewUrl: prepared.fix ? input.previewUrl(item.id) : null,
        result: { width: prepared.width, height: prepared.height },
      });
    } catch (error) {
      if (!(error instanceof UnfixablePhoto)) throw error;
      const reason = translate(language, error.text);
      items.push({ ...base, fix: null, fixable: false, reason, previewUrl: null, result: null });
    }
  }
  const problems = postProblems(
    {
      itemCount: input.items.length + input.missing,
      title: input.title,
      caption: input.caption,
      hashtags: input.hashtags,
    },
    language,
  );
  if (input.missing > 0) problems.unshift(translate(language, { key: "preflight.photosMissing" }));
  return { ok: problems.length === 0 && items.every((i) => i.fixable), fit: input.fit, items, problems };
}
