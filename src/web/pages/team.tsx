import { Users } from "lucide-react";
import { type FormEvent, type ReactNode, useState } from "react";
import { Link, useLocation, useSearch } from "wouter";
import { LOCALE_OF } from "#contract/i18n/languages.ts";
import { formatIstDateIn, formatIstDateTimeIn } from "#contract/local-dates.ts";
import {
  createTeamSchema,
  INVITABLE_ROLES,
  type InvitableRole,
  TEAM_NAME_MAX_CHARS,
  TEAM_ROLES,
  type Team,
} from "#contract/workspaces.ts";
import { useToast } from "#web/components/toaster.tsx";
import { Button } from "#web/components/ui/button.tsx";
import { Card } from "#web/components/ui/card.tsx";
import { Dialog, DialogActions, DialogContent } from "#web/components/ui/dialog.tsx";
import { FormField, fieldAria } from "#web/components/ui/form-field.tsx";
import { Input } from "#web/components/ui/input.tsx";
import { LoadError } from "#web/components/ui/load-error.tsx";
import { Select } from "#web/components/ui/select.tsx";
import { LINK_SLOT, WithLink } from "#web/components/ui/with-link.tsx";
import { activityText } from "#web/features/teams/copy.ts";
import {
  useChangeRole,
  useCreateTeam,
  useInvite,
  useRemoveMember,
  useTeam,
  useWithdrawInvitation,
  useWorkspaceChanged,
  useWorkspaces,
} from "#web/features/teams/queries.ts";
import { type Translate, useI18n, useT } from "#web/i18n/i18n.tsx";
import { useAuth } from "#web/lib/auth.ts";
import { fieldErrors, serverMessage } from "#web/lib/form-errors.ts";

type Member = Team["members"][number];
const who = (member: Pick<Member, "name" | "email">) => member.name ?? member.email;
const roleName = (t: Translate, role: Team["role"]) => t(`workspace.role.${role}`);

/** A destructive action behind a confirmation dialog (remove a member, leave the team). */
function ConfirmButton({
  label,
  ariaLabel,
  title,
  description,
  confirm,
  pendingLabel,
  onConfirm,
}: {
  label: string;
  ariaLabel?: string;
  title: string;
  description: string;
  confirm: string;
  pendingLabel: string;
  onConfirm: () => Promise<boolean>;
}) {
  const [open, setOpen] = useState(false);
  const [pending, setPending] = useState(false);
  async function run() {
    setPending(true);
    const done = await onConfirm();
    setPending(false);
    if (done) setOpen(false);
  }
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <Button
        type="button"
        variant="outline"
        className="border-red-300 text-red-800 hover:bg-red-50"
        onClick={() => setOpen(true)}
        aria-label={ariaLabel}
      >
        {label}
      </Button>
      <DialogContent title={title} description={description}>
        <DialogActions>
          <Button type="button" className="bg-red-700 hover:bg-red-800" disabled={pending} onClick={run}>
            {pending ? pendingLabel : confirm}
          </Button>
        </DialogActions>
      </DialogContent>
    </Dialog>
  );
}

function MemberRow({ member, team, isMe }: { member: Member; team: Team; isMe: boolean }) {
  const t = useT();
  const changeRole = useChangeRole();
  const removeMember = useRemoveMember();
  const { toast } = useToast();
  const name = who(member);
  const ownerControls = team.role === "owner" && member.role !== "owner";

  async function onRole(role: InvitableRole) {
    try {
      await changeRole.mutateAsync({ userId: member.userId, role });
      toast({ title: t("teams.roleChanged"), description: `${name}: ${roleName(t, role)}` });
    } catch (error) {
      toast({ title: t("teams.roleNotChanged"), description: serverMessage(error), variant: "destructive" });
    }
  }
  async function onRemove() {
    try {
      await removeMember.mutateAsync(member.userId);
      toast({ title: t("teams.removed"), description: member.email });
      return true;
    } catch (error) {
      toast({ title: t("teams.notRemoved"), description: serverMessage(error), variant: "destructive" });
      return false;
    }
  }

  return (
    <li className="flex flex-col gap-3 p-3 sm:flex-row sm:items-center sm:justify-between" data-testid="team-member">
      <div className="min-w-0 text-sm">
        <p className="break-words font-semibold text-slate-900">
          {name}
          {isMe && <span className="font-normal text-slate-600"> {t("teams.you")}</span>}
        </p>
        {member.name && <p className="break-words text-slate-600">{member.email}</p>}
        {!ownerControls && <p className="text-slate-700">{roleName(t, member.role)}</p>}
      </div>
      {ownerControls && (
        <div className="flex items-center gap-2">
          <Select
            aria-label={t("teams.roleOf", { name: name })}
            className="w-auto min-w-32"
            value={member.role}
            disabled={changeRole.isPending}
            onChange={(event) => onRole(event.target.value as InvitableRole)}
          >
            {INVITABLE_ROLES.map((role) => (
              <option key={role} value={role}>
                {roleName(t, role)}
              </option>
            ))}
          </Select>
          <ConfirmButton
            label={t("teams.remove")}
            ariaLabel={t("teams.removeLabel", { name: name })}
            title={t("teams.removeTitle", { name: name })}
            description={t("teams.removeText")}
            confirm={t("teams.removeConfirm")}
            pendingLabel={t("teams.removing")}
            onConfirm={onRemove}
          />
        </div>
      )}
    </li>
  );
}

function Invitations({ team }: { team: Team }) {
  const { t, language } = useI18n();
  const withdraw = useWithdrawInvitation();
  const { toast } = useToast();
  async function onWithdraw(id: string, email: string) {
    try {
      await withdraw.mutateAsync(id);
      toast({ title: t("teams.withdrawn"), description: email });
    } catch (error) {
      toast({ title: t("teams.notWithdrawn"), description: serverMessage(error), variant: "destructive" });
    }
  }
  if (team.invitations.length === 0) return <p className="mt-3 text-sm text-slate-600">{t("teams.noInvitations")}</p>;
  return (
    <ul
      className="mt-3 divide-y divide-slate-200 rounded-lg border border-slate-200"
      aria-label={t("teams.invitationsTitle")}
    >
      {team.invitations.map((invitation) => (
        <li key={invitation.id} className="flex flex-col gap-2 p-3 sm:flex-row sm:items-center sm:justify-between">
          <div className="min-w-0 text-sm">
            <p className="break-words font-semibold text-slate-900">{invitation.email}</p>
            <p className="text-slate-600">
              {roleName(t, invitation.role)} ·{" "}
              {t("teams.expires", { date: formatIstDateIn(LOCALE_OF[language], invitation.expiresAt) })}
            </p>
          </div>
          <Button
            type="button"
            variant="outline"
            disabled={withdraw.isPending}
            onClick={() => onWithdraw(invitation.id, invitation.email)}
            aria-label={t("teams.withdrawLabel", { email: invitation.email })}
          >
            {t("teams.withdraw")}
          </Button>
        </li>
      ))}
    </ul>
  );
}

function InviteForm({ team }: { team: Team }) {
  const t = useT();
  const invite = useInvite();
  const { toast } = useToast();
  const [error, setError] = useState<string>();
  // Managers invite creators and viewers; only the owner may make managers.
  const roles = INVITABLE_ROLES.filter((role) => team.role === "owner" || role !== "manager");

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const formElement = event.currentTarget;
    const form = new FormData(formElement);
    const email = String(form.get("inviteEmail") ?? "").trim();
    const role = String(form.get("inviteRole") ?? "creator") as InvitableRole;
    if (!email) return setError(t("teams.emailRequired"));
    setError(undefined);
    try {
      await invite.mutateAsync({ email, role });
      formElement.reset();
      toast({ title: t("teams.invited"), description: t("teams.invitedText", { email: email }) });
    } catch (failure) {
      setError(serverMessage(failure));
    }
  }

  return (
    <form noValidate onSubmit={onSubmit} aria-label={t("teams.inviteTitle")} className="mt-4 space-y-4">
      <div className="grid gap-4 sm:grid-cols-[1fr_12rem]">
        <FormField id="inviteEmail" label={t("teams.emailLabel")} error={error}>
          <Input
            {...fieldAria("inviteEmail", error)}
            name="inviteEmail"
            type="email"
            autoComplete="off"
            inputMode="email"
          />
        </FormField>
        <FormField id="inviteRole" label={t("teams.roleLabel")}>
          <Select id="inviteRole" name="inviteRole" defaultValue="creator">
            {roles.map((role) => (
              <option key={role} value={role}>
                {roleName(t, role)}
              </option>
            ))}
          </Select>
        </FormField>
      </div>
      <Button type="submit" disabled={invite.isPending}>
        {invite.isPending ? t("teams.inviting") : t("teams.inviteButton")}
      </Button>
    </form>
  );
}

function Activity({ team }: { team: Team }) {
  const { t, language } = useI18n();
  if (team.activity.length === 0) return <p className="mt-3 text-sm text-slate-600">{t("teams.noActivity")}</p>;
  return (
    <ol className="mt-3 space-y-2 text-sm" aria-label={t("teams.activityTitle")}>
      {team.activity.map((entry) => (
        <li key={`${entry.at} ${entry.action} ${entry.subject}`} className="break-words" data-testid="team-activity">
          <span className="text-slate-900">
            <WithLink
              text={activityText(t, entry, LINK_SLOT)}
              link={<span className="font-semibold">{entry.actor ?? t("teams.someone")}</span>}
            />
          </span>
          <span className="block text-slate-600">
            <time dateTime={entry.at}>{formatIstDateTimeIn(LOCALE_OF[language], entry.at)}</time>
          </span>
        </li>
      ))}
    </ol>
  );
}

function LeaveTeam({ team, userId }: { team: Team; userId: string }) {
  const t = useT();
  const removeMember = useRemoveMember();
  const { toast } = useToast();
  async function onLeave() {
    try {
      await removeMember.mutateAsync(userId);
      // The session is back in the personal workspace: load the app again there.
      window.location.assign("/");
      return true;
    } catch (error) {
      toast({ title: t("teams.notLeft"), description: serverMessage(error), variant: "destructive" });
      return false;
    }
  }
  return (
    <Card>
      <h2 className="text-xl font-semibold">{t("teams.leaveTitle")}</h2>
      <p className="mt-1 text-sm text-slate-600">{t("teams.leaveHint")}</p>
      <div className="mt-4">
        <ConfirmButton
          label={t("teams.leaveButton")}
          title={t("teams.leaveConfirmTitle", { team: team.name })}
          description={t("teams.leaveConfirmText")}
          confirm={t("teams.leaveButton")}
          pendingLabel={t("teams.leaving")}
          onConfirm={onLeave}
        />
      </div>
    </Card>
  );
}

function ExportTeam() {
  const t = useT();
  return (
    <Card>
      <h2 className="text-xl font-semibold">{t("teams.exportTitle")}</h2>
      <p className="mt-1 text-sm text-slate-600">{t("teams.exportHint")}</p>
      <Button asChild variant="outline" className="mt-4">
        <a href="/api/team/export" download>
          {t("teams.exportButton")}
        </a>
      </Button>
    </Card>
  );
}

function TeamView({ team, userId }: { team: Team; userId: string }) {
  const t = useT();
  const manages = team.role === "owner" || team.role === "manager";
  return (
    <>
      <div>
        <h1 className="flex items-center gap-2 break-words text-3xl font-bold">
          <Users aria-hidden="true" className="h-7 w-7 shrink-0 text-brand-700" />{" "}
          <span className="min-w-0">{team.name}</span>
        </h1>
        <p className="mt-2 text-slate-700" data-testid="team-summary">
          {t("teams.youAre", { role: team.role })} ·{" "}
          {t("teams.seats", { used: team.seats.used, limit: team.seats.limit })}
        </p>
      </div>
      <Card>
        <h2 className="text-xl font-semibold">{t("teams.membersTitle")}</h2>
        <ul
          className="mt-3 divide-y divide-slate-200 rounded-lg border border-slate-200"
          aria-label={t("teams.membersTitle")}
        >
          {team.members.map((member) => (
            <MemberRow key={member.userId} member={member} team={team} isMe={member.userId === userId} />
          ))}
        </ul>
      </Card>
      {manages && (
        <Card>
          <h2 className="text-xl font-semibold">{t("teams.inviteTitle")}</h2>
          <p className="mt-1 text-sm text-slate-600">
            {t("teams.inviteHint")} {t("teams.seatsSentence", { used: team.seats.used, limit: team.seats.limit })}{" "}
            {t("teams.seatsHint")}
          </p>
          <InviteForm team={team} />
          <h3 className="mt-6 font-semibold">{t("teams.invitationsTitle")}</h3>
          <Invitations team={team} />
        </Card>
      )}
      <Card>
        <h2 className="text-xl font-semibold">{t("teams.activityTitle")}</h2>
        <Activity team={team} />
      </Card>
      {team.role === "owner" && <ExportTeam />}
      {team.role !== "owner" && <LeaveTeam team={team} userId={userId} />}
    </>
  );
}

function CreateTeamForm() {
  const t = useT();
  const createTeam = useCreateTeam();
  const workspaceChanged = useWorkspaceChanged();
  const { toast } = useToast();
  const [, navigate] = useLocation();
  const [error, setError] = useState<string>();

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const parsed = createTeamSchema.safeParse({ name: String(form.get("teamName") ?? "") });
    if (!parsed.success) return setError(fieldErrors(parsed.error).name);
    setError(undefined);
    try {
      const workspace = await createTeam.mutateAsync(parsed.data.name);
      await workspaceChanged();
      navigate("/team", { replace: true });
      toast({ title: t("teams.created", { name: workspace.name }), description: t("teams.createdText") });
    } catch (failure) {
      setError(serverMessage(failure));
    }
  }

  return (
    <Card>
      <h2 className="text-xl font-semibold">{t("teams.createTitle")}</h2>
      <p className="mt-1 text-sm text-slate-600">{t("teams.createHint")}</p>
      <form noValidate onSubmit={onSubmit} aria-label={t("teams.createTitle")} className="mt-4 space-y-4 sm:max-w-md">
        <FormField id="teamName" label={t("teams.nameLabel")} error={error} hint={t("teams.nameHint")}>
          <Input
            {...fieldAria("teamName", error, t("teams.nameHint"))}
            name="teamName"
            maxLength={TEAM_NAME_MAX_CHARS}
            autoComplete="organization"
          />
        </FormField>
        <Button type="submit" disabled={createTeam.isPending}>
          {createTeam.isPending ? t("teams.creating") : t("teams.createButton")}
        </Button>
      </form>
    </Card>
  );
}

function AboutTeams({ canCreateTeam, seats }: { canCreateTeam: boolean; seats: number }) {
  const t = useT();
  return (
    <>
      <Card>
        <h2 className="text-xl font-semibold">{t("teams.introTitle")}</h2>
        <p className="mt-2 text-slate-700">{t("teams.intro", { seats: seats })}</p>
        <h3 className="mt-4 font-semibold">{t("teams.rolesTitle")}</h3>
        <dl className="mt-2 space-y-2 text-sm">
          {TEAM_ROLES.map((role) => (
            <div key={role} className="sm:flex sm:gap-2">
              <dt className="font-semibold text-slate-900 sm:w-24 sm:shrink-0">{roleName(t, role)}</dt>
              <dd className="text-slate-700">{t(`teams.role.${role}`)}</dd>
            </div>
          ))}
        </dl>
        <p className="mt-4 text-sm text-slate-600">{t("teams.switchHint")}</p>
        {!canCreateTeam && (
          <p className="mt-4 rounded-md bg-slate-50 p-3 text-sm text-slate-800">
            {t("teams.needsBusiness")}{" "}
            <Link href="/subscribe" className="text-brand-700 underline">
              {t("common.seePlans")}
            </Link>
          </p>
        )}
      </Card>
      {canCreateTeam && <CreateTeamForm />}
    </>
  );
}

/** /team (issue 29): the active team's members, invitations and activity, or what teams are and how to start one. */
export default function TeamPage() {
  const t = useT();
  const { user } = useAuth();
  const workspaces = useWorkspaces();
  const active = workspaces.data?.workspaces.find((w) => w.active);
  const inTeam = active?.kind === "team";
  const team = useTeam(inTeam);
  // "Create a team" in the header's menu opens the form even while a team is active.
  const wantsNew = new URLSearchParams(useSearch()).get("create") === "1";
  if (!user) return null;

  let body: ReactNode = null;
  if (workspaces.isError) body = <LoadError what={t("teams.title")} onRetry={() => workspaces.refetch()} />;
  else if (inTeam && team.isError) body = <LoadError what={t("teams.title")} onRetry={() => team.refetch()} />;
  else if (inTeam && team.data)
    body = (
      <>
        {wantsNew && workspaces.data?.canCreateTeam && <CreateTeamForm />}
        <TeamView team={team.data} userId={user.id} />
      </>
    );
  else if (workspaces.data && !inTeam)
    body = (
      <>
        <h1 className="text-3xl font-bold">{t("teams.title")}</h1>
        <AboutTeams canCreateTeam={workspaces.data.canCreateTeam} seats={workspaces.data.teamSeats} />
      </>
    );

  return (
    <section className="mx-auto max-w-3xl space-y-6 px-4 py-10" aria-busy={body === null}>
      {body}
    </section>
  );
}
