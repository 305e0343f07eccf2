/**
 * The words of the team pages, in one place (the Hindi interface will move them to the
 * catalogues; the workspace switcher's are there already). Role names come from the contract's ROLE_LABELS.
 */
import type { TeamRole } from "#contract/workspaces.ts";

/** One line per role, as the page explains them (nothing promised that is not built). */
export const ROLE_DESCRIPTIONS: Record<TeamRole, string> = {
  owner: "Billing, members and everything else.",
  manager: "Everything but billing and deleting the team; invites creators and viewers.",
  creator: "Uploads photos, writes and edits posts, saves drafts.",
  viewer: "Sees the team's library and posts; changes nothing.",
};

export const teamCopy = {
  title: "Team",
  loadError: "Could not load your team.",
  // Personal workspace
  introTitle: "Work together in a team",
  intro: (seats: number) =>
    `Teams come with the Business plan: invite up to ${seats} people besides you to share one library, brand kit and posts. Each person can do only what their role allows.`,
  rolesTitle: "Roles",
  switchHint: "Your own workspace stays yours: switch between it and your teams from the header at any time.",
  createTitle: "Create a team",
  createHint: "The team becomes your active workspace; invite people from here next.",
  nameLabel: "Team name",
  nameHintExample: "e.g. your brand or shop's name",
  createButton: "Create team",
  creating: "Creating…",
  created: (name: string) => `Team “${name}” created`,
  createdDescription: "You are working in it now. Invite the people you work with.",
  createFailed: "Team not created",
  needsBusiness: "Creating a team needs a running Business pass.",
  seePlans: "See plans",
  // Team workspace
  youAre: (role: string) => `You are ${role.toLowerCase() === "owner" ? "the owner" : `a ${role.toLowerCase()}`}`,
  seats: (used: number, limit: number) => `${used} of ${limit} seats used`,
  seatsHint: "The owner does not take a seat; pending invitations do.",
  membersTitle: "Members",
  you: "you",
  roleOf: (who: string) => `Role of ${who}`,
  roleChanged: "Role changed",
  roleNotChanged: "Role not changed",
  remove: "Remove",
  removeLabel: (who: string) => `Remove ${who}`,
  removeTitle: (who: string) => `Remove ${who} from the team?`,
  removeDescription: "They lose access at once. What they made stays with the team.",
  removeConfirm: "Remove member",
  removing: "Removing…",
  removed: "Member removed",
  notRemoved: "Member not removed",
  invitationsTitle: "Pending invitations",
  noInvitations: "No pending invitations.",
  expires: (date: string) => `Link expires ${date}`,
  withdraw: "Withdraw",
  withdrawLabel: (email: string) => `Withdraw the invitation of ${email}`,
  withdrawn: "Invitation withdrawn",
  notWithdrawn: "Invitation not withdrawn",
  inviteTitle: "Invite someone",
  inviteHint: "They get an e-mail with a link that works once, for 7 days. They need an account with that address.",
  emailLabel: "E-mail address",
  roleLabel: "Role",
  inviteButton: "Send invitation",
  inviting: "Sending…",
  invited: "Invitation sent",
  invitedDescription: (email: string) => `${email} can join from the link in their e-mail.`,
  emailRequired: "Enter the e-mail address to invite.",
  activityTitle: "Activity",
  noActivity: "Nothing yet.",
  someone: "Someone",
  exportTitle: "Download the team's work",
  exportHint:
    "A ZIP file: the team's library with its photos and videos, posts, captions, brand training, members and activity (data.json).",
  exportButton: "Download the team's work",
  leaveTitle: "Leave this team",
  leaveHint: "You lose access to the team's library and posts; your own workspace stays as it is.",
  leaveButton: "Leave team",
  leaveConfirmTitle: (team: string) => `Leave “${team}”?`,
  leaveConfirmDescription: "You can come back only with a new invitation.",
  leaving: "Leaving…",
  notLeft: "Could not leave the team",
};

export const joinCopy = {
  title: "Join a team",
  joining: "Accepting the invitation…",
  joined: (team: string) => `You joined ${team}`,
  joinedDescription: "You are working in the team now. Switch workspaces from the header.",
  failedTitle: "This invitation could not be accepted",
  noToken: "This link has no invitation in it. Open the link from the invitation e-mail again.",
  /** What to do next, by the server's error code. */
  whatToDo: {
    invitation_other_email:
      "Sign out, then sign in (or create an account) with the invited address: you come back to this invitation.",
    invitation_expired: "Invitation links work for 7 days. Ask the team's owner or manager to invite you again.",
    invitation_used: "Each link works once. If you joined already, switch to the team from the header.",
    invitation_not_valid: "Check that you opened the whole link from the e-mail, or ask for a new invitation.",
    seats_full: "Ask the team's owner to free a seat, then open the link again.",
  } as Record<string, string>,
  fallbackWhatToDo: "Ask the team's owner or manager for a new invitation.",
  signOut: "Sign out and switch account",
  dashboard: "Go to the dashboard",
  retry: "Try again",
};
