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
import opposedParticles from "@/lib/knowledge-base/lists/opposed-particles.json";
import stanceWords from "@/lib/knowledge-base/lists/stance-words.json";
import speakerVerbWords from "@/lib/knowledge-base/lists/speaker-verb-words.json";
import wordsBeforeReportingNouns from "@/lib/knowledge-base/lists/words-before-reporting-nouns.json";
import placeNames from "@/lib/knowledge-base/lists/place-names.json";
import unitWords from "@/lib/knowledge-base/lists/unit-words.json";
import nameHeadWords from "@/lib/knowledge-base/lists/name-head-words.json";
import placeModifiers from "@/lib/knowledge-base/lists/place-modifiers.json";
import letterHeads from "@/lib/knowledge-base/lists/letter-heads.json";
import pivotWords from "@/lib/knowledge-base/lists/pivot-words.json";
import asideOpeners from "@/lib/knowledge-base/lists/aside-openers.json";
import demonyms from "@/lib/knowledge-base/lists/demonyms.json";
import acronymSkipWords from "@/lib/knowledge-base/lists/acronym-skip-words.json";
import notNames from "@/lib/knowledge-base/lists/not-names.json";
import stateAbbreviations from "@/lib/knowledge-base/lists/state-abbreviations.json";
import postalCodes from "@/lib/knowledge-base/lists/postal-codes.json";
import titleWords from "@/lib/knowledge-base/lists/title-words.json";
import denialNouns from "@/lib/knowledge-base/lists/denial-nouns.json";
import implicitDenials from "@/lib/knowledge-base/lists/implicit-denials.json";
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
/** A table as a Map, so words like "constructor" never hit Object.prototype. */
function table<V>(file: ListFile<Readonly<Record<string, V>>>): ReadonlyMap<string, V> {
  return new Map(Object.entries(file.entries).filter(([key]) => !isNote(key)));
}
function wordLists<K extends string>(files: Record<K, ListFile<readonly string[]>>): Record<K, readonly string[]> {
  return Object.fromEntries(Object.entries<ListFile<readonly string[]>>(files).map(([name, file]) => [name, words(file)])) as Record<
    K,
    readonly string[]
  >;
}
function pair(entry: readonly string[]): readonly [string, string] {
  if (entry.length !== 2) throw new Error(`antonym pair ${JSON.stringify(entry)} is not two words`);
  return [entry[0], entry[1]];
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
  /** The group names a place or a body ("usa", "uk", "who"): read as a name, as its parts would be. */
  readonly name?: boolean;
}

/** A phrase that stands for several concepts at once ("man-made" = human + cause). */
export interface PhraseExpansion {
  readonly phrase: string;
  readonly tokens: readonly string[];
}

/**
 * The plain word lists, by the name the code uses and the file they are read from (notes dropped).
 * Framing: CLAIM_PREFIXES, COLON_PREFIXES ("Claim: …"), MEDIUM_QUALIFIERS/MEDIA/REPORTING_VERBS ("A
 * viral Facebook post claims …"), SPEAKER_VERB_WORDS, WORDS_BEFORE_REPORTING_NOUNS, TITLE_WORDS, TITLE_ABBREVIATIONS, ASIDE_OPENERS ("…? my sister wont vaccinate"). Words:
 * STOP_WORDS, NEGATIONS, LETTER_HEADS ("Part D"), PIVOT_WORDS ("against"), what the stemmer keeps whole (US_NOUNS, STEM_EXCEPTIONS, PLACE_NAMES),
 * NOT_NAMES. Rewrites: COMPOUND_WORDS, DENIAL_NOUNS ("no evidence … safer than"), WORDS_AFTER_US ("us elections"), JOINED_PREFIXES and
 * SPACED_PREFIXES ("non-citizen" = "noncitizen"). Numbers: PERCENT_WORDS, CENT_WORDS. Comparing
 * claims (match-features.ts): STANCE_WORDS, UNIT_WORDS, NAME_HEAD_WORDS, PLACE_MODIFIERS, ACRONYM_SKIP_WORDS,
 * NEGATING_PREFIXES, WEAK_WORDS, IMPLICIT_DENIALS ("banned" = "can't be sold").
 */
export const {
  CLAIM_PREFIXES,
  COLON_PREFIXES,
  MEDIUM_QUALIFIERS,
  MEDIA,
  REPORTING_VERBS,
  SPEAKER_VERB_WORDS,
  WORDS_BEFORE_REPORTING_NOUNS,
  TITLE_WORDS,
  TITLE_ABBREVIATIONS,
  STOP_WORDS,
  NEGATIONS,
  LETTER_HEADS,
  PIVOT_WORDS,
  ASIDE_OPENERS,
  ISE_STEMS,
  US_NOUNS,
  STEM_EXCEPTIONS,
  PLACE_NAMES,
  NOT_NAMES,
  COMPOUND_WORDS,
  WORDS_AFTER_US,
  JOINED_PREFIXES,
  SPACED_PREFIXES,
  PERCENT_WORDS,
  CENT_WORDS,
  STANCE_WORDS,
  UNIT_WORDS,
  NAME_HEAD_WORDS,
  PLACE_MODIFIERS,
  ACRONYM_SKIP_WORDS,
  NEGATING_PREFIXES,
  WEAK_WORDS,
  DENIAL_NOUNS,
  IMPLICIT_DENIALS,
} = wordLists({
  CLAIM_PREFIXES: claimPrefixes,
  COLON_PREFIXES: colonPrefixes,
  MEDIUM_QUALIFIERS: mediumQualifiers,
  MEDIA: media,
  REPORTING_VERBS: reportingVerbs,
  SPEAKER_VERB_WORDS: speakerVerbWords,
  WORDS_BEFORE_REPORTING_NOUNS: wordsBeforeReportingNouns,
  TITLE_WORDS: titleWords,
  TITLE_ABBREVIATIONS: titleAbbreviations,
  STOP_WORDS: stopWords,
  NEGATIONS: negations,
  LETTER_HEADS: letterHeads,
  PIVOT_WORDS: pivotWords,
  ASIDE_OPENERS: asideOpeners,
  ISE_STEMS: iseStems,
  US_NOUNS: usNouns,
  STEM_EXCEPTIONS: stemExceptions,
  PLACE_NAMES: placeNames,
  NOT_NAMES: notNames,
  COMPOUND_WORDS: compoundWords,
  WORDS_AFTER_US: wordsAfterUs,
  JOINED_PREFIXES: joinedPrefixes,
  SPACED_PREFIXES: spacedPrefixes,
  PERCENT_WORDS: percentWords,
  CENT_WORDS: centWords,
  STANCE_WORDS: stanceWords,
  UNIT_WORDS: unitWords,
  NAME_HEAD_WORDS: nameHeadWords,
  PLACE_MODIFIERS: placeModifiers,
  ACRONYM_SKIP_WORDS: acronymSkipWords,
  NEGATING_PREFIXES: negatingPrefixes,
  WEAK_WORDS: weakWords,
  DENIAL_NOUNS: denialNouns,
  IMPLICIT_DENIALS: implicitDenials,
});

// Folded before stemming: irregular forms ("went" = "go"), British spellings.
export const IRREGULAR_FORMS: ReadonlyMap<string, string> = table(irregularForms);
export const SPELLING_VARIANTS: ReadonlyMap<string, string> = table(spellingVariants);
/** "Ghanaian" = "Ghana", "Texans" = "Texas": a place's people or things read as its name. */
export const DEMONYMS: ReadonlyMap<string, string> = table(demonyms);

// Rewrites on the text before it is split into words.
export const STATE_ABBREVIATIONS: ReadonlyMap<string, string> = table(stateAbbreviations);
/** "tx" → "Texas": state codes typed for a state's name, in lower case. */
export const POSTAL_CODES: ReadonlyMap<string, string> = table(postalCodes);
/** "can't" = can + not, "dont" = do not, "can t" = "can't". */
export const NEGATIVE_CONTRACTION_BASES: ReadonlyMap<string, string> = table({
  ...negativeContractions,
  entries: negativeContractions.entries.bases,
});
export const BARE_NEGATIVE_CONTRACTIONS: readonly string[] = negativeContractions.entries.withoutApostrophe;
export const SPACED_CONTRACTION_HEADS: readonly string[] = negativeContractions.entries.spacedHeads;

// Concepts: synonyms and phrases folded to one token.
export const PHRASE_EXPANSIONS: readonly PhraseExpansion[] = entries<PhraseExpansion>(phraseExpansions);
export const SYNONYM_GROUPS: readonly SynonymGroup[] = entries<SynonymGroup>(synonymGroups);

// Numbers: words, scales, ordinals, fractions, currencies.
export const NUMBER_WORDS: ReadonlyMap<string, number> = table(numberWords);
export const NUMBER_SCALES: ReadonlyMap<string, number> = table(numberScales);
export const ORDINAL_WORDS: ReadonlyMap<string, number> = table(ordinalWords);
/** Fractions written as words ("a quarter of" = 25%), stored by their denominator. */
export const FRACTION_WORDS: ReadonlyMap<string, number> = new Map(
  [...table(fractionWords)].map(([word, denominator]) => [word, 1 / denominator]),
);
export const CURRENCY_WORDS: ReadonlyMap<string, string> = table(currencyWords);
/** "11k", "$100bn": multipliers on a figure, and those that need no currency sign. */
export const DIGIT_MULTIPLIERS: ReadonlyMap<string, number> = table({ ...digitMultipliers, entries: digitMultipliers.entries.all });
export const UNAMBIGUOUS_MULTIPLIERS: readonly string[] = digitMultipliers.entries.unambiguous;
/** "9 in 10" = 90%. */
export const RATE_DENOMINATORS: readonly number[] = rateDenominators.entries;
/** Words before a number that bound it ("over 500" = "more than 500"); otherwise they are stop words. */
export const BOUND_WORDS: ReadonlyMap<string, "more" | "less"> = new Map(
  [...table(boundWords)].map(([word, side]) => {
    if (side !== "more" && side !== "less") throw new Error(`bound word "${word}" must be "more" or "less"`);
    return [word, side];
  }),
);

// Comparing two claims (match-features.ts).
export const ANTONYM_PAIRS: readonly (readonly [string, string])[] = entries(antonymPairs).map(pair);
/** Two groups of small words that turn a claim around ("into" / "out of", "up" / "down"): see the file's description. */
export const OPPOSED_PARTICLES: readonly (readonly [readonly string[], readonly string[]])[] = (
  opposedParticles as ListFile<readonly (readonly (readonly string[])[])[]>
).entries.map((entry) => {
  if (entry.length !== 2) throw new Error(`opposed particles ${JSON.stringify(entry)} are not two groups`);
  return [entry[0], entry[1]];
});
