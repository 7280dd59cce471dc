import type { HeaderSource } from "@/lib/http/client-address";

function header(headers: HeaderSource, name: string): string | undefined {
  if (!headers) return undefined;
  if (headers instanceof Headers) return headers.get(name) ?? undefined;
  const value = headers[name];
  return Array.isArray(value) ? value[0] : value;
}

/** The host the visitor used: the proxy's X-Forwarded-Host, else Host. */
export function requestHost(headers: HeaderSource): string | undefined {
  return (header(headers, "x-forwarded-host") ?? header(headers, "host"))?.split(",")[0].trim() || undefined;
}

// The visitor's address (for the lockout, the limit, logs) is lib/http/client-address.ts's clientAddress, the one rule.
