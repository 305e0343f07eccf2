/**
 * How `npm start` and `npm run serve` run the server's Node process (docs/decisions/208),
 * here so that the benchmarks start the server the same way; `server-options.test.ts` checks
 * that package.json says the same.
 *
 * - `--liftoff-only`: WebAssembly (the embedded database, the detector, the text reader) runs
 *   on V8's baseline compiler only. Optimising PGlite's large functions took hundreds of MB
 *   of compiler memory that the process kept; analysis costs ≈ 1.7× the CPU and stays far
 *   inside its 1.5 s per photo.
 * - `--max-semi-space-size=4`: a 4 MB young generation per thread (V8's default grows to
 *   16 MB × 3 in each of the server's threads); requests' short-lived garbage is collected
 *   a little more often, with no measurable loss on the signed-in reads of bench:signed-in-read.
 * - `MALLOC_ARENA_MAX=2`, `MALLOC_TRIM_THRESHOLD_=131072`: glibc's allocator keeps fewer
 *   per-thread arenas and gives freed memory back to the system sooner (the analysis worker
 *   threads and libvips allocate in many threads).
 */
export const SERVER_NODE_ARGS = ["--liftoff-only", "--max-semi-space-size=4"] as const;
export const SERVER_ENV = { MALLOC_ARENA_MAX: "2", MALLOC_TRIM_THRESHOLD_: "131072" } as const;

/** The command line package.json's scripts use to run the server. */
export const serverCommand = () =>
  [
    ...Object.entries(SERVER_ENV).map(([name, value]) => `${name}=${value}`),
    "node",
    ...SERVER_NODE_ARGS,
    "--env-file-if-exists=.env",
    "src/server/main.ts",
  ].join(" ");
