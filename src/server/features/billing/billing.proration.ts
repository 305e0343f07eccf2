/**
 * Daily proration of upgrades (decision 732): the unused whole days of the running pass of a
 * lower plan, at the price that pass was bought for, are taken off a higher plan's price. The
 * credit is quoted before payment, fixed on the order when it is created, and taken from the
 * pass (which then ends) when the payment is verified.
 */
import { creditBasis, type PriceQuote, type Product, priceAfterCredit, type UpgradeCredit } from "#contract/billing.ts";
import { PLAN_IDS, type PlanId } from "#contract/plans.ts";
import type { Db } from "#server/db/client.ts";
import {
  endGrantForCredit,
  findCurrentGrants,
  findOrder,
  lockGrant,
  type PaymentOrderRow,
  type PlanGrantRow,
} from "./billing.queries.ts";

export const DAY_MS = 24 * 60 * 60 * 1000;

/** A plan's place in the catalogue's order, which is also the order of their prices. */
export const planRank = (plan: string) => PLAN_IDS.indexOf(plan as PlanId);

/** A priced product for one buyer, with the pass its credit would come from. */
export interface Quote {
  quote: PriceQuote;
  creditGrantId: string | undefined;
}

/** The running pass an upgrade would take credit from, and what its unused whole days are worth. */
interface CreditSource {
  grant: PlanGrantRow;
  unusedDays: number;
  valuePaise: number;
}

/**
 * The user's running plan pass, when it was paid for (a complimentary pass cost nothing and
 * gives no credit), with its unused whole days at the price it was bought for. `grants` are
 * the user's current grants when the caller has them already.
 */
async function creditSourceOf(
  db: Db,
  userId: string,
  now: Date,
  grants?: readonly PlanGrantRow[],
): Promise<CreditSource | undefined> {
  const running = (grants ?? (await findCurrentGrants(db, userId, now)))
    .filter((g) => g.productKind === "plan" && g.startsAt <= now && g.endsAt > now && g.endedAt === null)
    .sort((a, b) => planRank(b.productId) - planRank(a.productId))[0];
  if (running?.source !== "payment" || !running.orderId) return undefined;
  const unusedDays = Math.floor((running.endsAt.getTime() - now.getTime()) / DAY_MS);
  if (unusedDays < 1) return undefined;
  const order = await findOrder(db, running.orderId);
  if (!order) return undefined;
  // What the pass cost in all (cash and any credit it was itself bought with), per day of its own length.
  const paidPaise = order.amountPaise + order.creditPaise;
  const lengthMs = running.endsAt.getTime() - running.startsAt.getTime();
  return { grant: running, unusedDays, valuePaise: Math.floor((paidPaise * unusedDays * DAY_MS) / lengthMs) };
}

/** The price of `product` given the credit source: credit only for a plan above the running one. */
function quoteWith(product: Product, source: CreditSource | undefined): Quote {
  const listPaise = product.priceInr * 100;
  const isUpgrade =
    source !== undefined && product.kind === "plan" && planRank(product.id) > planRank(source.grant.productId);
  const amountPaise = isUpgrade ? priceAfterCredit(listPaise, source.valuePaise) : listPaise;
  const creditPaise = listPaise - amountPaise;
  if (!isUpgrade || creditPaise <= 0) {
    return {
      quote: { productId: product.id, listPaise, amountPaise: listPaise, credit: null },
      creditGrantId: undefined,
    };
  }
  const fromPlan = source.grant.productId as PlanId;
  const credit: UpgradeCredit = {
    fromPlan,
    unusedDays: source.unusedDays,
    creditPaise,
    basis: creditBasis(source.unusedDays, fromPlan),
  };
  return { quote: { productId: product.id, listPaise, amountPaise, credit }, creditGrantId: source.grant.id };
}

/**
 * What `product` costs this user at `now`: the catalogue price, less the credit of an upgrade
 * (never below the providers' ₹1 minimum). Downgrades, the same plan and add-ons get no credit.
 */
export async function quoteFor(db: Db, userId: string, product: Product, now: Date): Promise<Quote> {
  return quoteWith(product, await creditSourceOf(db, userId, now));
}

/** quoteFor for several products at once, from the user's current grants the caller already has. */
export async function quotesFor(
  db: Db,
  userId: string,
  products: readonly Product[],
  now: Date,
  grants: readonly PlanGrantRow[],
): Promise<PriceQuote[]> {
  const source = await creditSourceOf(db, userId, now, grants);
  return products.map((product) => quoteWith(product, source).quote);
}

/**
 * Takes the credited pass's unused days for a verified upgrade, inside the granting
 * transaction: the pass ends now and names the order. The length of the new pass follows:
 * the full 30 days when the credit is honoured; when the pass had already ended (another
 * upgrade took its days, a refund, or its end passed while the order waited), only the days
 * the cash paid is worth at the catalogue price.
 */
export async function takeCredit(
  tx: Db,
  order: PaymentOrderRow,
  passDays: number,
  now: Date,
): Promise<{ days: number; credit: { paise: number; basis: string } | undefined }> {
  if (order.creditPaise <= 0 || !order.creditGrantId) return { days: passDays, credit: undefined };
  const grant = await lockGrant(tx, order.creditGrantId);
  const isAvailable =
    grant !== undefined &&
    grant.userId === order.userId &&
    grant.endedAt === null &&
    grant.creditedToOrderId === null &&
    grant.endsAt > now;
  if (isAvailable) {
    await endGrantForCredit(tx, grant.id, order.id, now);
    const basis = creditBasis(order.creditDays ?? 0, grant.productId as PlanId);
    return { days: passDays, credit: { paise: order.creditPaise, basis } };
  }
  return { days: (passDays * order.amountPaise) / (order.amountPaise + order.creditPaise), credit: undefined };
}
