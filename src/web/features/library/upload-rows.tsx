import { CheckCircle2, CloudUpload, XCircle } from "lucide-react";
import type { MessageKey } from "#contract/i18n/en.ts";
import { useT } from "#web/i18n/i18n.tsx";
import { formatBytes } from "#web/lib/format.ts";
import { cn } from "#web/lib/utils.ts";
import type { UploadPhase } from "./upload.ts";

export interface Row {
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

const PHASE_TEXT: Record<UploadPhase, MessageKey> = {
  checking: "upload.phase.checking",
  uploading: "upload.phase.uploading",
  processing: "upload.phase.processing",
  done: "upload.phase.done",
  failed: "upload.phase.failed",
};

/** One file of an upload batch: its progress, then its stored size or why it failed. */
export function FileRow({ row }: { row: Row }) {
  const t = useT();
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
              <p
                className="shrink-0 text-xs text-slate-600"
                data-testid="upload-row-size"
                title={t("upload.row.storedHint")}
              >
                {t("upload.row.stored", { size: formatBytes(row.storedSize) })}
              </p>
            )}
          </div>
          {!failed && (
            <div
              role="progressbar"
              aria-label={t("upload.row.progress", { name: row.name })}
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
            {failed ? row.error : t(PHASE_TEXT[row.phase], { percent: row.percent })}
            {row.note && !failed ? ` · ${row.note}` : ""}
          </p>
        </div>
      </div>
    </li>
  );
}
