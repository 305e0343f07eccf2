import { Share2 } from "lucide-react";
import { useState } from "react";
import { useToast } from "#web/components/toaster.tsx";
import { Button } from "#web/components/ui/button.tsx";
import { markInstallMoment } from "#web/lib/pwa.ts";
import { loadPostFiles, type ShareableItem } from "./queries.ts";
import { browserShareEnvironment, type ShareResult, sharePost } from "./share.ts";

function message({ outcome, copied, files }: ShareResult): { title: string; description: string } | null {
  const paste = copied
    ? "The caption is on your clipboard too: paste it where the app leaves it out (Instagram does)."
    : "The caption could not be copied: select it and copy it by hand.";
  if (outcome === "cancelled") return null;
  if (outcome === "shared") return { title: "Shared", description: paste };
  if (files === 0) return copied ? { title: "Content Copied", description: paste } : null;
  return {
    title: files === 1 ? "Photo downloaded" : `${files} files downloaded`,
    description: `This browser cannot share files, so they are in your downloads. ${paste}`,
  };
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
  const [busy, setBusy] = useState(false);

  async function share() {
    setBusy(true);
    try {
      const result = await sharePost(text, () => loadPostFiles(items), browserShareEnvironment());
      if (result.outcome !== "cancelled") markInstallMoment();
      const shown = message(result);
      if (shown) toast(shown);
      else if (!result.copied)
        toast({
          title: "Copy Failed",
          description: "Please manually select and copy the content.",
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
      {busy ? "Sharing…" : "Share"}
    </Button>
  );
}
