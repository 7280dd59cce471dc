import type { FactCheckResult } from "@/lib/fact-check/types";
import { RecentMap } from "@/lib/cache/recent-map";

/**
 * What proxy.ts tells the fact-check handlers on the request it passes on, in headers of its
 * own. proxy.ts removes every one of them from the incoming request before it sets its own
 * values, so a client can never send them: a handler reads only what the guard wrote.
 *
 * So that a cached check costs one body read, one cache look-up and one user read, the guard
 * also hands what it read to the handler in this process (the middleware and the route handlers
 * are separate bundles of one process): the parsed body, the cached answers it found and
 * counted as cached, and the account's history owner. The request carries only a random token
 * for it; a handler takes the handoff once. Without one (another process, or the handoff was
 * swept), the handler reads the body again and loads the cached answers by the ids in
 * `cachedAnswers`: an answer the guard counted as cached is served as such, never computed free.
 */
export const FORWARDED_HEADERS = {
  /** The client as stored with its checks: a keyed hash, never an address (see `fingerprintKeyFor`). */
  clientFingerprint: "x-factlens-client-fingerprint",
  /**
   * Who may later confirm the check's suggested match, comma-separated keyed hashes (see
   * `ownerKeysFor`): the device cookie's and the account's, never the address's.
   */
  ownerKeys: "x-factlens-client-owner-keys",
  /** Per check of the request, in order, comma-separated: the id of the cached answer the guard counted as cached, or empty. */
  cachedAnswers: "x-factlens-cached-answers",
  /** The token of the guard's in-process handoff. */
  handoff: "x-factlens-guard-handoff",
} as const;

export const FORWARDED_HEADER_NAMES: readonly string[] = Object.values(FORWARDED_HEADERS);

/** The client fingerprint the guard set; undefined when the request did not come through it. */
export function forwardedClientFingerprint(request: Pick<Request, "headers">): string | undefined {
  const value = request.headers.get(FORWARDED_HEADERS.clientFingerprint);
  return value && /^[0-9a-f]{32}$/.test(value) ? value : undefined;
}

/** The owner keys the guard set (each a keyed hash); none when the request did not come through it. */
export function forwardedOwnerKeys(request: Pick<Request, "headers">): string[] {
  const value = request.headers.get(FORWARDED_HEADERS.ownerKeys);
  if (!value) return [];
  return value.split(",").filter((key) => /^[0-9a-f]{32}$/.test(key));
}

/**
 * What a handler is told of each check: the cached answer itself (from the handoff), the id of
 * one to load (from the header), null when the guard looked the cache up and found nothing (the
 * pipeline does not look again), or undefined when it did not look (the pipeline looks).
 */
export type CountedAsCached = FactCheckResult | { id: string } | null | undefined;

export type GuardHandoff = {
  /** The body as the handler's own schema parsed it. */
  body: unknown;
  /** Per check, in order: the answer the guard found in the cache, or null. */
  answers: Array<FactCheckResult | null>;
  /** The signed-in account whose history keeps the check (its saveHistory setting), else undefined. */
  historyOwnerId: string | undefined;
};

const HANDOFF_TTL_MS = 30_000;
const MAX_HANDOFFS = 10_000;
const globalForHandoff = globalThis as unknown as { factlensGuardHandoffs?: RecentMap<string, GuardHandoff> };
const handoffs = () => (globalForHandoff.factlensGuardHandoffs ??= new RecentMap(HANDOFF_TTL_MS, MAX_HANDOFFS));

/** Keeps a handoff for the handler and returns its token; ones never taken (the client went away) are swept after 30 s. */
export function putGuardHandoff(handoff: GuardHandoff, now = Date.now()): string {
  const token = crypto.randomUUID();
  handoffs().set(token, handoff, now);
  return token;
}

/** The guard's handoff for this request, taken once; null when there is none. */
export function takeGuardHandoff(request: Pick<Request, "headers">): GuardHandoff | null {
  const token = request.headers.get(FORWARDED_HEADERS.handoff);
  if (!token) return null;
  return handoffs().take(token, Date.now()) ?? null;
}

/** The ids of the answers the guard counted as cached, per check (the fallback when no handoff is found). */
export function forwardedCachedAnswerIds(request: Pick<Request, "headers">): Array<string | undefined> {
  const value = request.headers.get(FORWARDED_HEADERS.cachedAnswers);
  if (!value) return [];
  return value.split(",").map((id) => (/^[\w-]{1,64}$/.test(id) ? id : undefined));
}

/** What the handler knows of the guard's reading of this request. */
export type GuardedRequest<Body> = {
  body: Body;
  historyOwnerId: string | undefined;
  counted: CountedAsCached[];
  clientFingerprint: string | undefined;
  /** Who may later confirm the check's suggested match (`forwardedOwnerKeys`). */
  ownerKeys: string[];
};

/**
 * The request as the guard read it: from the handoff when there is one (no second body read,
 * cache look-up or user read), else read here with `readBody` and `readHistoryOwner`.
 */
export async function guardedRequest<Body>(
  request: Request,
  readBody: (request: Request) => Promise<Body>,
  readHistoryOwner: (request: Request) => Promise<string | undefined>,
): Promise<GuardedRequest<Body>> {
  const clientFingerprint = forwardedClientFingerprint(request);
  const ownerKeys = forwardedOwnerKeys(request);
  const handoff = takeGuardHandoff(request);
  if (handoff)
    return {
      body: handoff.body as Body,
      historyOwnerId: handoff.historyOwnerId,
      counted: handoff.answers,
      clientFingerprint,
      ownerKeys,
    };
  const body = await readBody(request);
  const historyOwnerId = await readHistoryOwner(request);
  return {
    body,
    historyOwnerId,
    counted: forwardedCachedAnswerIds(request).map((id) => (id ? { id } : undefined)),
    clientFingerprint,
    ownerKeys,
  };
}
