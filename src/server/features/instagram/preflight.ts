import sharp, { type Metadata } from "sharp";
import { INSTAGRAM_LIMITS as L, type Preflight, type PreflightItem, type PublishFit } from "#contract/instagram.ts";
import type { ContentItem } from "#contract/library.ts";
import { postText } from "#contract/post-text.ts";
import { MAX_IMAGE_PIXELS } from "#server/media/media.ts";

const ratioText = (ratio: number) => (ratio < 1 ? "4:5" : "1.91:1");
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

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
export function postProblems(input: { itemCount: number; title: string; caption: string; hashtags: string }): string[] {
  const problems: string[] = [];
  if (input.itemCount > L.carouselMax) {
    problems.push(`A carousel takes ${L.carouselMin} to ${L.carouselMax} photos; this post has ${input.itemCount}.`);
  }
  const text = instagramCaption(input);
  if ([...text].length > L.captionMax) {
    problems.push(
      `Instagram takes captions of up to ${L.captionMax.toLocaleString("en-IN")} characters with the heading and hashtags; this one has ${[...text].length.toLocaleString("en-IN")}.`,
    );
  }
  const tags = countHashtags(text);
  if (tags > L.hashtagsMax) {
    problems.push(
      `Instagram takes at most ${L.hashtagsMax} hashtags per post; caption and hashtags have ${tags}. Remove ${tags - L.hashtagsMax}.`,
    );
  }
  return problems;
}

export interface PreparedImage {
  data: Buffer;
  width: number;
  height: number;
  /** What was done, in words ("Padded to 4:5 · converted from PNG to JPEG"); null when the photo was sent as is. */
  fix: string | null;
}

/** Why a photo cannot be made to fit, in words for the creator. */
export class UnfixablePhoto extends Error {}

/**
 * Makes a photo fit Instagram: orientation applied, transparency on white, padded (white
 * bars) or centre-cropped to the nearest allowed aspect ratio (4:5 to 1.91:1), scaled to at
 * most 1440 px wide and encoded as JPEG under 8 MB. A photo already fitting, JPEG and small
 * enough, is sent byte for byte. Throws UnfixablePhoto when it cannot fit (under 320 px wide,
 * unreadable, or still over 8 MB).
 */
export async function prepareImage(input: Buffer, fit: PublishFit): Promise<PreparedImage> {
  let meta: Metadata;
  try {
    meta = await sharp(input, { limitInputPixels: MAX_IMAGE_PIXELS }).metadata();
  } catch {
    throw new UnfixablePhoto("This photo could not be read.");
  }
  const rotated = (meta.orientation ?? 1) >= 5;
  const width = (rotated ? meta.height : meta.width) ?? 0;
  const height = (rotated ? meta.width : meta.height) ?? 0;
  if (!width || !height) throw new UnfixablePhoto("This photo could not be read.");
  const ratio = width / height;
  const fixes: string[] = [];
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
      fixes.push(`padded from ${width}×${height} to ${ratioText(target)}`);
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
      fixes.push(`cropped from ${width}×${height} to ${ratioText(target)}`);
    }
    // extend/extract then resize need a fresh pipeline stage.
    pipeline = sharp(await pipeline.toBuffer(), { limitInputPixels: MAX_IMAGE_PIXELS });
  }
  if (w < L.minWidth) {
    throw new UnfixablePhoto(
      `This photo is ${w} px wide; Instagram needs at least ${L.minWidth} px, and enlarging it would blur it. Choose a larger photo.`,
    );
  }
  if (w > L.maxWidth) {
    const newH = Math.round((h * L.maxWidth) / w);
    pipeline = pipeline.resize({ width: L.maxWidth, height: newH, fit: "fill" });
    fixes.push(`scaled to ${L.maxWidth} px wide`);
    h = newH;
    w = L.maxWidth;
  }
  const isJpeg = meta.format === "jpeg";
  if (fixes.length === 0 && isJpeg && input.length <= L.maxBytes && (meta.orientation ?? 1) === 1) {
    return { data: input, width, height, fix: null };
  }
  if (!isJpeg) fixes.push(`converted from ${(meta.format ?? "image").toUpperCase()} to JPEG`);
  pipeline = pipeline.flatten({ background: "#ffffff" });
  for (const quality of [90, 80, 70, 60]) {
    const data = await pipeline.clone().jpeg({ quality, mozjpeg: true }).toBuffer();
    if (data.length <= L.maxBytes) {
      if (isJpeg && input.length > L.maxBytes) fixes.push(`compressed from ${mb(input.length)} to ${mb(data.length)}`);
      return { data, width: w, height: h, fix: capitalise(fixes.join(" · ")) };
    }
  }
  throw new UnfixablePhoto("This photo stays over 8 MB even compressed. Choose a smaller photo.");
}

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** What is wrong with a stored photo as it is (before any fix). */
export function itemProblems(
  item: Pick<ContentItem, "fileType" | "mimeType" | "width" | "height" | "fileSize">,
): string[] {
  if (item.fileType !== "image") {
    return ["A video is published as a Reel on its own; a carousel here takes photos only."];
  }
  const problems: string[] = [];
  if (item.mimeType !== "image/jpeg")
    problems.push(`Instagram takes JPEG photos; this one is ${item.mimeType.replace("image/", "").toUpperCase()}.`);
  if (item.fileSize > L.maxBytes) problems.push(`Instagram takes photos up to 8 MB; this one is ${mb(item.fileSize)}.`);
  if (item.width && item.height) {
    const ratio = item.width / item.height;
    if (ratio < L.minAspect)
      problems.push(`Too tall for Instagram (${item.width}×${item.height}); it takes 4:5 to 1.91:1.`);
    if (ratio > L.maxAspect)
      problems.push(`Too wide for Instagram (${item.width}×${item.height}); it takes 4:5 to 1.91:1.`);
    if (item.width > L.maxWidth) problems.push(`Wider than ${L.maxWidth} px (${item.width} px).`);
    if (item.width < L.minWidth) problems.push(`Narrower than ${L.minWidth} px (${item.width} px).`);
  }
  return problems;
}

/**
 * A post's one video, checked as a Reel: the verdict read from the file at upload (decision
 * 756) — publishable, or every reason why not. Nothing is fixed on the server.
 */
function reelItem(item: ContentItem): PreflightItem {
  const problems = item.reel
    ? item.reel.problems.map((p) => p.message)
    : ["This video was uploaded before Reels were checked; upload it again to publish it as a Reel."];
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
      problems.length > 0 ? `${item.originalName} can't be published as a Reel as it is. ${problems.join(" ")}` : null,
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
}): Promise<Preflight> {
  const items: PreflightItem[] = [];
  const reel = input.items.length === 1 && input.items[0]?.fileType === "video";
  for (const item of input.items) {
    if (reel) {
      items.push(reelItem(item));
      continue;
    }
    const problems = itemProblems(item);
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
      const prepared = await prepareImage(await input.read(item.id), input.fit);
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
      items.push({ ...base, fix: null, fixable: false, reason: error.message, previewUrl: null, result: null });
    }
  }
  const problems = postProblems({
    itemCount: input.items.length + input.missing,
    title: input.title,
    caption: input.caption,
    hashtags: input.hashtags,
  });
  if (input.missing > 0) problems.unshift("Some photos of this post are no longer in your library.");
  return { ok: problems.length === 0 && items.every((i) => i.fixable), fit: input.fit, items, problems };
}
