import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import type { ContentItem } from "#contract/library.ts";
import { useToast } from "#web/components/toaster.tsx";
import { useT } from "#web/i18n/i18n.tsx";
import { refreshLibrary } from "./queries.ts";
import { UploadError, uploadFile } from "./upload.ts";
import type { Row } from "./upload-rows.tsx";
import { batchRefusal, uploadedText } from "./upload-rules.ts";

/**
 * One batch of uploads with the rules of spec §5 (at most a batch of files, each checked,
 * downscaled or refused by uploadFile), per-file progress rows, a summary line and the toast.
 * Used by the upload zone and by Create Post for files shared into the app (issue 34).
 * `start` resolves to the items uploaded.
 */
export function useUploadBatch(mobile: boolean) {
  const queryClient = useQueryClient();
  const { toast } = useToast();
  const t = useT();
  const [rows, setRows] = useState<Row[]>([]);
  const [busy, setBusy] = useState(false);
  const [summary, setSummary] = useState("");

  const patch = (key: string, change: Partial<Row>) =>
    setRows((current) => current.map((row) => (row.key === key ? { ...row, ...change } : row)));

  async function start(files: File[]): Promise<ContentItem[]> {
    if (files.length === 0) return [];
    const refusal = batchRefusal(t, files.length);
    if (refusal) {
      setSummary(refusal.description);
      toast({ ...refusal, variant: "destructive" });
      return [];
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
    setSummary(t("upload.batch.uploading", { count: files.length }));
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
              error instanceof UploadError ? error : new UploadError(t("upload.failed"), t("upload.networkError"));
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
      first
        ? t("upload.batch.someFailed", {
            done,
            total: files.length,
            failed: failures.length,
            reason: first.message,
          })
        : uploadedText(t, done),
    );
    if (first) {
      const extra = done > 0 ? ` ${uploadedText(t, done)}.` : "";
      toast({ title: first.title, description: `${first.message}${extra}`, variant: "destructive" });
    } else {
      toast({ title: t("upload.success"), description: uploadedText(t, done) });
    }
    refreshLibrary(queryClient);
    return results.flatMap((r) => (r.status === "fulfilled" ? [r.value] : []));
  }

  return { rows, busy, summary, start };
}
