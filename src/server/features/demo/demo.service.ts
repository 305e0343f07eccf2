import { DEMO_MAX_IMAGE_BYTES, type DemoRequest, type DemoResponse } from "#contract/demo.ts";
import { DEMO_MESSAGES, type DemoLimitLink } from "#contract/demo-values.ts";
import { SIGN_UP_PATH } from "#contract/routes.ts";
import { ModelError } from "#server/adapters/ai/index.ts";
import type { Deps } from "#server/deps.ts";
import { badGateway, badRequest, gatewayTimeout, serviceUnavailable, tooManyRequests } from "#server/errors.ts";
import type { Message } from "#server/i18n.ts";
import { checkImage, detectMedia } from "#server/media/media.ts";
import { perIstDay, type RateDecision, type RateRule } from "#server/rate-limit.ts";
import { composePost, modelFailure } from "../captions/captions.service.ts";
import { fetchImageSafely, type Resolver, UnsafeUrlError } from "./safe-fetch.ts";

/** The spec's fallback text (§8): what the browser logs; the reason stays in our log. */
const failed = (cause: unknown) => {
  const error = badGateway(DEMO_MESSAGES.failedFallback, "demo_failed");
  error.cause = cause;
  return error;
};
const timedOut = (cause: unknown) => {
  const error = gatewayTimeout(DEMO_MESSAGES.failedFallback, "demo_timeout");
  error.cause = cause;
  return error;
};
const busy = () =>
  serviceUnavailable({ key: "errors.demo.busy" }, "demo_busy", {
    headers: {
      "retry-after": "60",
    },
  });

/** Where a visitor past a daily limit goes next: the 429's link, shown by the demo as sent. */
const SIGN_UP_LINK: DemoLimitLink = { href: SIGN_UP_PATH, label: "Sign up free" };
/**
 * Attempts per network in a short window, whatever they produced: a guard against floods of
 * refused photos and slow links holding the demo's slots. It is not the daily allowance, which
 * counts only demos that gave a caption (decision 734).
 */
export const DEMO_ATTEMPT_RULE: RateRule = { limit: 20, windowMs: 10 * 60_000 };

export const DEMO_PER_IP_MESSAGE: Message = { key: "errors.demo.perIp" };
export const DEMO_DAILY_BUDGET_MESSAGE: Message = { key: "errors.demo.dailyBudget" };

/** A refused image link in the requester's language: its reason, and the HTTP status it got, if any. */
const urlRefused = (error: UnsafeUrlError): Message => ({
  key: "errors.demo.urlRefused",
  values: { reason: error.reason, status: /\(HTTP (\d+)\)/.exec(error.message)?.[1] ?? "none" },
});

/** How long a cancelled demo may take to wind down before the answer goes out anyway. */
const STOP_GRACE_MS = 2000;
const graceFor = (timeoutMs: number) => Math.min(STOP_GRACE_MS, Math.ceil(timeoutMs / 4));

/**
 * How many demo generations run at once in this process (each costs model time and money).
 * Per process only: N servers run up to N × the cap. The daily budget, counted in the shared
 * store, is what bounds the cost across servers.
 */
function createGate(max: number) {
  let running = 0;
  return {
    tryEnter: () => {
      if (running >= max) return false;
      running++;
      return true;
    },
    leave: () => {
      running--;
    },
  };
}

export interface DemoService {
  generate(input: DemoRequest, clientIp: string): Promise<DemoResponse>;
}

/**
 * The no-login demo: one caption from a photo or an image link, processed in memory only
 * (never written to storage, the database or logs), under a per-IP daily limit, a daily
 * budget for all visitors together, a per-process cap on concurrent generations and a
 * deadline at which the work (the model call included) is cancelled.
 */
export function createDemoService(deps: Deps, options: { resolve?: Resolver } = {}): DemoService {
  const { demo } = deps.config;
  const limiter = deps.rateLimiter;
  const gate = createGate(demo.maxConcurrent);
  const perIp: RateRule = perIstDay(demo.dailyLimitPerIp);
  const total: RateRule = perIstDay(demo.dailyLimitTotal);
  const TOTAL_KEY = "demo-total";

  async function readImage(input: DemoRequest, signal: AbortSignal): Promise<Buffer> {
    let image: Buffer;
    if (input.base64Image) {
      image = Buffer.from(input.base64Image.slice(input.base64Image.indexOf(",") + 1), "base64");
    } else {
      try {
        image = (
          await fetchImageSafely(input.imageUrl as string, {
            maxBytes: DEMO_MAX_IMAGE_BYTES,
            timeoutMs: 10_000,
            signal,
            resolve: options.resolve,
            testAllowance: demo.testAllowance,
          })
        ).body;
      } catch (error) {
        if (error instanceof UnsafeUrlError) throw badRequest(urlRefused(error), "image_url_refused");
        throw error;
      }
    }
    if (image.length > DEMO_MAX_IMAGE_BYTES) throw badRequest({ key: "errors.demo.tooLarge" }, "image_too_large");
    const media = await detectMedia(image);
    if (media.kind !== "image") throw badRequest({ key: "errors.demo.notAnImage" }, "not_an_image");
    await checkImage(image);
    return image;
  }

  /** Everything after the per-IP count, under the deadline's signal. */
  async function run(input: DemoRequest, ipKey: string, ipDecision: RateDecision, signal: AbortSignal) {
    let budget: RateDecision | undefined;
    try {
      const image = await readImage(input, signal);
      // Counted only for a usable photo, just before the model is asked: refused inputs cost nothing.
      budget = await limiter.hit(TOTAL_KEY, total);
      if (!budget.allowed) {
        throw tooManyRequests(DEMO_DAILY_BUDGET_MESSAGE, budget.retryAfterMs / 1000, "demo_daily_budget", {
          details: { link: SIGN_UP_LINK },
        });
      }
      const { results, engine, askForNote } = await composePost(deps, {
        pictures: [{ preview: image }],
        request: {
          contentItemIds: [],
          language: input.language,
          toneOfVoice: "friendly",
          targetAudience: "Indian users",
          contentField: "lifestyle",
          script: "native",
          variations: 1,
          advanced: false,
          userStyle: "engaging",
          note: input.note,
        },
        plan: "free",
        seed: `demo:${Date.now()}`,
        signal,
      });
      const first = results[0];
      if (!first) throw failed(new Error("the engine returned no result"));
      return { postHeading: first.postHeading, caption: first.caption, engine, askForNote };
    } catch (error) {
      // A demo that gave the visitor nothing counts against no allowance, whatever went wrong:
      // a refused photo or link, the model's error or refusal, the deadline (decision 734).
      await Promise.all([
        limiter.refund(ipKey, perIp, ipDecision),
        budget ? limiter.refund(TOTAL_KEY, total, budget) : undefined,
      ]).catch(() => undefined);
      // The model's failure by its cause, as the app answers it (decision 744); the demo's own
      // deadline is answered by generate() as demo_timeout.
      if (error instanceof ModelError) throw modelFailure(error, { language: input.language, script: "native" });
      throw error;
    }
  }

  return {
    async generate(input, clientIp) {
      const attempts = await limiter.hit(`demo-attempts:${clientIp}`, DEMO_ATTEMPT_RULE);
      if (!attempts.allowed) {
        const minutes = Math.max(1, Math.ceil(attempts.retryAfterMs / 60_000));
        throw tooManyRequests(
          { key: "errors.demo.tooManyTries", values: { minutes } },
          attempts.retryAfterMs / 1000,
          "demo_too_many_attempts",
        );
      }
      const ipKey = `demo:${clientIp}`;
      const ipDecision = await limiter.hit(ipKey, perIp);
      if (!ipDecision.allowed) {
        throw tooManyRequests(DEMO_PER_IP_MESSAGE, ipDecision.retryAfterMs / 1000, "demo_daily_limit", {
          details: { link: SIGN_UP_LINK },
        });
      }
      if (!gate.tryEnter()) {
        // Our capacity, not the visitor's doing: the try is given back.
        await limiter.refund(ipKey, perIp, ipDecision);
        throw busy();
      }
      const controller = new AbortController();
      const timer = setTimeout(
        () => controller.abort(new DOMException("The demo took too long.", "TimeoutError")),
        demo.timeoutMs,
      );
      const work = run(input, ipKey, ipDecision, controller.signal);
      // The slot is held until the work has really stopped, not merely until we answer.
      const stopped = work.then(
        () => undefined,
        () => undefined,
      );
      void stopped.then(() => {
        clearTimeout(timer);
        gate.leave();
      });
      const deadline = new Promise<"deadline">((resolve) =>
        controller.signal.addEventListener("abort", () => resolve("deadline"), { once: true }),
      );
      const first = await Promise.race([work, deadline]);
      if (first !== "deadline") return first;
      // Cancelled: the model call is aborted and winds down at once, so the slot is normally
      // free by the time the answer goes out. A step that cannot be interrupted keeps its slot
      // until it ends, but the answer does not wait for it beyond a short grace.
      let graceTimer: ReturnType<typeof setTimeout> | undefined;
      const late = await Promise.race([
        work.then(
          (value) => ({ value }),
          () => undefined,
        ),
        new Promise<undefined>((resolve) => {
          graceTimer = setTimeout(() => resolve(undefined), graceFor(demo.timeoutMs));
        }),
      ]);
      clearTimeout(graceTimer);
      if (late) return late.value;
      throw timedOut(new ModelError("timeout", "The demo took too long."));
    },
  };
}
