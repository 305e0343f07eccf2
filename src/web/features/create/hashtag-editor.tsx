import { Plus, X } from "lucide-react";
import { type FormEvent, useState } from "react";
import { Button } from "#web/components/ui/button.tsx";
import { Input } from "#web/components/ui/input.tsx";
import { Label } from "#web/components/ui/label.tsx";
import { useT } from "#web/i18n/i18n.tsx";
import { addTyped, extrasOf, type HashtagState, swapIn, takeOut, typedNotice } from "./post-text.ts";

/** The post's hashtags (up to Instagram's cap), the other suggestions to add or swap in, and the user's own. */
export function HashtagEditor({ state, onChange }: { state: HashtagState; onChange: (next: HashtagState) => void }) {
  const t = useT();
  const [typed, setTyped] = useState("");
  // Shown only while the set is the one it describes: any later change (a tap, a new generation) clears it.
  const [notice, setNotice] = useState<{ about: HashtagState; text: string } | null>(null);
  const extras = extrasOf(state);
  const full = state.postSet.length >= state.cap;
  const add = (event: FormEvent) => {
    event.preventDefault();
    if (!typed.trim()) return;
    const outcome = addTyped(state, typed);
    onChange(outcome.state);
    setNotice({ about: outcome.state, text: typedNotice(t, outcome, state.cap) });
    // Tags that found no place stay in the box, so nothing typed is lost.
    setTyped(outcome.full.map((tag) => `#${tag}`).join(" "));
  };
  return (
    <fieldset className="space-y-3">
      <legend className="text-sm font-medium text-slate-800">{t("create.hashtags.title")}</legend>
      <div className="rounded-lg border border-brand-200 bg-brand-50 p-3">
        <p className="text-sm font-semibold text-slate-900" id="post-set-label">
          {t("create.hashtags.postSet", { count: state.postSet.length, cap: state.cap })}{" "}
          <span className="font-normal text-slate-700">{t("create.hashtags.postSetNote", { cap: state.cap })}</span>
        </p>
        {state.postSet.length === 0 ? (
          <p className="mt-2 text-sm text-slate-600">{t("create.hashtags.none")}</p>
        ) : (
          <ul className="mt-2 flex flex-wrap gap-2" aria-labelledby="post-set-label" data-testid="post-hashtags">
            {state.postSet.map((tag) => (
              <li key={tag}>
                <button
                  type="button"
                  onClick={() => onChange(takeOut(state, tag))}
                  className="inline-flex min-h-9 items-center gap-1 rounded-full bg-brand-700 px-3 text-sm font-medium text-white hover:bg-brand-800"
                  aria-label={t("create.hashtags.remove", { tag })}
                >
                  <bdi>#{tag}</bdi> <X aria-hidden="true" className="h-3.5 w-3.5" />
                </button>
              </li>
            ))}
          </ul>
        )}
      </div>
      {extras.length > 0 && (
        <div>
          <p className="text-sm text-slate-700" id="extra-tags-label">
            {t(full ? "create.hashtags.moreSwap" : "create.hashtags.moreAdd")}
          </p>
          <ul className="mt-2 flex flex-wrap gap-2" aria-labelledby="extra-tags-label" data-testid="extra-hashtags">
            {extras.map((tag) => (
              <li key={tag}>
                <button
                  type="button"
                  onClick={() => onChange(swapIn(state, tag))}
                  className="inline-flex min-h-9 items-center gap-1 rounded-full border border-slate-300 bg-white px-3 text-sm text-slate-800 hover:bg-slate-50"
                  aria-label={t(full ? "create.hashtags.swapIn" : "create.hashtags.add", { tag })}
                >
                  <Plus aria-hidden="true" className="h-3.5 w-3.5" />
                  <bdi>#{tag}</bdi>
                </button>
              </li>
            ))}
          </ul>
        </div>
      )}
      <p className="min-h-5 text-sm text-slate-800" role="status" data-testid="hashtag-notice">
        {notice?.about === state ? notice.text : ""}
      </p>
      <div className="flex gap-2">
        <Label htmlFor="hashtag-input" className="sr-only">
          {t("create.hashtags.ownLabel")}
        </Label>
        <Input
          id="hashtag-input"
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === "Enter") add(event);
          }}
          placeholder={t("create.hashtags.ownPlaceholder")}
          autoComplete="off"
        />
        <Button type="button" variant="outline" onClick={add} disabled={!typed.trim()}>
          {t("create.hashtags.addButton")}
        </Button>
      </div>
    </fieldset>
  );
}
