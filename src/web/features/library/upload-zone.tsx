import { useQueryClient } from "@tanstack/react-query";
import { CheckCircle2, CloudUpload, XCircle } from "lucide-react";
import { type DragEvent, useId, useRef, useState } from "react";
import {
  ACCEPTED_IMAGE_TYPES,
  ACCEPTED_VIDEO_TYPES,
  UPLOAD_BATCH_MAX,
  VIDEO_MAX_BYTES,
  VIDEO_MAX_SECONDS,
} from "#contract/library.ts";
import { useToast } from "#web/components/toaster.tsx";
import { Button } from "#web/components/ui/button.tsx";
import { formatBytes } from "#web/lib/format.ts";
import { cn } from "#web/lib/utils.ts";
import { refreshLibrary, useIsMobile } from "./queries.ts";
import { UploadError, type UploadPhase, uploadFile } from "./upload.ts";
import { batchRefusal, formatMB, uploadedText } from "./upload-rules.ts";

interface Row {
  key: string;
  name: string;
  /**
   * Bytes stored once the upload is done: the server's figure (the cleaned file and its
   * previews), the one the library and the Storage tab show. The picked file's own size is
   * not shown, so the same file never has two sizes on screen (issue 17).
   */
  storedSize?: number;
  phase: UploadPhase;
  percent: number;
  note?: string;
  error?: string;
}

const PHASE_TEXT: Record<UploadPhase, string> = {
  checking: "Checking…",
  uploading: "Uploading",
  processing: "Processing…",
  done: "Uploaded",
  failed: "Failed",
};

const STORED_SIZE_HINT = "Stored size: the file as kept (metadata removed) and its previews";

const IMAGE_ACCEPT = [...ACCEPTED_IMAGE_TYPES, "image/heic", "image/heif"].join(",");
const ALL_ACCEPT = [IMAGE_ACCEPT, ...ACCEPTED_VIDEO_TYPES].join(",");

function FileRow({ row }: { row: Row }) {
  const failed = row.phase === "failed";
  return (
    <li className="rounded-lg border border-slate-200 bg-white p-3" data-testid="upload-row" data-phase={row.phase}>
      <div className="flex items-start gap-2">
        {row.phase === "done" ? (
          <CheckCircle2 aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-green-700" />
        ) : failed ? (
          <XCircle aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-red-700" />
        ) : (
          <CloudUpload aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-brand-700" />
        )}
        <div className="min-w-0 flex-1">
          <div className="flex items-baseline justify-between gap-2">
            <p className="truncate text-sm font-medium" title={row.name}>
              {row.name}
            </p>
            {row.storedSize !== undefined && (
              <p className="shrink-0 text-xs text-slate-600" data-testid="upload-row-size" title={STORED_SIZE_HINT}>
                {formatBytes(row.storedSize)} stored
              </p>
            )}
          </div>
          {!failed && (
            <div
              role="progressbar"
              aria-label={`${row.name} upload progress`}
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={row.phase === "checking" ? undefined : row.percent}
              className="mt-2 h-2 w-full overflow-hidden rounded-full bg-slate-200"
            >
              <div
                className={cn(
                  "h-full rounded-full transition-[width]",
                  row.phase === "done" ? "bg-green-600" : "bg-brand-700",
                  row.phase === "checking" && "animate-pulse",
                )}
                style={{ width: `${row.phase === "checking" ? 15 : row.percent}%` }}
              />
            </div>
          )}
          <p className={cn("mt-1 text-xs", failed ? "text-red-800" : "text-slate-600")} data-testid="upload-row-status">
            {failed
              ? row.error
              : row.phase === "uploading"
                ? `${PHASE_TEXT.uploading} ${row.percent}%`
                : PHASE_TEXT[row.phase]}
            {row.note && !failed ? ` · ${row.note}` : ""}
          </p>
        </div>
      </div>
    </li>
  );
}

/**
 * The upload zone: drag and drop or the file picker (a real button, so keyboard users reach
 * it), the rules of spec §5 and per-file progress. Uploads of one batch run side by side.
 */
export function UploadZone() {
  const mobile = useIsMobile();
  const queryClient = useQueryClient();
  const { toast } = useToast();
  const inputRef = useRef<HTMLInputElement>(null);
  const hintId = useId();
  const [rows, setRows] = useState<Row[]>([]);
  const [dragging, setDragging] = useState(false);
  const [busy, setBusy] = useState(false);
  const [summary, setSummary] = useState("");

  const patch = (key: string, change: Partial<Row>) =>
    setRows((current) => current.map((row) => (row.key === key ? { ...row, ...change } : row)));

  async function start(files: File[]) {
    if (files.length === 0) return;
    const refusal = batchRefusal(files.length);
    if (refusal) {
      setSummary(refusal.description);
      toast({ ...refusal, variant: "destructive" });
      return;
    }
    setBusy(true);
    const stamp = Date.now();
    const batch: Row[] = files.map((file, i) => ({
      key: `${stamp}-${i}`,
      name: file.name,
      phase: "checking",
      percent: 0,
    }));
    setRows(batch);
    setSummary(`Uploading ${files.length} ${files.length === 1 ? "file" : "files"}…`);
    const results = await Promise.allSettled(
      files.map((file, i) => {
        const key = `${stamp}-${i}`;
        return uploadFile(file, {
          mobile,
          onUpdate: (update) =>
            patch(key, {
              phase: update.phase,
              ...(update.percent !== undefined ? { percent: update.percent } : {}),
              ...(update.note ? { note: update.note } : {}),
            }),
        })
          .then((item) => {
            patch(key, { storedSize: item.fileSize });
            return item;
          })
          .catch((error: unknown) => {
            const failure =
              error instanceof UploadError
                ? error
                : new UploadError("Upload Failed", "Network error. Please try again.");
            patch(key, { phase: "failed", error: `${failure.title}: ${failure.message}` });
            throw failure;
          });
      }),
    );
    const done = results.filter((r) => r.status === "fulfilled").length;
    const failures = results.flatMap((r) => (r.status === "rejected" ? [r.reason as UploadError] : []));
    const first = failures[0];
    setBusy(false);
    setSummary(
      first ? `${done} of ${files.length} uploaded; ${failures.length} failed. ${first.message}` : uploadedText(done),
    );
    if (first) {
      const extra = done > 0 ? ` ${uploadedText(done)}.` : "";
      toast({ title: first.title, description: `${first.message}${extra}`, variant: "destructive" });
    } else {
      toast({ title: "Upload Successful", description: uploadedText(done) });
    }
    refreshLibrary(queryClient);
  }

  function onDrop(event: DragEvent<HTMLDivElement>) {
    event.preventDefault();
    setDragging(false);
    if (busy) return;
    void start(Array.from(event.dataTransfer.files));
  }

  return (
    <section aria-labelledby="upload-zone-title" className="space-y-4">
      <h2 id="upload-zone-title" className="sr-only">
        Upload files
      </h2>
      <section
        aria-label="Drop zone"
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
        <p className="mt-3 text-lg font-semibold">{mobile ? "Add photos" : "Drag photos and videos here"}</p>
        <p id={hintId} className="mt-1 max-w-md text-sm text-slate-600">
          {mobile
            ? "JPG, PNG or WebP photos. Large photos are resized to fit 5 MB."
            : `Up to ${UPLOAD_BATCH_MAX} files at once. JPG, PNG or WebP photos (larger than 5 MB are resized to fit); MP4, MOV or WebM videos up to ${VIDEO_MAX_SECONDS} seconds and ${formatMB(VIDEO_MAX_BYTES)} MB.`}
        </p>
        <input
          ref={inputRef}
          type="file"
          multiple
          accept={mobile ? IMAGE_ACCEPT : ALL_ACCEPT}
          className="sr-only"
          tabIndex={-1}
          aria-label={mobile ? "Photos to upload" : "Photos or videos to upload"}
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
          {busy ? "Uploading…" : mobile ? "Choose photos" : "Choose files"}
        </Button>
      </section>
      <p aria-live="polite" role="status" className="text-sm text-slate-700" data-testid="upload-summary">
        {summary}
      </p>
      {rows.length > 0 && (
        <ul className="space-y-2" aria-label="Files in this upload">
          {rows.map((row) => (
            <FileRow key={row.key} row={row} />
          ))}
        </ul>
      )}
    </section>
  );
}
