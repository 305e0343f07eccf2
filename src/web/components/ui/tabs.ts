import type { KeyboardEvent } from "react";

/**
 * Arrow-key movement for a row of role="tab" buttons (WAI-ARIA tabs pattern): Left/Right move
 * to the previous/next tab, Home/End to the first/last, selecting it and moving focus there.
 * Give the selected tab tabIndex 0 and the others -1.
 */
export function onTabListKeyDown<T extends string>(
  event: KeyboardEvent<HTMLElement>,
  values: readonly T[],
  current: T,
  select: (value: T) => void,
) {
  const index = values.indexOf(current);
  const last = values.length - 1;
  const next =
    event.key === "ArrowRight"
      ? index === last
        ? 0
        : index + 1
      : event.key === "ArrowLeft"
        ? index === 0
          ? last
          : index - 1
        : event.key === "Home"
          ? 0
          : event.key === "End"
            ? last
            : -1;
  const value = values[next];
  if (value === undefined) return;
  event.preventDefault();
  select(value);
  const tabs = event.currentTarget.querySelectorAll<HTMLElement>('[role="tab"]');
  tabs[next]?.focus();
}
