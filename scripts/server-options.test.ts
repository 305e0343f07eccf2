import { readFile } from "node:fs/promises";
import { expect, it } from "vitest";
import { SERVER_ENV, SERVER_NODE_ARGS, serverCommand } from "./server-options.ts";

it("npm start and npm run serve run the server with the memory options the benchmarks use", async () => {
  const { scripts } = JSON.parse(await readFile(new URL("../package.json", import.meta.url), "utf8"));
  expect(scripts.serve).toBe(serverCommand());
  expect(scripts.start).toBe(`node scripts/build-if-changed.ts && ${serverCommand()}`);
  expect(SERVER_NODE_ARGS).toContain("--liftoff-only");
  expect(SERVER_ENV.MALLOC_ARENA_MAX).toBe("2");
});
