import { ExternalLink, RefreshCw } from "lucide-react";
import { useState } from "react";
import type { Post, Publication } from "#contract/posts.ts";
import { useToast } from "#web/components/toaster.tsx";
import { Button } from "#web/components/ui/button.tsx";
import { useT } from "#web/i18n/i18n.tsx";
import { serverMessage } from "#web/lib/form-errors.ts";
import { useRetryPublish } from "../instagram/queries.ts";
import { PublishProgress } from "./publish-progress.tsx";

/**
 * Where one automatic publication stands, in the words of its destination (decision 813): the
 * name is the destination adapter's (its capabilities, presented as `destinationName`), so a
 * second destination would show its own. The reason and Retry after a failure; the reason or the
 * destination's processing while it publishes (decision 810); that it goes out by itself while
 * scheduled. A published one shows nothing here (its link is with the post's actions).
 */
function PublicationState({ post, publication, name }: { post: Post; publication: Publication; name: string }) {
  const t = useT();
  const retryPublish = useRetryPublish();
  const { toast } = useToast();
  const [pending, setPending] = useState(false);
  const destination = publication.destinationName;
  async function retry() {
    setPending(true);
    try {
      await retryPublish.mutateAsync(post.id);
      toast({ title: t("posts.publish.retrying"), description: name });
    } catch (error) {
      toast({ title: t("posts.publish.retryFailed"), description: serverMessage(error), variant: "destructive" });
    } finally {
      setPending(false);
    }
  }
  if (publication.state === "failed") {
    return (
      <div
        role="alert"
        className="mt-2 rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-900"
        data-testid="publish-failed"
      >
        <p className="font-semibold">{t("posts.publish.failed", { destination })}</p>
        <p className="mt-1" dir="auto">
          {publication.error}
        </p>
        <div className="mt-2 flex flex-wrap items-center gap-3">
          <Button size="sm" disabled={pending} onClick={retry} aria-label={t("posts.publish.retryLabel", { name })}>
            <RefreshCw aria-hidden="true" className="h-4 w-4" /> {t("posts.publish.retry")}
          </Button>
          {publication.errorCode === "reconnect" && (
            <a href="/account" className="font-semibold text-red-900 underline">
              {t("posts.publish.reconnect", { destination })}
            </a>
          )}
        </div>
      </div>
    );
  }
  if (publication.state === "publishing") {
    return (
      <>
        {(publication.error || !publication.processing) && (
          <p role="status" className="mt-2 text-sm text-sky-900">
            {publication.error
              ? t("posts.publish.waiting", { reason: publication.error })
              : t("posts.publish.now", { destination })}
          </p>
        )}
        <PublishProgress publication={publication} />
      </>
    );
  }
  if (publication.state === "scheduled" && post.status === "scheduled") {
    return <p className="mt-2 text-sm text-slate-700">{t("posts.publish.scheduled", { destination })}</p>;
  }
  return null;
}

/** Each destination the post publishes to automatically, with where it stands. */
export function PublishState({ post, name }: { post: Post; name: string }) {
  return (
    <>
      {post.publications
        .filter((publication) => publication.state !== "off")
        .map((publication) => (
          <PublicationState key={publication.destination} post={post} publication={publication} name={name} />
        ))}
    </>
  );
}

/** A published post's link on each destination it went out to: "View on Instagram". */
export function ViewOnDestination({ post, name }: { post: Post; name: string }) {
  const t = useT();
  return (
    <>
      {post.publications
        .filter((publication) => publication.permalink)
        .map((publication) => (
          <Button key={publication.destination} size="sm" variant="outline" asChild>
            <a
              href={publication.permalink ?? undefined}
              target="_blank"
              rel="noopener noreferrer"
              data-testid="post-permalink"
              aria-label={t("posts.publish.viewLabel", { destination: publication.destinationName, name })}
            >
              <ExternalLink aria-hidden="true" className="h-4 w-4" />
              {t("posts.publish.view", { destination: publication.destinationName })}
            </a>
          </Button>
        ))}
    </>
  );
}
