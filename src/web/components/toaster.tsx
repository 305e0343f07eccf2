import { X } from "lucide-react";
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useState } from "react";
import { useT } from "../i18n/i18n.tsx";
import { cn } from "../lib/utils.ts";

export interface ToastInput {
  title: string;
  description?: string;
  variant?: "default" | "destructive";
}

interface ToastState extends ToastInput {
  id: number;
}

const ToastContext = createContext<((toast: ToastInput) => void) | null>(null);

const TOAST_DURATION_MS = 5000;

/** Holds at most one toast (spec §9): a new toast replaces the one showing. */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [current, setCurrent] = useState<ToastState | null>(null);
  const show = useCallback((toast: ToastInput) => setCurrent({ ...toast, id: Date.now() + Math.random() }), []);

  useEffect(() => {
    if (!current) return;
    const timer = setTimeout(() => setCurrent(null), TOAST_DURATION_MS);
    return () => clearTimeout(timer);
  }, [current]);

  const value = useMemo(() => show, [show]);
  const t = useT();
  return (
    <ToastContext.Provider value={value}>
      {children}
      <section
        aria-label={t("site.toast.region")}
        // Phones: at the bottom. From 640 px: top centre under the sticky header, clear of the side columns where
        // screens keep their actions (e.g. the Instagram preview's buttons, issue 17).
        className="pointer-events-none fixed inset-x-0 bottom-0 z-50 flex justify-center p-4 sm:top-16 sm:bottom-auto"
      >
        <div role="status" aria-live="polite" aria-atomic="true" className="w-full max-w-sm">
          {current && (
            <div
              key={current.id}
              data-testid="toast"
              className={cn(
                "pointer-events-auto flex items-start gap-3 rounded-lg border p-4 shadow-lg",
                current.variant === "destructive"
                  ? "border-red-300 bg-red-50 text-red-900"
                  : "border-slate-200 bg-white text-slate-900",
              )}
            >
              <div className="flex-1">
                <p className="font-semibold">{current.title}</p>
                {current.description && <p className="mt-1 text-sm">{current.description}</p>}
              </div>
              <button
                type="button"
                onClick={() => setCurrent(null)}
                className="rounded p-1 text-slate-500 hover:bg-slate-100"
                aria-label={t("site.toast.dismiss")}
              >
                <X aria-hidden="true" className="h-4 w-4" />
              </button>
            </div>
          )}
        </div>
      </section>
    </ToastContext.Provider>
  );
}

/** Returns `toast(...)`; calling it shows one toast, replacing any toast already shown. */
export function useToast() {
  const toast = useContext(ToastContext);
  if (!toast) throw new Error("useToast must be used inside <ToastProvider>");
  return { toast };
}
