import * as DropdownMenu from "@radix-ui/react-dropdown-menu";
import { Check, ChevronDown, Plus, User, Users } from "lucide-react";
import { useState } from "react";
import { Link, useLocation } from "wouter";
import type { Workspace } from "#contract/workspaces.ts";
import { useToast } from "#web/components/toaster.tsx";
import { useT } from "#web/i18n/i18n.tsx";
import { serverMessage } from "#web/lib/form-errors.ts";
import { cn } from "#web/lib/utils.ts";
import { useSwitchWorkspace, useWorkspaces } from "./queries.ts";

const itemClass =
  "flex min-h-11 w-full cursor-pointer items-center gap-2 rounded-md px-3 py-2 text-left text-sm text-slate-800 outline-none data-[highlighted]:bg-slate-100";

const WorkspaceIcon = ({ workspace, className }: { workspace: Pick<Workspace, "kind">; className?: string }) =>
  workspace.kind === "team" ? (
    <Users aria-hidden="true" className={cn("h-4 w-4 shrink-0", className)} />
  ) : (
    <User aria-hidden="true" className={cn("h-4 w-4 shrink-0", className)} />
  );

/**
 * The header's workspace switcher (issue 29): the active workspace's name at all times, and a
 * menu to move to another one (the session changes, then the page loads again so every list,
 * quota and upload follows it), to the team page, or to create a team.
 */
export function WorkspaceSwitcher({ className }: { className?: string }) {
  const { data } = useWorkspaces();
  const switchWorkspace = useSwitchWorkspace();
  const { toast } = useToast();
  const [switching, setSwitching] = useState(false);
  const t = useT();
  const active = data?.workspaces.find((w) => w.active);
  if (!data || !active) return null;
  // A team's name is its owner's words; the personal workspace's is ours.
  const nameOf = (workspace: Workspace) => (workspace.kind === "personal" ? t("workspace.personal") : workspace.name);

  async function choose(workspace: Workspace) {
    if (workspace.active || switching) return;
    setSwitching(true);
    try {
      await switchWorkspace.mutateAsync(workspace.id);
      // Everything the app holds belongs to the old workspace: load this page again.
      window.location.reload();
    } catch (error) {
      setSwitching(false);
      toast({ title: t("workspace.switchFailed"), description: serverMessage(error), variant: "destructive" });
    }
  }

  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger
        data-testid="workspace-switcher"
        aria-label={`${t("workspace.label")}: ${nameOf(active)}`}
        className={cn(
          "inline-flex h-11 min-w-0 items-center gap-2 rounded-lg border md:h-9 border-slate-300 bg-white px-3 text-sm font-semibold text-slate-800 hover:bg-slate-50",
          className,
        )}
      >
        <WorkspaceIcon workspace={active} className="text-brand-700" />
        <span className="min-w-0 truncate" data-testid="active-workspace">
          {switching ? t("workspace.switching") : nameOf(active)}
        </span>
        <ChevronDown aria-hidden="true" className="h-4 w-4 shrink-0" />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="start"
          sideOffset={6}
          collisionPadding={8}
          className="z-50 w-72 max-w-[calc(100vw-1rem)] rounded-lg border border-slate-200 bg-white p-1 shadow-lg"
        >
          <DropdownMenu.Label className="px-3 py-2 text-xs font-semibold uppercase tracking-wide text-slate-600">
            {t("workspace.menuTitle")}
          </DropdownMenu.Label>
          {data.workspaces.map((workspace) => (
            <DropdownMenu.Item
              key={workspace.id}
              className={cn(itemClass, workspace.active && "bg-brand-50 text-brand-800")}
              onSelect={() => choose(workspace)}
              aria-current={workspace.active ? "true" : undefined}
            >
              <WorkspaceIcon workspace={workspace} />
              <span className="min-w-0 flex-1">
                <span className="block truncate font-medium">{nameOf(workspace)}</span>
                {workspace.kind === "team" && (
                  <span className="block text-xs text-slate-600">{t(`workspace.role.${workspace.role}`)}</span>
                )}
              </span>
              {workspace.active && (
                <>
                  <Check aria-hidden="true" className="h-4 w-4 shrink-0 text-brand-700" />
                  <span className="sr-only">{t("workspace.activeMark")}</span>
                </>
              )}
            </DropdownMenu.Item>
          ))}
          {(active.kind === "team" || data.canCreateTeam) && (
            <DropdownMenu.Separator className="my-1 h-px bg-slate-200" />
          )}
          {active.kind === "team" && (
            <DropdownMenu.Item asChild>
              <Link href="/team" className={itemClass}>
                <Users aria-hidden="true" className="h-4 w-4 shrink-0" /> {t("workspace.team")}
              </Link>
            </DropdownMenu.Item>
          )}
          {data.canCreateTeam && (
            <DropdownMenu.Item asChild>
              <Link href="/team?create=1" className={itemClass}>
                <Plus aria-hidden="true" className="h-4 w-4 shrink-0" /> {t("workspace.createTeam")}
              </Link>
            </DropdownMenu.Item>
          )}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}

/**
 * The header's second row: the active workspace and its switcher, and a link to the team page
 * while a team is active. A row of its own at every width: the first row is full at 390 px,
 * and on a desktop it holds the links, Upgrade and the account at their own widths.
 */
export function WorkspaceBar() {
  const { data } = useWorkspaces();
  const [location] = useLocation();
  const t = useT();
  const active = data?.workspaces.find((w) => w.active);
  if (!active) return null;
  return (
    <div className="border-t border-slate-200 bg-slate-50/80">
      <div className="mx-auto flex max-w-6xl items-center gap-2 px-4 py-1">
        <span className="hidden text-sm text-slate-600 sm:inline">{t("workspace.label")}</span>
        <WorkspaceSwitcher className="max-w-full sm:max-w-80" />
        {active.kind === "team" && (
          <Link
            href="/team"
            aria-current={location === "/team" ? "page" : undefined}
            className="ml-auto inline-flex h-11 shrink-0 md:h-9 items-center gap-1 rounded-lg px-3 text-sm font-medium text-slate-700 hover:bg-slate-100 aria-[current=page]:bg-brand-50 aria-[current=page]:text-brand-800"
          >
            <Users aria-hidden="true" className="h-4 w-4" /> {t("workspace.team")}
          </Link>
        )}
      </div>
    </div>
  );
}
