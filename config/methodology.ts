import type { SourceKind } from "@/lib/fact-check/credibility";
import type { Verdict } from "@/lib/fact-check/verdict";

/**
 * Methodology copy as data: the confidence bands, what each verdict means, the confidence
 * factors and the credibility scale. The numbers that drive the pipeline (weights and caps
 * from lib/fact-check, the credibility table from config/credibility.ts) are read by the page
 * from the modules the pipeline uses, so they cannot drift.
 */

export type ConfidenceBand = { min: number; max: number; label: string; meaning: string };

/**
 * The five confidence bands, highest first. For verdicts other than Unclear the score is a
 * calibrated probability, so each band says how often fact-checkers would agree.
 */
export const confidenceBands: ConfidenceBand[] = [
  {
    min: 90,
    max: 100,
    label: "Very high",
    meaning:
      "Fact-checkers would give the same verdict at least 9 times in 10. Rely on the verdict, and still read the sources for the detail.",
  },
  {
    min: 70,
    max: 89,
    label: "High",
    meaning: "Fact-checkers would give the same verdict 7 to 9 times in 10. The verdict is well supported.",
  },
  {
    min: 50,
    max: 69,
    label: "Moderate",
    meaning: "More likely right than not, but far from settled. Disputed verdicts sit here or lower: reliable sources disagree.",
  },
  {
    min: 30,
    max: 49,
    label: "Low",
    meaning: "The evidence is weak or divided. Treat the verdict as a starting point for your own research.",
  },
  {
    min: 0,
    max: 29,
    label: "Very low",
    meaning:
      "Factlens found little or no usable evidence. This is where Unclear verdicts sit: their score says how little is known, not a probability.",
  },
];

export type VerdictDefinition = { label: string; meaning: string };

/** Every verdict, in the order the scale runs; Record makes a missing verdict a type error. */
export const verdictDefinitions: Record<Verdict, VerdictDefinition> = {
  TRUE: { label: "True", meaning: "The claim is accurate, and credible sources confirm it." },
  MOSTLY_TRUE: { label: "Mostly True", meaning: "The claim is accurate in substance but needs a clarification or leaves out a detail." },
  MIXED: { label: "Mixed", meaning: "The claim is partly accurate and partly not, or accurate only with important context." },
  MOSTLY_FALSE: { label: "Mostly False", meaning: "The claim contains a grain of truth but its message is wrong or misleading." },
  FALSE: { label: "False", meaning: "The claim is inaccurate, and credible sources refute it." },
  UNCLEAR: { label: "Unclear", meaning: "There is not enough good evidence to rate the claim either way. Confidence is 30 or less." },
  DISPUTED: { label: "Disputed", meaning: "Reliable sources reach opposite conclusions. Factlens shows both sides rather than pick one." },
};

export type ConfidenceFactor = { id: "credibility" | "consistency" | "strength"; title: string; description: string };

/** The three factors named in the verdict card's tooltip. */
export const confidenceFactors: ConfidenceFactor[] = [
  {
    id: "credibility",
    title: "Source credibility",
    description: "The average credibility score (0-10) of the sources behind the verdict, weighted by how much each one counts.",
  },
  {
    id: "consistency",
    title: "Consistency",
    description: "How closely the sources agree. Ratings that all say False score high; a spread from True to False scores low.",
  },
  {
    id: "strength",
    title: "Evidence strength",
    description:
      "How much closely matching, credible, recent evidence there is. It grows with each good source and levels off, so piling on weak sources cannot fake certainty.",
  },
];

export type CalibrationInput = { title: string; description: string };

/** What the calibration map reads beside the raw score of the three factors. */
export const calibrationInputs: CalibrationInput[] = [
  {
    title: "Match",
    description: "How likely the best matching fact-check reviews your claim and not a close one (P(same claim), from the claim matcher).",
  },
  { title: "Agreeing publishers", description: "How many independent publishers gave exactly this verdict." },
  { title: "Best reviewer", description: "The credibility of the most credible publisher behind the verdict." },
  { title: "Age", description: "How long ago the newest review was published." },
];

export type CredibilityScaleRow = { range: string; description: string };

/** What each part of the 0-10 credibility scale means. */
export const credibilityScale: CredibilityScaleRow[] = [
  {
    range: "9-10",
    description:
      "Primary data or rigorous editorial or peer review with a corrections record: wire services, statistical agencies, leading peer-reviewed journals.",
  },
  { range: "8", description: "Professional newsrooms and fact-checkers with published methods and corrections policies." },
  {
    range: "6-7",
    description:
      "Generally reliable with a known caveat: commentary mixed with reporting, openly edited reference works, government communications, indexes of uneven material.",
  },
  {
    range: "4-5",
    description:
      "Unrated outlets, partisan or political communications: a claim to be checked, not evidence. Sources we have not rated start at 5.",
  },
  { range: "2-3", description: "User-generated content without editorial review, or sites with a poor accuracy record." },
  { range: "0-1", description: "Sites known for fabrications or conspiracy content, and satire, which is not meant to be factual." },
];

export type CredibilityBadgeRule = { badge: "HIGH" | "MEDIUM" | "LOW"; rule: string };

/** The badge each source card shows next to its score. */
export const credibilityBadgeRules: CredibilityBadgeRule[] = [
  { badge: "HIGH", rule: "8 or more" },
  { badge: "MEDIUM", rule: "6 or more, below 8" },
  { badge: "LOW", rule: "below 6" },
];

/** Section titles of the credibility table, in the order the page lists them. */
export const sourceKindLabels: Record<SourceKind, string> = {
  "wire-service": "Wire services",
  "fact-checker": "Fact-checkers",
  news: "News organisations",
  government: "Government agencies",
  intergovernmental: "Intergovernmental organisations",
  academy: "Academies of science",
  journal: "Peer-reviewed journals",
  "research-index": "Research indexes and preprint servers",
  encyclopedia: "Encyclopedias and reference works",
  "state-media": "State-controlled media",
  "social-media": "Social media platforms",
  "self-publishing": "Self-publishing platforms",
  unreliable: "Unreliable sites",
  satire: "Satire",
};

export type VerdictThreshold = { range: string; verdict: Verdict };

/**
 * Where the weighted average of the fact-checks' ratings lands on the scale (True +2 … False −2).
 * Mirrors `fromMean` in lib/fact-check/confidence.ts.
 */
export const verdictThresholds: VerdictThreshold[] = [
  { range: "1.5 or more", verdict: "TRUE" },
  { range: "0.5 up to 1.5", verdict: "MOSTLY_TRUE" },
  { range: "above −0.5, below 0.5", verdict: "MIXED" },
  { range: "above −1.5, down to −0.5", verdict: "MOSTLY_FALSE" },
  { range: "−1.5 or less", verdict: "FALSE" },
];
