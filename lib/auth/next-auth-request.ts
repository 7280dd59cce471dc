import { NextRequest } from "next/server";
import { ApiError } from "@/lib/api/errors";
import { assertWellFormedText, decodeUtf8Body, readBodyBytes, withoutNulCharacters } from "@/lib/api/request";

/**
 * What may reach next-auth's handler (app/api/auth/[...nextauth]/route.ts). next-auth answers a
 * request it cannot handle with a bare 500 (an empty JSON body, a GET of the credentials
 * callback, a `callbackUrl` that is not a URL) and reads a body of any size; its `_log` endpoint
 * writes whatever anyone posts into our log as an error line. Each request is checked here first,
 * with the rules of our own routes, and refused in the API's error envelope:
 *
 * - `_log` (next-auth's client logger), and any endpoint or provider next-auth does not have: 404.
 * - a method the endpoint does not take (GET of `callback/credentials`): 405 `method_not_allowed` with `Allow`.
 * - a POST body: form-encoded (as next-auth's client sends) or a JSON object, else 415 naming
 *   `content-type`; past 16 KB 413 naming `body`; not UTF-8, or a value with a lone surrogate,
 *   400 `invalid_encoding`; JSON that does not parse (an empty body included) or is not an
 *   object, 400 `invalid_json` naming `body`.
 * - a `callbackUrl` (query or body) that is neither a path nor an absolute http(s) URL: 400 naming
 *   it; next-auth's callback-url cookie holding one: 400 naming `cookie`, and the cookie cleared.
 *
 * What passes is handed on as a fresh request with the body already read.
 */

type Endpoint = { methods: readonly string[]; provider: "none" | "required" | "optional" };

const ENDPOINTS: Record<string, Endpoint> = {
  session: { methods: ["GET", "POST"], provider: "none" },
  csrf: { methods: ["GET"], provider: "none" },
  providers: { methods: ["GET"], provider: "none" },
  signin: { methods: ["GET", "POST"], provider: "optional" },
  signout: { methods: ["GET", "POST"], provider: "none" },
  callback: { methods: ["GET", "POST"], provider: "required" },
  error: { methods: ["GET"], provider: "optional" },
};

/** Providers that sign in by a form POST only: their callback has no GET (next-auth throws on one). */
const POST_ONLY_CALLBACK_TYPES = new Set(["credentials", "email"]);

const FORM_TYPE = /^application\/x-www-form-urlencoded\b/i;
const JSON_TYPE = /^application\/([\w.+-]+\+)?json\b/i;

export type NextAuthProvider = { id: string; type: string };

/**
 * next-auth's own test of a callback URL (its assertConfig, which otherwise answers a 500): a path,
 * or an absolute http(s) URL that parses. Its redirect callback then decides whether it is ours.
 */
export function isReadableCallbackUrl(value: string): boolean {
  if (value.startsWith("/")) return true;
  if (!URL.canParse(value)) return false;
  const { protocol } = new URL(value);
  return protocol === "http:" || protocol === "https:";
}

/** next-auth's callback-URL cookie, over http and https. */
const CALLBACK_COOKIES = ["next-auth.callback-url", "__Secure-next-auth.callback-url"];

/** The value of a cookie as next-auth's cookie parser reads it (decoded when it can be), or undefined. */
function cookieValue(header: string | null, name: string): string | undefined {
  for (const part of header?.split(";") ?? []) {
    const at = part.indexOf("=");
    if (at < 0 || part.slice(0, at).trim() !== name) continue;
    const raw = part.slice(at + 1).trim();
    try {
      return decodeURIComponent(raw);
    } catch {
      return raw;
    }
  }
  return undefined;
}

/**
 * The request to hand next-auth, or an ApiError (thrown) refusing it. `segments` are the
 * route's `[...nextauth]` segments; `providers` the configured ones.
 */
export async function checkNextAuthRequest(request: Request, segments: string[], providers: NextAuthProvider[]): Promise<NextRequest> {
  const [action = "", providerId, ...rest] = segments;
  const endpoint = Object.hasOwn(ENDPOINTS, action) ? ENDPOINTS[action] : undefined;
  if (!endpoint || rest.length > 0) throw new ApiError("not_found", "No such authentication endpoint");
  if (providerId !== undefined && endpoint.provider === "none") throw new ApiError("not_found", "No such authentication endpoint");
  const provider = providerId === undefined ? undefined : providers.find((candidate) => candidate.id === providerId);
  // `error/<code>` names an error, not a provider.
  if (action !== "error" && providerId !== undefined && !provider) throw new ApiError("not_found", "No such sign-in provider", "provider");
  if (endpoint.provider === "required" && !provider) throw new ApiError("not_found", "No such sign-in provider", "provider");

  const method = request.method.toUpperCase();
  const allowed = action === "callback" && provider && POST_ONLY_CALLBACK_TYPES.has(provider.type) ? ["POST"] : endpoint.methods;
  if (!allowed.includes(method))
    throw new RefusedWithHeaders("method_not_allowed", `This endpoint takes ${allowed.join(" or ")} only`, undefined, {
      Allow: allowed.join(", "),
    });

  // A callback-url cookie next-auth would refuse (a 500 on every endpoint until it is gone): refused here and cleared.
  const cookies = request.headers.get("cookie");
  for (const name of CALLBACK_COOKIES) {
    const value = cookieValue(cookies, name);
    if (value !== undefined && !isReadableCallbackUrl(value))
      throw new RefusedWithHeaders("validation_error", `The ${name} cookie is not a path or an absolute URL; it was cleared`, "cookie", {
        "Set-Cookie": `${name}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax${name.startsWith("__Secure-") ? "; Secure" : ""}`,
      });
  }

  const url = new URL(request.url);
  const queryCallback = url.searchParams.get("callbackUrl");
  if (queryCallback !== null && !isReadableCallbackUrl(queryCallback))
    throw new ApiError("validation_error", "callbackUrl must be a path or an absolute URL", "callbackUrl");

  const headers = new Headers(request.headers);
  headers.delete("content-length");
  if (method !== "POST") return new NextRequest(request.url, { method, headers });

  const contentType = (request.headers.get("content-type") ?? "").trim();
  const form = FORM_TYPE.test(contentType);
  if (!form && !JSON_TYPE.test(contentType))
    throw new ApiError(
      "unsupported_media_type",
      "Content-Type must be application/x-www-form-urlencoded or application/json",
      "content-type",
    );
  const text = decodeUtf8Body(await readBodyBytes(request));
  let fields: Record<string, unknown>;
  if (form) {
    fields = Object.fromEntries(new URLSearchParams(text));
  } else {
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      throw new ApiError("invalid_json", undefined, "body");
    }
    if (json === null || typeof json !== "object" || Array.isArray(json))
      throw new ApiError("invalid_json", "The body must be a JSON object", "body");
    fields = json as Record<string, unknown>;
  }
  assertWellFormedText(fields);
  const callbackUrl = fields.callbackUrl;
  if (callbackUrl !== undefined && (typeof callbackUrl !== "string" || !isReadableCallbackUrl(callbackUrl)))
    throw new ApiError("validation_error", "callbackUrl must be a path or an absolute URL", "callbackUrl");
  const body = form ? new URLSearchParams(withoutNulCharacters(fields) as Record<string, string>).toString() : JSON.stringify(fields);
  return new NextRequest(request.url, { method, headers, body });
}

/** A refusal whose answer carries headers of its own: `Allow` on a 405, a Set-Cookie clearing a bad callback-url cookie. */
export class RefusedWithHeaders extends ApiError {
  constructor(
    code: ConstructorParameters<typeof ApiError>[0],
    message: string,
    field: string | undefined,
    readonly headers: Readonly<Record<string, string>>,
  ) {
    super(code, message, field);
  }
}
