import { Check, CreditCard, Smartphone } from "lucide-react";
import { lazy, Suspense, useEffect, useState } from "react";
import { Link } from "wouter";
import type { ProductId, RazorpayVerifyRequest } from "#contract/billing.ts";
import { GST_STATES, type GstStateCode } from "#contract/billing-values.ts";
import { PASS_DAYS, PLAN_IDS, PLANS, STORAGE_ADDONS } from "#contract/plans.ts";
import { loginPathReturningTo } from "#contract/return-path.ts";
import { formatIstLongDate } from "#web/lib/format.ts";
import { useToast } from "../components/toaster.tsx";
import { Button } from "../components/ui/button.tsx";
import { Label } from "../components/ui/label.tsx";
import { Select } from "../components/ui/select.tsx";
import {
  useBillingSummary,
  useConfirmPlan,
  useCreatePayment,
  usePaymentStatus,
  useVerifyCardPayment,
} from "../features/billing/queries.ts";
import { trackEvent } from "../lib/analytics.ts";
import { ApiRequestError } from "../lib/api.ts";
import { useAuth } from "../lib/auth.ts";
import { cn } from "../lib/utils.ts";

/** Browser-local values during a payment (spec §3): the transaction id and plan. */
const PENDING_PAYMENT_KEY = "captionkaro_payment";

type Method = "phonepe" | "card";
type ReturnState = "checking" | "COMPLETED" | "FAILED" | "PENDING" | "ERROR" | undefined;

const inr = (rupees: number) => `₹${rupees.toLocaleString("en-IN")}`;
/** Paise as rupees, with paise only when there are some: ₹549.90, ₹999. */
const inrPaise = (paise: number) =>
  `₹${(paise / 100).toLocaleString("en-IN", { minimumFractionDigits: paise % 100 ? 2 : 0, maximumFractionDigits: 2 })}`;
const STATE_OPTIONS = Object.entries(GST_STATES).sort(([, a], [, b]) => a.localeCompare(b));
const longDate = formatIstLongDate;

/** Spec §8 'Upgrade Failed': the payment is kept; only re-reading the plan failed. */
const UPGRADE_FAILED_TEXT = "Your payment went through, but your plan could not be refreshed just now.";

function readPending(): { transactionId: string; plan: string } | undefined {
  try {
    const value = JSON.parse(localStorage.getItem(PENDING_PAYMENT_KEY) ?? "null");
    return typeof value?.transactionId === "string" ? value : undefined;
  } catch {
    return undefined;
  }
}

/** A signed-in buyer's invoices: their own chunk, as a signed-out visitor has none (decision 735). */
const InvoiceList = lazy(() =>
  import("../features/billing/invoice-list.tsx").then((module) => ({ default: module.InvoiceList })),
);

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

/** Subscribe (spec §2, §4): plans side by side, storage add-ons, PhonePe and Card, the return from paying. */
export default function SubscribePage() {
  const { user, isAuthenticated } = useAuth();
  const paymentStatus = usePaymentStatus();
  const createPayment = useCreatePayment();
  const verifyCardPayment = useVerifyCardPayment();
  const confirmPlanRequest = useConfirmPlan();
  const { toast } = useToast();
  const [method, setMethod] = useState<Method>("phonepe");
  const [processing, setProcessing] = useState<string | undefined>();
  const [failure, setFailure] = useState<string | undefined>();
  const [returnState, setReturnState] = useState<ReturnState>();
  const [paidFor, setPaidFor] = useState<string | undefined>();
  const [planEndsAt, setPlanEndsAt] = useState<string | null>(null);
  const [upgradeFailed, setUpgradeFailed] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const billing = useBillingSummary(isAuthenticated);
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
      toast({ title: "Upgrade Failed", description: UPGRADE_FAILED_TEXT, variant: "destructive" });
    } finally {
      setConfirming(false);
    }
  }

  // Arriving from an add-on's "Add" button (Storage tab): that add-on is marked and brought into view.
  const [chosenAddon, setChosenAddon] = useState<string | null>(null);
  useEffect(() => {
    const addon = new URLSearchParams(window.location.search).get("addon");
    if (!addon || !STORAGE_ADDONS.some((a) => a.id === addon)) return;
    setChosenAddon(addon);
    document.getElementById(`addon-${addon}`)?.scrollIntoView({ block: "center" });
  }, []);

  // On return from the provider (status=success and a stored transaction id), ask the server.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once per sign-in, on arrival
  useEffect(() => {
    if (!isAuthenticated) return;
    const params = new URLSearchParams(window.location.search);
    if (params.get("status") === "success" && readPending()) void checkStatus();
  }, [isAuthenticated]);

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
      if (!transactionId) throw new Error(created.error ?? "Payment initiation failed");
      localStorage.setItem(PENDING_PAYMENT_KEY, JSON.stringify({ transactionId, plan: planType }));
      if (created.paymentUrl) {
        window.location.assign(created.paymentUrl);
        return;
      }
      if (created.checkout) {
        const checkout = created.checkout;
        await loadRazorpayCheckout();
        const Razorpay = window.Razorpay;
        if (!Razorpay) throw new Error("Payment initiation failed");
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
      throw new Error("Payment initiation failed");
    } catch (error) {
      const message =
        error instanceof ApiRequestError
          ? (error.serverMessage ?? "Payment initiation failed")
          : "Payment initiation failed";
      setFailure(message);
      toast({ title: "Payment Failed", description: message, variant: "destructive" });
      setProcessing(undefined);
    }
  }

  const buyButton = (planType: ProductId, label: string) =>
    isAuthenticated ? (
      <Button className="mt-6 w-full" disabled={processing !== undefined} onClick={() => void buy(planType)}>
        {processing === planType ? "Processing…" : label}
      </Button>
    ) : (
      <Button asChild className="mt-6 w-full" variant="outline">
        <Link href={loginPathReturningTo("/subscribe")}>Sign in to buy</Link>
      </Button>
    );

  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:py-14">
      <h1 className="text-3xl font-bold sm:text-4xl">Choose your plan</h1>
      <p className="mt-3 max-w-2xl text-lg text-slate-700">
        {PASS_DAYS}-day passes in rupees, GST included, paid once with UPI through PhonePe or with a card. Nothing
        renews by itself. Every payment comes with a GST invoice.
      </p>

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
          {returnState === "checking" && <p>Checking your payment…</p>}
          {returnState === "COMPLETED" && (
            <p className="font-semibold">
              Payment successful!{" "}
              {confirming
                ? "Updating your plan…"
                : paidFor?.startsWith("storage-")
                  ? "Your extra storage is active."
                  : `Your ${PLANS[currentPlan].name} plan is active${planEndsAt && currentPlan !== "free" ? ` until ${longDate(planEndsAt)}` : ""}.`}
            </p>
          )}
          {returnState === "COMPLETED" && upgradeFailed && (
            <p role="alert" className="mt-2 text-red-900">
              <span className="font-semibold">Upgrade Failed:</span> {UPGRADE_FAILED_TEXT}{" "}
              <Button variant="link" size="sm" onClick={() => void confirmPlan()}>
                Try again
              </Button>
            </p>
          )}
          {returnState === "FAILED" && <p>Your payment could not be processed. Please try again.</p>}
          {returnState === "PENDING" && (
            <p>
              Your payment is pending. It can take a few minutes to confirm.{" "}
              <Button variant="link" size="sm" onClick={() => void checkStatus()}>
                Check again
              </Button>
            </p>
          )}
          {returnState === "ERROR" && <p>We could not check your payment just now. Please reload this page.</p>}
        </div>
      )}
      {failure && (
        <p role="alert" className="mt-6 rounded-xl border border-red-300 bg-red-50 p-4 text-red-900">
          Payment Failed: {failure}
        </p>
      )}

      <fieldset className="mt-8">
        <legend className="text-sm font-semibold text-slate-800">Pay with</legend>
        <div className="mt-2 inline-flex rounded-lg border border-slate-300 p-1">
          {(
            [
              { id: "phonepe", label: "PhonePe (UPI)", icon: Smartphone },
              { id: "card", label: "Card", icon: CreditCard },
            ] as const
          ).map(({ id, label, icon: Icon }) => (
            <button
              key={id}
              type="button"
              aria-pressed={method === id}
              onClick={() => setMethod(id)}
              className={cn(
                "inline-flex min-h-11 items-center gap-2 rounded-md px-4 font-semibold",
                method === id ? "bg-brand-700 text-white" : "text-slate-800 hover:bg-slate-100",
              )}
            >
              <Icon aria-hidden="true" className="h-4 w-4" /> {label}
            </button>
          ))}
        </div>
      </fieldset>

      {isAuthenticated && (
        <div className="mt-6 max-w-sm">
          <Label htmlFor="buyer-state" className="font-semibold">
            Your state or union territory
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
            <option value="">Choose…</option>
            {STATE_OPTIONS.map(([code, name]) => (
              <option key={code} value={code}>
                {name}
              </option>
            ))}
          </Select>
          <p id="buyer-state-hint" className="mt-1 text-sm text-slate-700">
            For your GST invoice: it decides whether IGST or CGST + SGST applies.
          </p>
          {isStateMissing && (
            <p role="alert" className="mt-1 text-sm font-semibold text-red-800">
              Choose your state or union territory for the GST invoice, then buy again.
            </p>
          )}
        </div>
      )}

      <ul className="mt-8 grid gap-6 md:grid-cols-2 lg:grid-cols-4">
        {PLAN_IDS.map((id) => {
          const plan = PLANS[id];
          const isCurrent = isAuthenticated && currentPlan === id;
          const credit = billing.data?.quotes.find((q) => q.productId === id && q.credit);
          return (
            <li
              key={id}
              className={cn(
                "flex flex-col rounded-2xl border p-6",
                isCurrent ? "border-brand-700 ring-2 ring-brand-700" : "border-slate-200",
              )}
            >
              <div className="flex items-center justify-between gap-2">
                <h2 className="text-xl font-bold">{plan.name}</h2>
                {isCurrent && (
                  <span className="rounded-full bg-brand-700 px-2.5 py-0.5 text-sm font-semibold text-white">
                    Current plan
                  </span>
                )}
              </div>
              <p className="mt-3">
                <span className="text-3xl font-bold">{inr(plan.priceInr)}</span>{" "}
                <span className="text-slate-700">{id === "free" ? "forever" : `/ ${PASS_DAYS} days`}</span>
              </p>
              {credit?.credit && (
                <p className="mt-3 rounded-lg border border-green-300 bg-green-50 p-3 text-sm text-green-900">
                  <span className="font-semibold">Upgrade now for {inrPaise(credit.amountPaise)}</span>:{" "}
                  {inrPaise(credit.credit.creditPaise)} credit for {credit.credit.basis}. {plan.name} starts at once and
                  runs {PASS_DAYS} days.
                </p>
              )}
              <ul className="mt-4 flex-1 space-y-2 text-slate-800">
                {plan.features.map((feature) => (
                  <li key={feature} className="flex gap-2">
                    <Check aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-green-700" /> {feature}
                  </li>
                ))}
              </ul>
              {id !== "free" &&
                buyButton(
                  id,
                  isCurrent
                    ? `Extend ${plan.name}`
                    : credit
                      ? `Upgrade to ${plan.name} for ${inrPaise(credit.amountPaise)}`
                      : `Buy ${plan.name}`,
                )}
            </li>
          );
        })}
      </ul>

      <h2 className="mt-14 text-2xl font-bold">Storage add-ons</h2>
      <p className="mt-2 text-slate-700">Extra storage on top of your plan's, for {PASS_DAYS} days from payment.</p>
      <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {STORAGE_ADDONS.map((addon) => (
          <li
            key={addon.id}
            id={`addon-${addon.id}`}
            aria-current={chosenAddon === addon.id ? "true" : undefined}
            className={cn(
              "flex flex-col rounded-2xl border p-6",
              chosenAddon === addon.id ? "border-brand-700 ring-2 ring-brand-700" : "border-slate-200",
            )}
          >
            <h3 className="text-lg font-bold">+{addon.gigabytes} GB</h3>
            <p className="mt-2">
              <span className="text-2xl font-bold">{inr(addon.priceInr)}</span>{" "}
              <span className="text-slate-700">/ {PASS_DAYS} days</span>
            </p>
            {buyButton(addon.id, `Add ${addon.gigabytes} GB`)}
          </li>
        ))}
      </ul>

      {billing.data && billing.data.invoices.length > 0 && (
        <section aria-labelledby="invoices-heading" className="mt-14">
          <h2 id="invoices-heading" className="text-2xl font-bold">
            Your invoices
          </h2>
          <div className="mt-4">
            <Suspense fallback={null}>
              <InvoiceList invoices={billing.data.invoices} />
            </Suspense>
          </div>
        </section>
      )}

      <p className="mt-12">
        <Link href="/" className="font-semibold text-brand-700 underline">
          Back to Dashboard
        </Link>
      </p>
    </div>
  );
}
