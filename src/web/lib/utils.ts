import { type ClassValue, clsx } from "clsx";

/**
 * Joins class names. No tailwind-merge: it costs 9 KB gzip on every first load (see
 * docs/decisions/005-web-bundle-budget.md); components expose variants instead of relying on
 * later classes overriding earlier ones.
 */
export function cn(...inputs: ClassValue[]) {
  return clsx(inputs);
}
