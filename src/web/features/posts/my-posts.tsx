import { CalendarClock, CheckCircle2, Copy, Eye, PenLine, RotateCcw, Sparkles, Trash2 } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Link, useSearch } from "wouter";
import { resultsEngagement } from "#contract/insights.ts";
import type { Post, PostStatus, UpdatePostInput } from "#contract/posts.ts";
import { roleAtLeast } from "#contract/workspaces.ts";
import { useToast } from "#web/components/toaster.tsx";
import { Button } from "#web/components/ui/button.tsx";
import { Card } from "#web/components/ui/card.tsx";
import { serverMessage } from "#web/lib/form-errors.ts";
import { formatIstDate, formatIstDateTime } from "#web/lib/format.ts";
import { cn } from "#web/lib/utils.ts";
import { useExampleFromPost } from "../brand/queries.ts";
import { useInstagramAccount, useInstagramQuota } from "../instagram/queries.ts";
import { useActiveWorkspace } from "../teams/queries.ts";
import { usePostItems } from "../pwa/queries.ts";
import { ShareButton } from "../pwa/share-button.tsx";
import { copyTextOf, excerpt, linkedPostId } from "./format.ts";
import { DeletePostDialog, EditPostDialog, SchedulePostDialog, ViewPostDialog } from "./post-dialogs.tsx";
import { PagedPosts, StatusBadge } from "./post-list.tsx";
import { PostResults } from "./post-results.tsx";
import { PublishState, ViewOnDestination } from "./publish-state.tsx";
import { ChangesRequestedNote, PostPeople, ReviewButtons, SubmitForReviewButton } from "./post-review.tsx";
import { loadedPosts, useDashboardStats, useDuplicatePost, usePost, usePosts, useUpdatePost } from "./queries.ts";
import { ResultsPanel } from "./results-panel.tsx";

/** "n of N posts left" in Instagram's rolling 24 hours, read from Instagram for the connected account. */
function PublishingQuota() {
  const account = useInstagramAccount();
  const connected = account.data?.account != null && !account.data.account.needsReconnect;
  const quota = useInstagramQuota(connected);
  if (!connected || quota.data?.left == null) return null;
  return (
    <p className="mb-4 text-sm text-slate-700" data-testid="publishing-quota">
      Instagram publishing today: <strong>{quota.data.left}</strong> of {quota.data.total} posts left for @
      {account.data?.account?.username} (Instagram counts the last 24 hours).
    </p>
  );
}

type OpenDialog = "edit" | "schedule" | "delete" | "view" | null;

function BackToDraft({ name, disabled, onClick }: { name: string; disabled: boolean; onClick: () => void }) {
  return (
    <Button size="sm" variant="outline" disabled={disabled} onClick={onClick} aria-label={`Back to draft: ${name}`}>
      <RotateCcw aria-hidden="true" className="h-4 w-4" />
      Back to draft
    </Button>
  );
}

function DeleteButton({ name, onClick }: { name: string; onClick: () => void }) {
  return (
    <Button
      size="sm"
      variant="ghost"
      className="text-red-800 hover:bg-red-50"
      onClick={onClick}
      aria-label={`Delete ${name}`}
    >
      <Trash2 aria-hidden="true" className="h-4 w-4" />
      Delete
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
  const workspace = useActiveWorkspace();
  if (!workspace.known || !roleAtLeast(workspace.role, "creator")) return null;
  const approver = roleAtLeast(workspace.role, "manager");
  const inTeam = workspace.kind === "team";
  const canEdit = approver || CREATOR_EDITS.includes(post.status);
  const backToDraft = post.status !== "draft" && (approver || CREATOR_EDITS.includes(post.status));
  return (
    <div className="mt-3 flex flex-wrap gap-2">
      {inTeam && approver && post.status === "in_review" && <ReviewButtons post={post} name={name} />}
      {inTeam && !approver && SENDABLE.includes(post.status) && <SubmitForReviewButton post={post} name={name} />}
      {canEdit && (
        <Button size="sm" variant="outline" onClick={() => onDialog("edit")} aria-label={`Edit ${name}`}>
          <PenLine aria-hidden="true" className="h-4 w-4" />
          Edit
        </Button>
      )}
      {approver && (
        <>
          <Button
            size="sm"
            variant="outline"
            onClick={() => onDialog("schedule")}
            aria-label={`${post.status === "scheduled" ? "Reschedule" : "Schedule"} ${name}`}
          >
            <CalendarClock aria-hidden="true" className="h-4 w-4" />
            {post.status === "scheduled" ? "Reschedule" : "Schedule"}
          </Button>
          <Button
            size="sm"
            variant="outline"
            disabled={pending}
            onClick={() => setStatus({ status: "posted" }, "Marked as Posted")}
            aria-label={`Mark posted: ${name}`}
          >
            <CheckCircle2 aria-hidden="true" className="h-4 w-4" />
            Mark posted
          </Button>
        </>
      )}
      {backToDraft && (
        <BackToDraft disabled={pending} name={name} onClick={() => setStatus({ status: "draft" }, "Moved to Drafts")} />
      )}
      {(approver || CREATOR_DELETES.includes(post.status)) && (
        <DeleteButton name={name} onClick={() => onDialog("delete")} />
      )}
      {inTeam && !approver && post.status === "approved" && (
        <p className="w-full text-sm text-slate-700">Approved. The team's owner or a manager schedules it.</p>
      )}
      {inTeam && !approver && post.status === "in_review" && (
        <p className="w-full text-sm text-slate-700">Waiting for the team's owner or a manager to review it.</p>
      )}
    </div>
  );
}

/** For an owner or manager of a team: how many posts wait for their decision (the in-app notice). */
function WaitingForReview() {
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
      {waiting === 1 ? "1 post is waiting for your review." : `${waiting} posts are waiting for your review.`}
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
      toast({ title: "Not added to AI Training", description: serverMessage(error), variant: "destructive" });
    }
  }
  async function onDuplicate() {
    try {
      await duplicate.mutateAsync(post.id);
      toast({
        title: "Duplicated as a draft",
        description: `${name}: edit and schedule the copy at the top of My Posts.`,
      });
    } catch (error) {
      toast({ title: "Duplicate failed", description: serverMessage(error), variant: "destructive" });
    }
  }
  return (
    <div className="mt-3 flex flex-wrap gap-2">
      {post.publications.some((publication) => publication.permalink) ? (
        <ViewOnDestination post={post} name={name} />
      ) : (
        <Button size="sm" variant="outline" onClick={() => onDialog("view")} aria-label={`View ${name}`}>
          <Eye aria-hidden="true" className="h-4 w-4" />
          View
        </Button>
      )}
      <ShareButton size="sm" text={copyTextOf(post)} items={shareItems} label={`Share: ${name}`} />
      {writer && (
        <Button
          size="sm"
          variant="outline"
          disabled={duplicate.isPending}
          onClick={onDuplicate}
          aria-label={`Duplicate ${name}`}
        >
          <Copy aria-hidden="true" className="h-4 w-4" />
          Duplicate
        </Button>
      )}
      {writer && hasFigures && (
        <Button
          size="sm"
          variant="outline"
          disabled={useAsExample.isPending}
          onClick={onUseAsExample}
          aria-label={`Use ${name} as an example in AI Training`}
        >
          <Sparkles aria-hidden="true" className="h-4 w-4" />
          Use as example
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
              See it in AI Training
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
  const inTeam = useActiveWorkspace().kind === "team";
  const name = post.title || "Untitled Post";
  const close = (open: boolean) => !open && setDialog(null);

  const setStatus = (changes: UpdatePostInput, title: string) =>
    update.mutate(
      { id: post.id, changes },
      {
        onSuccess: () => toast({ title, description: name }),
        onError: (error) =>
          toast({ title: "Update Failed", description: serverMessage(error), variant: "destructive" }),
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
            The post from your link
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
          <p className="mt-2 text-sm italic text-slate-600">No caption yet.</p>
        )}
        <ChangesRequestedNote post={post} />
        <PublishState post={post} name={name} />
        {post.status === "posted" && post.results && <PostResults results={post.results} name={name} />}
        <p className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-600">
          <span>Created {formatIstDate(post.createdAt)}</span>
          {post.postedAt && <span data-testid="post-posted-at">Published {formatIstDateTime(post.postedAt)}</span>}
          {post.scheduledAt && (
            <span data-testid="post-scheduled-at">
              {post.status === "scheduled" ? "Scheduled for" : "Was scheduled for"}{" "}
              {formatIstDateTime(post.scheduledAt)}
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
              run: () => setStatus({ status: "draft" }, "Moved to Drafts"),
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
  const post = usePost(id);
  if (post.data) {
    return (
      <ul aria-label="The post from your link" className="mb-6">
        <PostRow post={post.data} highlighted />
      </ul>
    );
  }
  if (!post.isError) return null;
  return (
    <p role="status" className="mb-6 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950">
      The post from your link is no longer in your history; it may have been deleted.
    </p>
  );
}

/**
 * My Posts (spec §2): each post with its dates and status, and what can be done with it.
 * /?tab=posts&post=<id> (the reminder e-mail's link) opens at that post.
 */
export function MyPosts({ onCreate }: { onCreate: () => void }) {
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
        label="My posts"
        empty={
          <div className="rounded-xl border border-dashed border-slate-300 p-8 text-center">
            <p className="text-lg font-semibold">No posts yet</p>
            <p className="mt-1 text-slate-600">Posts you save from Create Post appear here, ready to schedule.</p>
            <Button className="mt-4" onClick={onCreate}>
              Create First Post
            </Button>
          </div>
        }
      >
        {(posts) => posts.map((post) => <PostRow key={post.id} post={post} highlighted={post.id === linkedId} />)}
      </PagedPosts>
    </>
  );
}
