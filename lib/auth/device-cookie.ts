import crypto from "node:crypto";

/**
 * Device cookies (OWASP's "Slow Down Online Guessing Attacks with Device Cookies"): each successful
 * password sign-in gives the browser `factlens_device=<id>.<mac>`, a random id and an HMAC of the
 * account's email and that id under the auth secret. A later sign-in to the same account that
 * presents a valid one comes from a device its owner used: the lockout (lockout.ts) exempts it from
 * the account-wide failure limit, so strangers' failures cannot lock the owner out, while its
 * failures per address and per device stay limited. Nothing is stored: a forged, altered or
 * another account's cookie fails the HMAC and gives no exemption.
 */

export const DEVICE_COOKIE = "factlens_device";
/** As long as browsers keep a cookie; each sign-in renews it. */
export const DEVICE_COOKIE_MAX_AGE_SECONDS = 400 * 24 * 60 * 60;

const ID_PATTERN = /^[A-Za-z0-9_-]{22}$/;
const MAC_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export type DeviceCookies = ReturnType<typeof createDeviceCookies>;

/** `secret` may be a function: the auth secret is read on first use, not when the module loads (at build). */
export function createDeviceCookies({
  secret,
  newId = () => crypto.randomBytes(16).toString("base64url"),
}: {
  secret: string | (() => string);
  newId?: () => string;
}) {
  const key = typeof secret === "function" ? secret : () => secret;
  const mac = (email: string, id: string) =>
    crypto.createHmac("sha256", key()).update(`factlens-device:v1\0${email}\0${id}`).digest("base64url");
  return {
    /** A new cookie value for this (normalised) email. */
    issue(email: string): string {
      const id = newId();
      return `${id}.${mac(email, id)}`;
    },
    /** The device id in a cookie value issued for this email, or null when it is missing, malformed, forged or another account's. */
    verify(value: string | null | undefined, email: string): string | null {
      if (!value) return null;
      const [id, presented, ...rest] = value.split(".");
      if (rest.length > 0 || !ID_PATTERN.test(id ?? "") || !MAC_PATTERN.test(presented ?? "")) return null;
      const expected = Buffer.from(mac(email, id));
      const given = Buffer.from(presented);
      return expected.length === given.length && crypto.timingSafeEqual(expected, given) ? id : null;
    },
  };
}

/** The cookie's attributes: HttpOnly, SameSite=Lax, whole site, Secure when served over https (every production deployment). */
export function deviceCookieOptions(secure: boolean) {
  return { httpOnly: true, sameSite: "lax" as const, path: "/", maxAge: DEVICE_COOKIE_MAX_AGE_SECONDS, secure };
}
