import type { FastifyRequest } from "fastify";
import ipaddr from "ipaddr.js";

/**
 * The one place that says who the client is. Fastify derives `request.ip` from the socket,
 * or, when TRUST_PROXY names the proxies in front (config.ts), from X-Forwarded-For as those
 * proxies wrote it; this module only normalises it (docs/decisions/158).
 */

/** The client's address: an IPv4-mapped IPv6 address (`::ffff:1.2.3.4`) is given as IPv4. */
export function clientAddress(request: FastifyRequest): string {
  return normaliseAddress(request.ip);
}

/**
 * The address that per-address rate limits count: IPv4 as it is, IPv6 by its /64 prefix
 * (one home or phone line gets a whole /64, so counting single IPv6 addresses would let one
 * client pose as billions).
 */
export function clientAddressKey(request: FastifyRequest): string {
  return addressKey(request.ip);
}

export function normaliseAddress(address: string): string {
  if (!ipaddr.isValid(address)) return address;
  return ipaddr.process(address).toString();
}

export function addressKey(address: string): string {
  if (!ipaddr.isValid(address)) return address;
  const parsed = ipaddr.process(address);
  if (parsed.kind() === "ipv4") return parsed.toString();
  const parts = (parsed as ipaddr.IPv6).parts.slice(0, 4);
  return `${new ipaddr.IPv6([...parts, 0, 0, 0, 0]).toString()}/64`;
}
