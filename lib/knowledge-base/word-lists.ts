/**
 * The matching engine's word lists, read from the data files in `lists/` (one JSON file per list,
 * each with a "description" of what it is and how it is used). Every word or phrase is written
 * the way people write it ("vaccinated", "man-made", "went up"); `text.ts` runs them through the
 * same pipeline as claim text when it loads, so lists are never written in stemmed form.
 *
 * Entries that start with "# " are notes for readers (section headings, sources) and are
 * dropped here. Changing a list changes what the matcher's model was trained on: the retrain
 * guard (`scripts/lib/matcher-inputs.ts`) hashes this folder.
 */
import claimPrefixes from "@/lib/knowledge-base/lists/claim-prefixes.json";
import colonPrefixes from "@/lib/knowledge-base/lists/colon-prefixes.json";
import mediumQualifiers from "@/lib/knowledge-base/lists/medium-qualifiers.json";
import media from "@/lib/knowledge-base/lists/media.json";
import reportingVerbs from "@/lib/knowledge-base/lists/reporting-verbs.json";
import stopWords from "@/lib/knowledge-base/lists/stop-words.json";
import negations from "@/lib/knowledge-base/lists/negations.json";
import irregularForms from "@/lib/knowledge-base/lists/irregular-forms.json";
import spellingVariants from "@/lib/knowledge-base/lists/spelling-variants.json";
import iseStems from "@/lib/knowledge-base/lists/ise-stems.json";
import usNouns from "@/lib/knowledge-base/lists/us-nouns.json";
import stemExceptions from "@/lib/knowledge-base/lists/stem-exceptions.json";
import compoundWords from "@/lib/knowledge-base/lists/compound-words.json";
import phraseExpansions from "@/lib/knowledge-base/lists/phrase-expansions.json";
import synonymGroups from "@/lib/knowledge-base/lists/synonym-groups.json";
import antonymPairs from "@/lib/knowledge-base/lists/antonym-pairs.json";
import stanceWords from "@/lib/knowledge-base/lists/stance-words.json";
import speakerVerbWords from "@/lib/knowledge-base/lists/speaker-verb-words.json";
import placeNames from "@/lib/knowledge-base/lists/place-names.json";
import unitWords from "@/lib/knowledge-base/lists/unit-words.json";
import nameHeadWords from "@/lib/knowledge-base/lists/name-head-words.json";
import notNames from "@/lib/knowledge-base/lists/not-names.json";
import stateAbbreviations from "@/lib/knowledge-base/lists/state-abbreviations.json";
import titleWords from "@/lib/knowledge-base/lists/title-words.json";
import titleAbbreviations from "@/lib/knowledge-base/lists/title-abbreviations.json";
import wordsAfterUs from "@/lib/knowledge-base/lists/words-after-us.json";
import negatingPrefixes from "@/lib/knowledge-base/lists/negating-prefixes.json";
import joinedPrefixes from "@/lib/knowledge-base/lists/joined-prefixes.json";
import spacedPrefixes from "@/lib/knowledge-base/lists/spaced-prefixes.json";
import weakWords from "@/lib/knowledge-base/lists/weak-words.json";
import numberWords from "@/lib/knowledge-base/lists/number-words.json";
import numberScales from "@/lib/knowledge-base/lists/number-scales.json";
import ordinalWords from "@/lib/knowledge-base/lists/ordinal-words.json";
import percentWords from "@/lib/knowledge-base/lists/percent-words.json";
import currencyWords from "@/lib/knowledge-base/lists/currency-words.json";
import centWords from "@/lib/knowledge-base/lists/cent-words.json";
import rateDenominators from "@/lib/knowledge-base/lists/rate-denominators.json";
import fractionWords from "@/lib/knowledge-base/lists/fraction-words.json";
import digitMultipliers from "@/lib/knowledge-base/lists/digit-multipliers.json";
import negativeContractions from "@/lib/knowledge-base/lists/negative-contractions.json";
import boundWords from "@/lib/knowledge-base/lists/bound-words.json";

type ListFile<T> = { readonly description: string; readonly entries: T };

/** A reader's note in a list ("# Health", "# US states"), not an entry. */
function isNote(entry: unknown): boolean {
  return typeof entry === "string" && entry.startsWith("# ");
}
function words(file: ListFile<readonly string[]>): readonly string[] {
  return file.entries.filter((entry) => !isNote(entry));
}
function entries<T>(file: ListFile<readonly (T | string)[]>): readonly T[] {
  return file.entries.filter((entry): entry is T => !isNote(entry));
}
function table<V>(file: ListFile<Readonly<Record<string, V>>>): Readonly<Record<string, V>> {
  return Object.fromEntries(Object.entries(file.entries).filter(([key]) => !isNote(key)));
}
function pair(entry: readonly string[]): readonly [string, string] {
  if (entry.length !== 2) throw new Error(`antonym pair ${JSON.stringify(entry)} is not two words`);
  return [entry[0], entry[1]];
}

/** Plain-object vocabularies as Maps, so words like "constructor" never hit Object.prototype. */
export function toMap<V>(record: Readonly<Record<string, V>>): ReadonlyMap<string, V> {
  return new Map(Object.entries(record));
}

/** A group of words or phrases that say the same thing, all mapped to one canonical token. */
export interface SynonymGroup {
  /** The token emitted for every variant. */
  readonly canonical: string;
  /** Words and phrases, written normally; inflections are covered by stemming. */
  readonly variants: readonly string[];
  /** Variants matched only as written (their stem would collide with an unrelated word). */
  readonly exact?: readonly string[];
  /** If given, the variants only map when one of these words also occurs in the claim. */
  readonly context?: readonly string[];
}

/** A phrase that stands for several concepts at once ("man-made" = human + cause). */
export interface PhraseExpansion {
  readonly phrase: string;
  readonly tokens: readonly string[];
}

export const CLAIM_PREFIXES: readonly string[] = words(claimPrefixes);
export const COLON_PREFIXES: readonly string[] = words(colonPrefixes);
export const MEDIUM_QUALIFIERS: readonly string[] = words(mediumQualifiers);
export const MEDIA: readonly string[] = words(media);
export const REPORTING_VERBS: readonly string[] = words(reportingVerbs);
export const STOP_WORDS: readonly string[] = words(stopWords);
export const NEGATIONS: readonly string[] = words(negations);
export const IRREGULAR_FORMS: Readonly<Record<string, string>> = table(irregularForms);
export const SPELLING_VARIANTS: Readonly<Record<string, string>> = table(spellingVariants);
export const ISE_STEMS: readonly string[] = words(iseStems);
export const US_NOUNS: readonly string[] = words(usNouns);
export const STEM_EXCEPTIONS: readonly string[] = words(stemExceptions);
export const COMPOUND_WORDS: readonly string[] = words(compoundWords);
export const PHRASE_EXPANSIONS: readonly PhraseExpansion[] = entries<PhraseExpansion>(phraseExpansions);
export const SYNONYM_GROUPS: readonly SynonymGroup[] = entries<SynonymGroup>(synonymGroups);
export const ANTONYM_PAIRS: readonly (readonly [string, string])[] = entries(antonymPairs).map(pair);
export const STANCE_WORDS: readonly string[] = words(stanceWords);
export const SPEAKER_VERB_WORDS: readonly string[] = words(speakerVerbWords);
export const PLACE_NAMES: readonly string[] = words(placeNames);
export const UNIT_WORDS: readonly string[] = words(unitWords);
export const NAME_HEAD_WORDS: readonly string[] = words(nameHeadWords);
export const NOT_NAMES: readonly string[] = words(notNames);
export const STATE_ABBREVIATIONS: Readonly<Record<string, string>> = table(stateAbbreviations);
export const TITLE_WORDS: readonly string[] = words(titleWords);
export const TITLE_ABBREVIATIONS: readonly string[] = words(titleAbbreviations);
export const WORDS_AFTER_US: readonly string[] = words(wordsAfterUs);
export const NEGATING_PREFIXES: readonly string[] = words(negatingPrefixes);
export const JOINED_PREFIXES: readonly string[] = words(joinedPrefixes);
export const SPACED_PREFIXES: readonly string[] = words(spacedPrefixes);
export const WEAK_WORDS: readonly string[] = words(weakWords);
export const NUMBER_WORDS: Readonly<Record<string, number>> = table(numberWords);
export const NUMBER_SCALES: Readonly<Record<string, number>> = table(numberScales);
export const ORDINAL_WORDS: Readonly<Record<string, number>> = table(ordinalWords);
export const PERCENT_WORDS: readonly string[] = words(percentWords);
export const CURRENCY_WORDS: Readonly<Record<string, string>> = table(currencyWords);
export const CENT_WORDS: readonly string[] = words(centWords);
export const RATE_DENOMINATORS: readonly number[] = rateDenominators.entries;
/** Fractions written as words ("a quarter of" = 25%), stored by their denominator. */
export const FRACTION_WORDS: Readonly<Record<string, number>> = Object.fromEntries(
  Object.entries(table(fractionWords)).map(([word, denominator]) => [word, 1 / denominator]),
);
export const DIGIT_MULTIPLIERS: Readonly<Record<string, number>> = digitMultipliers.entries.all;
export const UNAMBIGUOUS_MULTIPLIERS: readonly string[] = digitMultipliers.entries.unambiguous;
export const NEGATIVE_CONTRACTION_BASES: Readonly<Record<string, string>> = negativeContractions.entries.bases;
export const BARE_NEGATIVE_CONTRACTIONS: readonly string[] = negativeContractions.entries.withoutApostrophe;
export const SPACED_CONTRACTION_HEADS: readonly string[] = negativeContractions.entries.spacedHeads;
/** Words before a number that bound it ("over 500" = "more than 500"); otherwise they are stop words. */
export const BOUND_WORDS: Readonly<Record<string, "more" | "less">> = Object.fromEntries(
  Object.entries(table(boundWords)).map(([word, side]) => {
    if (side !== "more" && side !== "less") throw new Error(`bound word "${word}" must be "more" or "less"`);
    return [word, side];
  }),
);
