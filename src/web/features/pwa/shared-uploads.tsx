import { useEffect, useRef, useState } from "react";
import { useLocation, useSearch } from "wouter";
import { SHARED_NONE, SHARED_PARAM } from "#contract/app-manifest.ts";
import { type ContentItem, UPLOAD_BATCH_MAX } from "#contract/library.ts";
import { Card } from "#web/components/ui/card.tsx";
import { useT } from "#web/i18n/i18n.tsx";
import { publicConfig } from "#web/lib/public-config.ts";
import { FileRow } from "../library/upload-rows.tsx";
import { batchRefusal } from "../library/upload-rules.ts";
import { useUploadBatch } from "../library/use-upload-batch.ts";
import { clearSharedFiles, readSharedFiles } from "./shared-files.ts";

type Notice = "none" | "empty" | { refused: string } | null;

/**
 * Files shared into the app from the phone's gallery (Web Share Target, decision 752): on
 * /create?shared=N, Create Post uploads the files the service worker kept, through the upload
 * zone's own batch (the same checks, downscaling and limits; videos too, as the share sheet
 * offers them), and selects them for the post. A creator who was signed out comes here after
 * signing in, and the files are still waiting.
 */
export function SharedUploads({ onUploaded }: { onUploaded: (items: ContentItem[]) => void }) {
  const search = useSearch();
  const [, navigate] = useLocation();
  const shared = new URLSearchParams(search).get(SHARED_PARAM);
  const batch = useUploadBatch(false);
  const t = useT();
  const [notice, setNotice] = useState<Notice>(null);
  const [active, setActive] = useState(false);
  const started = useRef(false);
  const uploaded = useRef(onUploaded);
  uploaded.current = onUploaded;
  const { start } = batch;

  useEffect(() => {
    if (!shared || started.current) return;
    started.current = true;
    setActive(true);
    navigate("/create", { replace: true });
    if (shared === SHARED_NONE) {
      setNotice("none");
      return;
    }
    void (async () => {
      const files = await readSharedFiles();
      const refusal = batchRefusal(t, Math.max(Number(shared) || 0, files.length));
      if (refusal) setNotice({ refused: refusal.description });
      else if (files.length === 0) setNotice("empty");
      else uploaded.current(await start(files));
      await clearSharedFiles();
    })();
  }, [shared, navigate, start, t]);

  if (!active) return null;
  const product = publicConfig().productName;
  return (
    <Card size="sm" aria-labelledby="shared-uploads-title" data-testid="shared-uploads">
      <h2 id="shared-uploads-title" className="text-lg font-semibold">
        {t("upload.shared.title")}
      </h2>
      {notice === "none" && <p className="mt-2 text-slate-700">{t("upload.shared.none", { product })}</p>}
      {notice === "empty" && <p className="mt-2 text-slate-700">{t("upload.shared.empty")}</p>}
      {notice !== null && typeof notice === "object" && (
        <p role="alert" className="mt-2 text-red-800">
          {t("upload.shared.refused", { reason: notice.refused, max: UPLOAD_BATCH_MAX })}
        </p>
      )}
      <p aria-live="polite" role="status" className="mt-2 text-sm text-slate-700" data-testid="shared-upload-summary">
        {batch.summary}
      </p>
      {batch.rows.length > 0 && (
        <ul className="mt-2 space-y-2" aria-label={t("upload.shared.files")}>
          {batch.rows.map((row) => (
            <FileRow key={row.key} row={row} />
          ))}
        </ul>
      )}
    </Card>
  );
}
