import type { z } from "zod";
import { batchRequestSchema, factCheckRequestSchema } from "@/lib/api/schemas/fact-check";
import { readJsonBody } from "@/lib/api/request";
import { distinctClaims } from "@/lib/fact-check/batch";
import type { CheckRequest } from "@/lib/fact-check/pipeline";
import type { FactCheckResult } from "@/lib/fact-check/types";
import type { ApiKeyResolution } from "@/lib/api-keys/store";
import { FORWARDED_HEADERS, putGuardHandoff } from "@/lib/rate-limit/forwarded";
import {
  bearerToken,
  cachedAnswersSubjectFor,
  clientCookie,
  fingerprintKeyFor,
  identify,
  ownerKeysFor,
  subjectFor,
  type Identity,
  type IdentifyOptions,
} from "@/lib/rate-limit/identity";
import type { RateLimitDecision, RateLimiter, RateLimitSubject } from "@/lib/rate-limit/limiter";
import {
  decisionHeaders,
  invalidApiKeyResponse,
  rateLimitExceededResponse,
  rateLimitUnavailableResponse,
} from "@/lib/rate-limit/responses";
import { logger } from "@/lib/logger";
import { stopwatch } from "@/lib/http/server-timing";
import { RecentMap } from "@/lib/cache/recent-map";

/**
 * The free limit on the fact-check endpoints, applied by proxy.ts before a handler runs.
 *
 * What counts: one check per claim the pipeline will actually compute. The body is read
 * (from a clone, or from proxy.ts's own copy) with the handlers' own schemas and size rules; a body they would refuse is
 * passed on uncounted and the handler answers the 4xx. A claim the cache will answer counts
 * nothing against the checks, but has its own generous rate (policy `cached-answers`, 60 a
 * minute per client, answered with the same 429 and headers when exceeded). A batch counts each
 * of its distinct claims (a claim repeated, in any spelling that normalises the same, once), all
 * or nothing: when they do not all fit, none runs. Every answer carries the
 * X-RateLimit-* headers of the checks (counted or not).
 *
 * Who is counted: a request with `Authorization: Bearer <key>` is counted per API key under
 * its tier's policy (api-free, api-pro); a key that is unknown, revoked or malformed gets a
 * 401 and counts nothing. Without the header: the anonymous client (IP and cookie), and a
 * signed-in account on top of those, under the web policy.
 *
 * The handler is told who asked (`forwarded.ts`): a keyed hash of the client, stored with the
 * check, so Trending counts clients and a client's repeat of a cached answer is stored once.
 * A request passed on also hands the handler what was read here (the parsed body, the cached
 * answers counted as cached, the history owner): the handler reads none of it again.
 */

type RateLimitedRoute = { schema: z.ZodType; checks: (body: never) => CheckRequest[] };
const route = <Schema extends z.ZodType>(schema: Schema, checks: (body: z.output<Schema>) => CheckRequest[]) => ({ schema, checks });

/** Each rate-limited endpoint: the handler's schema for its body, and the checks a valid body will run. */
export const RATE_LIMITED_ROUTES: Record<string, RateLimitedRoute> = {
  "/api/fact-check": route(factCheckRequestSchema, (body) => [body]),
  "/api/fact-check/stream": route(factCheckRequestSchema, (body) => [body]),
  // A batch's checks are its distinct claims (lib/fact-check/batch.ts): a repeated claim is computed and counted once.
  "/api/fact-check/batch": route(batchRequestSchema, ({ claims, ...options }) =>
    distinctClaims(claims).claims.map((claim) => ({ claim, ...options })),
  ),
};

/**
 * POST /api/fact-check/{id}/confirm: the visitor's answer on a suggested match. It runs no check
 * (no free check is spent) but is counted under the cached-answer rate, and its handler is told
 * who asks, as the check endpoints' are.
 */
export const CONFIRM_ROUTE = /^\/api\/fact-check\/[^/]+\/confirm$/;

/**
 * The body as the route's handler would parse it, and its checks; null for a body the handler
 * will refuse (its 4xx is the handler's to give). The body is read from a clone unless the
 * request's body is already the guard's own copy (`bodyIsOwnCopy`), so it stays whole for the handler.
 */
async function readChecks(request: Request, route: RateLimitedRoute, bodyIsOwnCopy: boolean) {
  try {
    const body = await readJsonBody(bodyIsOwnCopy ? request : request.clone(), route.schema);
    return { body, checks: route.checks(body as never) };
  } catch {
    return null;
  }
}

export type FactCheckGuardOptions = {
  limiter: RateLimiter;
  /** Counts the cached-answer rate (policy `cached-answers`); `limiter` when not given. */
  cachedAnswersLimiter?: RateLimiter;
  /** TRUSTED_PROXY and the peer-header flag: how the client's address is read (lib/http/client-address.ts). */
  address: IdentifyOptions["address"];
  /**
   * The answer the cache will give this check (`cached-answers.ts`), or null. The answer found is
   * handed to the handler, which serves it rather than looking again; `true` (tests) counts the
   * check as cached without handing anything on.
   */
  isCached: (check: CheckRequest) => Promise<FactCheckResult | boolean | null>;
  /** The signed-in account whose history keeps checks, read with the same user read as `signedInUserId`; handed to the handler. */
  historyOwnerId?: (request: Request) => Promise<string | undefined>;
  /**
   * The request's body is the guard's own copy, read without cloning. True in proxy.ts: Next.js
   * hands middleware a copy of the body and replays the original to the handler. Default false:
   * the guard reads a clone and leaves the body whole.
   */
  bodyIsOwnCopy?: boolean;
  /** Epoch milliseconds, for Retry-After and the 429 message. */
  clock: () => number;
  /** The seam for accounts: a signed-in user is counted by id (see `identity.ts`). */
  signedInUserId?: IdentifyOptions["signedInUserId"];
  newClientId?: () => string;
  /** Looks up a presented API key (`lib/api-keys/store.ts`); without it every key is refused. */
  resolveApiKey?: (key: string) => Promise<ApiKeyResolution>;
  /**
   * How long the headers of a request that counts nothing (all cached) may reuse this client's
   * last decision instead of reading the store again, in ms (default 0: always read). The
   * guard's own counting updates it at once; another instance's may show up to this late.
   */
  peekMemoMs?: number;
  /** A keyed hash (32 hex characters) of a client's `fingerprintKeyFor`; without it no fingerprint is passed on. */
  fingerprint?: (key: string) => string;
  /**
   * Waits for this request's turn before the guard's own work (identity, body, cache and store
   * look-ups): lib/http/heavy-turns.ts, so a burst of checks does not hold up accepting connections.
   */
  turn?: () => Promise<void>;
};

export type GuardResult = {
  /** Send this instead of running the handler: 429 over the limit, 503 when the store is down and the fail mode is closed. */
  response: Response | null;
  /** Headers for whichever response goes out: a new client's cookie, and the rate-limit headers when the handler answers. */
  headers: Headers;
  /** Headers for the request passed on to the handler (`forwarded.ts`). */
  forward: Headers;
  /** Where the guard's time went, in ms per stage (bench:load's profile shows them). */
  timings: Array<[stage: string, ms: number]>;
};

export type FactCheckGuard = (request: Request) => Promise<GuardResult | null>;

/** The client behind an Authorization header: its API key, or the response refusing it (401; 503 when keys cannot be looked up). */
async function apiKeyIdentity(token: string, resolveApiKey: FactCheckGuardOptions["resolveApiKey"]): Promise<Identity | Response> {
  if (!token) return invalidApiKeyResponse("malformed");
  let resolution: ApiKeyResolution;
  try {
    resolution = resolveApiKey ? await resolveApiKey(token) : { status: "unknown" };
  } catch (error) {
    logger.warn({ error }, "rate limit: could not look up an API key");
    return rateLimitUnavailableResponse();
  }
  return resolution.status === "valid"
    ? { kind: "api-key", keyId: resolution.keyId, tier: resolution.tier, accountId: resolution.accountId }
    : invalidApiKeyResponse(resolution.status);
}

const MAX_REMEMBERED_DECISIONS = 10_000;

export function createFactCheckGuard(options: FactCheckGuardOptions): FactCheckGuard {
  const memoMs = options.peekMemoMs ?? 0;
  const decisions = new RecentMap<string, RateLimitDecision>(memoMs, MAX_REMEMBERED_DECISIONS);
  const remember = (key: string, decision: RateLimitDecision) => {
    if (memoMs <= 0 || (decision.outcome !== "allowed" && decision.outcome !== "denied")) return;
    decisions.set(key, decision, options.clock());
  };
  const peek = async (subject: RateLimitSubject): Promise<RateLimitDecision> => {
    const key = `${subject.policy}\n${subject.keys.join("\n")}`;
    const known = decisions.get(key, options.clock());
    if (known) return known;
    const decision = await options.limiter.peek(subject);
    remember(key, decision);
    return decision;
  };
  const consume = async (subject: RateLimitSubject, cost: number): Promise<RateLimitDecision> => {
    const decision = await options.limiter.consume(subject, cost);
    // What a read of the store would now say (a peek is never a denial): a denial changed nothing, an allowance is the new count.
    if (decision.outcome === "allowed" || decision.outcome === "denied")
      remember(`${subject.policy}\n${subject.keys.join("\n")}`, { ...decision, outcome: "allowed", cost: 0 });
    return decision;
  };

  return async (request) => {
    if (request.method !== "POST") return null;
    const url = new URL(request.url);
    const pathname = url.pathname.replace(/\/+$/, "");
    const confirming = CONFIRM_ROUTE.test(pathname);
    const route = RATE_LIMITED_ROUTES[pathname];
    if (!route && !confirming) return null;
    await options.turn?.();

    const headers = new Headers();
    const forward = new Headers();
    const { laps: timings, lap } = stopwatch();
    const answer = (response: Response | null): GuardResult => ({ response, headers, forward, timings });

    const token = bearerToken(request.headers.get("authorization"));
    const identity = token === null ? await identify(request, options) : await apiKeyIdentity(token, options.resolveApiKey);
    lap("identity");
    if (identity instanceof Response) return answer(identity);
    const subject = subjectFor(identity);
    if (identity.kind !== "api-key" && identity.newClientId) {
      const secure = url.protocol === "https:" || request.headers.get("x-forwarded-proto") === "https";
      headers.append("set-cookie", clientCookie(identity.clientId, secure));
    }
    if (options.fingerprint) {
      const fingerprint = options.fingerprint;
      forward.set(FORWARDED_HEADERS.clientFingerprint, fingerprint(fingerprintKeyFor(identity)));
      forward.set(FORWARDED_HEADERS.ownerKeys, ownerKeysFor(identity).map(fingerprint).join(","));
    }

    if (!route) {
      // A confirmation: one answer at the cached-answer rate; the checks' headers are only read.
      const [limited, decision] = await Promise.all([
        (options.cachedAnswersLimiter ?? options.limiter).consume(cachedAnswersSubjectFor(identity), 1),
        peek(subject),
      ]);
      lap("limit");
      if (limited.outcome === "denied") return answer(rateLimitExceededResponse(limited, options.clock()));
      // Like a cached answer, a confirmation spends no check: neither used-up checks nor a store that cannot answer refuse it.
      if (decision.outcome === "allowed" || decision.outcome === "denied")
        for (const [name, value] of Object.entries(decisionHeaders(decision))) headers.set(name, value);
      return answer(null);
    }

    const parsed = await readChecks(request, route, options.bodyIsOwnCopy ?? false);
    const checks = parsed?.checks ?? null;
    lap("body");
    const found = checks ? await Promise.all(checks.map((check) => options.isCached(check).catch(() => null))) : [];
    const cached = found.map((result) => result !== null && result !== false);
    const cost = cached.filter((isCached) => !isCached).length;
    const cachedCount = cached.length - cost;
    lap("cache");

    // Cached answers first: their rate is generous, so a request it refuses has spent no check.
    // With nothing to count, the checks' headers are only read: both store calls go out at once.
    const rate =
      cachedCount > 0 ? (options.cachedAnswersLimiter ?? options.limiter).consume(cachedAnswersSubjectFor(identity), cachedCount) : null;
    const peeked = cost === 0 ? peek(subject) : null;
    if (rate) {
      const limited = await rate;
      if (limited.outcome === "denied") return answer(rateLimitExceededResponse(limited, options.clock()));
      // A store that cannot answer never refuses a cached answer, even with RATE_LIMIT_FAIL_MODE=closed:
      // that mode guards the checks' allowance, and a cached answer spends none of it.
    }
    const decision = peeked ? await peeked : await consume(subject, cost);
    lap("limit");
    if (decision.outcome === "denied") return answer(rateLimitExceededResponse(decision, options.clock()));
    if (decision.outcome === "unavailable") return answer(rateLimitUnavailableResponse());
    for (const [name, value] of Object.entries(decisionHeaders(decision))) headers.set(name, value);

    // Passed on: what was read goes to the handler, which neither reads it again nor looks the cache up again.
    if (parsed && checks) {
      const answers = found.map((result) => (typeof result === "object" && result !== null ? result : null));
      forward.set(FORWARDED_HEADERS.cachedAnswers, answers.map((result) => result?.id ?? "").join(","));
      if (options.historyOwnerId && answers.every((result, index) => result !== null || !cached[index])) {
        const historyOwnerId = await options.historyOwnerId?.(request);
        forward.set(FORWARDED_HEADERS.handoff, putGuardHandoff({ body: parsed.body, answers, historyOwnerId }));
      }
    }
    return answer(null);
  };
}
