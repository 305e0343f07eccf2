import { expect, it } from "vitest";

it("fails any connection to a host other than this machine", async () => {
  await expect(fetch("http://example.com/")).rejects.toThrow();
  const error = await fetch("http://93.184.215.14/").catch((e: Error) => e);
  expect(String((error as Error & { cause?: Error }).cause ?? error)).toMatch(/Unexpected outbound connection/);
});
