import type { ComponentProps } from "react";
import { cn } from "#web/lib/utils.ts";

/** A white panel; `size="sm"` for dense cards (cn() does not merge, so padding is a prop). */
export function Card({ className, size = "md", ...props }: ComponentProps<"div"> & { size?: "sm" | "md" }) {
  return (
    <div
      className={cn("rounded-xl border border-slate-200 bg-white shadow-sm", size === "sm" ? "p-4" : "p-6", className)}
      {...props}
    />
  );
}
