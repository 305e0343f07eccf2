import { useState } from "react";
import type { BrandComparison, ComparedPost } from "#contract/brand.ts";
import { Button } from "#web/components/ui/button.tsx";
import { Card } from "#web/components/ui/card.tsx";
import { Label } from "#web/components/ui/label.tsx";
import { Select } from "#web/components/ui/select.tsx";
import { useT } from "#web/i18n/i18n.tsx";
import { useContent } from "../library/queries.ts";
import { failureText } from "./brand-dialogs.tsx";
import { useBrandComparison } from "./queries.ts";

function Side({ title, post, testId }: { title: string; post: ComparedPost; testId: string }) {
  return (
    <section data-testid={testId} className="min-w-0 rounded-lg border border-slate-200 p-3">
      <h4 className="text-sm font-semibold uppercase tracking-wide text-slate-600">{title}</h4>
      <p dir="auto" className="mt-2 break-words font-semibold">
        {post.postHeading}
      </p>
      <p dir="auto" className="mt-1 whitespace-pre-line break-words text-sm text-slate-800">
        {post.caption}
      </p>
      <p dir="auto" className="mt-2 break-words text-sm text-brand-800">
        {post.hashtags.map((tag) => `#${tag}`).join(" ")}
      </p>
    </section>
  );
}

/** Tags in the trained version that the untrained one lacks: the visible difference, named. */
const addedTags = (result: BrandComparison) => {
  const before = new Set(result.without.hashtags.map((t) => t.toLocaleLowerCase("en-IN")));
  return result.withBrand.hashtags.filter((t) => !before.has(t.toLocaleLowerCase("en-IN")));
};

/**
 * AI Training's before/after: one of the user's photos written by the configured engine
 * without and with the brand training, side by side, with what differs said in words.
 */
export function BrandCompare() {
  const content = useContent();
  const photos = (content.data ?? []).filter((item) => item.status === "ready" && item.previewUrl);
  const [chosen, setChosen] = useState("");
  const compare = useBrandComparison();
  const photoId = chosen || photos[0]?.id || "";
  const result = compare.data;
  const sameCaption = result && result.without.caption === result.withBrand.caption;
  const added = result ? addedTags(result) : [];
  const t = useT();

  return (
    <Card size="sm" data-testid="brand-compare">
      <h3 className="text-lg font-semibold">{t("brand.compare.title")}</h3>
      <p className="mt-1 text-sm text-slate-700">{t("brand.compare.text")}</p>
      {photos.length === 0 ? (
        <p className="mt-3 text-sm text-slate-600">{t("brand.compare.uploadFirst")}</p>
      ) : (
        <form
          className="mt-3 flex flex-wrap items-end gap-3"
          onSubmit={(event) => {
            event.preventDefault();
            if (photoId) compare.mutate(photoId);
          }}
        >
          <div className="min-w-0 flex-1 basis-56">
            <Label htmlFor="compare-photo">{t("brand.compare.photo")}</Label>
            <Select id="compare-photo" value={photoId} onChange={(event) => setChosen(event.target.value)}>
              {photos.map((photo) => (
                <option key={photo.id} value={photo.id}>
                  {photo.originalName}
                </option>
              ))}
            </Select>
          </div>
          <Button type="submit" disabled={compare.isPending}>
            {t(compare.isPending ? "brand.compare.writing" : "brand.compare.compare")}
          </Button>
        </form>
      )}
      {compare.isError && (
        <p role="alert" className="mt-3 text-sm text-red-800">
          {failureText(t, compare.error)}
        </p>
      )}
      {result && (
        <div className="mt-4 space-y-3" aria-live="polite">
          <p data-testid="compare-summary" className="text-sm text-slate-800">
            {t(sameCaption ? "brand.compare.same" : "brand.compare.differs")}
            {added.length > 0
              ? t("brand.compare.adds", { tags: added.map((tag) => `#${tag}`).join(" ") })
              : t("brand.compare.noTags")}
          </p>
          <div className="grid gap-3 md:grid-cols-2">
            <Side title={t("brand.compare.without")} post={result.without} testId="compare-without" />
            <Side title={t("brand.compare.with")} post={result.withBrand} testId="compare-with" />
          </div>
        </div>
      )}
    </Card>
  );
}
