import { useQuery } from "@tanstack/react-query";
import { getQueryFn } from "./api.ts";

/** The signed-in user as GET /api/auth/me returns it. */
export interface CurrentUser {
  id: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  profileImageUrl: string | null;
  subscriptionStatus: "free" | "starter" | "pro" | "business";
  isAdmin: boolean;
}

export const AUTH_QUERY_KEY = ["/api/auth/me"] as const;

/** Loads the current user; a 401 means signed out (spec §2). */
export function useAuth() {
  const { data, isLoading } = useQuery<CurrentUser | null>({
    queryKey: AUTH_QUERY_KEY,
    queryFn: getQueryFn<CurrentUser>({ on401: "returnNull" }),
  });
  return { user: data ?? null, isLoading, isAuthenticated: Boolean(data) };
}
