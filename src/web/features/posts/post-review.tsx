import { CheckCircle2, MessageSquareWarning, Send } from "lucide-react";
import { type FormEvent, useState } from "react";
import { LOCALE_OF } from "#contract/i18n/languages.ts";
import { formatIstDateTimeIn } from "#contract/local-dates.ts";
import { type Post, REVIEW_COMMENT_MAX_CHARS } from "#contract/posts.ts";
import { useToast } from "#web/components/toaster.tsx";
import { Button } from "#web/components/ui/button.tsx";
import { Dialog, DialogActions, DialogContent } from "#web/components/ui/dialog.tsx";
import { FormField, fieldAria } from "#web/components/ui/form-field.tsx";
import { Textarea } from "#web/components/ui/textarea.tsx";
import { useI18n, useT } from "#web/i18n/i18n.tsx";
import { serverMessage } from "#web/lib/form-errors.ts";
import { useReviewPost, useSubmitPost } from "./queries.ts";

/**
 * A team's approvals on a post (issue 29, decision 761): a creator sends a draft for review;
 * an owner or manager approves it or sends it back with a comment. Only shown in a team.
 */

/** "Send for review": a creator's draft, or one sent back, goes to the owner and managers. */
export function SubmitForReviewButton({ post, name }: { post: Post; name: string }) {
  const t = useT();
  const submit = useSubmitPost();
  const { toast } = useToast();
  // mutateAsync, not mutate's callbacks: the button is gone once the post is in review.
  async function onClick() {
    try {
      await submit.mutateAsync(post.id);
      toast({ title: t("review.sent"), description: t("review.sentText", { name }) });
    } catch (error) {
      toast({ title: t("review.notSent"), description: serverMessage(error), variant: "destructive" });
    }
  }
  return (
    <Button size="sm" disabled={submit.isPending} aria-label={t("review.sendLabel", { name })} onClick={onClick}>
      <Send aria-hidden="true" className="h-4 w-4" />
      {t("review.send")}
    </Button>
  );
}

/** Approve, or Request changes (with a comment), on a post in review: an owner's or manager's. */
export function ReviewButtons({ post, name }: { post: Post; name: string }) {
  const t = useT();
  const review = useReviewPost();
  const { toast } = useToast();
  const [asking, setAsking] = useState(false);
  async function approve() {
    try {
      await review.mutateAsync({ id: post.id, review: { decision: "approve", updatedAt: post.updatedAt } });
      toast({ title: t("review.approved"), description: t("review.approvedText", { name }) });
    } catch (error) {
      toast({ title: t("review.notApproved"), description: serverMessage(error), variant: "destructive" });
    }
  }
  return (
    <>
      <Button size="sm" disabled={review.isPending} aria-label={t("review.approveLabel", { name })} onClick={approve}>
        <CheckCircle2 aria-hidden="true" className="h-4 w-4" />
        {t("review.approve")}
      </Button>
      <Button
        size="sm"
        variant="outline"
        onClick={() => setAsking(true)}
        aria-label={t("review.requestChangesLabel", { name })}
      >
        <MessageSquareWarning aria-hidden="true" className="h-4 w-4" />
        {t("review.requestChanges")}
      </Button>
      {asking && <RequestChangesDialog post={post} name={name} onOpenChange={setAsking} />}
    </>
  );
}

function RequestChangesDialog({
  post,
  name,
  onOpenChange,
}: {
  post: Post;
  name: string;
  onOpenChange: (open: boolean) => void;
}) {
  const t = useT();
  const review = useReviewPost();
  const { toast } = useToast();
  const [error, setError] = useState<string | undefined>();
  const id = `changes-${post.id}`;
  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const comment = String(new FormData(event.currentTarget).get("comment") ?? "").trim();
    if (!comment) return setError(t("review.sayWhat"));
    setError(undefined);
    try {
      await review.mutateAsync({
        id: post.id,
        review: { decision: "request_changes", comment, updatedAt: post.updatedAt },
      });
      toast({ title: t("review.changesRequested"), description: t("review.changesRequestedText", { name }) });
      onOpenChange(false);
    } catch (failure) {
      setError(serverMessage(failure));
    }
  }
  return (
    <Dialog open onOpenChange={onOpenChange}>
      <DialogContent title={t("review.requestChanges")} description={t("review.dialogDescription", { name })}>
        <form noValidate onSubmit={onSubmit} className="space-y-4" aria-label={t("review.requestChanges")}>
          <FormField id={id} label={t("review.field")} error={error}>
            <Textarea
              {...fieldAria(id, error)}
              name="comment"
              rows={4}
              maxLength={REVIEW_COMMENT_MAX_CHARS}
              dir="auto"
            />
          </FormField>
          <DialogActions>
            <Button type="submit" disabled={review.isPending}>
              {review.isPending ? t("review.sending") : t("review.sendBack")}
            </Button>
          </DialogActions>
        </form>
      </DialogContent>
    </Dialog>
  );
}

/** The reviewer's comment on a post sent back for changes. */
export function ChangesRequestedNote({ post }: { post: Post }) {
  const { t, language } = useI18n();
  const asked = post.people.changesRequestedBy;
  if (post.status !== "changes_requested" || !asked) return null;
  return (
    <div
      data-testid="changes-requested"
      className="mt-2 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950"
    >
      <p className="font-semibold">
        {t("review.requestedBy", { name: asked.name, date: formatIstDateTimeIn(LOCALE_OF[language], asked.at) })}
      </p>
      <p className="mt-1 whitespace-pre-line break-words" dir="auto">
        {asked.comment}
      </p>
    </div>
  );
}

/** Who wrote, edited, approved and published the post, each the last time (a team's record). */
export function PostPeople({ post }: { post: Post }) {
  const t = useT();
  const { writtenBy, editedBy, approvedBy, publishedBy } = post.people;
  const parts = [
    writtenBy && t("review.people.written", { name: writtenBy.name }),
    editedBy && t("review.people.edited", { name: editedBy.name }),
    approvedBy && t("review.people.approved", { name: approvedBy.name }),
    publishedBy &&
      t(post.status === "posted" ? "review.people.published" : "review.people.setToPublish", {
        name: publishedBy.name,
      }),
  ].filter(Boolean);
  if (parts.length === 0) return null;
  return (
    <p data-testid="post-people" className="mt-2 text-sm text-slate-600">
      {parts.join(" · ")}
    </p>
  );
}
