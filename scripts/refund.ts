/**
 * The operator's refund: `npm run refund -- <transactionId> [--reason "..."]`.
 * Opens the configured database and payment providers (the same .env as the server), asks
 * billing to refund the payment through its provider within the Refund Policy's window
 * (7 days from payment, 14 for Business; billing.service refundOrderWithinPolicy), and
 * prints the refund's id and state and the credit note. Run again on a payment whose refund
 * failed, it tries the refund again under a new id (decision 505). Exits 1 when the refund is refused or fails.
 * With the embedded database, stop the server first: only one process may open DATA_DIR.
 */
import { parseArgs } from "node:util";
import { ConfigError, loadConfig } from "#server/config.ts";
import { closeDeps, createDeps } from "#server/deps.ts";
import { AppError } from "#server/errors.ts";
import { refundOrderWithinPolicy } from "#server/features/billing/billing.service.ts";

const USAGE = 'usage: npm run refund -- <transactionId> [--reason "why"]';

async function main(): Promise<number> {
  let parsed: ReturnType<typeof parseArgs<{ options: { reason: { type: "string" } }; allowPositionals: true }>>;
  try {
    parsed = parseArgs({ options: { reason: { type: "string" } }, allowPositionals: true });
  } catch (error) {
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n${USAGE}\n`);
    return 2;
  }
  const [transactionId, ...rest] = parsed.positionals;
  if (!transactionId || rest.length > 0) {
    process.stderr.write(`${USAGE}\n`);
    return 2;
  }
  const reason = parsed.values.reason?.trim() || undefined;

  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`${error.message}\n`);
      return 1;
    }
    throw error;
  }
  const deps = await createDeps(config);
  try {
    await deps.database.migrate();
    const done = await refundOrderWithinPolicy(deps, transactionId, { reason });
    const state =
      done.state === "completed"
        ? "the money is on its way back"
        : `the refund is pending at ${done.provider}; its state follows the provider's webhook and a check every half hour (a failure is e-mailed to SUPPORT_EMAIL)`;
    process.stdout.write(
      `Refunded ${transactionId} (${done.productId}, ₹${(done.amountPaise / 100).toFixed(2)}) through its provider as ${done.refundId}; ` +
        `the pass has ended, credit note ${done.creditNote} stands, and ${state}${reason ? ` (reason: ${reason})` : ""}.\n`,
    );
    return 0;
  } catch (error) {
    if (error instanceof AppError) {
      process.stderr.write(`Not refunded: ${error.message}\n`);
      return 1;
    }
    throw error;
  } finally {
    await closeDeps(deps);
  }
}

main().then(
  (code) => process.exit(code),
  (error) => {
    process.stderr.write(`Refund failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
    process.exit(1);
  },
);
