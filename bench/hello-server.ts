// The reference for bench:http: a bare Fastify server answering "hello", nothing else.
import Fastify from "fastify";

const app = Fastify({ logger: false });
app.get("/", async () => ({ hello: "world" }));
const address = await app.listen({ host: "127.0.0.1", port: Number(process.argv[2] ?? 0) });
process.stdout.write(`${address}\n`);
process.on("SIGTERM", () => app.close().then(() => process.exit(0)));
