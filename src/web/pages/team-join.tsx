import { useEffect, useState } from "react";
import { Link, useLocation, useSearch } from "wouter";
import { useToast } from "#web/components/toaster.tsx";
import { Button } from "#web/components/ui/button.tsx";
import { Card } from "#web/components/ui/card.tsx";
import { joinCopy as copy } from "#web/features/teams/copy.ts";
import { signOutAndReturnTo, useAcceptInvitation, useWorkspaceChanged } from "#web/features/teams/queries.ts";
import { ApiRequestError } from "#web/lib/api.ts";
import { serverMessage } from "#web/lib/form-errors.ts";

/** Links accepted (or being accepted) in this page load: a page mounted again must not spend one twice. */
const attempted = new Set<string>();

interface Failure {
  message: string;
  code?: string;
}

const errorCode = (error: unknown): string | undefined => {
  if (!(error instanceof ApiRequestError)) return undefined;
  try {
    const code = (JSON.parse(error.body) as { error?: { code?: unknown } }).error?.code;
    return typeof code === "string" ? code : undefined;
  } catch {
    return undefined;
  }
};

/**
 * /team/join?token=… (issue 29), the invitation e-mail's link. A signed-out visitor is sent to
 * the sign-in page (which can also create the account) and comes back here; signed in, the
 * invitation is accepted once and the team page opens, or what went wrong is said with what to do.
 */
export default function TeamJoinPage() {
  const search = useSearch();
  const token = new URLSearchParams(search).get("token") ?? "";
  const accept = useAcceptInvitation();
  const workspaceChanged = useWorkspaceChanged();
  const { toast } = useToast();
  const [, navigate] = useLocation();
  const [failure, setFailure] = useState<Failure | null>(token ? null : { message: copy.noToken });

  async function run() {
    setFailure(null);
    try {
      const { workspace } = await accept.mutateAsync(token);
      await workspaceChanged();
      navigate("/team", { replace: true });
      toast({ title: copy.joined(workspace.name), description: copy.joinedDescription });
    } catch (error) {
      setFailure({ message: serverMessage(error), code: errorCode(error) });
    }
  }

  // Accept once per link (a second mount must not spend the single-use link twice).
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once for the link it was opened with
  useEffect(() => {
    if (!token || attempted.has(token)) return;
    attempted.add(token);
    void run();
  }, [token]);

  return (
    <section className="mx-auto max-w-xl space-y-6 px-4 py-10">
      <h1 className="text-3xl font-bold">{copy.title}</h1>
      {!failure && (
        <p role="status" className="text-slate-700">
          {copy.joining}
        </p>
      )}
      {failure && (
        <Card role="alert" className="border-red-300">
          <h2 className="text-xl font-semibold text-red-900">{copy.failedTitle}</h2>
          <p className="mt-2 text-slate-900">{failure.message}</p>
          {token && (
            <p className="mt-2 text-slate-700">
              {(failure.code && copy.whatToDo[failure.code]) ?? copy.fallbackWhatToDo}
            </p>
          )}
          <div className="mt-4 flex flex-wrap gap-2">
            {failure.code === "invitation_other_email" && (
              <Button type="button" onClick={() => signOutAndReturnTo(`/team/join?${search}`)}>
                {copy.signOut}
              </Button>
            )}
            {!failure.code && token && (
              <Button type="button" onClick={run} disabled={accept.isPending}>
                {copy.retry}
              </Button>
            )}
            <Button asChild variant="outline">
              <Link href="/">{copy.dashboard}</Link>
            </Button>
          </div>
        </Card>
      )}
    </section>
  );
}
