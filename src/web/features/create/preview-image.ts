/**
 * Browser-only helpers for the downloadable previews: images fetched as bytes (so a canvas is
 * never tainted and the HTML file can embed them), and the preview drawn on a canvas as a PNG.
 */

/** Fetches an image of the user's library as a Blob (same credentials as every API call). */
export async function fetchImage(url: string): Promise<Blob> {
  const res = await fetch(url, { credentials: "include" });
  if (!res.ok) throw new Error(`${res.status}: ${res.statusText}`);
  return res.blob();
}

export function blobToDataUrl(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error("Could not read the image"));
    reader.readAsDataURL(blob);
  });
}

/** Starts a download of `blob` named `fileName`. */
export function downloadBlob(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  link.rel = "noopener";
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

export const PREVIEW_FONT_STACK =
  '"Noto Sans", "Noto Sans Devanagari", "Noto Sans Bengali", "Noto Sans Tamil", "Noto Sans Telugu", "Noto Sans Gujarati", "Noto Sans Kannada", "Noto Sans Malayalam", "Noto Sans Gurmukhi", "Noto Sans Oriya", "Noto Naskh Arabic", sans-serif';

const WIDTH = 1080;
const PAD = 36;
const HEADER = 120;
const TEXT_SIZE = 34;
const LINE = Math.round(TEXT_SIZE * 1.55);

const graphemeSegmenter = new Intl.Segmenter(undefined, { granularity: "grapheme" });

/** Greedy word wrap by measured width; words wider than a line are cut between graphemes. */
function wrap(ctx: CanvasRenderingContext2D, text: string, maxWidth: number): string[] {
  const lines: string[] = [];
  for (const paragraph of text.split("\n")) {
    let line = "";
    for (const word of paragraph.split(/(\s+)/u)) {
      const attempt = line + word;
      if (ctx.measureText(attempt).width <= maxWidth || line === "") {
        if (ctx.measureText(attempt).width <= maxWidth) {
          line = attempt;
          continue;
        }
        // A single word longer than the line.
        for (const { segment } of graphemeSegmenter.segment(word)) {
          if (ctx.measureText(line + segment).width > maxWidth && line !== "") {
            lines.push(line);
            line = "";
          }
          line += segment;
        }
        continue;
      }
      lines.push(line.trimEnd());
      line = word.trimStart();
    }
    lines.push(line.trimEnd());
  }
  return lines;
}

/** Draws the image to fill a square, cropping the longer side (as Instagram's feed does). */
function drawCover(ctx: CanvasRenderingContext2D, image: ImageBitmap, x: number, y: number, size: number) {
  const scale = Math.max(size / image.width, size / image.height);
  const w = image.width * scale;
  const h = image.height * scale;
  ctx.drawImage(image, x + (size - w) / 2, y + (size - h) / 2, w, h);
}

/**
 * The Instagram-style preview as a PNG: header, the first photo (with the carousel's dots when
 * there are more), and the post text wrapped in the language's direction.
 */
export async function renderPreviewPng(input: {
  username: string;
  avatar: Blob | null;
  images: Blob[];
  text: string;
  dir: "ltr" | "rtl";
}): Promise<Blob> {
  const regular = `400 ${TEXT_SIZE}px ${PREVIEW_FONT_STACK}`;
  const bold = `700 ${TEXT_SIZE}px ${PREVIEW_FONT_STACK}`;
  // Load the faces whose unicode ranges cover this text before measuring it.
  await Promise.all([document.fonts.load(regular, input.text || "a"), document.fonts.load(bold, input.username)]);

  const canvas = document.createElement("canvas");
  const measure = canvas.getContext("2d");
  if (!measure) throw new Error("This browser cannot draw images");
  measure.font = regular;
  const lines = wrap(measure, input.text, WIDTH - PAD * 2);
  const photos = await Promise.all(input.images.slice(0, 4).map((blob) => createImageBitmap(blob)));
  const avatar = input.avatar ? await createImageBitmap(input.avatar) : null;

  const photoHeight = photos.length > 0 ? WIDTH : 0;
  const dotsHeight = photos.length > 1 ? 44 : 0;
  const height = HEADER + photoHeight + dotsHeight + 24 + LINE + lines.length * LINE + PAD;
  canvas.width = WIDTH;
  canvas.height = height;
  const ctx = canvas.getContext("2d");
  if (!ctx) throw new Error("This browser cannot draw images");

  ctx.fillStyle = "#ffffff";
  ctx.fillRect(0, 0, WIDTH, height);

  // Header: avatar and handle.
  const avatarSize = 72;
  const ay = (HEADER - avatarSize) / 2;
  ctx.save();
  ctx.beginPath();
  ctx.arc(PAD + avatarSize / 2, ay + avatarSize / 2, avatarSize / 2, 0, Math.PI * 2);
  ctx.clip();
  if (avatar) drawCover(ctx, avatar, PAD, ay, avatarSize);
  else {
    ctx.fillStyle = "#e0e7ff";
    ctx.fillRect(PAD, ay, avatarSize, avatarSize);
  }
  ctx.restore();
  ctx.fillStyle = "#111827";
  ctx.font = bold;
  ctx.textBaseline = "middle";
  ctx.direction = "ltr";
  ctx.textAlign = "left";
  ctx.fillText(input.username, PAD + avatarSize + 20, HEADER / 2);

  let y = HEADER;
  const [first] = photos;
  if (first) {
    ctx.save();
    ctx.beginPath();
    ctx.rect(0, y, WIDTH, WIDTH);
    ctx.clip();
    ctx.fillStyle = "#000000";
    ctx.fillRect(0, y, WIDTH, WIDTH);
    drawCover(ctx, first, 0, y, WIDTH);
    ctx.restore();
    if (photos.length > 1) {
      // The "1/4" counter Instagram shows on carousels.
      const label = `1/${photos.length}`;
      ctx.font = `600 28px ${PREVIEW_FONT_STACK}`;
      const w = ctx.measureText(label).width + 28;
      ctx.fillStyle = "rgba(17,24,39,0.75)";
      ctx.beginPath();
      ctx.roundRect(WIDTH - PAD - w, y + PAD, w, 48, 24);
      ctx.fill();
      ctx.fillStyle = "#ffffff";
      ctx.textAlign = "center";
      ctx.fillText(label, WIDTH - PAD - w / 2, y + PAD + 24);
    }
    y += WIDTH;
  }
  if (photos.length > 1) {
    const gap = 20;
    const startX = WIDTH / 2 - ((photos.length - 1) * gap) / 2;
    photos.forEach((_, i) => {
      ctx.fillStyle = i === 0 ? "#0095f6" : "#c7c7c7";
      ctx.beginPath();
      ctx.arc(startX + i * gap, y + dotsHeight / 2, 6, 0, Math.PI * 2);
      ctx.fill();
    });
    y += dotsHeight;
  }

  y += 24;
  ctx.textBaseline = "top";
  ctx.textAlign = "left";
  ctx.fillStyle = "#111827";
  ctx.font = bold;
  ctx.fillText("Be the first to like this", PAD, y);
  y += LINE;

  ctx.font = regular;
  ctx.direction = input.dir;
  ctx.textAlign = input.dir === "rtl" ? "right" : "left";
  const x = input.dir === "rtl" ? WIDTH - PAD : PAD;
  for (const line of lines) {
    ctx.fillStyle = line.trimStart().startsWith("#") ? "#00376b" : "#111827";
    ctx.fillText(line, x, y);
    y += LINE;
  }

  for (const bitmap of [...photos, ...(avatar ? [avatar] : [])]) bitmap.close();
  return new Promise((resolve, reject) =>
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error("Could not make the image"))), "image/png"),
  );
}
