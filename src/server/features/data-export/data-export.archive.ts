import type { Readable } from "node:stream";
import { ZipFile } from "yazl";
import type { ObjectStorage } from "#server/adapters/storage/index.ts";
import type { ExportedFile } from "../library/library.service.ts";

export interface ExportArchive {
  stream: Readable;
  /** The archive's exact length in bytes, known before the first byte is sent. */
  size: number;
}

/**
 * "Download my data" as a ZIP: data.json, then each stored file under files/, streamed from
 * storage one file at a time (decision 155). Files are stored without compression (photos and
 * videos are compressed already), which also makes the archive's length known up front.
 */
export function writeExportArchive(storage: ObjectStorage, data: unknown, files: ExportedFile[]): ExportArchive {
  const zip = new ZipFile();
  const output = zip.outputStream as Readable;
  const fail = (error: unknown) => output.destroy(error instanceof Error ? error : new Error(String(error)));
  zip.on("error", fail);

  // The file being sent: closed with the archive when the download stops (client gone).
  let current: Readable | undefined;
  output.once("close", () => current?.destroy());

  const mtime = new Date();
  zip.addBuffer(Buffer.from(`${JSON.stringify(data, null, 2)}\n`, "utf8"), "data.json", { compress: false, mtime });
  for (const file of files) {
    // Opened only when its turn comes, so one storage stream is open at a time.
    zip.addReadStreamLazy(file.archivePath, { size: file.size, compress: false, mtime }, (callback) => {
      storage.read(file.key).then(
        (stream) => {
          if (!stream)
            return callback(new Error(`stored file went missing during export: ${file.key}`), undefined as never);
          stream.once("error", (error) => zip.emit("error", error));
          if (output.destroyed) {
            stream.destroy();
            return;
          }
          current = stream;
          callback(null, stream);
        },
        (error) => callback(error, undefined as never),
      );
    });
  }
  let size = -1;
  (zip.end as (options: undefined, onSize: (bytes: number) => void) => void)(undefined, (bytes) => {
    size = bytes;
  });
  if (size < 0) throw new Error("zip length could not be calculated");
  return { stream: output, size };
}
