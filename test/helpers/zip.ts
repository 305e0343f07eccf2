import { buffer as readAll } from "node:stream/consumers";
import yauzl from "yauzl";

/** Every entry of a ZIP (name → bytes), read with yauzl, which checks each entry's CRC and sizes. */
export function unzip(zip: Buffer): Promise<Map<string, Buffer>> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(zip, { lazyEntries: true, strictFileNames: true, validateEntrySizes: true }, (error, file) => {
      if (error || !file) return reject(error ?? new Error("not a zip"));
      const entries = new Map<string, Buffer>();
      file.on("error", reject);
      file.on("end", () => resolve(entries));
      file.on("entry", (entry: yauzl.Entry) => {
        file.openReadStream(entry, (openError, stream) => {
          if (openError || !stream) return reject(openError ?? new Error(`cannot read ${entry.fileName}`));
          readAll(stream).then((bytes) => {
            entries.set(entry.fileName, bytes);
            file.readEntry();
          }, reject);
        });
      });
      file.readEntry();
    });
  });
}
