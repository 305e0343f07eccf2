import { Settings } from "lucide-react";
import { useState } from "react";
import { Link } from "wouter";
import { displayName } from "../../contract/user.ts";
import { Avatar } from "../components/layout/avatar.tsx";
import { existing, type NavLink } from "../components/layout/links.ts";
import { Card } from "../components/ui/card.tsx";
import { onTabListKeyDown } from "../components/ui/tabs.ts";
import { ContentLibraryGrid } from "../features/library/content-items.tsx";
import { formatBytes, useContent, useStorageStats } from "../features/library/queries.ts";
import { StorageBanners, StorageSection } from "../features/library/storage-widgets.tsx";
import { useAuth } from "../lib/auth.ts";
import { cn } from "../lib/utils.ts";

const PLAN_LABELS = { free: "Free plan", starter: "Starter plan", pro: "Pro plan", business: "Business plan" } as const;

const shortcuts: (NavLink & { text: string })[] = [
  { href: "/upload", label: "Upload photos", text: "Add photos and short videos to your library." },
  { href: "/create", label: "Create a post", text: "Pick up to 5 photos and a language, get a ready post." },
  { href: "/subscribe", label: "Plans", text: "Compare plans and upgrade." },
  { href: "/account", label: "Account settings", text: "Your name, password, your data, or delete the account." },
];

type Tab = "library" | "storage";

/** The dashboard's tabs that exist so far (spec §2): Content Library and Storage. */
function DashboardTabs() {
  const [tab, setTab] = useState<Tab>("library");
  const content = useContent();
  const stats = useStorageStats();
  const items = content.data ?? [];
  const uploadHref = existing([{ href: "/upload", label: "Upload" }])[0]?.href;
  const tabs: [Tab, string][] = [
    ["library", "Content Library"],
    ["storage", "Storage"],
  ];
  return (
    <div className="mt-8">
      <StorageBanners stats={stats.data} />
      {stats.data && (
        <dl className="mt-6 grid grid-cols-2 gap-3 sm:max-w-md">
          <Card size="sm">
            <dt className="text-sm text-slate-600">Storage Used</dt>
            <dd className="mt-1" data-testid="stat-storage-used">
              <span className="block text-xl font-bold">{formatBytes(stats.data.storageUsed)}</span>
              <span className="block text-sm text-slate-600">of {formatBytes(stats.data.storageLimit)}</span>
            </dd>
          </Card>
          <Card size="sm">
            <dt className="text-sm text-slate-600">Files</dt>
            <dd className="mt-1 text-xl font-bold">{stats.data.fileCount}</dd>
          </Card>
        </dl>
      )}
      <div
        role="tablist"
        aria-label="Dashboard"
        className="mt-6 flex gap-1 border-b border-slate-200"
        onKeyDown={(event) =>
          onTabListKeyDown(
            event,
            tabs.map(([value]) => value),
            tab,
            setTab,
          )
        }
      >
        {tabs.map(([value, label]) => (
          <button
            key={value}
            id={`tab-${value}`}
            type="button"
            role="tab"
            aria-selected={tab === value}
            aria-controls={`panel-${value}`}
            tabIndex={tab === value ? 0 : -1}
            onClick={() => setTab(value)}
            className={cn(
              "-mb-px border-b-2 px-4 py-2 text-sm font-semibold",
              tab === value
                ? "border-brand-700 text-brand-800"
                : "border-transparent text-slate-600 hover:text-slate-900",
            )}
          >
            {label}
          </button>
        ))}
      </div>
      <div id={`panel-${tab}`} role="tabpanel" aria-labelledby={`tab-${tab}`} className="pt-6">
        <h2 className="sr-only">{tab === "library" ? "Content Library" : "Storage"}</h2>
        {content.isError ? (
          <p role="alert" className="rounded-lg border border-red-300 bg-red-50 p-3 text-sm text-red-900">
            Your library could not be loaded.{" "}
            <button type="button" className="font-semibold underline" onClick={() => content.refetch()}>
              Try again
            </button>
          </p>
        ) : content.isLoading ? (
          <p className="text-slate-600">Loading your library…</p>
        ) : tab === "library" ? (
          <ContentLibraryGrid items={items} uploadHref={uploadHref} />
        ) : (
          <StorageSection stats={stats.data} items={items} />
        )}
      </div>
    </div>
  );
}

/**
 * `/` for a signed-in user: who is signed in, their plan, storage warnings, the Content
 * Library and Storage tabs, and shortcuts to the pages that exist.
 */
export default function HomePage() {
  const { user } = useAuth();
  if (!user) return null;
  const name = displayName(user);
  const hasName = Boolean(user.firstName?.trim() || user.lastName?.trim());
  const links = existing(shortcuts) as typeof shortcuts;
  return (
    <section className="mx-auto max-w-6xl px-4 py-10">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-center">
        <Avatar src={user.profileImageUrl} name={name} className="h-16 w-16" />
        <div className="min-w-0">
          <h1 className="text-2xl font-bold sm:text-3xl">{hasName ? `Welcome, ${name}!` : "Welcome!"}</h1>
          <p className="truncate text-slate-600">{user.email}</p>
        </div>
        <span className="self-start rounded-full bg-brand-50 px-3 py-1 text-sm font-semibold text-brand-800 sm:ml-auto sm:self-center">
          {PLAN_LABELS[user.subscriptionStatus]}
        </span>
      </div>
      <DashboardTabs />
      <h2 className="mt-10 text-lg font-semibold">Shortcuts</h2>
      <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {links.map((link) => (
          <li key={link.href}>
            <Card className="h-full">
              <h3 className="flex items-center gap-2 text-lg font-semibold">
                {link.href === "/account" && <Settings aria-hidden="true" className="h-5 w-5 text-brand-700" />}
                <Link href={link.href} className="hover:underline">
                  {link.label}
                </Link>
              </h3>
              <p className="mt-2 text-slate-600">{link.text}</p>
            </Card>
          </li>
        ))}
      </ul>
    </section>
  );
}
