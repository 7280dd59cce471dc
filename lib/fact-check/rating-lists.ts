/**
 * The rating normaliser's vocabulary, read from the data files in `lists/` (one JSON file per
 * list, each with a "description" of what it is and how it is used). Entries that start with
 * "# " are notes for readers (a verdict heading, a term's language or source) and are dropped here;
 * verdicts, polarities and anchors are checked when the module loads.
 */
import bridgeWords from "@/lib/fact-check/lists/bridge-words.json";
import concessives from "@/lib/fact-check/lists/concessives.json";
import copulas from "@/lib/fact-check/lists/copulas.json";
import degreeAdverbs from "@/lib/fact-check/lists/degree-adverbs.json";
import degreeModifiers from "@/lib/fact-check/lists/degree-modifiers.json";
import letterFolds from "@/lib/fact-check/lists/letter-folds.json";
import negators from "@/lib/fact-check/lists/negators.json";
import pinocchioScale from "@/lib/fact-check/lists/pinocchio-scale.json";
import postNegators from "@/lib/fact-check/lists/post-negators.json";
import ratingVocabulary from "@/lib/fact-check/lists/rating-vocabulary.json";
import { isVerdict, type Verdict } from "./verdict";

/** Words that take part in "mostly X" / "partly X" compounds and in negation. */
export type Polarity = "true" | "false";

/**
 * Where a term may stand:
 * - "leading" (default): opening the first sentence or after a copula ("this is false").
 * - "predicate": only after a copula, or as the whole sentence ("That's right", "Right."),
 *   because the word is common outside ratings ("right-wing", "por cierto").
 * - "whole": only as the entire rating ("Legit", "Nì").
 */
export type Anchor = "leading" | "predicate" | "whole";

export interface RatingTerm {
  /** Spellings as publishers write them; normalised (case, accents, punctuation) at load time. */
  readonly terms: readonly string[];
  readonly verdict: Verdict;
  readonly polarity?: Polarity;
  /** Verdict when fully negated ("not verified" -> UNCLEAR). Default: NEGATION[verdict]. */
  readonly negated?: Verdict | null;
  readonly anchor?: Anchor;
}

/** A reader's note in a list ("# FALSE", "# es"), not an entry. */
function isNote(entry: unknown): boolean {
  return typeof entry === "string" && entry.startsWith("# ");
}
function words(entries: readonly string[]): readonly string[] {
  return entries.filter((entry) => !isNote(entry));
}
function verdict(value: unknown, where: string): Verdict {
  if (!isVerdict(value)) throw new Error(`${where}: "${String(value)}" is not a verdict`);
  return value;
}
function oneOf<T extends string>(value: unknown, allowed: readonly T[], where: string): T | undefined {
  if (value === undefined) return undefined;
  if (!allowed.includes(value as T)) throw new Error(`${where}: "${String(value)}" must be one of ${allowed.join(", ")}`);
  return value as T;
}

type RawTerm = { terms: readonly string[]; verdict: string; polarity?: string; negated?: string | null; anchor?: string };

/** Checks one entry, keeping its fields in the order they are written. */
function ratingTerm(raw: RawTerm): RatingTerm {
  const where = `rating-vocabulary.json (${raw.terms.find((t) => !isNote(t)) ?? "?"})`;
  const checked = Object.entries(raw).map(([key, value]) => {
    if (key === "terms") return [key, words(raw.terms)];
    if (key === "verdict") return [key, verdict(value, where)];
    if (key === "negated") return [key, value === null ? null : verdict(value, where)];
    if (key === "polarity") return [key, oneOf<Polarity>(value, ["true", "false"], where)];
    if (key === "anchor") return [key, oneOf<Anchor>(value, ["leading", "predicate", "whole"], where)];
    throw new Error(`${where}: unknown field "${key}"`);
  });
  return Object.fromEntries(checked) as RatingTerm;
}

export const RATING_VOCABULARY: readonly RatingTerm[] = (ratingVocabulary.entries as readonly (RawTerm | string)[])
  .filter((entry): entry is RawTerm => !isNote(entry))
  .map(ratingTerm);

export const PINOCCHIO_SCALE: readonly { readonly count: readonly string[]; readonly verdict: Verdict }[] = pinocchioScale.entries.map(
  ({ count, verdict: v }) => ({ count: words(count), verdict: verdict(v, "pinocchio-scale.json") }),
);

export const DEGREE_MODIFIERS: Readonly<Record<"mostly" | "partly", readonly string[]>> = {
  mostly: words(degreeModifiers.entries.mostly),
  partly: words(degreeModifiers.entries.partly),
};

export const NEGATORS: ReadonlySet<string> = new Set(words(negators.entries));
export const POST_NEGATORS: ReadonlySet<string> = new Set(words(postNegators.entries));
export const COPULAS: ReadonlySet<string> = new Set(words(copulas.entries));
export const DEGREE_ADVERBS: ReadonlySet<string> = new Set(words(degreeAdverbs.entries));
export const BRIDGE_WORDS: ReadonlySet<string> = new Set(words(bridgeWords.entries));
export const CONCESSIVES: ReadonlySet<string> = new Set(words(concessives.entries));
export const LETTER_FOLDS: Readonly<Record<string, string>> = letterFolds.entries;
