import type { ComponentProps } from "react";
import { cn } from "#web/lib/utils.ts";

export function Input({ className, ...props }: ComponentProps<"input">) {
  return (
    <input
      className={cn(
        "h-11 w-full rounded-lg border border-slate-300 bg-white px-3 text-base text-slate-900 placeholder:text-slate-500 focus-visible:border-brand-700 disabled:opacity-50 aria-[invalid=true]:border-red-600",
        className,
      )}
      {...props}
    />
  );
}
