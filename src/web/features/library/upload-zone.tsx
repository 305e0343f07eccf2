import { CloudUpload } from "lucide-react";
import { type DragEvent, useId, useRef, useState } from "react";
import {
  ACCEPTED_IMAGE_TYPES,
  ACCEPTED_VIDEO_TYPES,
  UPLOAD_BATCH_MAX,
  VIDEO_MAX_BYTES,
  VIDEO_MAX_SECONDS,
} from "#contract/library.ts";
import { Button } from "#web/components/ui/button.tsx";
import { useT } from "#web/i18n/i18n.tsx";
import { cn } from "#web/lib/utils.ts";
import { useIsMobile } from "./queries.ts";
import { FileRow } from "./upload-rows.tsx";
import { formatMB } from "./upload-rules.ts";
import { useUploadBatch } from "./use-upload-batch.ts";

const IMAGE_ACCEPT = [...ACCEPTED_IMAGE_TYPES, "image/heic", "image/heif"].join(",");
const ALL_ACCEPT = [IMAGE_ACCEPT, ...ACCEPTED_VIDEO_TYPES].join(",");

/**
 * The upload zone: drag and drop or the file picker (a real button, so keyboard users reach
 * it), the rules of spec §5 and per-file progress. Uploads of one batch run side by side.
 */
export function UploadZone() {
  const mobile = useIsMobile();
  const t = useT();
  const inputRef = useRef<HTMLInputElement>(null);
  const hintId = useId();
  const [dragging, setDragging] = useState(false);
  const { rows, busy, summary, start } = useUploadBatch(mobile);

  function onDrop(event: DragEvent<HTMLDivElement>) {
    event.preventDefault();
    setDragging(false);
    if (busy) return;
    void start(Array.from(event.dataTransfer.files));
  }

  return (
    <section aria-labelledby="upload-zone-title" className="space-y-4">
      <h2 id="upload-zone-title" className="sr-only">
        {t("upload.zone.title")}
      </h2>
      <section
        aria-label={t("upload.zone.dropZone")}
        data-testid="drop-zone"
        onDragOver={(event) => {
          event.preventDefault();
          if (!busy) setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        className={cn(
          "flex flex-col items-center justify-center rounded-xl border-2 border-dashed px-4 py-10 text-center transition-colors",
          dragging ? "border-brand-700 bg-brand-50" : "border-slate-300 bg-white",
        )}
      >
        <CloudUpload aria-hidden="true" className="h-10 w-10 text-brand-700" />
        <p className="mt-3 text-lg font-semibold">{mobile ? t("upload.zone.addPhotos") : t("upload.zone.drag")}</p>
        <p id={hintId} className="mt-1 max-w-md text-sm text-slate-600">
          {mobile
            ? t("upload.zone.mobileHint")
            : t("upload.zone.desktopHint", {
                max: UPLOAD_BATCH_MAX,
                seconds: VIDEO_MAX_SECONDS,
                mb: formatMB(VIDEO_MAX_BYTES),
              })}
        </p>
        <input
          ref={inputRef}
          type="file"
          multiple
          accept={mobile ? IMAGE_ACCEPT : ALL_ACCEPT}
          className="sr-only"
          tabIndex={-1}
          aria-label={mobile ? t("upload.zone.inputMobile") : t("upload.zone.inputAll")}
          data-testid="file-input"
          onChange={(event) => {
            const files = Array.from(event.currentTarget.files ?? []);
            event.currentTarget.value = "";
            void start(files);
          }}
        />
        <Button
          type="button"
          className="mt-4"
          disabled={busy}
          aria-describedby={hintId}
          onClick={() => inputRef.current?.click()}
        >
          {busy ? t("upload.zone.uploading") : mobile ? t("upload.zone.choosePhotos") : t("upload.zone.chooseFiles")}
        </Button>
      </section>
      <p aria-live="polite" role="status" className="text-sm text-slate-700" data-testid="upload-summary">
        {summary}
      </p>
      {rows.length > 0 && (
        <ul className="space-y-2" aria-label={t("upload.zone.rows")}>
          {rows.map((row) => (
            <FileRow key={row.key} row={row} />
          ))}
        </ul>
      )}
    </section>
  );
}
