import type { FactCheckResult, Source, Stance } from "@/lib/fact-check/types";

/**
 * Where a result's sources disagree (the Analysis tab's "Where sources disagree" panel):
 * - "fact-checkers-vs-web": the fact-checkers lean one way and the web evidence the other;
 * - "fact-checkers-disagree": reliable fact-checkers (credibility 6 or more) rate the claim both
 *   ways, or the verdict is DISPUTED.
 * Null when every source that takes a side takes the same one. Pure: no I/O.
 */

/** The credibility from which a fact-checker counts as reliable (the table's MEDIUM band). */
export const RELIABLE_CREDIBILITY = 6;

export type DisagreementSource = Pick<Source, "id" | "outlet" | "stance" | "credibility" | "url"> & {
  /** A published fact-check of the claim, or web evidence. */
  role: "fact-checker" | "web-evidence";
};

export type Disagreement = {
  kind: "fact-checkers-vs-web" | "fact-checkers-disagree";
  /** Sources that support the claim, most credible first. */
  supports: DisagreementSource[];
  /** Sources that dispute it, most credible first. */
  disputes: DisagreementSource[];
};

/** +1 when the sources lean towards supporting the claim, -1 towards disputing it, 0 when neither. */
function lean(sources: DisagreementSource[]): number {
  const sum = sources.reduce((total, source) => total + (source.stance === "supports" ? 1 : source.stance === "disputes" ? -1 : 0), 0);
  return Math.sign(sum);
}

const byCredibility = (a: DisagreementSource, b: DisagreementSource) => b.credibility - a.credibility || a.outlet.localeCompare(b.outlet);
const side = (sources: DisagreementSource[], stance: Stance) => sources.filter((s) => s.stance === stance).sort(byCredibility);

export function findDisagreement(result: Pick<FactCheckResult, "sources" | "googleFactCheck" | "verdict">): Disagreement | null {
  const reviewUrls = new Set((result.googleFactCheck ?? []).map((entry) => entry.review.url));
  const sources: DisagreementSource[] = result.sources.map((s) => ({
    id: s.id,
    outlet: s.outlet,
    stance: s.stance,
    credibility: s.credibility,
    url: s.url,
    role: reviewUrls.has(s.url) ? "fact-checker" : "web-evidence",
  }));
  const supports = side(sources, "supports");
  const disputes = side(sources, "disputes");
  // Two sides need a source on each.
  if (supports.length === 0 || disputes.length === 0) return null;
  const factCheckers = sources.filter((s) => s.role === "fact-checker");
  const web = sources.filter((s) => s.role === "web-evidence");
  const [fcLean, webLean] = [lean(factCheckers), lean(web)];
  if (fcLean !== 0 && webLean !== 0 && fcLean !== webLean) return { kind: "fact-checkers-vs-web", supports, disputes };
  const reliable = factCheckers.filter((s) => s.credibility >= RELIABLE_CREDIBILITY);
  const reliableSplit = reliable.some((s) => s.stance === "supports") && reliable.some((s) => s.stance === "disputes");
  if (reliableSplit || result.verdict.status === "DISPUTED") return { kind: "fact-checkers-disagree", supports, disputes };
  return null;
}
