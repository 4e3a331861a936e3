import dns from "node:dns/promises";
import net from "node:net";

/**
 * Where the platform may send mail: not the machine itself, nor its private networks, nor the cloud's
 * metadata service (link-local), since a mail test would otherwise probe them for whoever holds
 * system-manage. The operator allows them in the server's own configuration (MAIL_ALLOW_PRIVATE_HOSTS=1,
 * BuildServerOptions.mailAllowPrivateHosts); in demo mode the development sink's own address stays usable.
 */
const blocked = new net.BlockList();
for (const [address, prefix] of [
  ["0.0.0.0", 8],
  ["10.0.0.0", 8],
  ["100.64.0.0", 10],
  ["127.0.0.0", 8],
  ["169.254.0.0", 16],
  ["172.16.0.0", 12],
  ["192.0.0.0", 24],
  ["192.168.0.0", 16],
  ["198.18.0.0", 15],
  ["224.0.0.0", 4],
  ["240.0.0.0", 4],
] as const)
  blocked.addSubnet(address, prefix, "ipv4");
for (const [address, prefix] of [
  ["::", 128],
  ["::1", 128],
  ["fc00::", 7],
  ["fe80::", 10],
  ["ff00::", 8],
] as const)
  blocked.addSubnet(address, prefix, "ipv6");

/** Whether an IP address is loopback, unspecified, link-local, private, shared or multicast. */
export function isInternalAddress(address: string): boolean {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return blocked.check(mapped[1]!, "ipv4");
  return net.isIPv4(address) ? blocked.check(address, "ipv4") : blocked.check(address, "ipv6");
}

export interface MailTargetRules {
  /** The operator lets the platform send to internal addresses. */
  allowInternal: boolean;
  /** Demo mode's development sink (loopback at this port) stays reachable. */
  sink?: { port: number };
}

/**
 * The addresses `host` names (as the system resolver reads it: `127.1` and `2130706433` are loopback
 * too), or undefined when it names none. Checked at save and again at each send, which connects to
 * the address checked (a name that resolves elsewhere later is not followed).
 */
export async function resolveHost(host: string): Promise<string[] | undefined> {
  try {
    const found = await dns.lookup(host, { all: true, verbatim: true });
    return found.length ? found.map((one) => one.address) : undefined;
  } catch {
    return undefined;
  }
}

/** Whether the addresses at `port` may be sent to under `rules`. */
export function allowedTarget(addresses: string[], port: number, rules: MailTargetRules): boolean {
  if (rules.allowInternal) return true;
  const internal = addresses.filter(isInternalAddress);
  if (!internal.length) return true;
  const loopbackOnly = internal.every((address) => address === "127.0.0.1" || address === "::1");
  return (
    rules.sink !== undefined &&
    port === rules.sink.port &&
    loopbackOnly &&
    internal.length === addresses.length
  );
}
