import { type FormEvent, useState } from "react";
import { LOCALE_OF } from "#contract/i18n/languages.ts";
import type { PublishFit } from "#contract/instagram.ts";
import { formatIstDateTimeIn } from "#contract/local-dates.ts";
import { type Post, updatePostSchema } from "#contract/posts.ts";
import { useToast } from "#web/components/toaster.tsx";
import { Button } from "#web/components/ui/button.tsx";
import { Dialog, DialogActions, DialogContent } from "#web/components/ui/dialog.tsx";
import { FormField, fieldAria } from "#web/components/ui/form-field.tsx";
import { Input } from "#web/components/ui/input.tsx";
import { LINK_SLOT, WithLink } from "#web/components/ui/with-link.tsx";
import { useI18n, useT } from "#web/i18n/i18n.tsx";
import { fieldErrors, serverMessage } from "#web/lib/form-errors.ts";
import { AutoPublishChoice, type ReelChoices } from "../instagram/auto-publish.tsx";
import { useInstagramAccount, useSetAutoPublish } from "../instagram/queries.ts";
import { copyTextOf, isoToIstInput, istInputToIso } from "./format.ts";
import { useDeletePost, useUpdatePost } from "./queries.ts";

const textareaClass =
  "w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-base text-slate-900 focus-visible:border-brand-700 aria-[invalid=true]:border-red-600";

/** The server's refusal, shown inside the dialog so the user can correct and try again. */
function FormAlert({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <p role="alert" className="rounded-lg border border-red-300 bg-red-50 p-3 text-sm text-red-900">
      {message}
    </p>
  );
}

interface DialogProps {
  post: Post;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** Edit a saved post's heading, caption and hashtags. */
export function EditPostDialog({ post, open, onOpenChange }: DialogProps) {
  const t = useT();
  const update = useUpdatePost();
  const { toast } = useToast();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const ids = { heading: `title-${post.id}`, caption: `caption-${post.id}`, hashtags: `hashtags-${post.id}` };

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const changes = {
      title: String(form.get("title") ?? ""),
      caption: String(form.get("caption") ?? ""),
      hashtags: String(form.get("hashtags") ?? ""),
    };
    const parsed = updatePostSchema.safeParse(changes);
    if (!parsed.success) return setErrors(fieldErrors(parsed.error));
    setErrors({});
    setFailure(null);
    update.mutate(
      { id: post.id, changes },
      {
        onSuccess: (saved) => {
          toast({
            title: t("posts.editDialog.saved"),
            description: t("posts.editDialog.savedText", { name: saved.title }),
          });
          onOpenChange(false);
        },
        onError: (error) => setFailure(serverMessage(error)),
      },
    );
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title={t("posts.editDialog.title")}
        description={t("posts.editDialog.description")}
        className="max-w-xl"
      >
        <form noValidate onSubmit={onSubmit} className="space-y-4" aria-label={t("posts.editDialog.title")}>
          <FormField id={ids.heading} label={t("posts.editDialog.heading")} error={errors.title}>
            <Input {...fieldAria(ids.heading, errors.title)} name="title" defaultValue={post.title} dir="auto" />
          </FormField>
          <FormField id={ids.caption} label={t("posts.editDialog.caption")} error={errors.caption}>
            <textarea
              {...fieldAria(ids.caption, errors.caption)}
              name="caption"
              rows={6}
              defaultValue={post.caption}
              dir="auto"
              className={textareaClass}
            />
          </FormField>
          <FormField
            id={ids.hashtags}
            label={t("posts.editDialog.hashtags")}
            error={errors.hashtags}
            hint={t("posts.editDialog.hashtagsHint")}
          >
            <Input {...fieldAria(ids.hashtags, errors.hashtags, "hint")} name="hashtags" defaultValue={post.hashtags} />
          </FormField>
          <FormAlert message={failure} />
          <DialogActions>
            <Button type="submit" disabled={update.isPending}>
              {update.isPending ? t("posts.editDialog.saving") : t("posts.editDialog.save")}
            </Button>
          </DialogActions>
        </form>
      </DialogContent>
    </Dialog>
  );
}

/** The form's first suggestion: the next full hour in India, tomorrow if that is past midnight. */
function suggestedTime(now = new Date()) {
  const nextHour = new Date(Math.ceil((now.getTime() + 60_000) / 3_600_000) * 3_600_000);
  return isoToIstInput(nextHour);
}

/**
 * Schedule a post for a date and time read as India Standard Time, whatever the device's zone;
 * Pro and Business creators with Instagram connected choose "Publish automatically" (with the
 * pre-flight's fixes shown), everyone else sees what it would need and keeps the reminder.
 */
export function SchedulePostDialog({ post, open, onOpenChange }: DialogProps) {
  const { t, language } = useI18n();
  const update = useUpdatePost();
  const setAutoPublishOf = useSetAutoPublish();
  const { toast } = useToast();
  const instagram = useInstagramAccount();
  const ready =
    instagram.data?.planAllows === true &&
    instagram.data.account !== null &&
    instagram.data.account.needsReconnect === false;
  const [autoPublish, setAutoPublish] = useState<boolean | null>(null);
  const [fit, setFit] = useState<PublishFit>(post.publishFit);
  const [reel, setReel] = useState<ReelChoices>({ shareToFeed: post.shareToFeed, coverOffsetMs: post.coverOffsetMs });
  const publishAutomatically = ready && (autoPublish ?? (post.status === "scheduled" ? post.autoPublish : true));
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const initial = post.status === "scheduled" && post.scheduledAt ? isoToIstInput(post.scheduledAt) : suggestedTime();
  const ids = { date: `date-${post.id}`, time: `time-${post.id}` };

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const scheduledAt = istInputToIso(String(form.get("date") ?? ""), String(form.get("time") ?? ""));
    if (!scheduledAt) return setFailure(t("posts.scheduleDialog.pick"));
    setFailure(null);
    setPending(true);
    try {
      const saved = await update.mutateAsync({ id: post.id, changes: { status: "scheduled", scheduledAt } });
      const when = formatIstDateTimeIn(LOCALE_OF[language], saved.scheduledAt ?? scheduledAt);
      if (ready && (publishAutomatically || post.autoPublish)) {
        try {
          await setAutoPublishOf.mutateAsync({ id: post.id, enabled: publishAutomatically, fit, reel });
        } catch (error) {
          setFailure(t("posts.scheduleDialog.notAuto", { when, reason: serverMessage(error) }));
          return;
        }
      }
      toast({
        title: t("posts.scheduleDialog.done"),
        description: t(publishAutomatically ? "posts.scheduleDialog.doneAuto" : "posts.scheduleDialog.doneEmail", {
          when,
        }),
      });
      onOpenChange(false);
    } catch (error) {
      setFailure(serverMessage(error));
    } finally {
      setPending(false);
    }
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title={t("posts.scheduleDialog.title")}
        description={t(ready ? "posts.scheduleDialog.times" : "posts.scheduleDialog.timesEmail")}
        className="max-w-xl"
      >
        <form noValidate onSubmit={onSubmit} className="space-y-4" aria-label={t("posts.scheduleDialog.title")}>
          <div className="grid grid-cols-1 gap-4 min-[360px]:grid-cols-2">
            <FormField id={ids.date} label={t("posts.scheduleDialog.date")}>
              <Input {...fieldAria(ids.date)} type="date" name="date" defaultValue={initial.date} required />
            </FormField>
            <FormField id={ids.time} label={t("posts.scheduleDialog.time")}>
              <Input {...fieldAria(ids.time)} type="time" name="time" defaultValue={initial.time} required />
            </FormField>
          </div>
          {instagram.data?.available && (
            <AutoPublishChoice
              post={post}
              account={instagram.data}
              checked={publishAutomatically}
              onCheckedChange={setAutoPublish}
              fit={fit}
              onFitChange={setFit}
              reel={reel}
              onReelChange={setReel}
            />
          )}
          <FormAlert message={failure} />
          <DialogActions>
            <Button type="submit" disabled={pending}>
              {pending ? t("posts.scheduleDialog.scheduling") : t("posts.schedule")}
            </Button>
          </DialogActions>
        </form>
      </DialogContent>
    </Dialog>
  );
}

/**
 * A posted post, read only: the text that went out (heading, caption, hashtags) and when.
 * A post published automatically is viewed on Instagram instead; this is for one marked posted by hand.
 */
export function ViewPostDialog({ post, open, onOpenChange }: DialogProps) {
  const t = useT();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title={t("posts.viewDialog.title", { name: post.title || t("posts.untitled") })}
        description={t("posts.viewDialog.description")}
        className="max-w-xl"
      >
        <p
          dir="auto"
          data-testid="view-post-text"
          className="max-h-80 overflow-y-auto whitespace-pre-wrap break-words rounded-lg bg-slate-50 p-3 text-slate-900"
        >
          {copyTextOf(post) || t("posts.viewDialog.empty")}
        </p>
      </DialogContent>
    </Dialog>
  );
}

/** Asks before deleting a post from the caption history. */
export function DeletePostDialog({ post, open, onOpenChange }: DialogProps) {
  const t = useT();
  const remove = useDeletePost();
  const { toast } = useToast();
  const [failure, setFailure] = useState<string | null>(null);
  const name = post.title || t("posts.untitled");
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title={t("posts.deleteDialog.title")}
        description={
          <WithLink
            text={t("posts.deleteDialog.description", { name: LINK_SLOT })}
            link={<span dir="auto">{name}</span>}
          />
        }
      >
        <FormAlert message={failure} />
        <div className="mt-2">
          <DialogActions>
            <Button
              type="button"
              className="bg-red-700 hover:bg-red-800"
              disabled={remove.isPending}
              onClick={async () => {
                // mutateAsync: the row (and this dialog) unmounts when the list reloads without the
                // post, and mutate()'s own callbacks would then never run.
                try {
                  await remove.mutateAsync(post.id);
                  toast({
                    title: t("posts.deleteDialog.deleted"),
                    description: t("posts.deleteDialog.deletedText", { name }),
                  });
                  onOpenChange(false);
                } catch (error) {
                  setFailure(serverMessage(error));
                }
              }}
            >
              {remove.isPending ? t("posts.deleteDialog.deleting") : t("posts.delete")}
            </Button>
          </DialogActions>
        </div>
      </DialogContent>
    </Dialog>
  );
}
