import type { FastifyInstance } from "fastify";
import type { NewsletterLinkStatus } from "#contract/newsletter.ts";
import { newsletterRoutes as declared } from "#contract/route-table.ts";
import { clientAddressKey } from "#server/client-address.ts";
import type { Deps } from "#server/deps.ts";
import { notFound } from "#server/errors.ts";
import { serveRoute } from "#server/route.ts";
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
  serveRoute(
    app,
    declared.subscribe,
    async ({ body: input }, _request, reply) => {
      await subscribeToNewsletter(deps, input);
      return reply.code(202).send({ message: SUBSCRIBE_MESSAGE });
    },
    // Every attempt counts against the address's allowance, one with a bad field too.
    { before: (request) => requireNewsletterAllowance(deps, clientAddressKey(request)) },
  );

  // Links opened from an e-mail: answer with the blog page and a status it shows.
  serveRoute(app, declared.confirm, async ({ query }, _request, reply) => {
    const isConfirmed = query !== undefined && (await confirmSubscription(deps, query.token));
    return reply.header("cache-control", "no-store").redirect(blogWith(isConfirmed ? "confirmed" : "invalid"), 303);
  });

  serveRoute(app, declared.unsubscribeLink, async ({ query }, _request, reply) => {
    const isDone = query !== undefined && (await unsubscribe(deps, query.token));
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
    serveRoute(
      scope,
      declared.unsubscribeOneClick,
      async ({ query: { token } }) => {
        if (!(await unsubscribe(deps, token))) throw notFound({ key: "errors.links.notValid" });
        return { message: "You have been unsubscribed." };
      },
      { allowCrossSite: true },
    );
  });

  serveRoute(app, declared.stats, async (_input, _request, reply) => {
    reply.header("cache-control", "no-store");
    return { confirmedSubscribers: await getConfirmedSubscriberCount(deps) };
  });
}
