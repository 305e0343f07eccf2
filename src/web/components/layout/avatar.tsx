import { UserRound } from "lucide-react";
import { cn } from "#web/lib/utils.ts";

/** The profile picture, or the default placeholder when there is none (spec §2). */
export function Avatar({ src, name, className }: { src: string | null; name: string; className?: string }) {
  return src ? (
    <img src={src} alt={name} className={cn("h-9 w-9 rounded-full object-cover", className)} />
  ) : (
    <span
      role="img"
      aria-label={name}
      className={cn(
        "inline-flex h-9 w-9 items-center justify-center rounded-full bg-brand-100 text-brand-800",
        className,
      )}
    >
      <UserRound aria-hidden="true" className="h-3/5 w-3/5" />
    </span>
  );
}
