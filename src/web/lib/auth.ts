import { useQuery } from "@tanstack/react-query";
import { SIGNED_OUT_META } from "#contract/session-hint.ts";
import { apiGetOrNull } from "./api.ts";

export type { CurrentUser } from "#contract/user.ts";

export const AUTH_QUERY_KEY = ["/api/auth/me"] as const;

/** A page sent without a session cookie: signed out for sure, so GET /api/auth/me is not asked. */
const isKnownSignedOut = () =>
  typeof document !== "undefined" &&
  document.querySelector<HTMLMetaElement>(`meta[name="${SIGNED_OUT_META}"]`)?.content === "none";

/**
 * Loads the current user; a 401 means signed out (spec §2). `isUnknown`: the server could not
 * be asked (offline, or it failed), so neither the signed-in nor the signed-out pages are sure.
 */
export function useAuth() {
  const { data, isLoading, isError } = useQuery({
    queryKey: AUTH_QUERY_KEY,
    queryFn: ({ signal }) => apiGetOrNull("/api/auth/me", { signal }),
    initialData: isKnownSignedOut() ? null : undefined,
  });
  return { user: data ?? null, isLoading, isAuthenticated: Boolean(data), isUnknown: isError && data === undefined };
}

/** Signs out by browser navigation (spec §7): the server ends the session and redirects home. */
export const LOGOUT_URL = "/api/logout";
