import { type InfiniteData, useInfiniteQuery, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { AdminMailList, AdminRange, AdminUsersPage } from "#contract/admin.ts";
import type { AdminContent, AdminStats, AdminSubscriptions, AdminTraffic } from "#contract/admin-stats.ts";
import type { AdminUserDetail, AuditPage } from "#contract/admin-users.ts";
import { useToast } from "#web/components/toaster.tsx";
import { apiRequest } from "#web/lib/api.ts";

/** GET /api/admin/stats for a range: the figures and per-bucket series. */
export const useAdminStats = (range: AdminRange) =>
  useQuery<AdminStats>({ queryKey: [`/api/admin/stats?range=${range}`] });

/** GET /api/admin/traffic for a range: first-party page views, events and the funnel. */
export const useAdminTraffic = (range: AdminRange) =>
  useQuery<AdminTraffic>({ queryKey: [`/api/admin/traffic?range=${range}`] });

/** GET /api/admin/content for a range: uploads, generations, storage by type, largest users. */
export const useAdminContent = (range: AdminRange) =>
  useQuery<AdminContent>({ queryKey: [`/api/admin/content?range=${range}`] });

/** GET /api/admin/subscriptions for a range: live passes, payments, refunds, expiring soon. */
export const useAdminSubscriptions = (range: AdminRange) =>
  useQuery<AdminSubscriptions>({ queryKey: [`/api/admin/subscriptions?range=${range}`] });

/** GET /api/admin/mail: the outbox as an admin reads it. */
export const useAdminMail = () => useQuery<AdminMailList>({ queryKey: ["/api/admin/mail"] });

export const USERS_QUERY_KEY = "/api/admin/users";
export const AUDIT_QUERY_KEY = "/api/admin/audit";

function usersUrl(q: string, cursor: string | null) {
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
    queryFn: async ({ pageParam }) =>
      (await apiRequest("GET", usersUrl(q, pageParam))).json() as Promise<AdminUsersPage>,
    getNextPageParam: (last) => last.nextCursor,
  });
}

/** GET /api/admin/users/{id}: one account with its passes, payments, invoices and history. */
export const useAdminUserDetail = (userId: string) =>
  useQuery<AdminUserDetail>({ queryKey: [USERS_QUERY_KEY, userId] });

const auditUrl = (cursor: string | null) =>
  cursor ? `${AUDIT_QUERY_KEY}?cursor=${encodeURIComponent(cursor)}` : AUDIT_QUERY_KEY;

/** GET /api/admin/audit: the audit log, newest first, page after page. */
export function useAuditLog() {
  return useInfiniteQuery<AuditPage, Error, InfiniteData<AuditPage>, string[], string | null>({
    queryKey: [AUDIT_QUERY_KEY],
    initialPageParam: null,
    queryFn: async ({ pageParam }) => (await apiRequest("GET", auditUrl(pageParam))).json() as Promise<AuditPage>,
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
