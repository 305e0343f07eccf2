import { type ReactNode, useEffect, useRef, useState } from "react";

/**
 * Renders its children only once they come within a screen of the viewport. Used for
 * sections with text in other scripts, so a first view downloads only the Latin font
 * (each script's font is 35–55 KB) and those fonts load when the visitor scrolls there.
 */
export function Deferred({ children, minHeight }: { children: ReactNode; minHeight: string }) {
  const ref = useRef<HTMLDivElement>(null);
  const [isNear, setIsNear] = useState(() => typeof IntersectionObserver === "undefined");
  useEffect(() => {
    const element = ref.current;
    if (isNear || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setIsNear(true);
      },
      { rootMargin: "600px 0px" },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [isNear]);
  if (isNear) return <>{children}</>;
  return <div ref={ref} style={{ minHeight }} />;
}
