import { Download, Eye, FileCode, ImageDown } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Link } from "wouter";
import { LOCALE_OF } from "#contract/i18n/languages.ts";
import type { ContentItem } from "#contract/library.ts";
import { formatIstDateTimeIn } from "#contract/local-dates.ts";
import { POST_TITLE_MAX_CHARS } from "#contract/posts.ts";
import type { CurrentUser } from "#contract/user.ts";
import { useToast } from "#web/components/toaster.tsx";
import { Button } from "#web/components/ui/button.tsx";
import { useI18n } from "#web/i18n/i18n.tsx";
import { formatIstDateTime } from "#web/lib/format.ts";
import { publicConfig } from "#web/lib/public-config.ts";
import { cn } from "#web/lib/utils.ts";
import { InstagramPreview, type PreviewImage } from "./instagram-preview.tsx";
import { handleFor, type textDirection } from "./post-text.ts";
import { buildPreviewHtml } from "./preview-html.ts";
import { blobToDataUrl, downloadBlob, fetchImage, renderPreviewPng } from "./preview-image.ts";
import { useInstagramPreview } from "./queries.ts";
import type { Fields } from "./use-generation.ts";

/** Room above the preview when Generate Preview brings it into view: the sticky header and a gap. */
const PREVIEW_SCROLL_OFFSET_PX = 80;
/** How long the refreshed preview stays outlined after Generate Preview. */
const PREVIEW_FLASH_MS = 2500;
/** Spec §9: the preview shows up to 4 images. */
const PREVIEW_IMAGES = 4;

const fileStamp = () => new Date().toISOString().slice(0, 16).replace(/[-:T]/g, "");

/** What the server answered to Generate Preview; cleared when a new post starts. */
export interface ServerPreview {
  username: string;
  timestamp: string;
}

/**
 * The live Instagram preview of the post (spec §9) with Generate Preview and the HTML and PNG
 * downloads, made in the browser from the same text and photos.
 */
export function PostPreview({
  user,
  selectedItems,
  fields,
  postText,
  direction,
  serverPreview,
  onServerPreview,
  subscribeHref,
}: {
  user: CurrentUser | null;
  selectedItems: ContentItem[];
  fields: Fields;
  postText: string;
  direction: ReturnType<typeof textDirection>;
  serverPreview: ServerPreview | null;
  onServerPreview: (preview: ServerPreview) => void;
  subscribeHref: string | undefined;
}) {
  const { toast } = useToast();
  const { t, language } = useI18n();
  const locale = LOCALE_OF[language];
  const instagramPreview = useInstagramPreview();
  const [exporting, setExporting] = useState<"html" | "png" | "preview" | null>(null);
  const previewRef = useRef<HTMLDivElement>(null);
  const [previewFlash, setPreviewFlash] = useState(false);
  const previewFlashTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(previewFlashTimer.current), []);

  const username = serverPreview?.username ?? (user ? handleFor(user) : "creator");
  const previewImages: PreviewImage[] = selectedItems
    .filter((item) => Boolean(item.previewUrl))
    .slice(0, PREVIEW_IMAGES)
    .map((item) => ({ id: item.id, src: item.previewUrl as string, alt: fields.altText || item.altText || "" }));
  const canPreview = Boolean(fields.heading.trim() && fields.caption.trim());

  async function generatePreview() {
    setExporting("preview");
    try {
      const preview = await instagramPreview.mutateAsync({
        postHeading: fields.heading.slice(0, POST_TITLE_MAX_CHARS),
        caption: fields.caption,
        username: user ? handleFor(user) : undefined,
      });
      onServerPreview({ username: preview.username, timestamp: preview.timestamp });
      // Visibly done: the preview comes into view and is outlined for a moment (issue 17).
      setPreviewFlash(true);
      clearTimeout(previewFlashTimer.current);
      previewFlashTimer.current = setTimeout(() => setPreviewFlash(false), PREVIEW_FLASH_MS);
      const panel = previewRef.current;
      if (panel) {
        // Measured, not scrollIntoView: the preview column is sticky, and the site header covers the top.
        const top = window.scrollY + panel.getBoundingClientRect().top - PREVIEW_SCROLL_OFFSET_PX;
        window.scrollTo({ top: Math.max(0, top), behavior: "smooth" });
        panel.focus({ preventScroll: true });
      }
    } catch {
      toast({ title: t("create.preview.error"), description: t("create.preview.errorText"), variant: "destructive" });
    } finally {
      setExporting(null);
    }
  }

  async function previewBlobs() {
    const images = await Promise.all(previewImages.map((image) => fetchImage(image.src)));
    const avatar = user?.profileImageUrl ? await fetchImage(user.profileImageUrl).catch(() => null) : null;
    return { images, avatar };
  }

  async function downloadHtml() {
    setExporting("html");
    try {
      const { images, avatar } = await previewBlobs();
      const html = buildPreviewHtml({
        productName: publicConfig().productName,
        username,
        avatar: avatar ? await blobToDataUrl(avatar) : null,
        text: postText,
        images: await Promise.all(images.map(blobToDataUrl)),
        altText: fields.altText,
        lang: direction.lang,
        dir: direction.dir,
        createdLabel: formatIstDateTime(new Date()),
      });
      downloadBlob(new Blob([html], { type: "text/html;charset=utf-8" }), `instagram-preview-${fileStamp()}.html`);
    } catch {
      toast({
        title: t("create.preview.downloadFailed"),
        description: t("create.preview.htmlFailed"),
        variant: "destructive",
      });
    } finally {
      setExporting(null);
    }
  }

  async function downloadPng() {
    setExporting("png");
    try {
      const { images, avatar } = await previewBlobs();
      const png = await renderPreviewPng({ username, avatar, images, text: postText, dir: direction.dir });
      downloadBlob(png, `instagram-preview-${fileStamp()}.png`);
    } catch {
      toast({
        title: t("create.preview.downloadFailed"),
        description: t("create.preview.pngFailed"),
        variant: "destructive",
      });
    } finally {
      setExporting(null);
    }
  }

  return (
    <aside className="min-w-0 space-y-3 lg:sticky lg:top-20" aria-labelledby="preview-heading">
      <div
        ref={previewRef}
        tabIndex={-1}
        data-testid="preview-panel"
        data-highlighted={previewFlash ? "true" : undefined}
        className={cn(
          "space-y-3 rounded-xl outline-none ring-offset-4 transition-shadow duration-300",
          previewFlash && "ring-4 ring-brand-500",
        )}
      >
        <h2 id="preview-heading" className="text-lg font-semibold">
          {t("create.preview.title")}
        </h2>
        <p className="text-sm text-slate-700" data-testid="preview-exact">
          {t("create.preview.exact")}
        </p>
        {serverPreview && (
          <p className="text-sm text-green-800" role="status" data-testid="preview-refreshed">
            {t("create.preview.refreshed", { time: formatIstDateTimeIn(locale, serverPreview.timestamp) })}
          </p>
        )}
        <InstagramPreview
          username={username}
          avatarUrl={user?.profileImageUrl ?? null}
          images={previewImages}
          text={postText}
          lang={direction.lang}
          dir={direction.dir}
          timestampLabel={
            serverPreview
              ? t("create.preview.made", { time: formatIstDateTimeIn(locale, serverPreview.timestamp) })
              : t("create.preview.justNow")
          }
        />
      </div>
      {selectedItems.length > PREVIEW_IMAGES && (
        <p className="text-xs text-slate-600">{t("create.preview.firstPhotos", { count: PREVIEW_IMAGES })}</p>
      )}
      <div className="grid grid-cols-1 gap-2 sm:grid-cols-3 lg:grid-cols-1">
        {(
          [
            ["preview", generatePreview, Eye, "create.preview.generate", "create.preview.preparing"],
            ["html", downloadHtml, FileCode, "create.preview.downloadHtml", "create.preview.building"],
            ["png", downloadPng, ImageDown, "create.preview.downloadPng", "create.preview.drawing"],
          ] as const
        ).map(([kind, run, Icon, label, busyLabel]) => (
          <Button
            key={kind}
            type="button"
            variant="outline"
            size="sm"
            onClick={run}
            disabled={!canPreview || exporting !== null}
          >
            <Icon aria-hidden="true" className="h-4 w-4" />
            {t(exporting === kind ? busyLabel : label)}
          </Button>
        ))}
      </div>
      {!canPreview && (
        <p className="text-xs text-slate-600">
          <Download aria-hidden="true" className="mr-1 inline h-3.5 w-3.5" />
          {t("create.preview.needText")}
        </p>
      )}
      {subscribeHref && user?.subscriptionStatus === "free" && (
        <p className="text-sm text-slate-700">
          {t("create.preview.needMore")}{" "}
          <Link href={subscribeHref} className="font-semibold text-brand-700 underline">
            {t("common.seePlans")}
          </Link>
        </p>
      )}
    </aside>
  );
}
