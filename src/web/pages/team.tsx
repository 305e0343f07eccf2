import { Users } from "lucide-react";
import { type FormEvent, type ReactNode, useState } from "react";
import { Link, useLocation, useSearch } from "wouter";
import {
  createTeamSchema,
  INVITABLE_ROLES,
  type InvitableRole,
  ROLE_LABELS,
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
import { teamCopy as copy, ROLE_DESCRIPTIONS } from "#web/features/teams/copy.ts";
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
import { useAuth } from "#web/lib/auth.ts";
import { fieldErrors, serverMessage } from "#web/lib/form-errors.ts";
import { formatIstDate, formatIstDateTime } from "#web/lib/format.ts";

type Member = Team["members"][number];
const who = (member: Pick<Member, "name" | "email">) => member.name ?? member.email;
const roleName = (role: Team["role"]) => ROLE_LABELS[role];

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
  const changeRole = useChangeRole();
  const removeMember = useRemoveMember();
  const { toast } = useToast();
  const name = who(member);
  const ownerControls = team.role === "owner" && member.role !== "owner";

  async function onRole(role: InvitableRole) {
    try {
      await changeRole.mutateAsync({ userId: member.userId, role });
      toast({ title: copy.roleChanged, description: `${name}: ${roleName(role)}` });
    } catch (error) {
      toast({ title: copy.roleNotChanged, description: serverMessage(error), variant: "destructive" });
    }
  }
  async function onRemove() {
    try {
      await removeMember.mutateAsync(member.userId);
      toast({ title: copy.removed, description: member.email });
      return true;
    } catch (error) {
      toast({ title: copy.notRemoved, description: serverMessage(error), variant: "destructive" });
      return false;
    }
  }

  return (
    <li className="flex flex-col gap-3 p-3 sm:flex-row sm:items-center sm:justify-between" data-testid="team-member">
      <div className="min-w-0 text-sm">
        <p className="break-words font-semibold text-slate-900">
          {name}
          {isMe && <span className="font-normal text-slate-600"> ({copy.you})</span>}
        </p>
        {member.name && <p className="break-words text-slate-600">{member.email}</p>}
        {!ownerControls && <p className="text-slate-700">{roleName(member.role)}</p>}
      </div>
      {ownerControls && (
        <div className="flex items-center gap-2">
          <Select
            aria-label={copy.roleOf(name)}
            className="w-auto min-w-32"
            value={member.role}
            disabled={changeRole.isPending}
            onChange={(event) => onRole(event.target.value as InvitableRole)}
          >
            {INVITABLE_ROLES.map((role) => (
              <option key={role} value={role}>
                {roleName(role)}
              </option>
            ))}
          </Select>
          <ConfirmButton
            label={copy.remove}
            ariaLabel={copy.removeLabel(name)}
            title={copy.removeTitle(name)}
            description={copy.removeDescription}
            confirm={copy.removeConfirm}
            pendingLabel={copy.removing}
            onConfirm={onRemove}
          />
        </div>
      )}
    </li>
  );
}

function Invitations({ team }: { team: Team }) {
  const withdraw = useWithdrawInvitation();
  const { toast } = useToast();
  async function onWithdraw(id: string, email: string) {
    try {
      await withdraw.mutateAsync(id);
      toast({ title: copy.withdrawn, description: email });
    } catch (error) {
      toast({ title: copy.notWithdrawn, description: serverMessage(error), variant: "destructive" });
    }
  }
  if (team.invitations.length === 0) return <p className="mt-3 text-sm text-slate-600">{copy.noInvitations}</p>;
  return (
    <ul
      className="mt-3 divide-y divide-slate-200 rounded-lg border border-slate-200"
      aria-label={copy.invitationsTitle}
    >
      {team.invitations.map((invitation) => (
        <li key={invitation.id} className="flex flex-col gap-2 p-3 sm:flex-row sm:items-center sm:justify-between">
          <div className="min-w-0 text-sm">
            <p className="break-words font-semibold text-slate-900">{invitation.email}</p>
            <p className="text-slate-600">
              {roleName(invitation.role)} · {copy.expires(formatIstDate(invitation.expiresAt))}
            </p>
          </div>
          <Button
            type="button"
            variant="outline"
            disabled={withdraw.isPending}
            onClick={() => onWithdraw(invitation.id, invitation.email)}
            aria-label={copy.withdrawLabel(invitation.email)}
          >
            {copy.withdraw}
          </Button>
        </li>
      ))}
    </ul>
  );
}

function InviteForm({ team }: { team: Team }) {
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
    if (!email) return setError(copy.emailRequired);
    setError(undefined);
    try {
      await invite.mutateAsync({ email, role });
      formElement.reset();
      toast({ title: copy.invited, description: copy.invitedDescription(email) });
    } catch (failure) {
      setError(serverMessage(failure));
    }
  }

  return (
    <form noValidate onSubmit={onSubmit} aria-label={copy.inviteTitle} className="mt-4 space-y-4">
      <div className="grid gap-4 sm:grid-cols-[1fr_12rem]">
        <FormField id="inviteEmail" label={copy.emailLabel} error={error}>
          <Input
            {...fieldAria("inviteEmail", error)}
            name="inviteEmail"
            type="email"
            autoComplete="off"
            inputMode="email"
          />
        </FormField>
        <FormField id="inviteRole" label={copy.roleLabel}>
          <Select id="inviteRole" name="inviteRole" defaultValue="creator">
            {roles.map((role) => (
              <option key={role} value={role}>
                {roleName(role)}
              </option>
            ))}
          </Select>
        </FormField>
      </div>
      <Button type="submit" disabled={invite.isPending}>
        {invite.isPending ? copy.inviting : copy.inviteButton}
      </Button>
    </form>
  );
}

function Activity({ team }: { team: Team }) {
  if (team.activity.length === 0) return <p className="mt-3 text-sm text-slate-600">{copy.noActivity}</p>;
  return (
    <ol className="mt-3 space-y-2 text-sm" aria-label={copy.activityTitle}>
      {team.activity.map((entry) => (
        <li key={`${entry.at} ${entry.action} ${entry.subject}`} className="break-words" data-testid="team-activity">
          <span className="text-slate-900">
            <span className="font-semibold">{entry.actor ?? copy.someone}</span> {entry.action}
            {entry.subject ? ` ${entry.subject}` : ""}
          </span>
          <span className="block text-slate-600">
            <time dateTime={entry.at}>{formatIstDateTime(entry.at)}</time>
          </span>
        </li>
      ))}
    </ol>
  );
}

function LeaveTeam({ team, userId }: { team: Team; userId: string }) {
  const removeMember = useRemoveMember();
  const { toast } = useToast();
  async function onLeave() {
    try {
      await removeMember.mutateAsync(userId);
      // The session is back in the personal workspace: load the app again there.
      window.location.assign("/");
      return true;
    } catch (error) {
      toast({ title: copy.notLeft, description: serverMessage(error), variant: "destructive" });
      return false;
    }
  }
  return (
    <Card>
      <h2 className="text-xl font-semibold">{copy.leaveTitle}</h2>
      <p className="mt-1 text-sm text-slate-600">{copy.leaveHint}</p>
      <div className="mt-4">
        <ConfirmButton
          label={copy.leaveButton}
          title={copy.leaveConfirmTitle(team.name)}
          description={copy.leaveConfirmDescription}
          confirm={copy.leaveButton}
          pendingLabel={copy.leaving}
          onConfirm={onLeave}
        />
      </div>
    </Card>
  );
}

function ExportTeam() {
  return (
    <Card>
      <h2 className="text-xl font-semibold">{copy.exportTitle}</h2>
      <p className="mt-1 text-sm text-slate-600">{copy.exportHint}</p>
      <Button asChild variant="outline" className="mt-4">
        <a href="/api/team/export" download>
          {copy.exportButton}
        </a>
      </Button>
    </Card>
  );
}

function TeamView({ team, userId }: { team: Team; userId: string }) {
  const manages = team.role === "owner" || team.role === "manager";
  return (
    <>
      <div>
        <h1 className="flex items-center gap-2 break-words text-3xl font-bold">
          <Users aria-hidden="true" className="h-7 w-7 shrink-0 text-brand-700" />{" "}
          <span className="min-w-0">{team.name}</span>
        </h1>
        <p className="mt-2 text-slate-700" data-testid="team-summary">
          {copy.youAre(roleName(team.role))} · {copy.seats(team.seats.used, team.seats.limit)}
        </p>
      </div>
      <Card>
        <h2 className="text-xl font-semibold">{copy.membersTitle}</h2>
        <ul
          className="mt-3 divide-y divide-slate-200 rounded-lg border border-slate-200"
          aria-label={copy.membersTitle}
        >
          {team.members.map((member) => (
            <MemberRow key={member.userId} member={member} team={team} isMe={member.userId === userId} />
          ))}
        </ul>
      </Card>
      {manages && (
        <Card>
          <h2 className="text-xl font-semibold">{copy.inviteTitle}</h2>
          <p className="mt-1 text-sm text-slate-600">
            {copy.inviteHint} {copy.seats(team.seats.used, team.seats.limit)}. {copy.seatsHint}
          </p>
          <InviteForm team={team} />
          <h3 className="mt-6 font-semibold">{copy.invitationsTitle}</h3>
          <Invitations team={team} />
        </Card>
      )}
      <Card>
        <h2 className="text-xl font-semibold">{copy.activityTitle}</h2>
        <Activity team={team} />
      </Card>
      {team.role === "owner" && <ExportTeam />}
      {team.role !== "owner" && <LeaveTeam team={team} userId={userId} />}
    </>
  );
}

function CreateTeamForm() {
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
      toast({ title: copy.created(workspace.name), description: copy.createdDescription });
    } catch (failure) {
      setError(serverMessage(failure));
    }
  }

  return (
    <Card>
      <h2 className="text-xl font-semibold">{copy.createTitle}</h2>
      <p className="mt-1 text-sm text-slate-600">{copy.createHint}</p>
      <form noValidate onSubmit={onSubmit} aria-label={copy.createTitle} className="mt-4 space-y-4 sm:max-w-md">
        <FormField id="teamName" label={copy.nameLabel} error={error} hint={copy.nameHintExample}>
          <Input
            {...fieldAria("teamName", error, copy.nameHintExample)}
            name="teamName"
            maxLength={TEAM_NAME_MAX_CHARS}
            autoComplete="organization"
          />
        </FormField>
        <Button type="submit" disabled={createTeam.isPending}>
          {createTeam.isPending ? copy.creating : copy.createButton}
        </Button>
      </form>
    </Card>
  );
}

function AboutTeams({ canCreateTeam, seats }: { canCreateTeam: boolean; seats: number }) {
  return (
    <>
      <Card>
        <h2 className="text-xl font-semibold">{copy.introTitle}</h2>
        <p className="mt-2 text-slate-700">{copy.intro(seats)}</p>
        <h3 className="mt-4 font-semibold">{copy.rolesTitle}</h3>
        <dl className="mt-2 space-y-2 text-sm">
          {TEAM_ROLES.map((role) => (
            <div key={role} className="sm:flex sm:gap-2">
              <dt className="font-semibold text-slate-900 sm:w-24 sm:shrink-0">{roleName(role)}</dt>
              <dd className="text-slate-700">{ROLE_DESCRIPTIONS[role]}</dd>
            </div>
          ))}
        </dl>
        <p className="mt-4 text-sm text-slate-600">{copy.switchHint}</p>
        {!canCreateTeam && (
          <p className="mt-4 rounded-md bg-slate-50 p-3 text-sm text-slate-800">
            {copy.needsBusiness}{" "}
            <Link href="/subscribe" className="text-brand-700 underline">
              {copy.seePlans}
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
  const { user } = useAuth();
  const workspaces = useWorkspaces();
  const active = workspaces.data?.workspaces.find((w) => w.active);
  const inTeam = active?.kind === "team";
  const team = useTeam(inTeam);
  // "Create a team" in the header's menu opens the form even while a team is active.
  const wantsNew = new URLSearchParams(useSearch()).get("create") === "1";
  if (!user) return null;

  let body: ReactNode = null;
  if (workspaces.isError) body = <LoadError what={copy.title} onRetry={() => workspaces.refetch()} />;
  else if (inTeam && team.isError) body = <LoadError what={copy.title} onRetry={() => team.refetch()} />;
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
        <h1 className="text-3xl font-bold">{copy.title}</h1>
        <AboutTeams canCreateTeam={workspaces.data.canCreateTeam} seats={workspaces.data.teamSeats} />
      </>
    );

  return (
    <section className="mx-auto max-w-3xl space-y-6 px-4 py-10" aria-busy={body === null}>
      {body}
    </section>
  );
}
