/**
 * Source credibility: the types of the credibility table and the lookup that scores a source by its
 * URL or outlet name. The table itself, its scale, the institutional host rules and the default for
 * unrated outlets are data in config/credibility.ts.
 *
 * Pure: no I/O.
 */

import { CREDIBILITY_TABLE, DEFAULT_CREDIBILITY, INSTITUTIONAL_DEFAULTS } from "@/config/credibility";
import { foldAccents } from "@/lib/text/fold";

export { CREDIBILITY_TABLE, DEFAULT_CREDIBILITY, INSTITUTIONAL_DEFAULTS };

export type SourceKind =
  | "wire-service"
  | "fact-checker"
  | "government"
  | "intergovernmental"
  | "academy"
  | "journal"
  | "research-index"
  | "news"
  | "encyclopedia"
  | "social-media"
  | "self-publishing"
  | "state-media"
  | "unreliable"
  | "satire";

export interface CredibilityEntry {
  /** Registrable domain or host; subdomains match too ("www.politifact.com"). */
  readonly domain: string;
  /** Further domains of the same outlet (bbc.com next to bbc.co.uk). */
  readonly extraDomains?: readonly string[];
  /** Display name. */
  readonly outlet: string;
  /** Other names the outlet goes by ("AP", "AP Fact Check"). */
  readonly aliases?: readonly string[];
  readonly score: number;
  readonly kind: SourceKind;
  readonly reason: string;
}

/* ------------------------------------------------------------------------------------------ */

export type CredibilityBadge = "HIGH" | "MEDIUM" | "LOW";

/** The outlet kinds a source reports (the table's finer kinds grouped). */
export const OUTLET_KINDS = ["wire-service", "fact-checker", "government", "academic", "news", "other"] as const;
export type OutletKind = (typeof OUTLET_KINDS)[number];

export const OUTLET_KIND_LABELS: Record<OutletKind, string> = {
  "wire-service": "Wire service",
  "fact-checker": "Fact-checker",
  government: "Government",
  academic: "Academic",
  news: "News",
  other: "Other",
};

const OUTLET_KIND_BY_SOURCE_KIND: Record<SourceKind, OutletKind> = {
  "wire-service": "wire-service",
  "fact-checker": "fact-checker",
  government: "government",
  intergovernmental: "government",
  academy: "academic",
  journal: "academic",
  "research-index": "academic",
  news: "news",
  "state-media": "news",
  encyclopedia: "other",
  "social-media": "other",
  "self-publishing": "other",
  unreliable: "other",
  satire: "other",
};

/** How a source's score was found: its table entry, a generic host rule, or the default for unrated outlets. */
export type CredibilityBasis = "table" | "rule" | "default";

export interface CredibilityResult {
  score: number;
  reason: string;
  matched: "domain" | "outlet" | "default";
  entry?: CredibilityEntry;
  /** The outlet's kind (a host rule's kind, or "other" for unrated outlets). */
  kind: OutletKind;
  basis: CredibilityBasis;
  /** The reason, saying how the score was derived when the outlet is not in the table. */
  explanation: string;
}

/**
 * A generic score for institutional hosts not in the table (government, military, academic domains).
 * These come back with `matched: "domain"` and no `entry`.
 */
export interface InstitutionalRule {
  readonly pattern: RegExp;
  readonly score: number;
  readonly reason: string;
  /** The rule in a few words, as a source's credibility explanation names it. */
  readonly rule: string;
  readonly kind: OutletKind;
}

/* ------------------------------------------------------------------------------------------ */

/** Case-, accent- and punctuation-insensitive outlet key; drops a leading "The". */
export function outletKey(name: string): string {
  return foldAccents(name)
    .toLowerCase()
    .replace(/^\s*the\s+/, "")
    .replace(/[^\p{L}\p{N}]+/gu, "");
}

/** Trailing words stripped when an outlet name does not match as given ("USA Today Fact Check"). */
const OUTLET_SUFFIXES = ["factchecking", "factchecks", "factcheck", "factchecker", "faktencheck"];

const ENTRIES_BY_DOMAIN = new Map<string, CredibilityEntry>();
const ENTRIES_BY_OUTLET = new Map<string, CredibilityEntry>();
for (const entry of CREDIBILITY_TABLE) {
  for (const domain of [entry.domain, ...(entry.extraDomains ?? [])]) {
    if (ENTRIES_BY_DOMAIN.has(domain)) throw new Error(`credibility table: duplicate domain ${domain}`);
    ENTRIES_BY_DOMAIN.set(domain, entry);
  }
  for (const name of [entry.outlet, ...(entry.aliases ?? [])]) {
    const key = outletKey(name);
    const prior = ENTRIES_BY_OUTLET.get(key);
    if (prior && prior !== entry) throw new Error(`credibility table: outlet name "${name}" used twice`);
    ENTRIES_BY_OUTLET.set(key, entry);
  }
}

/** Lower-case host of a URL (scheme optional), without a trailing dot; undefined if unparsable. */
export function hostOf(url: string): string | undefined {
  const trimmed = url.trim();
  if (!trimmed) return undefined;
  const withScheme = /^[a-z][a-z0-9+.-]*:\/\//i.test(trimmed) ? trimmed : `https://${trimmed}`;
  try {
    const host = new URL(withScheme).hostname.toLowerCase().replace(/\.$/, "");
    return host.includes(".") ? host : undefined;
  } catch {
    return undefined;
  }
}

/** Table entry whose domain is the host or its longest matching parent domain. */
function entryForHost(host: string): CredibilityEntry | undefined {
  const labels = host.split(".");
  for (let i = 0; i < labels.length - 1; i++) {
    const entry = ENTRIES_BY_DOMAIN.get(labels.slice(i).join("."));
    if (entry) return entry;
  }
  return undefined;
}

function entryForOutlet(outlet: string): CredibilityEntry | undefined {
  let key = outletKey(outlet);
  if (!key) return undefined;
  const direct = ENTRIES_BY_OUTLET.get(key);
  if (direct) return direct;
  // "USA Today Fact Check" -> "usatoday"
  for (let changed = true; changed;) {
    changed = false;
    for (const suffix of OUTLET_SUFFIXES) {
      if (key.length > suffix.length && key.endsWith(suffix)) {
        key = key.slice(0, -suffix.length);
        changed = true;
        const hit = ENTRIES_BY_OUTLET.get(key);
        if (hit) return hit;
      }
    }
  }
  // An outlet given as a domain ("PolitiFact.com")
  if (/^[\w-]+(\.[\w-]+)+$/.test(outlet.trim())) {
    const host = hostOf(outlet);
    if (host) return entryForHost(host);
  }
  return undefined;
}

const fromEntry = (entry: CredibilityEntry, matched: "domain" | "outlet"): CredibilityResult => ({
  score: entry.score,
  reason: entry.reason,
  matched,
  entry,
  kind: OUTLET_KIND_BY_SOURCE_KIND[entry.kind],
  basis: "table",
  explanation: entry.reason,
});

/**
 * Credibility of a source. Order: table domain (from the URL host, longest suffix wins), table
 * outlet name, generic government/military/academic host, then DEFAULT_CREDIBILITY.
 */
export function lookupCredibility(source: { url?: string | null; outlet?: string | null }): CredibilityResult {
  const host = source.url ? hostOf(source.url) : undefined;
  if (host) {
    const entry = entryForHost(host);
    if (entry) return fromEntry(entry, "domain");
  }
  if (source.outlet) {
    const entry = entryForOutlet(source.outlet);
    if (entry) return fromEntry(entry, "outlet");
  }
  if (host) {
    const generic = INSTITUTIONAL_DEFAULTS.find((d) => d.pattern.test(host));
    if (generic) {
      return {
        score: generic.score,
        reason: generic.reason,
        matched: "domain",
        kind: generic.kind,
        basis: "rule",
        explanation: `${generic.reason}. Not in the credibility table: ${generic.rule} (${host}) gives ${generic.score}/10.`,
      };
    }
  }
  return {
    score: DEFAULT_CREDIBILITY.score,
    reason: DEFAULT_CREDIBILITY.reason,
    matched: "default",
    kind: "other",
    basis: "default",
    explanation: `${DEFAULT_CREDIBILITY.reason}. Unrated outlets get the default score of ${DEFAULT_CREDIBILITY.score}/10.`,
  };
}

/** A source's credibility fields: score, reason (or how the score was derived), basis and outlet kind. */
export function credibilityFields(source: { url?: string | null; outlet?: string | null }): {
  credibility: number;
  credibilityReason: string;
  credibilityBasis: CredibilityBasis;
  kind: OutletKind;
} {
  const found = lookupCredibility(source);
  return { credibility: found.score, credibilityReason: found.explanation, credibilityBasis: found.basis, kind: found.kind };
}

/** HIGH at 8 or more, MEDIUM at 6 or more, otherwise LOW. */
export function credibilityBadge(score: number): CredibilityBadge {
  if (score >= 8) return "HIGH";
  if (score >= 6) return "MEDIUM";
  return "LOW";
}

/** The table's outlet name for a URL, else its host without "www."; the input if unparsable. */
export function outletNameForUrl(url: string): string {
  const host = hostOf(url);
  if (!host) return url.trim();
  return entryForHost(host)?.outlet ?? host.replace(/^www\d*\./, "");
}
