import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { adminUsersQuerySchema } from "#contract/admin.ts";
import { adminReasonRequestSchema, auditQuerySchema, grantPassRequestSchema } from "#contract/admin-users.ts";
import { transactionIdSchema } from "#contract/billing.ts";
import type { Deps } from "#server/deps.ts";
import { validate } from "#server/errors.ts";
import { listAuditLog } from "../audit/audit.service.ts";
import { disableUser, enableUser, getUserDetail, grantPass, listUsers, refundPayment } from "./admin-users.service.ts";

const userParams = z.object({ id: z.uuid("User not found.") });
const paymentParams = userParams.extend({ orderId: transactionIdSchema });

/** The admin's Users tab and audit log (decisions 570–572): admins only, never cached. */
export function adminUsersRoutes(app: FastifyInstance, deps: Deps) {
  const admin = { config: { access: "admin" as const } };

  app.get("/api/admin/users", admin, async (request, reply) => {
    const query = validate(adminUsersQuerySchema, request.query);
    reply.header("cache-control", "no-store");
    return listUsers(deps, query);
  });

  app.get("/api/admin/users/:id", admin, async (request, reply) => {
    const { id } = validate(userParams, request.params);
    reply.header("cache-control", "no-store");
    return getUserDetail(deps, id);
  });

  app.post("/api/admin/users/:id/passes", admin, async (request) => {
    const { id } = validate(userParams, request.params);
    return grantPass(deps, request.user, id, validate(grantPassRequestSchema, request.body));
  });

  app.post("/api/admin/users/:id/disable", admin, async (request) => {
    const { id } = validate(userParams, request.params);
    const { reason } = validate(adminReasonRequestSchema, request.body);
    return disableUser(deps, request.user, id, reason);
  });

  app.post("/api/admin/users/:id/enable", admin, async (request) => {
    const { id } = validate(userParams, request.params);
    const { reason } = validate(adminReasonRequestSchema, request.body);
    return enableUser(deps, request.user, id, reason);
  });

  app.post("/api/admin/users/:id/payments/:orderId/refund", admin, async (request) => {
    const { reason } = validate(adminReasonRequestSchema, request.body);
    const { id, orderId } = validate(paymentParams, request.params);
    return refundPayment(deps, request.user, id, orderId, reason);
  });

  app.get("/api/admin/audit", admin, async (request, reply) => {
    const query = validate(auditQuerySchema, request.query);
    reply.header("cache-control", "no-store");
    return listAuditLog(deps, query);
  });
}
