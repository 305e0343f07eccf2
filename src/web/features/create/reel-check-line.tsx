import { CircleAlert, CircleCheck } from "lucide-react";
import type { ContentItem } from "#contract/library.ts";

/** The one line a chosen video gets: whether it can go out as a Reel, and if not exactly why. */
export function reelLine(item: Pick<ContentItem, "originalName" | "reel">): { ok: boolean; text: string } {
  const { reel } = item;
  if (!reel) return { ok: false, text: `${item.originalName} was not checked for Reels: upload it again to check it.` };
  if (reel.publishable) {
    const note = reel.notes[0];
    return { ok: true, text: `${item.originalName} can be published as a Reel.${note ? ` ${note}` : ""}` };
  }
  return {
    ok: false,
    text: `${item.originalName} can't be published as a Reel as it is. ${reel.problems.map((p) => p.message).join(" ")}`,
  };
}

/** Under the picker: one line per chosen video, from the server's Reel check (decision 756). */
export function ReelChecks({ items }: { items: ContentItem[] }) {
  const videos = items.filter((item) => item.fileType === "video");
  if (videos.length === 0) return null;
  return (
    <ul className="mt-3 space-y-1 text-sm" data-testid="reel-checks">
      {videos.map((item) => {
        const { ok, text } = reelLine(item);
        const Icon = ok ? CircleCheck : CircleAlert;
        return (
          <li key={item.id} className="flex items-start gap-2" data-testid="reel-check" data-publishable={ok}>
            <Icon
              aria-hidden="true"
              className={`mt-0.5 h-4 w-4 shrink-0 ${ok ? "text-green-700" : "text-amber-700"}`}
            />
            <span>{text}</span>
          </li>
        );
      })}
    </ul>
  );
}
