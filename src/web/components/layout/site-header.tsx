import { Link, useLocation } from "wouter";
import { publicConfig } from "../../lib/public-config.ts";
import { cn } from "../../lib/utils.ts";
import { Button } from "../ui/button.tsx";
import { existing, publicNavLinks } from "./links.ts";

/** The signed-out navigation bar: brand, the public pages, and Start Free once sign-up exists. */
export function SiteHeader() {
  const [location] = useLocation();
  const links = existing(publicNavLinks);
  const hasLogin = existing([{ href: "/login", label: "" }]).length > 0;
  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur">
      <nav aria-label="Main" className="mx-auto flex h-16 max-w-6xl items-center gap-4 px-4">
        <Link href="/" className="flex items-center gap-2 text-xl font-bold text-slate-900">
          <img src="/favicon.svg" alt="" width={32} height={32} />
          <span>{publicConfig().productName}</span>
        </Link>
        <ul className="ml-auto hidden items-center gap-1 md:flex">
          {links.map((link) => (
            <li key={link.href}>
              <Link
                href={link.href}
                aria-current={location === link.href ? "page" : undefined}
                className={cn(
                  "rounded-md px-3 py-2 text-sm font-medium text-slate-700 hover:bg-slate-100",
                  location === link.href && "bg-brand-50 text-brand-800",
                )}
              >
                {link.label}
              </Link>
            </li>
          ))}
        </ul>
        {hasLogin && (
          <Button asChild size="sm" className={cn(links.length === 0 && "ml-auto")}>
            <Link href="/login">Start Free</Link>
          </Button>
        )}
      </nav>
    </header>
  );
}
