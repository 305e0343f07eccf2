import type { InjectOptions, LightMyRequestResponse } from "fastify";
import type { TestApp } from "./app.ts";

type As = (options: InjectOptions) => Promise<LightMyRequestResponse>;

const pathOf = (url: string) => {
  const u = new URL(url, "http://localhost");
  return `${u.pathname}${u.search}`;
};

/** Uploads a photo through the real four-step flow and returns the ready content item. */
export async function uploadPhoto(
  t: TestApp,
  as: As,
  photo: Buffer,
  name = "photo.jpg",
): Promise<{ id: string } & Record<string, unknown>> {
  const target = (
    await as({
      method: "POST",
      url: "/api/objects/upload",
      payload: { fileName: name, fileSize: photo.length, mimeType: "image/jpeg" },
    })
  ).json();
  await t.app.inject({ method: "PUT", url: pathOf(target.uploadURL), headers: target.headers, payload: photo });
  const created = (
    await as({
      method: "POST",
      url: "/api/content",
      payload: {
        fileName: name,
        originalName: name,
        fileType: "image",
        mimeType: "image/jpeg",
        fileSize: photo.length,
        objectPath: target.objectPath,
      },
    })
  ).json();
  const done = await as({
    method: "PUT",
    url: `/api/content/${created.id}/upload-complete`,
    payload: { objectURL: target.uploadURL },
  });
  if (done.statusCode !== 200) throw new Error(`upload failed: ${done.statusCode} ${done.body}`);
  return done.json();
}
