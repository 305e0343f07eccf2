import { type InfiniteData, useInfiniteQuery, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { AdminRange, AdminUsersPage } from "#contract/admin.ts";
import type { AdminUserDetail, AuditPage } from "#contract/admin-users.ts";
import { useToast } from "#web/components/toaster.tsx";
import { apiGet, apiRequest } from "#web/lib/api.ts";

/** GET /api/admin/stats for a range: the figures and per-bucket series. */
export const useAdminStats = (range: AdminRange) =>
  useQuery({
    queryKey: [`/api/admin/stats?range=${range}`],
    queryFn: ({ signal }) => apiGet(`/api/admin/stats?range=${range}`, { signal }),
  });

/** GET /api/admin/traffic for a range: first-party page views, events and the funnel. */
export const useAdminTraffic = (range: AdminRange) =>
  useQuery({
    queryKey: [`/api/admin/traffic?range=${range}`],
    queryFn: ({ signal }) => apiGet(`/api/admin/traffic?range=${range}`, { signal }),
  });

/** GET /api/admin/content for a range: uploads, generations, storage by type, largest users. */
export const useAdminContent = (range: AdminRange) =>
  useQuery({
    queryKey: [`/api/admin/content?range=${range}`],
    queryFn: ({ signal }) => apiGet(`/api/admin/content?range=${range}`, { signal }),
  });

/** GET /api/admin/subscriptions for a range: live passes, payments, refunds, expiring soon. */
export const useAdminSubscriptions = (range: AdminRange) =>
  useQuery({
    queryKey: [`/api/admin/subscriptions?range=${range}`],
    queryFn: ({ signal }) => apiGet(`/api/admin/subscriptions?range=${range}`, { signal }),
  });

/** GET /api/admin/mail: the outbox as an admin reads it. */
export const useAdminMail = () =>
  useQuery({ queryKey: ["/api/admin/mail"], queryFn: ({ signal }) => apiGet("/api/admin/mail", { signal }) });

export const USERS_QUERY_KEY = "/api/admin/users";
export const AUDIT_QUERY_KEY = "/api/admin/audit";

type UsersUrl = typeof USERS_QUERY_KEY | `${typeof USERS_QUERY_KEY}?${string}`;

function usersUrl(q: string, cursor: string | null): UsersUrl {
  const params = new URLSearchParams();
  if (q) params.set("q", q);
  if (cursor) params.set("cursor", cursor);
  const text = params.toString();
  return text ? `${USERS_QUERY_KEY}?${text}` : USERS_QUERY_KEY;
}

/** GET /api/admin/users?q=: the accounts matching a search (all when empty), page after page. */
export function useAdminUsers(q: string) {
  return useInfiniteQuery<AdminUsersPage, Error, InfiniteData<AdminUsersPage>, string[], string | null>({
    queryKey: [USERS_QUERY_KEY, "?q=", q],
    initialPageParam: null,
    queryFn: ({ pageParam, signal }) => apiGet(usersUrl(q, pageParam), { signal }),
    getNextPageParam: (last) => last.nextCursor,
  });
}

/** GET /api/admin/users/{id}: one account with its passes, payments, invoices and history. */
export const useAdminUserDetail = (userId: string) =>
  useQuery({
    queryKey: [USERS_QUERY_KEY, userId],
    queryFn: ({ signal }) => apiGet(`${USERS_QUERY_KEY}/${userId}`, { signal }),
  });

const auditUrl = (cursor: string | null): typeof AUDIT_QUERY_KEY | `${typeof AUDIT_QUERY_KEY}?${string}` =>
  cursor ? `${AUDIT_QUERY_KEY}?cursor=${encodeURIComponent(cursor)}` : AUDIT_QUERY_KEY;

/** GET /api/admin/audit: the audit log, newest first, page after page. */
export function useAuditLog() {
  return useInfiniteQuery<AuditPage, Error, InfiniteData<AuditPage>, string[], string | null>({
    queryKey: [AUDIT_QUERY_KEY],
    initialPageParam: null,
    queryFn: ({ pageParam, signal }) => apiGet(auditUrl(pageParam), { signal }),
    getNextPageParam: (last) => last.nextCursor,
  });
}

/** An admin action answered with the account's detail: shown at once, lists and the audit log reload. */
function useAdminAction<V>(userId: string, done: string, send: (input: V) => Promise<AdminUserDetail>) {
  const client = useQueryClient();
  const { toast } = useToast();
  return useMutation({
    mutationFn: send,
    onSuccess: (detail) => {
      client.setQueryData([USERS_QUERY_KEY, userId], detail);
      void client.invalidateQueries({ queryKey: [USERS_QUERY_KEY], exact: false, refetchType: "active" });
      void client.invalidateQueries({ queryKey: [AUDIT_QUERY_KEY] });
      toast({ title: done });
    },
  });
}

/** POST /api/admin/users/{id}/passes: a complimentary pass. */
export const useGrantPass = (userId: string) =>
  useAdminAction(
    userId,
    "Pass granted",
    async (body: { plan: "starter" | "pro" | "business"; days: number; reason: string }) =>
      (await apiRequest("POST", `/api/admin/users/${userId}/passes`, body)).json(),
  );

/** POST /api/admin/users/{id}/disable or /enable. */
export const useSetAccountDisabled = (userId: string, disabled: boolean) =>
  useAdminAction(userId, disabled ? "Account enabled" : "Account disabled", async (body: { reason: string }) =>
    (disabled
      ? await apiRequest("POST", `/api/admin/users/${userId}/enable`, body)
      : await apiRequest("POST", `/api/admin/users/${userId}/disable`, body)
    ).json(),
  );

/** POST /api/admin/users/{id}/payments/{orderId}/refund. */
export const useRefundPayment = (userId: string) =>
  useAdminAction(userId, "Payment refunded", async ({ orderId, reason }: { orderId: string; reason: string }) =>
    (
      await apiRequest("POST", `/api/admin/users/${userId}/payments/${encodeURIComponent(orderId)}/refund`, { reason })
    ).json(),
  );
