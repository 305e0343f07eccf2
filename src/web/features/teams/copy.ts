/**
 * The team pages' words that depend on what the server sent (issue 30): which catalogue message
 * says what to do after a failed join (by the server's error code), and a team activity entry in
 * the interface language. Every word is in the catalogues (`teams.`); role names are
 * `workspace.role.*`.
 */
import type { MessageKey } from "#contract/i18n/en.ts";
import type { Team, TeamRole } from "#contract/workspaces.ts";
import type { Translate } from "#web/i18n/i18n.tsx";

/** What to do next after a failed join, by the server's error code. */
export const JOIN_WHAT_TO_DO: Readonly<Record<string, MessageKey>> = {
  invitation_other_email: "teams.join.otherEmail",
  invitation_expired: "teams.join.expired",
  invitation_used: "teams.join.used",
  invitation_not_valid: "teams.join.notValid",
  seats_full: "teams.join.seatsFull",
};

type Activity = Team["activity"][number];

const ROLE_WORDS: Readonly<Record<string, TeamRole>> = {
  owner: "owner",
  manager: "manager",
  creator: "creator",
  viewer: "viewer",
};

/** "someone@x.in as creator" → the address and the role, or undefined when it is not that shape. */
function splitAt(subject: string, word: " as " | " to "): { email: string; role: TeamRole } | undefined {
  const at = subject.lastIndexOf(word);
  const role = at > 0 ? ROLE_WORDS[subject.slice(at + word.length)] : undefined;
  return role ? { email: subject.slice(0, at), role } : undefined;
}

/**
 * One activity entry as a sentence of the interface language. The server stores the action and
 * its subject in English words (teams.service.ts: "invited" + "a@b.in as creator" …; posts.service.ts:
 * "sent for review" + the post's heading); each known
 * action has its message, worded with `actor` (the caller passes a slot to put the name in bold).
 * An action this list does not know yet shows as stored.
 */
export function activityText(t: Translate, entry: Pick<Activity, "action" | "subject">, actor: string): string {
  const subject = entry.subject ?? "";
  switch (entry.action) {
    case "created the team":
      return t("teams.activity.created", { actor, team: subject });
    case "invited": {
      const parts = splitAt(subject, " as ");
      if (parts) return t("teams.activity.invited", { actor, ...parts });
      break;
    }
    case "withdrew the invitation of":
      return t("teams.activity.withdrew", { actor, email: subject });
    case "joined as": {
      const role = ROLE_WORDS[subject];
      if (role) return t("teams.activity.joined", { actor, role });
      break;
    }
    case "changed the role of": {
      const parts = splitAt(subject, " to ");
      if (parts) return t("teams.activity.changedRole", { actor, ...parts });
      break;
    }
    case "left the team":
      return t("teams.activity.left", { actor });
    case "removed":
      return t("teams.activity.removed", { actor, email: subject });
    case "handed the team to":
      return t("teams.activity.handedOver", { actor, email: subject });
    // A team's approvals (posts.service.ts): the subject is the post's heading.
    case "sent for review":
      return t("teams.activity.submitted", { actor, post: subject });
    case "approved":
      return t("teams.activity.approved", { actor, post: subject });
    case "asked for changes to":
      return t("teams.activity.askedChanges", { actor, post: subject });
  }
  return `${actor} ${entry.action}${subject ? ` ${subject}` : ""}`;
}
