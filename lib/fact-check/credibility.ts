/**
 * Source credibility: the types of the credibility table and the lookup that scores a source by its
 * URL or outlet name. The table itself, its scale, the institutional host rules and the default for
 * unrated outlets are data in config/credibility.ts.
 *
 * Pure: no I/O.
 */

import {
  CREDIBILITY_TABLE,
  DEFAULT_CREDIBILITY,
  INSTITUTIONAL_DEFAULTS,
  PEER_REVIEWED_JOURNAL_RULE,
  PEER_REVIEWED_JOURNALS,
  PUBLIC_AGENCIES,
  SCIENTIFIC_AGENCY_RULE,
  STATISTICAL_AGENCY_RULE,
} from "@/config/credibility";
import { foldAccents } from "@/lib/text/fold";

export {
  CREDIBILITY_TABLE,
  DEFAULT_CREDIBILITY,
  INSTITUTIONAL_DEFAULTS,
  PEER_REVIEWED_JOURNAL_RULE,
  PEER_REVIEWED_JOURNALS,
  PUBLIC_AGENCIES,
  SCIENTIFIC_AGENCY_RULE,
  STATISTICAL_AGENCY_RULE,
};

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

/** How a source's score was found: its table entry, a rule for its class of source, or the default for unrated outlets. */
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
export interface InstitutionalRule extends SourceRule {
  readonly pattern: RegExp;
}

/** A rule that scores a whole class of source: its score, kind, reason and name. */
export interface SourceRule {
  readonly score: number;
  readonly reason: string;
  /** The rule in a few words, as a source's credibility explanation names it. */
  readonly rule: string;
  readonly kind: OutletKind;
}

/** A peer-reviewed journal the journal rule knows: the DOI stems it publishes under and its own sites. */
export interface PeerReviewedJournal {
  readonly name: string;
  /** Starts of its DOIs ("10.7326/", "10.1126/sciadv"), matched case-insensitively. */
  readonly doiStems: readonly string[];
  /** Its own sites: a domain ("pnas.org", subdomains too), or a domain and a path ("academic.oup.com/qje"). */
  readonly sites?: readonly string[];
}

/** A public agency the agency rules know: official statistics, or science and research. */
export interface PublicAgency {
  readonly name: string;
  /** Its domains ("cancer.gov"); subdomains match too. */
  readonly domains: readonly string[];
  readonly role: "statistics" | "science";
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
 * The DOI a URL names: the path of a doi.org link, or a DOI inside a publisher's path
 * ("/doi/10.7326/M18-2101"); undefined when it names none.
 */
export function doiOf(url: string): string | undefined {
  const host = hostOf(url);
  if (!host) return undefined;
  let path = pathOf(url);
  try {
    path = decodeURIComponent(path);
  } catch {
    // a malformed escape: read the path as it is
  }
  if (host === "doi.org" || host.endsWith(".doi.org")) {
    const doi = path.replace(/^\/+/, "");
    return /^10\.\d{4,9}\/\S+$/.test(doi) ? doi : undefined;
  }
  return /\/(10\.\d{4,9}\/[^\s?#]+)/.exec(path)?.[1];
}

/** Whether a host and path fall under a site given as "domain" or "domain/path" (subdomains too). */
function underSite(host: string, path: string, site: string): boolean {
  const slash = site.indexOf("/");
  const domain = slash < 0 ? site : site.slice(0, slash);
  const prefix = slash < 0 ? "" : site.slice(slash);
  if (host !== domain && !host.endsWith(`.${domain}`)) return false;
  return !prefix || path === prefix || path.startsWith(prefix.endsWith("/") ? prefix : `${prefix}/`);
}

function pathOf(url: string): string {
  try {
    return new URL(/^[a-z][a-z0-9+.-]*:\/\//i.test(url.trim()) ? url.trim() : `https://${url.trim()}`).pathname;
  } catch {
    return "/";
  }
}

const fromRule = (rule: SourceRule, what: string): CredibilityResult => ({
  score: rule.score,
  reason: rule.reason,
  matched: "domain",
  kind: rule.kind,
  basis: "rule",
  explanation: `${rule.reason}. Not in the credibility table: ${rule.rule} (${what}) gives ${rule.score}/10.`,
});

/** The journal rule's verdict on a URL: a DOI under a listed journal's stem, or a page on its site. */
function journalRuleFor(url: string, host: string): CredibilityResult | undefined {
  const doi = doiOf(url)?.toLowerCase();
  if (doi) {
    const journal = PEER_REVIEWED_JOURNALS.find((j) => j.doiStems.some((stem) => doi.startsWith(stem.toLowerCase())));
    if (journal) return fromRule(PEER_REVIEWED_JOURNAL_RULE, `DOI ${doiOf(url)}, ${journal.name}`);
  }
  const path = pathOf(url);
  const journal = PEER_REVIEWED_JOURNALS.find((j) => (j.sites ?? []).some((site) => underSite(host, path, site)));
  return journal ? fromRule(PEER_REVIEWED_JOURNAL_RULE, `${host}, ${journal.name}`) : undefined;
}

/** The agency rules' verdict on a URL: a listed statistical or scientific agency's site. */
function agencyRuleFor(url: string, host: string): CredibilityResult | undefined {
  const path = pathOf(url);
  const agency = PUBLIC_AGENCIES.find((a) => a.domains.some((site) => underSite(host, path, site)));
  if (!agency) return undefined;
  return fromRule(agency.role === "statistics" ? STATISTICAL_AGENCY_RULE : SCIENTIFIC_AGENCY_RULE, `${host}, ${agency.name}`);
}

/**
 * Credibility of a source. Order: table domain (from the URL host, longest suffix wins), table
 * outlet name, the rule for peer-reviewed journals (a DOI or the journal's site), the rules for
 * official statistical and government scientific agencies, generic government/military/academic
 * host, then DEFAULT_CREDIBILITY.
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
  if (host && source.url) {
    const byRule = journalRuleFor(source.url, host) ?? agencyRuleFor(source.url, host);
    if (byRule) return byRule;
    const generic = INSTITUTIONAL_DEFAULTS.find((d) => d.pattern.test(host));
    if (generic) return fromRule(generic, host);
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
