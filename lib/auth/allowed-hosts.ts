/**
 * AUTH_ALLOWED_HOSTS: the hosts sign-in and sign-up answer on (this server's "authorized
 * domains"). Unset allows any host. An entry is a host name (`factlens.example`, any port) or
 * a host with its port (`127.0.0.1:3000`); a leading `*.` allows subdomains.
 */
export function parseAllowedHosts(value: string | undefined): string[] | undefined {
  if (!value) return undefined;
  const hosts = value
    .split(",")
    .map((entry) => entry.trim().toLowerCase())
    .filter(Boolean);
  return hosts.length ? hosts : undefined;
}

/** The host name of a Host header value (`[::1]:3000` → `[::1]`, `example.com:80` → `example.com`). */
export function hostName(host: string): string {
  const lower = host.trim().toLowerCase();
  if (lower.startsWith("[")) return lower.slice(0, lower.indexOf("]") + 1);
  return lower.split(":")[0];
}

export function isHostAllowed(host: string | undefined, allowed: string[] | undefined): boolean {
  if (!allowed) return true;
  if (!host) return false;
  const full = host.trim().toLowerCase();
  const name = hostName(full);
  return allowed.some((entry) => {
    if (entry.startsWith("*.")) return name.endsWith(entry.slice(1)) && name.length > entry.length - 1;
    return entry === full || entry === name;
  });
}
