import type { ComponentProps } from "react";
import { cn } from "#web/lib/utils.ts";

/** The browser's own drop-down (best on phones), with the inputs' look. */
export function Select({ className, ...props }: ComponentProps<"select">) {
  return (
    <select
      className={cn(
        "h-11 w-full rounded-lg border border-slate-300 bg-white px-3 text-base text-slate-900 focus-visible:border-brand-700",
        className,
      )}
      {...props}
    />
  );
}
