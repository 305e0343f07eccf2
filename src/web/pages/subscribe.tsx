import { lazy, Suspense, useEffect, useState } from "react";
import { Link } from "wouter";
import { STORAGE_ADDONS } from "#contract/plans.ts";
import { loginPathReturningTo } from "#contract/return-path.ts";
import { useT } from "#web/i18n/i18n.tsx";
import { Button } from "../components/ui/button.tsx";
import { type PaymentMethod, PlanOffer } from "../features/billing/plan-offer.tsx";
import { useAuth } from "../lib/auth.ts";

/**
 * Buying and the return from paying: their own chunk, loaded once the visitor is known to be
 * signed in; a signed-out visitor only sees the offer (decision 735).
 */
const Checkout = lazy(() => import("../features/billing/checkout.tsx"));

/** Subscribe (spec §2, §4): plans side by side, storage add-ons, PhonePe and Card, the return from paying. */
export default function SubscribePage() {
  const { user, isAuthenticated } = useAuth();
  const t = useT();
  // The method lives here, so a choice made before the checkout has loaded is kept.
  const [method, setMethod] = useState<PaymentMethod>("phonepe");

  // Arriving from an add-on's "Add" button (Storage tab): that add-on is marked and brought into view.
  const [chosenAddon, setChosenAddon] = useState<string | null>(null);
  useEffect(() => {
    const addon = new URLSearchParams(window.location.search).get("addon");
    if (!addon || !STORAGE_ADDONS.some((a) => a.id === addon)) return;
    setChosenAddon(addon);
    document.getElementById(`addon-${addon}`)?.scrollIntoView({ block: "center" });
  }, []);

  const offer = { method, onMethodChange: setMethod, chosenAddon };
  if (!isAuthenticated) {
    return (
      <PlanOffer
        {...offer}
        buyButton={() => (
          <Button asChild className="mt-6 w-full" variant="outline">
            <Link href={loginPathReturningTo("/subscribe")}>{t("plans.signInToBuy")}</Link>
          </Button>
        )}
      />
    );
  }
  return (
    <Suspense
      fallback={
        <PlanOffer
          {...offer}
          currentPlan={user?.subscriptionStatus ?? "free"}
          buyButton={(_, label) => (
            <Button className="mt-6 w-full" disabled>
              {label}
            </Button>
          )}
        />
      }
    >
      <Checkout {...offer} />
    </Suspense>
  );
}
