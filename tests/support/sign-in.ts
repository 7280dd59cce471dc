import { expect, type APIRequestContext } from "@playwright/test";

/** The cookie next-auth's sessions ride on (over plain http). */
const SESSION_COOKIE = "next-auth.session-token";

/**
 * Signs in through next-auth's credentials flow: its CSRF token and cookie, then the callback.
 * `client` is a server's base URL (plain fetch, nothing kept) or a Playwright request context
 * (which keeps the cookies, so it is signed in afterwards). `headers` go with both requests.
 * The callback's Set-Cookie headers, and the session cookie among them as `name=value`.
 */
export async function credentialsSignIn(
  client: string | APIRequestContext,
  email: string,
  password: string,
  headers: Record<string, string> = {},
): Promise<{ setCookies: string[]; session: string | undefined }> {
  const form = (csrfToken: string) => ({ email, password, csrfToken, json: "true" });
  let setCookies: string[];
  if (typeof client === "string") {
    const csrf = await fetch(`${client}/api/auth/csrf`, { headers });
    const { csrfToken } = await csrf.json();
    const csrfCookie = csrf.headers
      .getSetCookie()
      .map((cookie) => cookie.split(";")[0])
      .join("; ");
    const callback = await fetch(`${client}/api/auth/callback/credentials`, {
      method: "POST",
      headers: { ...headers, "content-type": "application/x-www-form-urlencoded", cookie: csrfCookie },
      body: new URLSearchParams(form(csrfToken)),
      redirect: "manual",
    });
    setCookies = callback.headers.getSetCookie();
  } else {
    const { csrfToken } = await (await client.get("/api/auth/csrf", { headers })).json();
    const callback = await client.post("/api/auth/callback/credentials", { form: form(csrfToken), headers, maxRedirects: 0 });
    setCookies = callback
      .headersArray()
      .filter((header) => header.name.toLowerCase() === "set-cookie")
      .map((header) => header.value);
  }
  const session = setCookies.find((cookie) => cookie.startsWith(`${SESSION_COOKIE}=`))?.split(";")[0];
  return { setCookies, session };
}

/** Signs in as `credentialsSignIn` does and expects it to work; the session cookie, `name=value`. */
export async function signInCookie(
  client: string | APIRequestContext,
  email: string,
  password: string,
  headers: Record<string, string> = {},
): Promise<string> {
  const { session } = await credentialsSignIn(client, email, password, headers);
  expect(session, "a session cookie after sign-in").toBeDefined();
  return session!;
}
