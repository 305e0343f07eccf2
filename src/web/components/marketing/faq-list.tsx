import { ChevronDown } from "lucide-react";
import { brandText, type FaqItem } from "#contract/faq.ts";
import { publicConfig } from "#web/lib/public-config.ts";

/** Questions as an accordion of native <details> (keyboard and screen-reader support, no JS). */
export function FaqList({ items }: { items: readonly FaqItem[] }) {
  const brand = publicConfig();
  return (
    <div className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
      {items.map((item) => (
        <details key={item.question} className="group px-5 py-4">
          <summary className="flex cursor-pointer list-none items-center justify-between gap-4 font-semibold text-slate-900 [&::-webkit-details-marker]:hidden">
            {brandText(item.question, brand)}
            <ChevronDown aria-hidden="true" className="h-5 w-5 shrink-0 transition-transform group-open:rotate-180" />
          </summary>
          <p className="mt-3 text-slate-700">{brandText(item.answer, brand)}</p>
        </details>
      ))}
    </div>
  );
}
