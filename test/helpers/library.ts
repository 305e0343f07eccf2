import type { InjectOptions, LightMyRequestResponse } from "fastify";
import type { TestApp } from "./app.ts";

type As = (options: InjectOptions) => Promise<LightMyRequestResponse>;

const pathOf = (url: string) => {
  const u = new URL(url, "http://localhost");
  return `${u.pathname}${u.search}`;
};

/** Uploads a file through the real four-step flow; returns the last step's answer. */
async function uploadFile(
  t: TestApp,
  as: As,
  file: Buffer,
  options: { name: string; mimeType: string; posterDataUrl?: string | undefined },
): Promise<LightMyRequestResponse & { itemId: string }> {
  const target = (
    await as({
      method: "POST",
      url: "/api/objects/upload",
      payload: { fileName: options.name, fileSize: file.length, mimeType: options.mimeType },
    })
  ).json();
  await t.app.inject({ method: "PUT", url: pathOf(target.uploadURL), headers: target.headers, payload: file });
  const created = (
    await as({
      method: "POST",
      url: "/api/content",
      payload: {
        fileName: options.name,
        originalName: options.name,
        fileType: options.mimeType.startsWith("video/") ? "video" : "image",
        mimeType: options.mimeType,
        fileSize: file.length,
        objectPath: target.objectPath,
      },
    })
  ).json();
  const done = await as({
    method: "PUT",
    url: `/api/content/${created.id}/upload-complete`,
    payload: {
      objectURL: target.uploadURL,
      ...(options.posterDataUrl ? { posterDataUrl: options.posterDataUrl } : {}),
    },
  });
  return Object.assign(done, { itemId: created.id as string });
}

/** Uploads a photo through the real four-step flow and returns the ready content item. */
export async function uploadPhoto(
  t: TestApp,
  as: As,
  photo: Buffer,
  name = "photo.jpg",
): Promise<{ id: string } & Record<string, unknown>> {
  const done = await uploadFile(t, as, photo, { name, mimeType: "image/jpeg" });
  if (done.statusCode !== 200) throw new Error(`upload failed: ${done.statusCode} ${done.body}`);
  return done.json();
}

/**
 * Uploads a video (MP4) with, optionally, the poster frame the browser takes from it, and
 * returns the ready content item.
 */
export async function uploadVideo(
  t: TestApp,
  as: As,
  video: Buffer,
  poster?: Buffer,
  name = "reel.mp4",
): Promise<{ id: string } & Record<string, unknown>> {
  const done = await uploadFile(t, as, video, {
    name,
    mimeType: "video/mp4",
    posterDataUrl: poster ? `data:image/jpeg;base64,${poster.toString("base64")}` : undefined,
  });
  if (done.statusCode !== 200) throw new Error(`upload failed: ${done.statusCode} ${done.body}`);
  return done.json();
}
