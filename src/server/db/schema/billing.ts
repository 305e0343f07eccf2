import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  bigint,
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { users } from "./users.ts";

export const PAYMENT_PROVIDERS = ["sandbox", "phonepe", "razorpay"] as const;
export const PAYMENT_ORDER_STATUSES = ["created", "completed", "failed", "refunded"] as const;
export const PRODUCT_KINDS = ["plan", "addon"] as const;

/**
 * One checkout: what was bought, for how much (from the catalogue, in paise) and through
 * which provider. `id` is our merchant order id, the `transactionId` the browser keeps.
 * The buyer's details are copied at purchase so the record outlives the account (payment
 * records are kept 7 years; a purged account leaves `userId` null).
 */
export const paymentOrders = pgTable(
  "payment_orders",
  {
    id: text("id").primaryKey(),
    userId: uuid("user_id").references(() => users.id, { onDelete: "set null" }),
    productId: text("product_id").notNull(),
    productKind: text("product_kind", { enum: PRODUCT_KINDS }).notNull(),
    amountPaise: integer("amount_paise").notNull(),
    currency: text("currency").notNull().default("INR"),
    provider: text("provider", { enum: PAYMENT_PROVIDERS }).notNull(),
    /** The provider's own id (PhonePe orderId, Razorpay order_…), when it gives one. */
    providerOrderId: text("provider_order_id"),
    status: text("status", { enum: PAYMENT_ORDER_STATUSES }).notNull().default("created"),
    failureReason: text("failure_reason"),
    /** Where on this site the browser comes back to after paying (a checked same-site path). */
    returnPath: text("return_path").notNull().default("/subscribe"),
    buyerName: text("buyer_name").notNull(),
    buyerEmail: text("buyer_email").notNull(),
    buyerGstin: text("buyer_gstin"),
    buyerState: text("buyer_state"),
    /**
     * Daily proration of an upgrade (decision 732): the credit taken off the catalogue price
     * (`amountPaise` is what is left to pay), how many unused whole days it is worth and the
     * pass they came from. Fixed when the order is created, shown before payment.
     */
    creditPaise: integer("credit_paise").notNull().default(0),
    creditDays: integer("credit_days"),
    creditGrantId: uuid("credit_grant_id").references((): AnyPgColumn => planGrants.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp("completed_at", { withTimezone: true }),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("payment_orders_user_idx").on(t.userId, t.createdAt),
    // Payments of a range for the admin's Subscriptions tab (decision 551).
    index("payment_orders_created_idx").on(t.createdAt),
    uniqueIndex("payment_orders_provider_order_idx")
      .on(t.provider, t.providerOrderId)
      .where(sql`provider_order_id IS NOT NULL`),
    check("payment_orders_amount_positive", sql`${t.amountPaise} > 0`),
    check("payment_orders_credit_not_negative", sql`${t.creditPaise} >= 0`),
  ],
);

/**
 * The append-only history of every payment: each creation, provider answer, webhook,
 * grant, failure and refund is a new row; a trigger refuses UPDATE and DELETE. A provider
 * event id is unique per provider, so a replayed webhook is recorded once.
 */
export const paymentEvents = pgTable(
  "payment_events",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    orderId: text("order_id")
      .notNull()
      .references(() => paymentOrders.id),
    type: text("type").notNull(),
    provider: text("provider", { enum: PAYMENT_PROVIDERS }).notNull(),
    providerEventId: text("provider_event_id"),
    detail: jsonb("detail").$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("payment_events_order_idx").on(t.orderId, t.id),
    uniqueIndex("payment_events_provider_event_idx")
      .on(t.provider, t.providerEventId)
      .where(sql`provider_event_id IS NOT NULL`),
  ],
);

export const GRANT_SOURCES = ["payment", "complimentary"] as const;

/**
 * What a completed payment gave: a plan pass or a storage add-on for a window of 30 days.
 * One grant per order (unique), which is what makes granting exactly-once. `endedAt` is set
 * when a refund takes it back. A complimentary pass given by an admin (decision 571) has no
 * order (and so no invoice or revenue); the admin, the reason and the days are in the audit log.
 */
export const planGrants = pgTable(
  "plan_grants",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    orderId: text("order_id").references(() => paymentOrders.id),
    source: text("source", { enum: GRANT_SOURCES }).notNull().default("payment"),
    productId: text("product_id").notNull(),
    productKind: text("product_kind", { enum: PRODUCT_KINDS }).notNull(),
    /** Extra storage of an add-on; 0 for a plan. */
    storageBytes: bigint("storage_bytes", { mode: "number" }).notNull().default(0),
    startsAt: timestamp("starts_at", { withTimezone: true }).notNull(),
    endsAt: timestamp("ends_at", { withTimezone: true }).notNull(),
    endedAt: timestamp("ended_at", { withTimezone: true }),
    /** The upgrade whose price this pass's unused days paid part of (it ended then, decision 732). */
    creditedToOrderId: text("credited_to_order_id").references((): AnyPgColumn => paymentOrders.id),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("plan_grants_order_idx").on(t.orderId),
    index("plan_grants_user_ends_idx").on(t.userId, t.endsAt),
    // Live passes and passes ending soon, for the admin figures (decision 551).
    index("plan_grants_ends_idx").on(t.endsAt),
    check("plan_grants_window", sql`${t.endsAt} > ${t.startsAt}`),
    check("plan_grants_source_order", sql`(${t.source} = 'payment') = (${t.orderId} IS NOT NULL)`),
  ],
);

export const INVOICE_KINDS = ["invoice", "credit_note"] as const;

/**
 * GST invoices and credit notes, numbered without gaps per series and Indian financial year
 * (`invoiceCounters` is locked in the granting transaction). Seller and buyer details are
 * copied at issue; rows are never changed (a trigger refuses UPDATE and DELETE).
 */
export const invoices = pgTable(
  "invoices",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    kind: text("kind", { enum: INVOICE_KINDS }).notNull(),
    number: text("number").notNull(),
    financialYear: text("financial_year").notNull(),
    sequence: integer("sequence").notNull(),
    orderId: text("order_id")
      .notNull()
      .references(() => paymentOrders.id),
    issuedAt: timestamp("issued_at", { withTimezone: true }).notNull(),
    sellerName: text("seller_name").notNull(),
    sellerAddress: text("seller_address").notNull(),
    sellerGstin: text("seller_gstin"),
    sellerState: text("seller_state").notNull(),
    buyerName: text("buyer_name").notNull(),
    buyerEmail: text("buyer_email").notNull(),
    buyerGstin: text("buyer_gstin"),
    placeOfSupply: text("place_of_supply").notNull(),
    sac: text("sac").notNull(),
    description: text("description").notNull(),
    taxablePaise: integer("taxable_paise").notNull(),
    cgstPaise: integer("cgst_paise").notNull(),
    sgstPaise: integer("sgst_paise").notNull(),
    igstPaise: integer("igst_paise").notNull(),
    totalPaise: integer("total_paise").notNull(),
    /** Paid through the built-in sandbox: a sandbox document of its own series, not a tax invoice (decision 732). */
    sandbox: boolean("sandbox").notNull().default(false),
    /** An upgrade's proration credit taken off the catalogue price, and its basis as printed. */
    creditPaise: integer("credit_paise").notNull().default(0),
    creditDescription: text("credit_description"),
  },
  (t) => [
    uniqueIndex("invoices_number_idx").on(t.number),
    uniqueIndex("invoices_series_idx").on(t.kind, t.sandbox, t.financialYear, t.sequence),
    uniqueIndex("invoices_order_kind_idx").on(t.orderId, t.kind),
    // Revenue and refunds of a range (decision 551).
    index("invoices_issued_idx").on(t.issuedAt),
    check(
      "invoices_adds_up",
      sql`${t.taxablePaise} + ${t.cgstPaise} + ${t.sgstPaise} + ${t.igstPaise} = ${t.totalPaise}`,
    ),
  ],
);

/** The last number used per invoice series and financial year; its row lock keeps numbers gapless. */
export const INVOICE_SERIES = [...INVOICE_KINDS, "sandbox_invoice", "sandbox_credit_note"] as const;

export const invoiceCounters = pgTable(
  "invoice_counters",
  {
    /** The series: an invoice kind, or its sandbox twin (sandbox documents are numbered apart). */
    kind: text("kind", { enum: INVOICE_SERIES }).notNull(),
    financialYear: text("financial_year").notNull(),
    lastNumber: integer("last_number").notNull(),
  },
  (t) => [primaryKey({ columns: [t.kind, t.financialYear] })],
);

export const REFUND_STATES = ["pending", "completed", "failed"] as const;

/**
 * A refund of an order through its provider. `id` is our merchant refund id (the order's id
 * with R1, R2, …: a failed refund may be tried again under a new id). The state moves from
 * pending to completed or failed when the provider says so (its status API or a signed
 * webhook), never back. At most one refund per order is pending or completed (partial unique
 * index), so an order cannot be refunded twice.
 */
export const paymentRefunds = pgTable(
  "payment_refunds",
  {
    id: text("id").primaryKey(),
    orderId: text("order_id")
      .notNull()
      .references(() => paymentOrders.id),
    provider: text("provider", { enum: PAYMENT_PROVIDERS }).notNull(),
    providerRefundId: text("provider_refund_id"),
    amountPaise: integer("amount_paise").notNull(),
    state: text("state", { enum: REFUND_STATES }).notNull().default("pending"),
    errorCode: text("error_code"),
    reason: text("reason"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    settledAt: timestamp("settled_at", { withTimezone: true }),
  },
  (t) => [
    index("payment_refunds_order_idx").on(t.orderId),
    uniqueIndex("payment_refunds_live_idx").on(t.orderId).where(sql`state <> 'failed'`),
    uniqueIndex("payment_refunds_provider_idx")
      .on(t.provider, t.providerRefundId)
      .where(sql`provider_refund_id IS NOT NULL`),
    index("payment_refunds_pending_idx").on(t.createdAt).where(sql`state = 'pending'`),
    check("payment_refunds_amount_positive", sql`${t.amountPaise} > 0`),
  ],
);
