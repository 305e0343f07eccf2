import { Check, Copy, Save } from "lucide-react";
import { useState } from "react";
import { Link } from "wouter";
import type { ContentField } from "#contract/captions.ts";
import { LOCALE_OF } from "#contract/i18n/languages.ts";
import type { LanguageCode } from "#contract/languages.ts";
import type { ContentItem } from "#contract/library.ts";
import { formatIstDateTimeIn } from "#contract/local-dates.ts";
import type { DashboardStats } from "#contract/posts.ts";
import { roleAtLeast } from "#contract/workspaces.ts";
import { useToast } from "#web/components/toaster.tsx";
import { Button } from "#web/components/ui/button.tsx";
import { useI18n, useT } from "#web/i18n/i18n.tsx";
import { ApiRequestError } from "#web/lib/api.ts";
import { copyContent } from "#web/lib/copy-content.ts";
import { markInstallMoment } from "#web/lib/pwa.ts";
import { useCreatePost } from "../posts/queries.ts";
import { ShareButton } from "../pwa/share-button.tsx";
import { useActiveWorkspace } from "../teams/queries.ts";
import { plannedTimeFromAddress } from "./planned-time.ts";
import type { Fields, Scores } from "./use-generation.ts";

/** Spec §4 and §9: the Copy button confirms for 2 s. */
const COPY_CONFIRM_MS = 2000;

/**
 * Copy, Share (issue 34) and Save to Caption History (spec §4): a save needs a heading and a
 * photo; the free plan's full history answers 402 with the upgrade message.
 */
export function SavePanel({
  fields,
  scores,
  language,
  contentField,
  contentItemIds,
  items,
  postText,
  busy,
  dashboard,
  subscribeHref,
  onMissingHeading,
  onSaved,
}: {
  fields: Fields;
  scores: Scores | null;
  /** The language the post is written in. */
  language: LanguageCode;
  /** The content field it was generated for (the results are broken down by it); none for a post written by hand. */
  contentField: ContentField | undefined;
  contentItemIds: string[];
  /** The selected library items, shared with the text. */
  items: ContentItem[];
  /** The post as it is copied: heading, caption and hashtags. */
  postText: string;
  busy: boolean;
  dashboard: DashboardStats | undefined;
  subscribeHref: string | undefined;
  onMissingHeading: () => void;
  onSaved: () => void;
}) {
  const { toast } = useToast();
  const t = useT();
  const createPost = useCreatePost();
  const [copied, setCopied] = useState(false);
  const [saveLimit, setSaveLimit] = useState<string | null>(null);
  // The calendar's "Plan a post" brings a time (?at=): an owner or manager saves the post
  // scheduled for it (a reminder at that time), unless they untick it; a creator's goes to review.
  const [plannedAt] = useState(() => plannedTimeFromAddress());
  const workspace = useActiveWorkspace();
  const canSchedule = workspace.known && roleAtLeast(workspace.role, "manager");
  const [keepPlan, setKeepPlan] = useState(true);
  const scheduleFor = plannedAt && canSchedule && keepPlan ? plannedAt : null;
  const locale = LOCALE_OF[useI18n().language];
  const plannedWords = plannedAt ? formatIstDateTimeIn(locale, plannedAt) : "";

  async function copy() {
    if (!(await copyContent(postText, toast))) return;
    markInstallMoment();
    setCopied(true);
    setTimeout(() => setCopied(false), COPY_CONFIRM_MS);
  }

  async function save() {
    if (!fields.heading.trim()) {
      toast({
        title: t("create.save.headingTitle"),
        description: t("create.save.headingText"),
        variant: "destructive",
      });
      onMissingHeading();
      return;
    }
    if (contentItemIds.length === 0) {
      toast({
        title: t("create.noContentTitle"),
        description: t("create.save.noContentText"),
        variant: "destructive",
      });
      return;
    }
    setSaveLimit(null);
    try {
      await createPost.mutateAsync({
        title: fields.heading,
        caption: fields.caption,
        detailedDescription: fields.description,
        hashtags: fields.hashtags.postSet,
        altText: fields.altText,
        contentItemIds,
        ...(scheduleFor ? { status: "scheduled" as const, scheduledAt: scheduleFor } : { status: "draft" as const }),
        engagementPrediction: scores?.engagement === undefined ? "" : String(scores.engagement),
        language,
        ...(contentField ? { contentField } : {}),
      });
      toast(
        scheduleFor
          ? {
              title: t("create.save.scheduled"),
              description: t("create.save.scheduledText", { heading: fields.heading.trim(), when: plannedWords }),
            }
          : {
              title: t("create.save.created"),
              description: t("create.save.createdText", { heading: fields.heading.trim() }),
            },
      );
      onSaved();
      markInstallMoment();
    } catch (error) {
      if (error instanceof ApiRequestError && error.status === 402) {
        const message = error.serverMessage ?? t("create.save.limitText");
        setSaveLimit(message);
        toast({ title: t("create.save.failed"), description: message, variant: "destructive" });
      } else if (error instanceof ApiRequestError && error.status < 500) {
        toast({
          title: t("create.save.creationFailed"),
          description: error.serverMessage ?? error.message,
          variant: "destructive",
        });
      } else {
        toast({
          title: t("create.save.creationFailed"),
          description: t("create.save.creationFailedText"),
          variant: "destructive",
        });
      }
    }
  }

  const saving = createPost.isPending;
  return (
    <>
      {plannedAt &&
        (canSchedule ? (
          <label className="mt-5 flex items-start gap-2 text-sm text-slate-800" data-testid="planned-time">
            <input
              type="checkbox"
              className="mt-0.5 h-4 w-4"
              checked={keepPlan}
              onChange={(event) => setKeepPlan(event.target.checked)}
            />
            <span>{t("create.plan.schedule", { when: plannedWords })}</span>
          </label>
        ) : (
          <p className="mt-5 text-sm text-slate-700" data-testid="planned-time">
            {t("create.plan.forReview", { when: plannedWords })}
          </p>
        ))}
      <div className="mt-5 flex flex-col gap-2 sm:flex-row sm:flex-wrap">
        <Button type="button" variant="outline" onClick={copy} disabled={!postText || busy}>
          {copied ? <Check aria-hidden="true" className="h-4 w-4" /> : <Copy aria-hidden="true" className="h-4 w-4" />}
          {copied ? t("common.copied") : t("common.copy")}
        </Button>
        <ShareButton text={postText} items={items} disabled={busy} />
        <Button type="button" onClick={save} disabled={saving || busy}>
          <Save aria-hidden="true" className="h-4 w-4" />
          {saving ? t("create.save.saving") : t("create.save.save")}
        </Button>
      </div>
      <a href="#preview-heading" className="mt-3 inline-block text-sm font-semibold text-brand-700 underline lg:hidden">
        {t("create.save.seePreview")}
      </a>
      {dashboard?.freeSavesLimit != null && (
        <p className="mt-2 text-sm text-slate-700" data-testid="saves-used">
          {t("create.save.used", { used: dashboard.freeSavesUsed, limit: dashboard.freeSavesLimit })}
        </p>
      )}
      {saveLimit && (
        <div role="alert" className="mt-3 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950">
          <p className="font-semibold">{t("create.save.full")}</p>
          <p className="mt-1">{saveLimit}</p>
          {subscribeHref && (
            <Link href={subscribeHref} className="mt-1 inline-block font-semibold underline">
              {t("common.upgradeToPro")}
            </Link>
          )}
        </div>
      )}
    </>
  );
}
