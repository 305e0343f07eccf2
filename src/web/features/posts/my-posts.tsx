import { CalendarClock, CheckCircle2, Copy, Eye, PenLine, RotateCcw, Sparkles, Trash2 } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Link, useSearch } from "wouter";
import { LOCALE_OF } from "#contract/i18n/languages.ts";
import { resultsEngagement } from "#contract/insights.ts";
import { formatIstDateIn, formatIstDateTimeIn } from "#contract/local-dates.ts";
import type { Post, PostStatus, UpdatePostInput } from "#contract/posts.ts";
import { roleAtLeast } from "#contract/workspaces.ts";
import { useToast } from "#web/components/toaster.tsx";
import { Button } from "#web/components/ui/button.tsx";
import { Card } from "#web/components/ui/card.tsx";
import { useI18n, useT } from "#web/i18n/i18n.tsx";
import { serverMessage } from "#web/lib/form-errors.ts";
import { cn } from "#web/lib/utils.ts";
import { useExampleFromPost } from "../brand/queries.ts";
import { useInstagramAccount, useInstagramQuota } from "../instagram/queries.ts";
import { usePostItems } from "../pwa/queries.ts";
import { ShareButton } from "../pwa/share-button.tsx";
import { useActiveWorkspace } from "../teams/queries.ts";
import { copyTextOf, excerpt, linkedPostId } from "./format.ts";
import { DeletePostDialog, EditPostDialog, SchedulePostDialog, ViewPostDialog } from "./post-dialogs.tsx";
import { PagedPosts, StatusBadge } from "./post-list.tsx";
import { PostResults } from "./post-results.tsx";
import { ChangesRequestedNote, PostPeople, ReviewButtons, SubmitForReviewButton } from "./post-review.tsx";
import { PublishState, ViewOnDestination } from "./publish-state.tsx";
import { loadedPosts, useDashboardStats, useDuplicatePost, usePost, usePosts, useUpdatePost } from "./queries.ts";
import { ResultsPanel } from "./results-panel.tsx";

/** "n of N posts left" in Instagram's rolling 24 hours, read from Instagram for the connected account. */
function PublishingQuota() {
  const t = useT();
  const account = useInstagramAccount();
  const connected = account.data?.account != null && !account.data.account.needsReconnect;
  const quota = useInstagramQuota(connected);
  if (!connected || quota.data?.left == null) return null;
  return (
    <p className="mb-4 text-sm text-slate-700" data-testid="publishing-quota">
      {t("posts.quota", {
        left: quota.data.left,
        total: quota.data.total ?? "",
        username: account.data?.account?.username ?? "",
      })}
    </p>
  );
}

type OpenDialog = "edit" | "schedule" | "delete" | "view" | null;

function BackToDraft({ name, disabled, onClick }: { name: string; disabled: boolean; onClick: () => void }) {
  const t = useT();
  return (
    <Button
      size="sm"
      variant="outline"
      disabled={disabled}
      onClick={onClick}
      aria-label={t("posts.backToDraftLabel", { name })}
    >
      <RotateCcw aria-hidden="true" className="h-4 w-4" />
      {t("posts.backToDraft")}
    </Button>
  );
}

function DeleteButton({ name, onClick }: { name: string; onClick: () => void }) {
  const t = useT();
  return (
    <Button
      size="sm"
      variant="ghost"
      className="text-red-800 hover:bg-red-50"
      onClick={onClick}
      aria-label={t("posts.deleteLabel", { name })}
    >
      <Trash2 aria-hidden="true" className="h-4 w-4" />
      {t("posts.delete")}
    </Button>
  );
}

/** States in which a creator may still edit a team's post (an approved one goes back to review). */
const CREATOR_EDITS: readonly PostStatus[] = ["draft", "in_review", "changes_requested", "approved"];
const CREATOR_DELETES: readonly PostStatus[] = ["draft", "in_review", "changes_requested"];
const SENDABLE: readonly PostStatus[] = ["draft", "changes_requested"];

/**
 * What can be done with a post not yet posted, by the role the member has where they work
 * (decision 761): an owner or manager edits, approves, schedules and publishes; a creator
 * edits and sends for review and never sees a control that publishes; a viewer only reads.
 */
function PostActions({
  post,
  name,
  pending,
  onDialog,
  setStatus,
}: {
  post: Post;
  name: string;
  pending: boolean;
  onDialog: (d: OpenDialog) => void;
  setStatus: (changes: UpdatePostInput, title: string) => void;
}) {
  const t = useT();
  const workspace = useActiveWorkspace();
  if (!workspace.known || !roleAtLeast(workspace.role, "creator")) return null;
  const rescheduling = post.status === "scheduled";
  const approver = roleAtLeast(workspace.role, "manager");
  const inTeam = workspace.kind === "team";
  const canEdit = approver || CREATOR_EDITS.includes(post.status);
  const backToDraft = post.status !== "draft" && (approver || CREATOR_EDITS.includes(post.status));
  return (
    <div className="mt-3 flex flex-wrap gap-2">
      {inTeam && approver && post.status === "in_review" && <ReviewButtons post={post} name={name} />}
      {inTeam && !approver && SENDABLE.includes(post.status) && <SubmitForReviewButton post={post} name={name} />}
      {canEdit && (
        <Button
          size="sm"
          variant="outline"
          onClick={() => onDialog("edit")}
          aria-label={t("posts.editLabel", { name })}
        >
          <PenLine aria-hidden="true" className="h-4 w-4" />
          {t("posts.edit")}
        </Button>
      )}
      {approver && (
        <>
          <Button
            size="sm"
            variant="outline"
            onClick={() => onDialog("schedule")}
            aria-label={t(rescheduling ? "posts.rescheduleLabel" : "posts.scheduleLabel", { name })}
          >
            <CalendarClock aria-hidden="true" className="h-4 w-4" />
            {t(rescheduling ? "posts.reschedule" : "posts.schedule")}
          </Button>
          <Button
            size="sm"
            variant="outline"
            disabled={pending}
            onClick={() => setStatus({ status: "posted" }, t("posts.markedPosted"))}
            aria-label={t("posts.markPostedLabel", { name })}
          >
            <CheckCircle2 aria-hidden="true" className="h-4 w-4" />
            {t("posts.markPosted")}
          </Button>
        </>
      )}
      {backToDraft && (
        <BackToDraft
          disabled={pending}
          name={name}
          onClick={() => setStatus({ status: "draft" }, t("posts.movedToDrafts"))}
        />
      )}
      {(approver || CREATOR_DELETES.includes(post.status)) && (
        <DeleteButton name={name} onClick={() => onDialog("delete")} />
      )}
      {inTeam && !approver && post.status === "approved" && (
        <p className="w-full text-sm text-slate-700">{t("posts.approvedNote")}</p>
      )}
      {inTeam && !approver && post.status === "in_review" && (
        <p className="w-full text-sm text-slate-700">{t("posts.inReviewNote")}</p>
      )}
    </div>
  );
}

/** For an owner or manager of a team: how many posts wait for their decision (the in-app notice). */
function WaitingForReview() {
  const t = useT();
  const workspace = useActiveWorkspace();
  const approver = workspace.kind === "team" && roleAtLeast(workspace.role, "manager");
  const stats = useDashboardStats();
  const waiting = stats.data?.postsInReview ?? 0;
  if (!approver || waiting === 0) return null;
  return (
    <p
      role="status"
      data-testid="waiting-for-review"
      className="mb-4 rounded-lg border border-violet-300 bg-violet-50 p-3 text-sm text-violet-950"
    >
      {t("posts.waitingForReview", { count: waiting })}
    </p>
  );
}

/**
 * A posted post is finished (decision 734): View (on each destination it published itself to,
 * else its text) and Duplicate (a new draft to edit and schedule), never Edit or Schedule. One
 * marked posted by hand may go back to draft, in case the mark was a mistake.
 */
function PostedActions({
  post,
  name,
  onDialog,
  backToDraft,
}: {
  post: Post;
  name: string;
  onDialog: (d: OpenDialog) => void;
  backToDraft: { run: () => void; pending: boolean };
}) {
  const t = useT();
  const duplicate = useDuplicatePost();
  const useAsExample = useExampleFromPost();
  const [exampleNote, setExampleNote] = useState<string | null>(null);
  const { toast } = useToast();
  const hasFigures = post.results !== null && resultsEngagement(post.results) !== null;
  const shareItems = usePostItems(post.contentItemIds);
  const workspace = useActiveWorkspace();
  const writer = workspace.known && roleAtLeast(workspace.role, "creator");
  const approver = workspace.known && roleAtLeast(workspace.role, "manager");
  async function onUseAsExample() {
    try {
      const answer = await useAsExample.mutateAsync(post.id);
      setExampleNote(answer.message);
    } catch (error) {
      setExampleNote(null);
      toast({ title: t("posts.exampleFailed"), description: serverMessage(error), variant: "destructive" });
    }
  }
  async function onDuplicate() {
    try {
      await duplicate.mutateAsync(post.id);
      toast({ title: t("posts.duplicated"), description: t("posts.duplicatedText", { name }) });
    } catch (error) {
      toast({ title: t("posts.duplicateFailed"), description: serverMessage(error), variant: "destructive" });
    }
  }
  return (
    <div className="mt-3 flex flex-wrap gap-2">
      {post.publications.some((publication) => publication.permalink) ? (
        <ViewOnDestination post={post} name={name} />
      ) : (
        <Button
          size="sm"
          variant="outline"
          onClick={() => onDialog("view")}
          aria-label={t("posts.viewLabel", { name })}
        >
          <Eye aria-hidden="true" className="h-4 w-4" />
          {t("posts.view")}
        </Button>
      )}
      <ShareButton size="sm" text={copyTextOf(post)} items={shareItems} label={t("posts.shareLabel", { name })} />
      {writer && (
        <Button
          size="sm"
          variant="outline"
          disabled={duplicate.isPending}
          onClick={onDuplicate}
          aria-label={t("posts.duplicateLabel", { name })}
        >
          <Copy aria-hidden="true" className="h-4 w-4" />
          {t("posts.duplicate")}
        </Button>
      )}
      {writer && hasFigures && (
        <Button
          size="sm"
          variant="outline"
          disabled={useAsExample.isPending}
          onClick={onUseAsExample}
          aria-label={t("posts.useAsExampleLabel", { name })}
        >
          <Sparkles aria-hidden="true" className="h-4 w-4" />
          {t("posts.useAsExample")}
        </Button>
      )}
      {approver && !post.postedAt && (
        <BackToDraft disabled={backToDraft.pending} name={name} onClick={backToDraft.run} />
      )}
      {approver && <DeleteButton name={name} onClick={() => onDialog("delete")} />}
      <p role="status" data-testid="use-as-example-status" className="w-full text-sm text-slate-700">
        {exampleNote && (
          <>
            {exampleNote}{" "}
            <Link href="/?tab=training" className="font-semibold text-slate-900 underline">
              {t("posts.seeInTraining")}
            </Link>
          </>
        )}
      </p>
    </div>
  );
}

/**
 * One post with its actions. `highlighted`: the post a link opened (the reminder e-mail's
 * /?tab=posts&post=<id>): marked, scrolled into view and focused once it appears.
 */
function PostRow({ post, highlighted = false }: { post: Post; highlighted?: boolean }) {
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const row = useRef<HTMLLIElement>(null);
  useEffect(() => {
    if (!highlighted) return;
    row.current?.scrollIntoView({ block: "center" });
    row.current?.focus({ preventScroll: true });
  }, [highlighted]);
  const update = useUpdatePost();
  const { toast } = useToast();
  const { t, language } = useI18n();
  const locale = LOCALE_OF[language];
  const inTeam = useActiveWorkspace().kind === "team";
  const name = post.title || t("posts.untitled");
  const close = (open: boolean) => !open && setDialog(null);

  const setStatus = (changes: UpdatePostInput, title: string) =>
    update.mutate(
      { id: post.id, changes },
      {
        onSuccess: () => toast({ title, description: name }),
        onError: (error) =>
          toast({ title: t("posts.updateFailed"), description: serverMessage(error), variant: "destructive" }),
      },
    );

  return (
    <li
      ref={row}
      id={`post-${post.id}`}
      data-testid="my-post"
      data-highlighted={highlighted || undefined}
      tabIndex={highlighted ? -1 : undefined}
      aria-labelledby={highlighted ? `post-${post.id}-note post-${post.id}-title` : undefined}
      className="scroll-mt-4 rounded-xl outline-none focus-visible:ring-2 focus-visible:ring-brand-700"
    >
      <Card size="sm" className={cn(highlighted && "border-brand-700 bg-brand-50 ring-2 ring-brand-700")}>
        {highlighted && (
          <p id={`post-${post.id}-note`} className="mb-2 text-xs font-semibold uppercase tracking-wide text-brand-800">
            {t("posts.fromLink")}
          </p>
        )}
        <div className="flex items-start justify-between gap-3">
          <h3 id={`post-${post.id}-title`} dir="auto" className="min-w-0 break-words text-lg font-semibold">
            {name}
          </h3>
          <StatusBadge status={post.status} />
        </div>
        {post.caption ? (
          <p dir="auto" data-testid="post-caption" className="mt-2 break-words text-slate-700">
            {excerpt(post.caption)}
          </p>
        ) : (
          <p className="mt-2 text-sm italic text-slate-600">{t("posts.noCaption")}</p>
        )}
        <ChangesRequestedNote post={post} />
        <PublishState post={post} name={name} />
        {post.status === "posted" && post.results && <PostResults results={post.results} name={name} />}
        <p className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-600">
          <span>{t("posts.createdOn", { date: formatIstDateIn(locale, post.createdAt) })}</span>
          {post.postedAt && (
            <span data-testid="post-posted-at">
              {t("posts.publishedOn", { date: formatIstDateTimeIn(locale, post.postedAt) })}
            </span>
          )}
          {post.scheduledAt && (
            <span data-testid="post-scheduled-at">
              {t(post.status === "scheduled" ? "posts.scheduledFor" : "posts.wasScheduledFor", {
                date: formatIstDateTimeIn(locale, post.scheduledAt),
              })}
            </span>
          )}
        </p>
        {inTeam && <PostPeople post={post} />}
        {post.status === "posted" && (
          <PostedActions
            post={post}
            name={name}
            onDialog={setDialog}
            backToDraft={{
              run: () => setStatus({ status: "draft" }, t("posts.movedToDrafts")),
              pending: update.isPending,
            }}
          />
        )}
        {post.status !== "publishing" && post.status !== "posted" && (
          <PostActions post={post} name={name} pending={update.isPending} onDialog={setDialog} setStatus={setStatus} />
        )}
      </Card>
      {dialog === "edit" && <EditPostDialog post={post} open onOpenChange={close} />}
      {dialog === "schedule" && <SchedulePostDialog post={post} open onOpenChange={close} />}
      {dialog === "delete" && <DeletePostDialog post={post} open onOpenChange={close} />}
      {dialog === "view" && <ViewPostDialog post={post} open onOpenChange={close} />}
    </li>
  );
}

/**
 * The post a link names when it is not among the loaded pages (an older post): fetched on its
 * own and shown above the list, or a note when it is no longer there (deleted, or not yours).
 */
function LinkedPost({ id }: { id: string }) {
  const t = useT();
  const post = usePost(id);
  if (post.data) {
    return (
      <ul aria-label={t("posts.fromLink")} className="mb-6">
        <PostRow post={post.data} highlighted />
      </ul>
    );
  }
  if (!post.isError) return null;
  return (
    <p role="status" className="mb-6 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950">
      {t("posts.linkGone")}
    </p>
  );
}

/**
 * My Posts (spec §2): each post with its dates and status, and what can be done with it.
 * /?tab=posts&post=<id> (the reminder e-mail's link) opens at that post.
 */
export function MyPosts({ onCreate }: { onCreate: () => void }) {
  const t = useT();
  const linkedId = linkedPostId(useSearch());
  const list = usePosts();
  const isLoaded = list.isSuccess && loadedPosts(list.data).some((post) => post.id === linkedId);
  return (
    <>
      <ResultsPanel />
      <PublishingQuota />
      <WaitingForReview />
      {linkedId && list.isSuccess && !isLoaded && <LinkedPost id={linkedId} />}
      <PagedPosts
        label={t("posts.listLabel")}
        empty={
          <div className="rounded-xl border border-dashed border-slate-300 p-8 text-center">
            <p className="text-lg font-semibold">{t("posts.empty")}</p>
            <p className="mt-1 text-slate-600">{t("posts.emptyText")}</p>
            <Button className="mt-4" onClick={onCreate}>
              {t("posts.createFirst")}
            </Button>
          </div>
        }
      >
        {(posts) => posts.map((post) => <PostRow key={post.id} post={post} highlighted={post.id === linkedId} />)}
      </PagedPosts>
    </>
  );
}
