import type { ComponentProps } from "react";
import { cn } from "#web/lib/utils.ts";

/** A multi-line text box with the inputs' look; marked red while aria-invalid. */
export function Textarea({ className, ...props }: ComponentProps<"textarea">) {
  return (
    <textarea
      className={cn(
        "w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-base text-slate-900 placeholder:text-slate-500 focus-visible:border-brand-700 aria-[invalid=true]:border-red-600",
        className,
      )}
      {...props}
    />
  );
}
