import type { FastifyInstance } from "fastify";
import { dataExportRoutes as declared, teamsRoutes as declaredTeam } from "#contract/route-table.ts";
import type { Deps } from "#server/deps.ts";
import { serveRoute } from "#server/route.ts";
import { exportTeamData, exportUserData } from "./data-export.service.ts";

/** "Download my data": a ZIP of data.json and the user's stored files (decision 155). */
export function dataExportRoutes(app: FastifyInstance, deps: Deps) {
  serveRoute(
    app,
    declared.export,
    async (_input, request, reply) => {
      const archive = await exportUserData(deps, request.user);
      const day = new Date().toISOString().slice(0, 10);
      return reply
        .header("cache-control", "no-store")
        .header("content-disposition", `attachment; filename="${deps.config.brand.name.toLowerCase()}-data-${day}.zip"`)
        .header("content-length", archive.size)
        .type("application/zip")
        .send(archive.stream);
    },
    // No HEAD twin: it would read every stored file only to throw the bytes away.
    { exposeHeadRoute: false },
  );

  serveRoute(
    app,
    declaredTeam.exportTeam,
    async (_input, request, reply) => {
      const archive = await exportTeamData(deps, request.member);
      const day = new Date().toISOString().slice(0, 10);
      return reply
        .header("cache-control", "no-store")
        .header("content-disposition", `attachment; filename="${deps.config.brand.name.toLowerCase()}-team-${day}.zip"`)
        .header("content-length", archive.size)
        .type("application/zip")
        .send(archive.stream);
    },
    { exposeHeadRoute: false },
  );
}
