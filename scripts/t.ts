import { PGlite } from "@electric-sql/pglite";
const a = new PGlite(); await a.waitReady;
await a.exec("create table x(i int); insert into x values (1);");
for (const mode of ["none", "gzip", "auto"] as const) {
  const dump = await a.dumpDataDir(mode);
  const b = new PGlite({ loadDataDir: dump }); await b.waitReady;
  console.log(mode, dump.size, await b.query("select * from x").then(r => r.rows).catch(e => e.message));
  const c = new PGlite(undefined, { loadDataDir: dump }); await c.waitReady;
  console.log(mode, "undef-arg", await c.query("select * from x").then(r => r.rows).catch(e => e.message));
}
