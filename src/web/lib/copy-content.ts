import type { useToast } from "../components/toaster.tsx";
import { translateNow } from "../i18n/i18n.tsx";

type Toast = ReturnType<typeof useToast>["toast"];

/**
 * Copies a post's text to the clipboard with the spec's confirmation ('Content Copied') or
 * failure toast ('Copy Failed', spec §8), in the interface language. Resolves to whether the copy worked.
 */
export async function copyContent(text: string, toast: Toast): Promise<boolean> {
  try {
    if (!navigator.clipboard) throw new Error("no clipboard");
    await navigator.clipboard.writeText(text);
    toast({ title: translateNow("common.contentCopied"), description: translateNow("common.contentCopiedText") });
    return true;
  } catch {
    toast({
      title: translateNow("common.copyFailed"),
      description: translateNow("common.copyFailedText"),
      variant: "destructive",
    });
    return false;
  }
}
