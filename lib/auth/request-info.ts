/** Headers as next-auth hands them to `authorize` (a plain object) or as a fetch `Headers`. */
export type HeaderSource = Headers | Record<string, string | string[] | undefined> | undefined;

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

/**
 * The visitor's address for the lockout: the first X-Forwarded-For entry (Next.js sets the
 * socket address there when no proxy did), else X-Real-IP. Behind no proxy a client can choose
 * this value, which is why the lockout also counts failures per account alone.
 */
export function clientIp(headers: HeaderSource): string {
  const forwarded = header(headers, "x-forwarded-for")?.split(",")[0].trim();
  return forwarded || header(headers, "x-real-ip")?.trim() || "unknown";
}
