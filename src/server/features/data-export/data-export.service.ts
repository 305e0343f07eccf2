import { findMailSentTo } from "#server/adapters/mail/outbox.queries.ts";
import type { Member } from "#server/auth/workspace.ts";
import type { UserRow } from "#server/db/schema/users.ts";
import type { Deps } from "#server/deps.ts";
import { exportAccountData } from "../accounts/accounts.service.ts";
import { exportApiKeys } from "../api-keys/api-keys.service.ts";
import { exportBilling } from "../billing/billing.service.ts";
import { exportBrandTraining } from "../brand/brand.service.ts";
import { exportGeneratedCaptions } from "../captions/captions.service.ts";
import { exportImportedPosts } from "../instagram/instagram.service.ts";
import { exportContent } from "../library/library.service.ts";
import { exportPosts } from "../posts/posts.service.ts";
import { getTeam } from "../teams/teams.service.ts";
import { type ExportArchive, writeExportArchive } from "./data-export.archive.ts";

/**
 * "Download my data" (DPDP Act): everything stored about the user as data.json, and their
 * stored files, as one ZIP streamed from storage. Each feature gives its own part, presented
 * by that feature (decision 022). The work is their personal workspace's (whose id is the
 * account's); a team's work is the team's, which its owner downloads (exportTeamData).
 */
export async function exportUserData(deps: Deps, user: UserRow): Promise<ExportArchive> {
  const library = await exportContent(deps, user.id);
  const account = await exportAccountData(deps, user);
  const mails = await findMailSentTo(deps.database.db, user.email);
  const data = {
    exportedAt: new Date().toISOString(),
    product: deps.config.brand.name,
    ...account,
    /** Each item's archivePath names its file in this ZIP (null when the file is missing from storage). */
    library: library.items,
    posts: await exportPosts(deps, user),
    /** The connected account's posts made outside CaptionKaro, read by the results import. */
    instagramImportedPosts: await exportImportedPosts(deps, user.id),
    generatedCaptions: await exportGeneratedCaptions(deps, user),
    ...(await exportBrandTraining(deps, user.id)),
    /** API keys by name and first characters (the keys themselves are never stored). */
    apiKeys: await exportApiKeys(deps, user),
    /** Payments, and every GST invoice and credit note with its figures. */
    billing: await exportBilling(deps, user),
    emailsSent: mails.map((m) => ({
      kind: m.kind,
      subject: m.subject,
      createdAt: m.createdAt.toISOString(),
      sentAt: m.sentAt?.toISOString() ?? null,
    })),
  };
  return writeExportArchive(deps.storage, data, library.files);
}

/**
 * GET /api/team/export: the team's work for its owner (issue 29) — its library with the
 * files, posts, generated captions, brand training and voice styles, members and activity —
 * as one ZIP like "Download my data". Nobody's account, payments or e-mails are in it.
 */
export async function exportTeamData(deps: Deps, member: Member): Promise<ExportArchive> {
  const team = await getTeam(deps, member); // 404 outside a team
  const workspace = { id: member.workspaceId };
  const library = await exportContent(deps, member.workspaceId);
  const data = {
    exportedAt: new Date().toISOString(),
    product: deps.config.brand.name,
    team,
    library: library.items,
    posts: await exportPosts(deps, workspace),
    instagramImportedPosts: await exportImportedPosts(deps, member.workspaceId),
    generatedCaptions: await exportGeneratedCaptions(deps, workspace),
    ...(await exportBrandTraining(deps, member.workspaceId)),
  };
  return writeExportArchive(deps.storage, data, library.files);
}
