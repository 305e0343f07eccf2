import type { ReactNode } from "react";
import { useLocation, useSearch } from "wouter";
import { ADMIN_RANGES, type AdminRange } from "#contract/admin.ts";
import { onTabListKeyDown } from "../components/ui/tabs.ts";
import { AnalyticsTab } from "../features/admin/analytics-tab.tsx";
import { AuditLogPanel } from "../features/admin/audit-log.tsx";
import { ContentTab } from "../features/admin/content-tab.tsx";
import { MailTab } from "../features/admin/mail-tab.tsx";
import { AccessDenied, RANGE_LABELS } from "../features/admin/shared.tsx";
import { SubscriptionsTab } from "../features/admin/subscriptions-tab.tsx";
import { UsersPanel } from "../features/admin/users-panel.tsx";
import { useAuth } from "../lib/auth.ts";
import { cn } from "../lib/utils.ts";

/** The tabs of spec §2, and Mail: the outbox (decision 156). Each tab's UI is in features/admin/. */
const TABS = [
  ["users", "Users"],
  ["analytics", "Analytics"],
  ["content", "Content"],
  ["subscriptions", "Subscriptions"],
  ["audit", "Audit log"],
  ["mail", "Mail"],
] as const;
type Tab = (typeof TABS)[number][0];
const TAB_VALUES = TABS.map(([value]) => value);
/** The tabs whose figures depend on the range. */
const RANGED: readonly Tab[] = ["analytics", "content", "subscriptions"];
const DEFAULT_RANGE: AdminRange = "7d";

function RangeSelector({ range, onRange }: { range: AdminRange; onRange: (range: AdminRange) => void }) {
  return (
    <fieldset className="min-w-0">
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
              "min-h-11 min-w-14 rounded-md px-3 py-2 text-sm font-semibold",
              value === range ? "bg-brand-700 text-white" : "text-slate-700 hover:bg-slate-100",
            )}
          >
            {value}
          </button>
        ))}
      </div>
    </fieldset>
  );
}

function TabPanel({ tab, range, denied }: { tab: Tab; range: AdminRange; denied: () => ReactNode }) {
  switch (tab) {
    case "users":
      return <UsersPanel onDenied={denied} />;
    case "analytics":
      return <AnalyticsTab range={range} onDenied={denied} />;
    case "content":
      return <ContentTab range={range} onDenied={denied} />;
    case "subscriptions":
      return <SubscriptionsTab range={range} onDenied={denied} />;
    case "audit":
      return <AuditLogPanel onDenied={denied} />;
    case "mail":
      return <MailTab onDenied={denied} />;
  }
}

/**
 * /admin (spec §2 "Admin dashboard"): Users, Analytics, Content and Subscriptions with the
 * range selector, and Mail, for ADMIN_EMAILS accounts; everyone else sees Access Denied and no
 * admin request is sent (the server refuses them too). The open tab and the range live in the
 * address (?tab=content&range=30d), so a reload or a shared link shows the same view.
 */
export default function AdminPage() {
  const { user } = useAuth();
  const search = useSearch();
  const [, navigate] = useLocation();
  if (!user) return null;
  if (!user.isAdmin) return <AccessDenied />;

  const params = new URLSearchParams(search);
  const tab: Tab = TAB_VALUES.find((value) => value === params.get("tab")) ?? "users";
  const range: AdminRange = ADMIN_RANGES.find((value) => value === params.get("range")) ?? DEFAULT_RANGE;
  const go = (next: { tab?: Tab; range?: AdminRange }) => {
    const query = new URLSearchParams();
    const nextTab = next.tab ?? tab;
    const nextRange = next.range ?? range;
    if (nextTab !== "users") query.set("tab", nextTab);
    // The range is kept across tabs, so coming back to a figure tab keeps it.
    if (nextRange !== DEFAULT_RANGE) query.set("range", nextRange);
    const text = query.toString();
    navigate(text ? `/admin?${text}` : "/admin", { replace: true });
  };
  const denied = () => <AccessDenied />;
  const label = TABS.find(([value]) => value === tab)?.[1];

  return (
    <section className="mx-auto max-w-6xl px-4 py-8 sm:py-10">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <h1 className="text-2xl font-bold sm:text-3xl">Admin dashboard</h1>
        {RANGED.includes(tab) && <RangeSelector range={range} onRange={(value) => go({ range: value })} />}
      </div>
      <div
        role="tablist"
        aria-label="Admin"
        className="-mx-4 mt-6 flex gap-1 overflow-x-auto border-b border-slate-200 px-4"
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
              "shrink-0 whitespace-nowrap border-b-2 px-3 py-3 text-sm font-semibold sm:px-4",
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
        <h2 className="sr-only">{label}</h2>
        <TabPanel tab={tab} range={range} denied={denied} />
      </div>
    </section>
  );
}
