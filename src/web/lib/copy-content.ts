import type { useToast } from "../components/toaster.tsx";

type Toast = ReturnType<typeof useToast>["toast"];

/**
 * Copies a post's text to the clipboard with the spec's confirmation ('Content Copied') or
 * failure toast ('Copy Failed', spec §8). Resolves to whether the copy worked.
 */
export async function copyContent(text: string, toast: Toast): Promise<boolean> {
  try {
    if (!navigator.clipboard) throw new Error("no clipboard");
    await navigator.clipboard.writeText(text);
    toast({ title: "Content Copied", description: "The caption and hashtags are ready to paste into Instagram." });
    return true;
  } catch {
    toast({
      title: "Copy Failed",
      description: "Please manually select and copy the content.",
      variant: "destructive",
    });
    return false;
  }
}
