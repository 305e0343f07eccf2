import { readFileSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { appManifest, SHARE_ACCEPT, SHARE_TARGET_PATH } from "./app-manifest.ts";
import { ACCEPTED_IMAGE_TYPES, ACCEPTED_VIDEO_TYPES } from "./library.ts";
import { pwaRoutes } from "./route-table.ts";

const publicDir = path.resolve(import.meta.dirname, "../../public");

describe("the web app manifest (decision 751)", () => {
  const manifest = appManifest("CaptionKaro");

  it("names the installation's product and opens standalone at the start page", () => {
    expect(manifest.short_name).toBe("CaptionKaro");
    expect(manifest.name).toContain("CaptionKaro");
    expect(appManifest("PostKaro").short_name).toBe("PostKaro");
    expect(manifest).toMatchObject({ start_url: "/", scope: "/", id: "/", display: "standalone" });
  });

  it("lists icons that exist at the sizes they claim, including a maskable one", async () => {
    for (const icon of manifest.icons) {
      const file = readFileSync(path.join(publicDir, icon.src));
      if (icon.type !== "image/png") continue;
      const { width, height } = await sharp(file).metadata();
      expect(`${width}x${height}`, icon.src).toBe(icon.sizes);
    }
    const sizes = manifest.icons.filter((icon) => icon.purpose === "any").map((icon) => icon.sizes);
    expect(sizes).toEqual(expect.arrayContaining(["192x192", "512x512"]));
    expect(manifest.icons.some((icon) => icon.purpose === "maskable" && icon.sizes === "512x512")).toBe(true);
    const apple = await sharp(readFileSync(path.join(publicDir, "icons/apple-touch-icon.png"))).metadata();
    expect([apple.width, apple.height, apple.hasAlpha && apple.channels === 4]).toEqual([180, 180, false]);
  });

  it("has screenshots of the sizes it states", async () => {
    for (const shot of manifest.screenshots) {
      const { width, height } = await sharp(readFileSync(path.join(publicDir, shot.src))).metadata();
      expect(`${width}x${height}`, shot.src).toBe(shot.sizes);
    }
  });

  it("takes shares as multipart POSTs to the declared route, for every type an upload accepts", () => {
    expect(manifest.share_target).toMatchObject({
      action: SHARE_TARGET_PATH,
      method: "POST",
      enctype: "multipart/form-data",
    });
    expect(pwaRoutes.shareTarget).toMatchObject({ method: "POST", path: SHARE_TARGET_PATH });
    const uploadable = [...ACCEPTED_IMAGE_TYPES, "image/heic", "image/heif", ...ACCEPTED_VIDEO_TYPES];
    expect([...SHARE_ACCEPT].sort()).toEqual([...new Set(uploadable)].sort());
  });
});
