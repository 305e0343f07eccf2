import { DEMO_MAX_IMAGE_BYTES, DEMO_TIMEOUT_MS, type DemoRequest, type DemoResponse } from "../../../contract/demo.ts";
import { DEMO_MESSAGES } from "../../../contract/demo-values.ts";
import { istDate } from "../../../contract/plans.ts";
import { ModelError } from "../../adapters/ai/index.ts";
import type { Deps } from "../../deps.ts";
import { AppError, badRequest, tooManyRequests } from "../../errors.ts";
import { composePost } from "../captions/captions.service.ts";
import { checkImage, detectMedia } from "../library/media.ts";
import { fetchImageSafely, type Resolver, UnsafeUrlError } from "./safe-fetch.ts";

const failed = () => new AppError(502, "demo_failed", "Failed to generate caption");

/** How many demo generations run at once in this process (each costs model time and money). */
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
 * (never written to storage, the database or logs), under a per-IP daily limit and a cap on
 * concurrent generations.
 */
export function createDemoService(deps: Deps, options: { resolve?: Resolver } = {}): DemoService {
  const gate = createGate(deps.config.demo.maxConcurrent);
  return {
    async generate(input, clientIp) {
      const limit = await deps.rateLimiter.hit(`demo:${clientIp}:${istDate(new Date())}`, {
        limit: deps.config.demo.dailyLimitPerIp,
        windowMs: 2 * 24 * 60 * 60 * 1000,
      });
      if (!limit.allowed) {
        throw tooManyRequests(
          "You've used today's free demo captions from this network. Sign up free for 5 captions every day.",
          60 * 60,
        );
      }
      if (!gate.tryEnter()) {
        throw new AppError(
          503,
          "demo_busy",
          "Many people are trying the demo right now. Please try again in a minute.",
          {
            "retry-after": "60",
          },
        );
      }
      try {
        const signal = AbortSignal.timeout(DEMO_TIMEOUT_MS);
        let image: Buffer;
        if (input.base64Image) {
          image = Buffer.from(input.base64Image.slice(input.base64Image.indexOf(",") + 1), "base64");
        } else {
          try {
            image = (
              await fetchImageSafely(input.imageUrl as string, {
                maxBytes: DEMO_MAX_IMAGE_BYTES,
                timeoutMs: 10_000,
                resolve: options.resolve,
                testAllowance: deps.config.demo.testAllowance,
              })
            ).body;
          } catch (error) {
            if (error instanceof UnsafeUrlError) throw badRequest(error.message, "image_url_refused");
            throw error;
          }
        }
        if (image.length > DEMO_MAX_IMAGE_BYTES) {
          throw badRequest(DEMO_MESSAGES.tooLarge, "image_too_large");
        }
        const media = await detectMedia(image);
        if (media.kind !== "image") throw badRequest("Please use a JPG, PNG or WebP photo.", "not_an_image");
        await checkImage(image);

        const work = composePost(deps, {
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
          },
          plan: "free",
          seed: `demo:${Date.now()}`,
        });
        const timeout = new Promise<never>((_, reject) =>
          signal.addEventListener("abort", () => reject(new ModelError("timeout", "The demo took too long."))),
        );
        const { results, engine } = await Promise.race([work, timeout]);
        const first = results[0];
        if (!first) throw failed();
        return { postHeading: first.postHeading, caption: first.caption, engine };
      } catch (error) {
        if (error instanceof ModelError) {
          const shown = failed();
          shown.cause = error;
          throw shown;
        }
        throw error;
      } finally {
        gate.leave();
      }
    },
  };
}
