/**
 * Any connection from the test process to a host other than this machine fails the test:
 * third-party APIs are reached only through local fakes. (Child processes, such as the
 * server started by browser tests, get the same guard through their own configuration.)
 */
import net from "node:net";

// "0.0.0.0" and "::" (unspecified) reach this machine's own listeners, like loopback.
const LOOPBACK = /^(localhost|127(?:\.\d{1,3}){3}|::1|::ffff:127(?:\.\d{1,3}){3}|0\.0\.0\.0|::)$/i;

export class UnexpectedNetworkError extends Error {
  constructor(host: string) {
    super(`Unexpected outbound connection to ${host} in a test: use a local fake server`);
    this.name = "UnexpectedNetworkError";
  }
}

const originalConnect = net.Socket.prototype.connect;
net.Socket.prototype.connect = function guardedConnect(this: net.Socket, ...given: unknown[]) {
  // net.connect() passes its normalised arguments as one array.
  const args = Array.isArray(given[0]) ? (given[0] as unknown[]) : given;
  const [first] = args;
  let host: string | undefined;
  let isPipe = false;
  if (typeof first === "object" && first !== null && !Array.isArray(first)) {
    const options = first as { host?: string; path?: string };
    isPipe = typeof options.path === "string";
    host = options.host ?? "localhost";
  } else if (typeof first === "string" && Number.isNaN(Number(first))) {
    isPipe = true;
  } else {
    host = typeof args[1] === "string" ? args[1] : "localhost";
  }
  if (!isPipe && host !== undefined && !LOOPBACK.test(host)) throw new UnexpectedNetworkError(host);
  return (originalConnect as (...a: unknown[]) => net.Socket).apply(this, given);
} as typeof net.Socket.prototype.connect;
