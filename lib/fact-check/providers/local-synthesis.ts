import { credibilityFields, lookupCredibility, outletNameForUrl } from "@/lib/fact-check/credibility";
import { CONFIDENCE_MAP, CONFIDENCE_MAPS_BY_PATH, type CalibrationMap } from "@/lib/fact-check/calibration";
import { UNCLEAR_SUMMARIES } from "@/lib/fact-check/unclear-summary";
import { assess, recencyWeight, confidenceBand, type WeightedRating } from "@/lib/fact-check/confidence";
import type { EvidenceItem, FactCheckMatch, Synthesis, SynthesisInput, Synthesiser } from "@/lib/fact-check/providers/types";
import { buildContext } from "@/lib/fact-check/context";
import { buildTimeline } from "@/lib/fact-check/timeline";
import { firstSentences, listNames } from "@/lib/text/prose";
import type { MatchPath, Source, Stance } from "@/lib/fact-check/types";
import { VERDICT_LABELS } from "@/lib/fact-check/verdict-labels";
import type { Verdict } from "@/lib/fact-check/verdict";
import { isoDay } from "@/lib/dates";

const isoDate = (date: Date | undefined) => (date ? isoDay(date) : null);

function stanceOf(verdict: Verdict | null): Stance {
  if (verdict === "TRUE" || verdict === "MOSTLY_TRUE") return "supports";
  if (verdict === "FALSE" || verdict === "MOSTLY_FALSE") return "disputes";
  return "neutral";
}

/** How long a source's excerpt may be. */
const EXCERPT_CHARS = 320;

type Candidate = Omit<Source, "id"> & { rank: number };

function sourceFromMatch(match: FactCheckMatch): Candidate {
  const fields = credibilityFields({ url: match.review.url, outlet: match.review.publisherName });
  const credibility = fields.credibility;
  const rating = `Rated "${match.review.textualRating}"`;
  const excerpt = match.review.summary
    ? `${rating}. ${firstSentences(match.review.summary, EXCERPT_CHARS)}`
    : `${rating}: "${match.claim.text}"`;
  return {
    outlet: match.review.publisherName,
    publishDate: isoDate(match.review.reviewDate),
    ...fields,
    stance: stanceOf(match.verdict),
    title: match.review.title ?? `Fact-check: ${match.claim.text}`,
    excerpt,
    relevance: Math.round(match.matchScore * 100),
    url: match.review.url,
    rank: match.matchScore * credibility,
  };
}

function sourceFromEvidence(item: EvidenceItem): Candidate {
  const fields = credibilityFields({ url: item.url, outlet: item.outlet });
  const credibility = fields.credibility;
  return {
    outlet: item.outlet ?? outletNameForUrl(item.url),
    publishDate: isoDate(item.publishDate),
    ...fields,
    stance: item.stance ?? "neutral",
    title: item.title,
    excerpt: firstSentences(item.snippet, EXCERPT_CHARS),
    relevance: Math.round(item.relevance * 100),
    url: item.url,
    rank: item.relevance * credibility * 0.9,
  };
}

/** Every source is one a provider returned; the same URL appears once, at its best. */
export function buildSources(matches: FactCheckMatch[], evidence: EvidenceItem[], maxSources: number): Source[] {
  const byUrl = new Map<string, Candidate>();
  for (const candidate of [...matches.map(sourceFromMatch), ...evidence.map(sourceFromEvidence)]) {
    const existing = byUrl.get(candidate.url);
    if (!existing || candidate.rank > existing.rank) byUrl.set(candidate.url, candidate);
  }
  return [...byUrl.values()]
    .sort((a, b) => b.rank - a.rank)
    .slice(0, maxSources)
    .map(({ rank: _rank, ...source }, index) => ({ id: `src-${index + 1}`, ...source }));
}

function majorityCategory(matches: FactCheckMatch[]): string | undefined {
  const counts = new Map<string, number>();
  for (const match of matches) if (match.category) counts.set(match.category, (counts.get(match.category) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1])[0]?.[0];
}

function summarize(status: Verdict, matches: FactCheckMatch[], evidence: EvidenceItem[]): string {
  const rated = matches.filter((m) => m.verdict);
  if (rated.length === 0 && evidence.length === 0) {
    return UNCLEAR_SUMMARIES["nothing-found"];
  }
  const publishers = [...new Set(rated.map((m) => m.review.publisherName))];
  const lead = rated.find((m) => m.review.summary) ?? rated[0];
  const detail = lead?.review.summary ? ` ${firstSentences(lead.review.summary, 280)}` : "";
  if (status === "DISPUTED") {
    const sides = rated.map((m) => `${m.review.publisherName} rates it "${m.review.textualRating}"`);
    return `Reliable reviewers disagree about this claim: ${listNames(sides.slice(0, 4))}.${detail}`;
  }
  if (status === "UNCLEAR") {
    if (rated.length === 0) return `The sources we found discuss this claim but none rates it, so Factlens cannot give a verdict.${detail}`;
    return `${listNames(publishers)} ${publishers.length > 1 ? "find" : "finds"} the evidence insufficient to rate this claim true or false.${detail}`;
  }
  const count = rated.length === 1 ? "One published review" : `${rated.length} published reviews`;
  return `${count} from ${listNames(publishers.slice(0, 4))}${publishers.length > 4 ? " and others" : ""} ${rated.length === 1 ? "rates" : "rate"} this claim ${VERDICT_LABELS[status]}.${detail}`;
}

const YEAR_MS = 365.25 * 24 * 3600 * 1000;

type RatedMatch = FactCheckMatch & { verdict: Verdict };
const isRated = (m: FactCheckMatch): m is RatedMatch => m.verdict !== null;

/** The counted fact-checks with a readable rating, as the confidence rules weigh them. */
export function weightedRatings(matches: FactCheckMatch[], now: Date): WeightedRating[] {
  return matches.filter(isRated).map((m) => ({
    verdict: m.verdict,
    match: m.matchScore,
    credibility: lookupCredibility({ url: m.review.url, outlet: m.review.publisherName }).score,
    recency: recencyWeight(m.review.reviewDate, now),
    publisher: m.review.publisherName,
    ...(m.review.reviewDate ? { ageYears: (now.getTime() - m.review.reviewDate.getTime()) / YEAR_MS } : {}),
  }));
}

export type LocalSynthesiserOptions = {
  /** The fitted confidence map (the committed one by default); null gives the uncalibrated score. */
  calibration?: CalibrationMap | null;
  /**
   * A map per match path (scorer, visitor-confirmed, model-judged), used for answers matched that
   * way; a path without one uses `calibration`. Defaults to the committed per-path maps when
   * `calibration` is the committed one (not given), else to none.
   */
  pathCalibration?: Partial<Record<MatchPath, CalibrationMap>>;
};

/** The deterministic evidence aggregator: same input, same verdict. */
export class LocalSynthesiser implements Synthesiser {
  readonly name = "local-synthesis";
  private readonly calibration: CalibrationMap | null;
  private readonly pathCalibration: Partial<Record<MatchPath, CalibrationMap>>;

  constructor({ calibration, pathCalibration }: LocalSynthesiserOptions = {}) {
    this.calibration = calibration === undefined ? CONFIDENCE_MAP : calibration;
    this.pathCalibration = pathCalibration ?? (calibration === undefined ? CONFIDENCE_MAPS_BY_PATH : {});
  }

  /** The map for answers matched by `path` (the scorer's when unset). */
  calibrationFor(path: MatchPath | undefined): CalibrationMap | null {
    return this.pathCalibration[path ?? "scorer"] ?? this.calibration;
  }

  async synthesise(input: SynthesisInput): Promise<Synthesis> {
    const { matches, evidence, now } = input;
    const rated = matches.filter(isRated);
    const ratings = weightedRatings(matches, now);
    const calibration = this.calibrationFor(input.matchedBy);
    const { status, confidence, rawConfidence, factors, calibrationInputs } = assess(ratings, {
      failedProviders: input.failedProviders.length,
      calibration,
    });
    const sources = buildSources(matches, evidence, input.maxSources);
    const category = majorityCategory(matches);
    const reasoning = [
      ...ratings.map(
        (r, i) =>
          `${rated[i].review.publisherName} rated the claim "${rated[i].review.textualRating}" (${r.verdict}); match ${Math.round(r.match * 100)}%, credibility ${r.credibility}/10, recency weight ${r.recency.toFixed(2)}.`,
      ),
      ratings.length === 0 ? "No rated fact-check matched the claim." : "",
      `Factors: source credibility ${(factors.credibility * 100).toFixed(0)}%, consistency ${(factors.consistency * 100).toFixed(0)}%, evidence strength ${(factors.strength * 100).toFixed(0)}%.`,
      input.failedProviders.length ? `Unavailable providers lowered confidence: ${input.failedProviders.join(", ")}.` : "",
      calibrationInputs && calibration
        ? `Raw score ${rawConfidence}%, calibrated to ${confidence}%: the estimated probability that fact-checkers would give this verdict.`
        : "",
      `Verdict ${status} with ${confidence}% confidence (${confidenceBand(confidence)}).`,
    ]
      .filter(Boolean)
      .join("\n");
    return {
      status,
      confidence,
      summary: summarize(status, matches, evidence),
      reasoning,
      sources,
      timeline: buildTimeline(matches, sources),
      contextualAnalysis: buildContext({ claim: input.claim, matches, evidence, category }),
      category,
      synthesiser: this.name,
    };
  }
}
