import type { FastifyInstance } from "fastify";
import {
  type NewsletterLinkStatus,
  type NewsletterStats,
  newsletterSubscribeSchema,
  newsletterTokenQuerySchema,
} from "#contract/newsletter.ts";
import { clientAddressKey } from "#server/client-address.ts";
import type { Deps } from "#server/deps.ts";
import { notFound, validate } from "#server/errors.ts";
import {
  confirmSubscription,
  getConfirmedSubscriberCount,
  requireNewsletterAllowance,
  SUBSCRIBE_MESSAGE,
  subscribeToNewsletter,
  unsubscribe,
} from "./newsletter.service.ts";

const blogWith = (status: NewsletterLinkStatus) => `/blog?newsletter=${status}`;

/** The blog newsletter: subscribe, the confirm and unsubscribe links from e-mails, and the real count. */
export async function newsletterRoutes(app: FastifyInstance, deps: Deps) {
  app.post("/api/newsletter/subscribe", { config: { access: "anonymous" } }, async (request, reply) => {
    await requireNewsletterAllowance(deps, clientAddressKey(request));
    const input = validate(newsletterSubscribeSchema, request.body);
    await subscribeToNewsletter(deps, input);
    return reply.code(202).send({ message: SUBSCRIBE_MESSAGE });
  });

  // Links opened from an e-mail: answer with the blog page and a status it shows.
  app.get("/api/newsletter/confirm", { config: { access: "anonymous" } }, async (request, reply) => {
    const parsed = newsletterTokenQuerySchema.safeParse(request.query);
    const isConfirmed = parsed.success && (await confirmSubscription(deps, parsed.data.token));
    return reply.header("cache-control", "no-store").redirect(blogWith(isConfirmed ? "confirmed" : "invalid"), 303);
  });

  app.get("/api/newsletter/unsubscribe", { config: { access: "anonymous" } }, async (request, reply) => {
    const parsed = newsletterTokenQuerySchema.safeParse(request.query);
    const isDone = parsed.success && (await unsubscribe(deps, parsed.data.token));
    return reply.header("cache-control", "no-store").redirect(blogWith(isDone ? "unsubscribed" : "invalid"), 303);
  });

  // One-click unsubscribe (RFC 8058): the mail provider POSTs "List-Unsubscribe=One-Click" as a
  // form to the List-Unsubscribe link, with no cookies, possibly from another site (a web mail
  // client). The token in the link is the only authority, so the cross-site check is off here.
  await app.register(async (scope) => {
    scope.addContentTypeParser(
      "application/x-www-form-urlencoded",
      { parseAs: "string", bodyLimit: 1024 },
      (_request, body, done) => done(null, body),
    );
    scope.post(
      "/api/newsletter/unsubscribe",
      { config: { access: "anonymous", allowCrossSite: true } },
      async (request) => {
        const { token } = validate(newsletterTokenQuerySchema, request.query);
        if (!(await unsubscribe(deps, token))) throw notFound("This link is not valid.");
        return { message: "You have been unsubscribed." };
      },
    );
  });

  app.get(
    "/api/newsletter/stats",
    { config: { access: "anonymous" } },
    async (_request, reply): Promise<NewsletterStats> => {
      reply.header("cache-control", "no-store");
      return { confirmedSubscribers: await getConfirmedSubscriberCount(deps) };
    },
  );
}
