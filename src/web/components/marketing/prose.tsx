import { fillIn } from "#contract/placeholders.ts";
import type { Block } from "#web/content/blocks.ts";

/** Renders long-form blocks with readable line length and spacing. */
export function Prose({ blocks, values }: { blocks: readonly Block[]; values: Record<string, string> }) {
  return (
    <div className="space-y-4 text-base leading-relaxed text-slate-800 sm:text-lg">
      {blocks.map((block, index) => {
        const key = `${index}`;
        if ("h2" in block)
          return (
            <h2 key={key} className="pt-4 text-xl font-bold text-slate-900 sm:text-2xl">
              {fillIn(block.h2, values)}
            </h2>
          );
        if ("h3" in block)
          return (
            <h3 key={key} className="pt-2 text-lg font-semibold text-slate-900">
              {fillIn(block.h3, values)}
            </h3>
          );
        if ("ul" in block)
          return (
            <ul key={key} className="list-disc space-y-2 pl-6">
              {block.ul.map((item) => (
                <li key={item}>{fillIn(item, values)}</li>
              ))}
            </ul>
          );
        return <p key={key}>{fillIn(block.p, values)}</p>;
      })}
    </div>
  );
}
