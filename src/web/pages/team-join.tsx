import { useEffect, useState } from "react";
import { Link, useLocation, useSearch } from "wouter";
import { useToast } from "#web/components/toaster.tsx";
import { Button } from "#web/components/ui/button.tsx";
import { Card } from "#web/components/ui/card.tsx";
import { JOIN_WHAT_TO_DO } from "#web/features/teams/copy.ts";
import { signOutAndReturnTo, useAcceptInvitation, useWorkspaceChanged } from "#web/features/teams/queries.ts";
import { useT } from "#web/i18n/i18n.tsx";
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
  const t = useT();
  const search = useSearch();
  const token = new URLSearchParams(search).get("token") ?? "";
  const accept = useAcceptInvitation();
  const workspaceChanged = useWorkspaceChanged();
  const { toast } = useToast();
  const [, navigate] = useLocation();
  const [failure, setFailure] = useState<Failure | null>(token ? null : { message: t("teams.join.noToken") });

  async function run() {
    setFailure(null);
    try {
      const { workspace } = await accept.mutateAsync(token);
      await workspaceChanged();
      navigate("/team", { replace: true });
      toast({ title: t("teams.join.joined", { team: workspace.name }), description: t("teams.join.joinedText") });
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
      <h1 className="text-3xl font-bold">{t("teams.join.title")}</h1>
      {!failure && (
        <p role="status" className="text-slate-700">
          {t("teams.join.joining")}
        </p>
      )}
      {failure && (
        <Card role="alert" className="border-red-300">
          <h2 className="text-xl font-semibold text-red-900">{t("teams.join.failedTitle")}</h2>
          <p className="mt-2 text-slate-900">{failure.message}</p>
          {token && (
            <p className="mt-2 text-slate-700">
              {t((failure.code && JOIN_WHAT_TO_DO[failure.code]) || "teams.join.fallback")}
            </p>
          )}
          <div className="mt-4 flex flex-wrap gap-2">
            {failure.code === "invitation_other_email" && (
              <Button type="button" onClick={() => signOutAndReturnTo(`/team/join?${search}`)}>
                {t("teams.join.signOut")}
              </Button>
            )}
            {!failure.code && token && (
              <Button type="button" onClick={run} disabled={accept.isPending}>
                {t("common.tryAgain")}
              </Button>
            )}
            <Button asChild variant="outline">
              <Link href="/">{t("teams.join.dashboard")}</Link>
            </Button>
          </div>
        </Card>
      )}
    </section>
  );
}
