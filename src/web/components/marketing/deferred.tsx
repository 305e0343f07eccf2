import { type ReactNode, Suspense, useEffect, useRef, useState } from "react";

/**
 * Renders its children only once they come within a screen of the viewport. Used for
 * sections with text in other scripts, so a first view downloads only the Latin font
 * (each script's font is 35–55 KB) and those fonts load when the visitor scrolls there.
 */
export function Deferred({ children, placeholderClass }: { children: ReactNode; placeholderClass: string }) {
  const ref = useRef<HTMLDivElement>(null);
  // Starts hidden on the server and in the browser alike, so a server-rendered page hydrates.
  const [isNear, setIsNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (isNear || !element) return;
    if (typeof IntersectionObserver === "undefined") {
      setIsNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setIsNear(true);
      },
      { rootMargin: "600px 0px" },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [isNear]);
  // A class, not a style attribute: the CSP refuses inline styles in server-rendered HTML.
  if (isNear) return <Suspense fallback={<div className={placeholderClass} data-deferred="" />}>{children}</Suspense>;
  return <div ref={ref} className={placeholderClass} data-deferred="" />;
}
