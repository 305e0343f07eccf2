import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { CreatePaymentRequest, RazorpayVerifyRequest } from "#contract/billing.ts";
import { apiGetOrNull, apiRequest } from "#web/lib/api.ts";
import { AUTH_QUERY_KEY } from "#web/lib/auth.ts";

export const BILLING_QUERY_KEY = ["/api/billing"] as const;

/** GET /api/billing: the plan, its end and the orders (null when signed out). */
export const useBillingSummary = (enabled: boolean) =>
  useQuery({
    queryKey: BILLING_QUERY_KEY,
    queryFn: ({ signal }) => apiGetOrNull("/api/billing", { signal }),
    enabled,
  });

/** POST /api/phonepe/create-payment: a PhonePe page to go to, or what Razorpay Checkout needs. */
export const useCreatePayment = () =>
  useMutation({
    mutationFn: async (input: CreatePaymentRequest) =>
      (await apiRequest("POST", "/api/phonepe/create-payment", input)).json(),
  });

/** POST /api/razorpay/verify: the card payment's signed answer from Razorpay Checkout. */
export const useVerifyCardPayment = () =>
  useMutation({
    mutationFn: async (input: RazorpayVerifyRequest) =>
      (await apiRequest("POST", "/api/razorpay/verify", input)).json(),
  });

/**
 * GET /api/phonepe/status/{id} after the return from paying; once it is COMPLETED the user
 * (their plan) and the billing summary are loaded again.
 */
export function usePaymentStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (transactionId: string) =>
      (await apiRequest("GET", `/api/phonepe/status/${encodeURIComponent(transactionId)}`)).json(),
    onSuccess: async (status) => {
      if (status.status !== "COMPLETED") return;
      const fresh = await (await apiRequest("GET", "/api/auth/user")).json();
      queryClient.setQueryData(AUTH_QUERY_KEY, fresh);
      await queryClient.invalidateQueries({ queryKey: BILLING_QUERY_KEY });
    },
  });
}

/**
 * POST /api/upgrade-subscription after a verified payment: re-reads the plan (it grants
 * nothing itself); the user and the billing summary are loaded again whatever it answers.
 */
export function useConfirmPlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => (await apiRequest("POST", "/api/upgrade-subscription")).json(),
    onSettled: async () => {
      try {
        queryClient.setQueryData(AUTH_QUERY_KEY, await (await apiRequest("GET", "/api/auth/user")).json());
      } finally {
        await queryClient.invalidateQueries({ queryKey: BILLING_QUERY_KEY });
      }
    },
  });
}
