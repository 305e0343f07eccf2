import { Settings } from "lucide-react";
import { Link } from "wouter";
import { displayName } from "#contract/user.ts";
import { Avatar } from "../components/layout/avatar.tsx";
import { existing, type NavLink } from "../components/layout/links.ts";
import { Card } from "../components/ui/card.tsx";
import { DashboardTabs } from "../features/posts/dashboard-tabs.tsx";
import { useAuth } from "../lib/auth.ts";

const PLAN_LABELS = { free: "Free plan", starter: "Starter plan", pro: "Pro plan", business: "Business plan" } as const;

const shortcuts: (NavLink & { text: string })[] = [
  { href: "/upload", label: "Upload photos", text: "Add photos and short videos to your library." },
  { href: "/create", label: "Create a post", text: "Pick up to 5 photos and a language, get a ready post." },
  { href: "/subscribe", label: "Plans", text: "Compare plans and upgrade." },
  { href: "/account", label: "Account settings", text: "Your name, password, your data, or delete the account." },
];

/**
 * `/` for a signed-in user (spec §2): who is signed in, their plan, storage warnings, the stat
 * cards and tabs (features/posts/dashboard-tabs.tsx), and shortcuts to the pages that exist.
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
