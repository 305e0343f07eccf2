import * as DialogPrimitive from "@radix-ui/react-dialog";
import { X } from "lucide-react";
import type { ReactNode } from "react";
import { useT } from "#web/i18n/i18n.tsx";
import { cn } from "#web/lib/utils.ts";
import { Button } from "./button.tsx";

export const Dialog = DialogPrimitive.Root;

/** A centred modal dialog with a title, an optional description and a close button. */
export function DialogContent({
  title,
  description,
  children,
  className,
}: {
  title: string;
  description?: ReactNode;
  children: ReactNode;
  className?: string;
}) {
  const t = useT();
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-slate-900/50" />
      <DialogPrimitive.Content
        className={cn(
          "fixed left-1/2 top-1/2 z-50 max-h-[calc(100vh-2rem)] w-[calc(100%-2rem)] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-xl bg-white p-6 shadow-xl",
          className ?? "max-w-md",
        )}
      >
        <div className="flex items-start justify-between gap-4">
          <DialogPrimitive.Title className="min-w-0 break-words text-lg font-bold">{title}</DialogPrimitive.Title>
          <DialogPrimitive.Close asChild>
            <Button variant="ghost" size="icon" aria-label={t("common.close")} className="-mr-2 -mt-2 shrink-0">
              <X aria-hidden="true" className="h-5 w-5" />
            </Button>
          </DialogPrimitive.Close>
        </div>
        {description ? (
          <DialogPrimitive.Description className="mt-1 text-sm text-slate-700">
            {description}
          </DialogPrimitive.Description>
        ) : (
          <DialogPrimitive.Description className="sr-only">{title}</DialogPrimitive.Description>
        )}
        <div className="mt-4">{children}</div>
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}

/** A dialog's buttons: Cancel, which closes it, then the dialog's own action. */
export function DialogActions({ children }: { children: ReactNode }) {
  const t = useT();
  return (
    <div className="flex justify-end gap-2">
      <DialogPrimitive.Close asChild>
        <Button type="button" variant="outline">
          {t("common.cancel")}
        </Button>
      </DialogPrimitive.Close>
      {children}
    </div>
  );
}
