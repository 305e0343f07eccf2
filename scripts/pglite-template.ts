/**
 * The end of `npm run build`: prepares the empty embedded database a first `npm start` copies
 * instead of running initdb itself (docs/decisions/208). Written to dist/, named by PGlite's
 * version, so an upgrade of PGlite (which rebuilds: package-lock.json is a build input) makes a
 * new one and a server never copies one of another version.
 */
import path from "node:path";
import { ROOT_DIR } from "#server/config.ts";
import { writePgliteTemplate } from "#server/db/client.ts";

const file = await writePgliteTemplate(path.join(ROOT_DIR, "dist"));
process.stdout.write(`Empty embedded database for first starts: ${path.relative(ROOT_DIR, file)}\n`);
