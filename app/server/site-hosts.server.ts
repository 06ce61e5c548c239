import { hostname as machineName, networkInterfaces } from "node:os";
import type { Config } from "./config.server";

/*
 * The hosts this process answers pages for (docs/decisions/062-process-hardening.md): SITE_URL's,
 * and this machine's own names (loopback, HOST, and with a wildcard HOST every address of its
 * interfaces and its host name). A request that names any other host reached us through a DNS
 * name we do not know, or was sent with a forged Host: absolute addresses made from it would
 * send visitors to that host, and an Origin matching it would pass as our own.
 */

export type HostKind = "own" | "foreign" | "malformed";

/** How often, at most, a wildcard listener's interface addresses are read again (a new DHCP lease). */
const REREAD_MS = 10_000;

export function createHostCheck(config: Pick<Config, "siteUrl" | "host">, now: () => number = Date.now) {
  const wildcard = config.host === "0.0.0.0" || config.host === "::";
  const fixed = new Set(["localhost", "127.0.0.1", "::1", hostOf(config.siteUrl), ...(wildcard ? [] : [normalized(config.host)])]);
  let machine = wildcard ? machineNames() : new Set<string>();
  let readAt = now();

  return (hostname: string): HostKind => {
    const name = normalized(hostname);
    if (!isHostName(name)) return "malformed";
    if (fixed.has(name) || name.endsWith(".localhost") || machine.has(name)) return "own";
    if (wildcard && now() - readAt >= REREAD_MS) {
      machine = machineNames();
      readAt = now();
      if (machine.has(name)) return "own";
    }
    return "foreign";
  };
}

/**
 * An absolute address on this site for another site to send the visitor back to (a payment
 * provider's return address): on SITE_URL when it is set, otherwise on the request's own
 * origin, whose host the process has already found to be this machine's.
 */
export function siteAddress(config: Pick<Config, "siteUrl" | "siteUrlConfigured">, requestUrl: string, path: string): string {
  return new URL(path, config.siteUrlConfigured ? `${config.siteUrl}/` : requestUrl).href;
}

function machineNames(): Set<string> {
  const names = new Set<string>();
  const name = normalized(machineName());
  names.add(name);
  names.add(`${name}.local`);
  for (const addresses of Object.values(networkInterfaces())) {
    for (const address of addresses ?? []) names.add(normalized(address.address.replace(/%.*$/, "")));
  }
  return names;
}

function hostOf(url: string): string {
  return normalized(new URL(url).hostname);
}

/** Lower case, without an IPv6 address's brackets or a fully qualified name's final dot. */
function normalized(hostname: string): string {
  return hostname.toLowerCase().replace(/^\[(.*)\]$/, "$1").replace(/\.$/, "");
}

function isHostName(name: string): boolean {
  if (name === "") return false;
  try {
    return new URL(`http://${name.includes(":") ? `[${name}]` : name}/`).hostname !== "";
  } catch {
    return false;
  }
}
