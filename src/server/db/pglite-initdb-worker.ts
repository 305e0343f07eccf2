/**
 * Creates a new embedded database directory (PostgreSQL's initdb) in a worker thread and
 * exits. initdb grows PGlite's WebAssembly memory to about 700 MB, which never shrinks while
 * the instance lives; when the thread ends its memory is returned, and the server then opens
 * the finished directory at its everyday size (docs/decisions/208).
 */
import { workerData } from "node:worker_threads";
import { PGlite } from "@electric-sql/pglite";

const { dir } = workerData as { dir: string };
const client = new PGlite({ dataDir: dir });
await client.waitReady;
await client.close();
