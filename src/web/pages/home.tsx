import { Settings } from "lucide-react";
import { Link } from "wouter";
import type { MessageKey } from "#contract/i18n/en.ts";
import { displayName } from "#contract/user.ts";
import { Avatar } from "../components/layout/avatar.tsx";
import { existing, type NavLink } from "../components/layout/links.ts";
import { Card } from "../components/ui/card.tsx";
import { DashboardTabs } from "../features/posts/dashboard-tabs.tsx";
import { useT } from "../i18n/i18n.tsx";
import { useAuth } from "../lib/auth.ts";

const shortcuts: (NavLink & { text: MessageKey })[] = [
  { href: "/upload", label: "dashboard.shortcut.upload", text: "dashboard.shortcut.uploadText" },
  { href: "/create", label: "dashboard.shortcut.create", text: "dashboard.shortcut.createText" },
  { href: "/subscribe", label: "dashboard.shortcut.plans", text: "dashboard.shortcut.plansText" },
  { href: "/account", label: "dashboard.shortcut.account", text: "dashboard.shortcut.accountText" },
];

/**
 * `/` for a signed-in user (spec §2): who is signed in, their plan, storage warnings, the stat
 * cards and tabs (features/posts/dashboard-tabs.tsx), and shortcuts to the pages that exist.
 */
export default function HomePage() {
  const { user } = useAuth();
  const t = useT();
  if (!user) return null;
  const name = displayName(user);
  const hasName = Boolean(user.firstName?.trim() || user.lastName?.trim());
  const links = existing(shortcuts) as typeof shortcuts;
  return (
    <section className="mx-auto max-w-6xl px-4 py-10">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-center">
        <Avatar src={user.profileImageUrl} name={name} className="h-16 w-16" />
        <div className="min-w-0">
          <h1 className="text-2xl font-bold sm:text-3xl">
            {hasName ? t("dashboard.welcomeName", { name }) : t("dashboard.welcome")}
          </h1>
          <p className="truncate text-slate-600">{user.email}</p>
        </div>
        <span className="self-start rounded-full bg-brand-50 px-3 py-1 text-sm font-semibold text-brand-800 sm:ml-auto sm:self-center">
          {t(`dashboard.plan.${user.subscriptionStatus}`)}
        </span>
      </div>
      <DashboardTabs />
      <h2 className="mt-10 text-lg font-semibold">{t("dashboard.shortcuts")}</h2>
      <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {links.map((link) => (
          <li key={link.href}>
            <Card className="h-full">
              <h3 className="flex items-center gap-2 text-lg font-semibold">
                {link.href === "/account" && <Settings aria-hidden="true" className="h-5 w-5 text-brand-700" />}
                <Link href={link.href} className="hover:underline">
                  {t(link.label)}
                </Link>
              </h3>
              <p className="mt-2 text-slate-600">{t(link.text)}</p>
            </Card>
          </li>
        ))}
      </ul>
    </section>
  );
}
