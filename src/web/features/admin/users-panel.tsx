import { Search } from "lucide-react";
import { Fragment, type ReactNode, useEffect, useId, useState } from "react";
import type { AdminUser } from "#contract/admin.ts";
import { Button } from "#web/components/ui/button.tsx";
import { Card } from "#web/components/ui/card.tsx";
import { Dialog, DialogContent } from "#web/components/ui/dialog.tsx";
import { Input } from "#web/components/ui/input.tsx";
import { ApiRequestError } from "#web/lib/api.ts";
import { formatBytes } from "../library/queries.ts";
import { formatIstDate, formatIstDateTime } from "../posts/format.ts";
import { planName } from "./format.ts";
import { useAdminUsers } from "./queries.ts";
import { UserDetail } from "./user-detail.tsx";

/** How long typing pauses before the search is sent. */
const SEARCH_DELAY_MS = 300;

const planText = (user: AdminUser) =>
  user.passEndsAt ? `${planName(user.plan)}, pass ends ${formatIstDate(user.passEndsAt)}` : planName(user.plan);

/** What the list shows of each account besides its name and e-mail. */
const USER_DETAILS: readonly [string, (user: AdminUser) => string][] = [
  ["Plan", planText],
  ["Storage", (user) => formatBytes(user.storageUsed)],
  ["Generations", (user) => user.generations.toLocaleString("en-IN")],
  ["Last active", (user) => (user.lastActive ? formatIstDateTime(user.lastActive) : "Never")],
  ["Joined", (user) => formatIstDate(user.createdAt)],
];

function DisabledMark({ user }: { user: AdminUser }) {
  if (!user.disabledAt) return null;
  return <span className="ml-2 rounded-full bg-red-50 px-2 py-0.5 text-xs font-semibold text-red-800">Disabled</span>;
}

/**
 * The Users tab (decisions 154, 570): search by the start of an e-mail or name, newest first,
 * cards on a phone and a table from 768 px, Load more; Manage opens an account's details and
 * the admin's actions.
 */
export function UsersPanel({ onDenied }: { onDenied: () => ReactNode }) {
  const searchId = useId();
  const [typed, setTyped] = useState("");
  const [q, setQ] = useState("");
  const [openId, setOpenId] = useState<string | null>(null);
  useEffect(() => {
    const timer = setTimeout(() => setQ(typed.trim()), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [typed]);
  const query = useAdminUsers(q);
  if (query.error instanceof ApiRequestError && query.error.status === 403) return onDenied();
  const users = query.data?.pages.flatMap((page) => page.users) ?? [];
  const opened = users.find((user) => user.id === openId);
  const count = `${users.length} ${users.length === 1 ? "account" : "accounts"}`;

  return (
    <div>
      <search className="block max-w-xl">
        <form
          onSubmit={(event) => {
            event.preventDefault();
            setQ(typed.trim());
          }}
        >
          <label htmlFor={searchId} className="text-sm font-semibold text-slate-700">
            Find a user
          </label>
          <div className="relative mt-1">
            <Search aria-hidden="true" className="pointer-events-none absolute left-3 top-3 h-5 w-5 text-slate-500" />
            <Input
              id={searchId}
              type="search"
              className="pl-10"
              placeholder="Start of an e-mail, a name or a last name"
              maxLength={200}
              autoComplete="off"
              value={typed}
              onChange={(event) => setTyped(event.target.value)}
            />
          </div>
        </form>
      </search>

      {query.isError ? (
        <p role="alert" className="mt-4 rounded-lg border border-red-300 bg-red-50 p-3 text-sm text-red-900">
          The users could not be loaded.{" "}
          <button type="button" className="font-semibold underline" onClick={() => query.refetch()}>
            Try again
          </button>
        </p>
      ) : query.isLoading ? (
        <p className="mt-4 text-slate-600">Loading users…</p>
      ) : (
        <>
          <p className="mt-4 text-sm text-slate-600" data-testid="users-shown" aria-live="polite">
            {q ? `${count} matching “${q}”, newest first.` : `${count} shown, newest first.`}
          </p>
          {users.length === 0 && q && (
            <p className="mt-2 text-slate-700">No account's e-mail or name starts with that.</p>
          )}
          {/* Phones: one card per account. */}
          <ul className="mt-4 grid gap-3 md:hidden" aria-label="Users">
            {users.map((user) => (
              <li key={user.id}>
                <Card size="sm" data-testid="admin-user">
                  <p className="font-semibold">
                    {user.name || "—"}
                    <DisabledMark user={user} />
                  </p>
                  <p className="break-all text-sm text-slate-700">{user.email}</p>
                  <dl className="mt-2 grid grid-cols-2 gap-x-3 gap-y-1 text-sm">
                    {USER_DETAILS.map(([label, show]) => (
                      <Fragment key={label}>
                        <dt className="text-slate-600">{label}</dt>
                        <dd>{show(user)}</dd>
                      </Fragment>
                    ))}
                  </dl>
                  <Button size="sm" variant="outline" className="mt-3" onClick={() => setOpenId(user.id)}>
                    Manage<span className="sr-only"> {user.email}</span>
                  </Button>
                </Card>
              </li>
            ))}
          </ul>
          {/* Wide screens: a table. */}
          <div className="mt-4 hidden overflow-x-auto rounded-xl border border-slate-200 bg-white md:block">
            <table className="w-full text-left text-sm">
              <caption className="sr-only">Users</caption>
              <thead className="bg-slate-50 text-slate-700">
                <tr>
                  {["Name", "Email", ...USER_DETAILS.map(([label]) => label)].map((label) => (
                    <th key={label} scope="col" className="px-4 py-3 font-semibold">
                      {label}
                    </th>
                  ))}
                  <th scope="col" className="px-4 py-3">
                    <span className="sr-only">Actions</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {users.map((user) => (
                  <tr key={user.id} className="border-t border-slate-200" data-testid="admin-user-row">
                    <td className="px-4 py-3">
                      {user.name || "—"}
                      <DisabledMark user={user} />
                    </td>
                    <td className="break-all px-4 py-3">{user.email}</td>
                    {USER_DETAILS.map(([label, show]) => (
                      <td key={label} className="px-4 py-3 tabular-nums">
                        {show(user)}
                      </td>
                    ))}
                    <td className="px-4 py-3">
                      <Button size="sm" variant="outline" onClick={() => setOpenId(user.id)}>
                        Manage<span className="sr-only"> {user.email}</span>
                      </Button>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          {query.hasNextPage && (
            <Button
              variant="outline"
              className="mt-4"
              disabled={query.isFetchingNextPage}
              onClick={() => query.fetchNextPage()}
            >
              {query.isFetchingNextPage ? "Loading…" : "Load more"}
            </Button>
          )}
        </>
      )}
      <Dialog open={openId !== null} onOpenChange={(open) => !open && setOpenId(null)}>
        {openId && (
          <DialogContent title={opened?.name || opened?.email || "Account"} className="max-w-3xl">
            <UserDetail userId={openId} />
          </DialogContent>
        )}
      </Dialog>
    </div>
  );
}
