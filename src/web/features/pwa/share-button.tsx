import { Share2 } from "lucide-react";
import { useState } from "react";
import { useToast } from "#web/components/toaster.tsx";
import { Button } from "#web/components/ui/button.tsx";
import { type Translate, useT } from "#web/i18n/i18n.tsx";
import { markInstallMoment } from "#web/lib/pwa.ts";
import { loadPostFiles, type ShareableItem } from "./queries.ts";
import { browserShareEnvironment, type ShareResult, sharePost } from "./share.ts";

function message(t: Translate, { outcome, copied, files }: ShareResult): { title: string; description: string } | null {
  const paste = copied ? t("common.shareClipboard") : t("common.shareNoClipboard");
  if (outcome === "cancelled") return null;
  if (outcome === "shared") return { title: t("common.shared"), description: paste };
  if (files === 0) return copied ? { title: t("common.contentCopied"), description: paste } : null;
  return { title: t("common.filesDownloaded", { files }), description: t("common.filesDownloadedText", { paste }) };
}

/**
 * "Share": the post's text (as Copy gives it) and its photos and videos to the phone's share
 * sheet — Instagram, WhatsApp, anything installed (decision 754). Used by Create Post, the
 * caption history and a posted post.
 */
export function ShareButton({
  text,
  items,
  label,
  disabled,
  size = "md",
}: {
  /** The post as it is copied: heading, caption and hashtags. */
  text: string;
  /** The post's library items, in order. */
  items: readonly ShareableItem[];
  /** The button's accessible name, e.g. "Share: Diwali sale". */
  label?: string;
  disabled?: boolean;
  size?: "sm" | "md";
}) {
  const { toast } = useToast();
  const t = useT();
  const [busy, setBusy] = useState(false);

  async function share() {
    setBusy(true);
    try {
      const result = await sharePost(text, () => loadPostFiles(items), browserShareEnvironment());
      if (result.outcome !== "cancelled") markInstallMoment();
      const shown = message(t, result);
      if (shown) toast(shown);
      else if (!result.copied)
        toast({
          title: t("common.copyFailed"),
          description: t("common.copyFailedText"),
          variant: "destructive",
        });
    } finally {
      setBusy(false);
    }
  }

  return (
    <Button
      type="button"
      size={size}
      variant="outline"
      onClick={share}
      disabled={disabled || busy || !text}
      aria-label={label}
      data-testid="share-post"
    >
      <Share2 aria-hidden="true" className="h-4 w-4" />
      {busy ? t("common.sharing") : t("common.share")}
    </Button>
  );
}
