import { useEffect, useState } from "react";
import type { ProductId, RazorpayVerifyRequest } from "#contract/billing.ts";
import { GST_STATE_CODES, type GstStateCode } from "#contract/billing-values.ts";
import { LOCALE_OF } from "#contract/i18n/languages.ts";
import { formatIstLongDateIn } from "#contract/local-dates.ts";
import { useToast } from "#web/components/toaster.tsx";
import { Button } from "#web/components/ui/button.tsx";
import { Label } from "#web/components/ui/label.tsx";
import { Select } from "#web/components/ui/select.tsx";
import { useI18n } from "#web/i18n/i18n.tsx";
import { trackEvent } from "#web/lib/analytics.ts";
import { ApiRequestError } from "#web/lib/api.ts";
import { useAuth } from "#web/lib/auth.ts";
import { cn } from "#web/lib/utils.ts";
import { InvoiceList } from "./invoice-list.tsx";
import { type PaymentMethod, PlanOffer } from "./plan-offer.tsx";
import {
  useBillingSummary,
  useConfirmPlan,
  useCreatePayment,
  usePaymentStatus,
  useVerifyCardPayment,
} from "./queries.ts";

/** Browser-local values during a payment (spec §3): the transaction id and plan. */
const PENDING_PAYMENT_KEY = "captionkaro_payment";

type ReturnState = "checking" | "COMPLETED" | "FAILED" | "PENDING" | "ERROR" | undefined;

function readPending(): { transactionId: string; plan: string } | undefined {
  try {
    const value = JSON.parse(localStorage.getItem(PENDING_PAYMENT_KEY) ?? "null");
    return typeof value?.transactionId === "string" ? value : undefined;
  } catch {
    return undefined;
  }
}

declare global {
  interface Window {
    Razorpay?: new (options: Record<string, unknown>) => { open(): void };
  }
}

function loadRazorpayCheckout(): Promise<void> {
  if (window.Razorpay) return Promise.resolve();
  return new Promise((resolve, reject) => {
    const script = document.createElement("script");
    script.src = "https://checkout.razorpay.com/v1/checkout.js";
    script.onload = () => resolve();
    script.onerror = () => reject(new Error("Razorpay Checkout could not be loaded"));
    document.head.append(script);
  });
}

export interface CheckoutProps {
  method: PaymentMethod;
  onMethodChange: (method: PaymentMethod) => void;
  chosenAddon: string | null;
}

/**
 * /subscribe for a signed-in buyer (spec §2, §4): the plans with their prices now, the buyer's
 * GST state, paying with PhonePe or Card, the return from paying and the invoices. Its own
 * chunk, loaded once the visitor is known to be signed in (decision 735).
 */
export default function Checkout({ method, onMethodChange, chosenAddon }: CheckoutProps) {
  const { user } = useAuth();
  const paymentStatus = usePaymentStatus();
  const createPayment = useCreatePayment();
  const verifyCardPayment = useVerifyCardPayment();
  const confirmPlanRequest = useConfirmPlan();
  const { toast } = useToast();
  const { t, language } = useI18n();
  const locale = LOCALE_OF[language];
  // The states by their names in the interface language, in its alphabetical order.
  const stateOptions = GST_STATE_CODES.map((code) => [code, t(`states.${code}`)] as const).sort(([, a], [, b]) =>
    a.localeCompare(b, locale),
  );
  /** Spec §8 'Upgrade Failed': the payment is kept; only re-reading the plan failed. */
  const upgradeFailedText = t("checkout.upgradeFailedText");
  const initiationFailed = t("errors.billing.initiationFailed");
  const [processing, setProcessing] = useState<string | undefined>();
  const [failure, setFailure] = useState<string | undefined>();
  const [returnState, setReturnState] = useState<ReturnState>();
  const [paidFor, setPaidFor] = useState<string | undefined>();
  const [planEndsAt, setPlanEndsAt] = useState<string | null>(null);
  const [upgradeFailed, setUpgradeFailed] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const billing = useBillingSummary(true);
  const currentPlan = user?.subscriptionStatus ?? "free";
  // The buyer's state decides IGST or CGST + SGST on the invoice; the last one chosen is offered again.
  const [buyerState, setBuyerState] = useState<GstStateCode | "">("");
  const [isStateMissing, setIsStateMissing] = useState(false);
  const rememberedState = billing.data?.buyerState;
  useEffect(() => {
    if (rememberedState) setBuyerState((chosen) => chosen || rememberedState);
  }, [rememberedState]);

  async function checkStatus() {
    const pending = readPending();
    if (!pending) return;
    setReturnState("checking");
    try {
      const status = await paymentStatus.mutateAsync(pending.transactionId);
      if (status.status === "COMPLETED") {
        localStorage.removeItem(PENDING_PAYMENT_KEY);
        setPaidFor(status.planType);
        setReturnState("COMPLETED");
        await confirmPlan();
      } else {
        setReturnState(status.status);
      }
    } catch {
      setReturnState("ERROR");
    }
  }

  /**
   * After a verified payment: re-reads the plan the server granted (POST /api/upgrade-subscription
   * grants nothing itself, decisions.md "Payments") and refreshes the signed-in user. When the
   * re-read fails the payment still stands; the page says 'Upgrade Failed' and how to see the plan.
   */
  async function confirmPlan() {
    setUpgradeFailed(false);
    setConfirming(true);
    try {
      const plan = await confirmPlanRequest.mutateAsync();
      setPlanEndsAt(plan.planEndsAt);
    } catch {
      setUpgradeFailed(true);
      toast({ title: t("checkout.upgradeFailed"), description: upgradeFailedText, variant: "destructive" });
    } finally {
      setConfirming(false);
    }
  }

  // On return from the provider (status=success and a stored transaction id), ask the server.
  // This component shows only once the user is known to be signed in, so once per sign-in.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once per sign-in, on arrival
  useEffect(() => {
    const params = new URLSearchParams(window.location.search);
    if (params.get("status") === "success" && readPending()) void checkStatus();
  }, []);

  async function buy(planType: ProductId) {
    setFailure(undefined);
    if (!buyerState) {
      setIsStateMissing(true);
      document.getElementById("buyer-state")?.focus();
      return;
    }
    setProcessing(planType);
    trackEvent("checkout", "started");
    try {
      const created = await createPayment.mutateAsync({ planType, method, buyerState, redirectUrl: "/subscribe" });
      const { transactionId } = created;
      if (!transactionId) throw new Error(created.error ?? initiationFailed);
      localStorage.setItem(PENDING_PAYMENT_KEY, JSON.stringify({ transactionId, plan: planType }));
      if (created.paymentUrl) {
        window.location.assign(created.paymentUrl);
        return;
      }
      if (created.checkout) {
        const checkout = created.checkout;
        await loadRazorpayCheckout();
        const Razorpay = window.Razorpay;
        if (!Razorpay) throw new Error(initiationFailed);
        new Razorpay({
          key: checkout.keyId,
          order_id: checkout.orderId,
          amount: checkout.amountPaise,
          currency: checkout.currency,
          name: checkout.name,
          description: checkout.description,
          prefill: { email: user?.email },
          handler: async (answer: Omit<RazorpayVerifyRequest, "transactionId">) => {
            try {
              await verifyCardPayment.mutateAsync({ transactionId, ...answer });
              window.location.assign(`/subscribe?status=success&plan=${encodeURIComponent(planType)}`);
            } catch {
              setReturnState("FAILED");
            }
          },
          modal: { ondismiss: () => setProcessing(undefined) },
        }).open();
        return;
      }
      throw new Error(initiationFailed);
    } catch (error) {
      const message = error instanceof ApiRequestError ? (error.serverMessage ?? initiationFailed) : initiationFailed;
      setFailure(message);
      toast({ title: t("checkout.paymentFailed"), description: message, variant: "destructive" });
      setProcessing(undefined);
    }
  }

  const notices = (
    <>
      {returnState && (
        <div
          role="status"
          className={cn(
            "mt-6 rounded-xl border p-4",
            returnState === "COMPLETED" && "border-green-300 bg-green-50 text-green-900",
            (returnState === "FAILED" || returnState === "ERROR") && "border-red-300 bg-red-50 text-red-900",
            (returnState === "PENDING" || returnState === "checking") && "border-amber-300 bg-amber-50 text-amber-900",
          )}
        >
          {returnState === "checking" && <p>{t("checkout.checking")}</p>}
          {returnState === "COMPLETED" && (
            <p className="font-semibold">
              {t("checkout.success")}{" "}
              {confirming
                ? t("checkout.updating")
                : paidFor?.startsWith("storage-")
                  ? t("checkout.storageActive")
                  : planEndsAt && currentPlan !== "free"
                    ? t("checkout.planActiveUntil", {
                        plan: t(`plans.name.${currentPlan}`),
                        date: formatIstLongDateIn(locale, planEndsAt),
                      })
                    : t("checkout.planActive", { plan: t(`plans.name.${currentPlan}`) })}
            </p>
          )}
          {returnState === "COMPLETED" && upgradeFailed && (
            <p role="alert" className="mt-2 text-red-900">
              <span className="font-semibold">{t("checkout.upgradeFailed")}:</span> {upgradeFailedText}{" "}
              <Button variant="link" size="sm" onClick={() => void confirmPlan()}>
                {t("common.tryAgain")}
              </Button>
            </p>
          )}
          {returnState === "FAILED" && <p>{t("checkout.failed")}</p>}
          {returnState === "PENDING" && (
            <p>
              {t("checkout.pending")}{" "}
              <Button variant="link" size="sm" onClick={() => void checkStatus()}>
                {t("checkout.checkAgain")}
              </Button>
            </p>
          )}
          {returnState === "ERROR" && <p>{t("checkout.error")}</p>}
        </div>
      )}
      {failure && (
        <p role="alert" className="mt-6 rounded-xl border border-red-300 bg-red-50 p-4 text-red-900">
          {t("checkout.failure", { reason: failure })}
        </p>
      )}
    </>
  );

  const buyerStateField = (
    <div className="mt-6 max-w-sm">
      <Label htmlFor="buyer-state" className="font-semibold">
        {t("checkout.state")}
      </Label>
      <Select
        id="buyer-state"
        className="mt-2"
        value={buyerState}
        aria-describedby="buyer-state-hint"
        aria-invalid={isStateMissing || undefined}
        onChange={(event) => {
          setBuyerState(event.target.value as GstStateCode | "");
          setIsStateMissing(false);
        }}
      >
        <option value="">{t("checkout.choose")}</option>
        {stateOptions.map(([code, name]) => (
          <option key={code} value={code}>
            {name}
          </option>
        ))}
      </Select>
      <p id="buyer-state-hint" className="mt-1 text-sm text-slate-700">
        {t("checkout.stateHint")}
      </p>
      {isStateMissing && (
        <p role="alert" className="mt-1 text-sm font-semibold text-red-800">
          {t("checkout.stateMissing")}
        </p>
      )}
    </div>
  );

  const invoices = billing.data && billing.data.invoices.length > 0 && (
    <section aria-labelledby="invoices-heading" className="mt-14">
      <h2 id="invoices-heading" className="text-2xl font-bold">
        {t("checkout.invoices")}
      </h2>
      <div className="mt-4">
        <InvoiceList invoices={billing.data.invoices} />
      </div>
    </section>
  );

  return (
    <PlanOffer
      method={method}
      onMethodChange={onMethodChange}
      chosenAddon={chosenAddon}
      currentPlan={currentPlan}
      quotes={billing.data?.quotes}
      notices={notices}
      buyerState={buyerStateField}
      invoices={invoices}
      buyButton={(productId, label) => (
        <Button className="mt-6 w-full" disabled={processing !== undefined} onClick={() => void buy(productId)}>
          {processing === productId ? t("checkout.processing") : label}
        </Button>
      )}
    />
  );
}
