/** How following claims is bounded. Policies as data. */

/** The most claims one account may follow. */
export const MAX_FOLLOWED_CLAIMS = 50;

/** A re-check pass holds its lease this long, renewed before each claim it re-checks. */
export const RECHECK_LEASE_MS = 5 * 60 * 1000;

/** The lease every instance competes for. */
export const RECHECK_LEASE_NAME = "recheck";

/** The most distinct claims one pass re-checks; the rest wait for the next pass. */
export const MAX_CLAIMS_PER_PASS = 200;

/** After a degraded re-check (a provider failed or hit its cap), the claim is tried again this much later. */
export const RETRY_AFTER_DEGRADED_MS = 60 * 60 * 1000;

/**
 * Re-checks stop for the day once an online provider has used this share of its daily cap, so
 * visitors' own checks keep the rest of it.
 */
export const RECHECK_CAP_SHARE = 0.8;

/** How many changes the Atom feed lists, newest first. */
export const FEED_ENTRIES = 50;

/**
 * The client fingerprint re-check rows are stored under (a visitor's is an HMAC in hex, so the two
 * never meet): Discover leaves these rows out of its counts, and a pass's repeats are one client.
 */
export const RECHECK_CLIENT = "recheck";
