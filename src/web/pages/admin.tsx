import { type InfiniteData, useInfiniteQuery, useQuery } from "@tanstack/react-query";
import { ShieldAlert } from "lucide-react";
import { Fragment, type ReactNode } from "react";
import { Link, useLocation, useSearch } from "wouter";
import {
  ADMIN_ACCESS_DENIED,
  ADMIN_RANGES,
  type AdminMailList,
  type AdminRange,
  type AdminStats,
  type AdminUser,
  type AdminUsersPage,
} from "../../contract/admin.ts";
import { LANGUAGES } from "../../contract/languages.ts";
import { PLANS } from "../../contract/plans.ts";
import { Button } from "../components/ui/button.tsx";
import { Card } from "../components/ui/card.tsx";
import { onTabListKeyDown } from "../components/ui/tabs.ts";
import { formatBytes } from "../features/library/queries.ts";
import { formatIstDate, formatIstDateTime } from "../features/posts/format.ts";
import { ApiRequestError, apiRequest } from "../lib/api.ts";
import { useAuth } from "../lib/auth.ts";
import { cn } from "../lib/utils.ts";

/**
 * The admin tabs of spec §2 that exist, and Mail: the outbox (decision 156). Content and
 * Subscriptions come with their issues (decision 154).
 */
const TABS = [
  ["users", "Users"],
  ["analytics", "Analytics"],
  ["mail", "Mail"],
] as const;
type Tab = (typeof TABS)[number][0];
const TAB_VALUES = TABS.map(([value]) => value);

const RANGE_LABELS: Record<AdminRange, string> = {
  "24h": "Last 24 hours",
  "7d": "Last 7 days",
  "30d": "Last 30 days",
  "90d": "Last 90 days",
};

const languageLabel = (code: string) => LANGUAGES.find((l) => l.code === code)?.label ?? code;
const isDenied = (error: unknown) => error instanceof ApiRequestError && error.status === 403;

function AccessDenied() {
  const [title, ...rest] = ADMIN_ACCESS_DENIED.split(": ");
  return (
    <section className="mx-auto max-w-xl px-4 py-16">
      <Card className="text-center" role="alert">
        <ShieldAlert aria-hidden="true" className="mx-auto h-12 w-12 text-red-700" />
        <h1 className="mt-4 text-2xl font-bold">{title}</h1>
        <p className="mt-2 text-slate-700">{rest.join(": ")}</p>
        <Button asChild variant="outline" className="mt-6">
          <Link href="/">Back to Dashboard</Link>
        </Button>
      </Card>
    </section>
  );
}

function LoadError({ what, onRetry }: { what: string; onRetry: () => void }) {
  return (
    <p role="alert" className="rounded-lg border border-red-300 bg-red-50 p-3 text-sm text-red-900">
      {what} could not be loaded.{" "}
      <button type="button" className="font-semibold underline" onClick={onRetry}>
        Try again
      </button>
    </p>
  );
}

const usersPageUrl = (cursor: string | null) =>
  cursor ? `/api/admin/users?cursor=${encodeURIComponent(cursor)}` : "/api/admin/users";

function useAdminUsers() {
  return useInfiniteQuery<AdminUsersPage, Error, InfiniteData<AdminUsersPage>, string[], string | null>({
    queryKey: ["/api/admin/users"],
    initialPageParam: null,
    queryFn: async ({ pageParam }) =>
      (await (await apiRequest("GET", usersPageUrl(pageParam))).json()) as AdminUsersPage,
    getNextPageParam: (last) => last.nextCursor,
  });
}

/** What the list shows of each account besides its name and e-mail. */
const USER_DETAILS: readonly [string, (user: AdminUser) => string][] = [
  ["Plan", (user) => PLANS[user.plan].name],
  ["Storage", (user) => formatBytes(user.storageUsed)],
  ["Last active", (user) => (user.lastActive ? formatIstDateTime(user.lastActive) : "Never")],
  ["Joined", (user) => formatIstDate(user.createdAt)],
];

function UsersPanel({ onDenied }: { onDenied: () => ReactNode }) {
  const query = useAdminUsers();
  if (isDenied(query.error)) return onDenied();
  if (query.isError) return <LoadError what="The users" onRetry={() => query.refetch()} />;
  if (query.isLoading) return <p className="text-slate-600">Loading users…</p>;
  const users = query.data?.pages.flatMap((page) => page.users) ?? [];
  return (
    <div>
      <p className="text-sm text-slate-600" data-testid="users-shown">
        {users.length} {users.length === 1 ? "account" : "accounts"} shown, newest first.
      </p>
      {/* Phones: one card per account. */}
      <ul className="mt-4 grid gap-3 md:hidden" aria-label="Users">
        {users.map((user) => (
          <li key={user.id}>
            <Card size="sm" data-testid="admin-user">
              <p className="font-semibold">{user.name || "—"}</p>
              <p className="break-all text-sm text-slate-700">{user.email}</p>
              <dl className="mt-2 grid grid-cols-2 gap-x-3 gap-y-1 text-sm">
                {USER_DETAILS.map(([label, show]) => (
                  <Fragment key={label}>
                    <dt className="text-slate-600">{label}</dt>
                    <dd>{show(user)}</dd>
                  </Fragment>
                ))}
              </dl>
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
            </tr>
          </thead>
          <tbody>
            {users.map((user) => (
              <tr key={user.id} className="border-t border-slate-200" data-testid="admin-user-row">
                <td className="px-4 py-3">{user.name || "—"}</td>
                <td className="break-all px-4 py-3">{user.email}</td>
                {USER_DETAILS.map(([label, show]) => (
                  <td key={label} className="px-4 py-3 tabular-nums">
                    {show(user)}
                  </td>
                ))}
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
    </div>
  );
}

function Figure({
  label,
  note,
  testId,
  children,
}: {
  label: string;
  note?: string;
  testId: string;
  children: ReactNode;
}) {
  return (
    <Card size="sm" className="min-w-0">
      <dt className="text-sm text-slate-600">{label}</dt>
      <dd className="mt-1">
        <span className="block text-2xl font-bold tabular-nums" data-testid={testId}>
          {children}
        </span>
        {note && <span className="block text-xs text-slate-600">{note}</span>}
      </dd>
    </Card>
  );
}

function AnalyticsPanel({
  range,
  onRange,
  onDenied,
}: {
  range: AdminRange;
  onRange: (range: AdminRange) => void;
  onDenied: () => ReactNode;
}) {
  const query = useQuery<AdminStats>({ queryKey: [`/api/admin/stats?range=${range}`] });
  if (isDenied(query.error)) return onDenied();
  const stats = query.data;
  const most = Math.max(1, ...(stats?.topLanguages.map((l) => l.count) ?? []));
  const period = RANGE_LABELS[range].toLowerCase();
  return (
    <div>
      <fieldset>
        <legend className="text-sm font-semibold text-slate-700">Range</legend>
        <div className="mt-2 inline-flex rounded-lg border border-slate-300 bg-white p-1">
          {ADMIN_RANGES.map((value) => (
            <button
              key={value}
              type="button"
              aria-pressed={value === range}
              title={RANGE_LABELS[value]}
              onClick={() => onRange(value)}
              className={cn(
                "min-w-14 rounded-md px-3 py-2 text-sm font-semibold",
                value === range ? "bg-brand-700 text-white" : "text-slate-700 hover:bg-slate-100",
              )}
            >
              {value}
            </button>
          ))}
        </div>
      </fieldset>
      {query.isError ? (
        <div className="mt-6">
          <LoadError what="The figures" onRetry={() => query.refetch()} />
        </div>
      ) : !stats ? (
        <p className="mt-6 text-slate-600">Loading figures…</p>
      ) : (
        <>
          <dl className="mt-6 grid grid-cols-2 gap-3 lg:grid-cols-5">
            <Figure label="Total users" testId="stat-total-users">
              {stats.totalUsers}
            </Figure>
            <Figure label="New users" note={period} testId="stat-new-users">
              {stats.newUsers}
            </Figure>
            <Figure label="Captions generated" note={period} testId="stat-content-generated">
              {stats.contentGenerated}
            </Figure>
            <Figure label="Active subscriptions" note="on a paid plan now" testId="stat-active-subscriptions">
              {stats.activeSubscriptions}
            </Figure>
            <Figure label="Storage used" note="all users" testId="stat-storage-used">
              {formatBytes(stats.storageUsed)}
            </Figure>
          </dl>
          <Card className="mt-6">
            <h3 className="text-lg font-semibold">Top languages</h3>
            <p className="text-sm text-slate-600">Captions generated, {period}.</p>
            {stats.topLanguages.length === 0 ? (
              <p className="mt-4 text-slate-700">No captions were generated in this range.</p>
            ) : (
              <ol className="mt-4 space-y-3" aria-label="Top languages">
                {stats.topLanguages.map((row) => (
                  <li key={row.language} data-testid="top-language">
                    <div className="flex justify-between text-sm">
                      <span className="font-medium">{languageLabel(row.language)}</span>
                      <span className="tabular-nums">{row.count}</span>
                    </div>
                    <div aria-hidden="true" className="mt-1 h-2 rounded-full bg-slate-100">
                      <div
                        className="h-2 rounded-full bg-brand-700"
                        style={{ width: `${Math.round((row.count / most) * 100)}%` }}
                      />
                    </div>
                  </li>
                ))}
              </ol>
            )}
          </Card>
        </>
      )}
    </div>
  );
}

/** A mail's plain text with its links clickable; React escapes everything else. */
function MailText({ text }: { text: string }) {
  const parts = text.split(/(https?:\/\/[^\s<>"]+)/g);
  return (
    <pre className="mt-3 whitespace-pre-wrap break-words font-sans text-sm text-slate-800">
      {parts.map((part, index) =>
        index % 2 === 1 ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one text never move
          <a key={index} href={part} className="break-all text-brand-800 underline">
            {part}
          </a>
        ) : (
          part
        ),
      )}
    </pre>
  );
}

function MailPanel({ onDenied }: { onDenied: () => ReactNode }) {
  const query = useQuery<AdminMailList>({ queryKey: ["/api/admin/mail"] });
  if (isDenied(query.error)) return onDenied();
  if (query.isError) return <LoadError what="The mail" onRetry={() => query.refetch()} />;
  if (query.isLoading || !query.data) return <p className="text-slate-600">Loading mail…</p>;
  const { messages, smtp } = query.data;
  return (
    <div>
      <p className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950" data-testid="mail-mode">
        {smtp
          ? "E-mail is delivered through SMTP. Every message is also kept here, with its delivery status."
          : "No SMTP server is set (SMTP_URL), so e-mail is not delivered: messages are kept here and their links are printed in the server's log. Pass a sign-in or password-reset link on only to the person it is for."}
      </p>
      <p className="mt-4 text-sm text-slate-600" data-testid="mail-shown">
        {messages.length} {messages.length === 1 ? "message" : "messages"} shown, newest first.
      </p>
      <ul className="mt-4 grid gap-3" aria-label="Mail">
        {messages.map((mail) => (
          <li key={mail.id}>
            <Card size="sm" data-testid="admin-mail">
              <details>
                <summary className="cursor-pointer">
                  <span className="font-semibold">{mail.subject}</span>
                  <span className="mt-1 block text-sm text-slate-700">
                    To <span className="break-all">{mail.to}</span> · {formatIstDateTime(mail.createdAt)} ·{" "}
                    {mail.sentAt ? "Sent" : mail.lastError ? "Not delivered" : "Kept in the outbox"}
                  </span>
                </summary>
                {mail.replyTo ? <p className="mt-2 text-sm text-slate-700">Reply-To {mail.replyTo}</p> : null}
                {mail.lastError ? <p className="mt-2 text-sm text-red-800">Error: {mail.lastError}</p> : null}
                <MailText text={mail.text} />
              </details>
            </Card>
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * /admin (spec §2 "Admin dashboard"): Users, Analytics with the range selector and Mail, for
 * ADMIN_EMAILS accounts; everyone else sees Access Denied (the server refuses them too).
 * The open tab and range live in the address (?tab=analytics&range=30d).
 */
export default function AdminPage() {
  const { user } = useAuth();
  const search = useSearch();
  const [, navigate] = useLocation();
  if (!user) return null;
  if (!user.isAdmin) return <AccessDenied />;

  const params = new URLSearchParams(search);
  const tab: Tab = TAB_VALUES.find((value) => value === params.get("tab")) ?? "users";
  const range: AdminRange = ADMIN_RANGES.find((value) => value === params.get("range")) ?? "7d";
  const go = (next: { tab?: Tab; range?: AdminRange }) => {
    const nextTab = next.tab ?? tab;
    const nextRange = next.range ?? range;
    const query = new URLSearchParams();
    if (nextTab !== "users") query.set("tab", nextTab);
    if (nextTab === "analytics" && nextRange !== "7d") query.set("range", nextRange);
    const text = query.toString();
    navigate(text ? `/admin?${text}` : "/admin", { replace: true });
  };
  const denied = () => <AccessDenied />;

  return (
    <section className="mx-auto max-w-6xl px-4 py-10">
      <h1 className="text-2xl font-bold sm:text-3xl">Admin dashboard</h1>
      <div
        role="tablist"
        aria-label="Admin"
        className="mt-6 flex gap-1 border-b border-slate-200"
        onKeyDown={(event) => onTabListKeyDown(event, TAB_VALUES, tab, (value) => go({ tab: value }))}
      >
        {TABS.map(([value, text]) => (
          <button
            key={value}
            id={`admin-tab-${value}`}
            type="button"
            role="tab"
            aria-selected={tab === value}
            aria-controls={`admin-panel-${value}`}
            tabIndex={tab === value ? 0 : -1}
            onClick={() => go({ tab: value })}
            className={cn(
              "border-b-2 px-4 py-2 text-sm font-semibold",
              tab === value
                ? "border-brand-700 text-brand-800"
                : "border-transparent text-slate-600 hover:text-slate-900",
            )}
          >
            {text}
          </button>
        ))}
      </div>
      <div id={`admin-panel-${tab}`} role="tabpanel" aria-labelledby={`admin-tab-${tab}`} className="pt-6">
        <h2 className="sr-only">{TABS.find(([value]) => value === tab)?.[1]}</h2>
        {tab === "users" ? (
          <UsersPanel onDenied={denied} />
        ) : tab === "mail" ? (
          <MailPanel onDenied={denied} />
        ) : (
          <AnalyticsPanel range={range} onRange={(value) => go({ range: value })} onDenied={denied} />
        )}
      </div>
    </section>
  );
}
