import type { ContentItem } from "#contract/library.ts";
import type { Deps } from "#server/deps.ts";
import { presentContentItem } from "./library.presenter.ts";
import { type ContentRow, findWorkspaceContentItems, markContentOpened } from "./library.queries.ts";

/** A stored original to put into a data export, and where it goes in the archive. */
export interface ExportedFile {
  archivePath: string;
  key: string;
  size: number;
}

const EXTENSIONS: Record<string, string> = {
  "image/jpeg": ".jpg",
  "image/png": ".png",
  "image/webp": ".webp",
  "video/mp4": ".mp4",
  "video/quicktime": ".mov",
  "video/webm": ".webm",
};

/** `files/<item id>/<the user's file name>`, made safe for any unzip tool, with the stored type's extension. */
function archivePathFor(row: ContentRow): string {
  const extension = EXTENSIONS[row.mimeType] ?? "";
  let name = row.originalName
    .replace(/[\\/:*?"<>|\p{Cc}]/gu, "_")
    .trim()
    .slice(0, 120);
  if (!name || name.startsWith(".")) name = `file${name}`;
  const lower = name.toLowerCase();
  const hasExtension = extension && (lower.endsWith(extension) || (extension === ".jpg" && lower.endsWith(".jpeg")));
  return `files/${row.id}/${hasExtension ? name : `${name.replace(/\.[a-z0-9]{1,5}$/i, "")}${extension}`}`;
}

/** Storage look-ups at once while listing an export's files (local disk or S3 HEAD requests). */
const EXPORT_STAT_CONCURRENCY = 8;

/**
 * A workspace's uploads for a data export (a person's personal workspace, or a team's for its
 * owner): every item (with where its file sits in the archive)
 * and the stored originals to pack — the cleaned files as kept, not the previews. An item
 * whose object is missing from storage is listed with `archivePath: null`.
 */
export async function exportContent(
  deps: Deps,
  workspaceId: string,
): Promise<{ items: (ContentItem & { archivePath: string | null })[]; files: ExportedFile[] }> {
  // A workspace's items: a person's export is their personal workspace (whose id is theirs),
  // a team's is the team's (issue 29, decision 760).
  const rows = await findWorkspaceContentItems(deps.database.db, workspaceId);
  const ready = rows.filter((row) => row.status === "ready");
  const sizes = new Map<string, number>();
  for (let i = 0; i < ready.length; i += EXPORT_STAT_CONCURRENCY) {
    const batch = ready.slice(i, i + EXPORT_STAT_CONCURRENCY);
    const stats = await Promise.all(batch.map((row) => deps.storage.stat(row.objectKey)));
    batch.forEach((row, j) => {
      const stat = stats[j];
      if (stat) sizes.set(row.id, stat.size);
    });
  }
  // Downloading one's data downloads every file: each counts as opened (decision 573).
  await markContentOpened(
    deps.database.db,
    { workspaceId },
    ready.map((row) => row.id),
    new Date(),
  );
  const files: ExportedFile[] = [];
  const items = rows.map((row) => {
    const size = sizes.get(row.id);
    const archivePath = size === undefined ? null : archivePathFor(row);
    if (archivePath !== null && size !== undefined) files.push({ archivePath, key: row.objectKey, size });
    return { ...presentContentItem(row), archivePath };
  });
  return { items, files };
}
