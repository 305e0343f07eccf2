import { CircleAlert, CircleCheck } from "lucide-react";
import type { ContentItem } from "#contract/library.ts";
import { type Translate, useT } from "#web/i18n/i18n.tsx";

/**
 * The one line a chosen video gets: whether it can go out as a Reel, and if not exactly why
 * (the reasons and notes are the server's Reel check's own words).
 */
export function reelLine(
  t: Translate,
  item: Pick<ContentItem, "originalName" | "reel">,
): { ok: boolean; text: string } {
  const { reel } = item;
  const name = item.originalName;
  if (!reel) return { ok: false, text: t("create.reel.unchecked", { name }) };
  if (reel.publishable) {
    const note = reel.notes[0];
    return { ok: true, text: `${t("create.reel.ok", { name })}${note ? ` ${note}` : ""}` };
  }
  return {
    ok: false,
    text: `${t("create.reel.notOk", { name })} ${reel.problems.map((p) => p.message).join(" ")}`,
  };
}

/** Under the picker: one line per chosen video, from the server's Reel check (decision 756). */
export function ReelChecks({ items }: { items: ContentItem[] }) {
  const t = useT();
  const videos = items.filter((item) => item.fileType === "video");
  if (videos.length === 0) return null;
  return (
    <ul className="mt-3 space-y-1 text-sm" data-testid="reel-checks">
      {videos.map((item) => {
        const { ok, text } = reelLine(t, item);
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
