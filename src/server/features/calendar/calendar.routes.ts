import type { FastifyInstance } from "fastify";
import { calendarRoutes as declared } from "#contract/route-table.ts";
import type { Deps } from "#server/deps.ts";
import { replyLanguage } from "#server/plugins/errors.ts";
import { serveRoute } from "#server/route.ts";
import { readCalendar, saveCalendarSettings } from "./calendar.service.ts";

/** The content calendar's read API (issue 31): a range of IST days of the active workspace. */
export function calendarRoutes(app: FastifyInstance, deps: Deps) {
  serveRoute(app, declared.read, async ({ query }, request, reply) => {
    reply.header("cache-control", "no-store");
    // Its words (best times' and gaps' basis) in the caller's interface language (decision 776).
    return readCalendar(deps, request.member, query, new Date(), replyLanguage(request));
  });
  serveRoute(app, declared.settings, async ({ body }, request) => saveCalendarSettings(deps, request.member, body));
}
