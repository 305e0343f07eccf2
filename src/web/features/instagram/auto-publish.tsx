import { useRef } from "react";
import { Link } from "wouter";
import type { InstagramAccount, Preflight, PreflightItem, PublishFit } from "#contract/instagram.ts";
import type { Post } from "#contract/posts.ts";
import { LINK_SLOT, WithLink } from "#web/components/ui/with-link.tsx";
import { useT } from "#web/i18n/i18n.tsx";
import { usePreflight } from "./queries.ts";

/** Each photo as it will be sent: the fixed preview where a fix is needed, with what was done or why it cannot go. */
export function PreflightList({ preflight }: { preflight: Preflight }) {
  const t = useT();
  return (
    <div className="space-y-2" data-testid="preflight">
      {preflight.problems.map((problem) => (
        <p key={problem} role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-900">
          {problem}
        </p>
      ))}
      <ul className="grid grid-cols-3 gap-2 sm:grid-cols-5" aria-label={t("autoPublish.photosLabel")}>
        {preflight.items.map((item, index) => (
          <li key={item.contentItemId} className="min-w-0 text-xs" data-testid="preflight-item">
            <img
              src={item.previewUrl ?? `/api/content/${item.contentItemId}/image?variant=thumbnail`}
              alt={t(item.fix ? "autoPublish.photoAltFixed" : "autoPublish.photoAlt", {
                number: index + 1,
                count: preflight.items.length,
              })}
              className="aspect-square w-full rounded-md border border-slate-200 bg-slate-50 object-contain"
            />
            <p className={item.fixable ? "mt-1 text-slate-700" : "mt-1 font-semibold text-red-800"}>
              {item.fixable ? (item.fix ?? t("autoPublish.fits")) : item.reason}
            </p>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** A Reel's choices (decision 801): in the profile's feed grid too, and its cover moment. */
export interface ReelChoices {
  shareToFeed: boolean;
  coverOffsetMs: number | null;
}

/**
 * A Reel's cover and feed choice: a range over the clip moves a muted <video> to that moment,
 * which is the frame Instagram takes as the cover (`thumb_offset`). The video streams from the
 * library's /objects/ link, which answers byte ranges (decision 811): seeking fetches the parts
 * it needs, not the whole file.
 */
function ReelOptions({
  item,
  choices,
  onChange,
}: {
  item: PreflightItem;
  choices: ReelChoices;
  onChange: (choices: ReelChoices) => void;
}) {
  const t = useT();
  const video = useRef<HTMLVideoElement>(null);
  const maxMs = Math.max(0, Math.floor((item.durationSeconds ?? 0) * 1000));
  const at = choices.coverOffsetMs ?? 0;
  return (
    <div className="space-y-2 text-sm" data-testid="reel-options">
      <label className="flex items-start gap-2">
        <input
          type="checkbox"
          className="mt-1 h-4 w-4"
          checked={choices.shareToFeed}
          onChange={(event) => onChange({ ...choices, shareToFeed: event.target.checked })}
        />
        <span>{t("autoPublish.shareToFeed")}</span>
      </label>
      {item.videoUrl && maxMs > 0 && (
        <div className="flex items-start gap-3">
          <video
            ref={video}
            src={item.videoUrl}
            muted
            playsInline
            preload="metadata"
            onLoadedMetadata={(event) => {
              event.currentTarget.currentTime = at / 1000;
            }}
            className="aspect-[9/16] w-24 shrink-0 rounded-md bg-black object-cover"
            data-testid="reel-cover-frame"
          />
          <label className="min-w-0 flex-1">
            <span className="block font-medium">{t("autoPublish.cover", { seconds: (at / 1000).toFixed(1) })}</span>
            <input
              type="range"
              min={0}
              max={maxMs}
              step={100}
              value={at}
              className="mt-2 w-full"
              data-testid="reel-cover"
              onChange={(event) => {
                const ms = Number(event.target.value);
                onChange({ ...choices, coverOffsetMs: ms });
                if (video.current) video.current.currentTime = ms / 1000;
              }}
            />
          </label>
        </div>
      )}
    </div>
  );
}

/**
 * The schedule dialog's "Publish automatically" part: the choice and fix for Pro and Business
 * with a connected account, or what it would need (plan, account) for everyone else.
 */
export function AutoPublishChoice({
  post,
  account,
  checked,
  onCheckedChange,
  fit,
  onFitChange,
  reel,
  onReelChange,
}: {
  post: Post;
  account: InstagramAccount;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  fit: PublishFit;
  onFitChange: (fit: PublishFit) => void;
  reel: ReelChoices;
  onReelChange: (choices: ReelChoices) => void;
}) {
  const t = useT();
  const ready = account.planAllows && account.account !== null && !account.account.needsReconnect;
  const preflight = usePreflight(post, fit, ready && checked);
  // One video goes out as a Reel: no photo fit, its cover and feed choice instead (decision 801).
  const reelItem = preflight.data?.items.length === 1 ? preflight.data.items[0] : undefined;
  const isReel = Boolean(reelItem?.videoUrl);
  if (!account.planAllows) {
    return (
      <div
        className="rounded-lg border border-slate-200 bg-slate-50 p-3 text-sm text-slate-700"
        data-testid="auto-publish-upsell"
      >
        <p className="font-semibold">{t("autoPublish.title")}</p>
        <p className="mt-1">{t("autoPublish.upsell")}</p>
        <Link href="/subscribe" className="mt-1 inline-block text-brand-700 underline">
          {t("autoPublish.seePlans")}
        </Link>
      </div>
    );
  }
  if (!ready) {
    return (
      <div className="rounded-lg border border-slate-200 bg-slate-50 p-3 text-sm text-slate-700">
        <p className="font-semibold">{t("autoPublish.title")}</p>
        <p className="mt-1">
          {account.account?.needsReconnect ? t("autoPublish.reconnect") : t("autoPublish.connectFirst")}{" "}
          <Link href="/account" className="text-brand-700 underline">
            {account.account ? t("autoPublish.connectAgain") : t("autoPublish.connect")}
          </Link>
        </p>
      </div>
    );
  }
  return (
    <fieldset className="space-y-3 rounded-lg border border-slate-200 p-3">
      <legend className="px-1 text-sm font-semibold">{t("autoPublish.legend")}</legend>
      <label className="flex items-start gap-2 text-sm">
        <input
          type="checkbox"
          className="mt-1 h-4 w-4"
          checked={checked}
          onChange={(event) => onCheckedChange(event.target.checked)}
        />
        <span>
          <WithLink
            text={t("autoPublish.choice", { account: LINK_SLOT })}
            link={<strong>@{account.account?.username}</strong>}
          />
        </span>
      </label>
      {checked && (
        <>
          {!isReel && (
            <div className="flex flex-wrap gap-4 text-sm" role="radiogroup" aria-label={t("autoPublish.fitLabel")}>
              {(
                [
                  ["pad", t("autoPublish.fit.pad")],
                  ["crop", t("autoPublish.fit.crop")],
                ] as const
              ).map(([value, label]) => (
                <label key={value} className="flex items-center gap-2">
                  <input
                    type="radio"
                    name="fit"
                    value={value}
                    checked={fit === value}
                    onChange={() => onFitChange(value)}
                  />
                  {label}
                </label>
              ))}
            </div>
          )}
          {preflight.isPending && <p className="text-sm text-slate-600">{t("autoPublish.checking")}</p>}
          {preflight.data && <PreflightList preflight={preflight.data} />}
          {reelItem && isReel && <ReelOptions item={reelItem} choices={reel} onChange={onReelChange} />}
          {preflight.isError && <p className="text-sm text-red-800">{t("autoPublish.checkFailed")}</p>}
        </>
      )}
    </fieldset>
  );
}
