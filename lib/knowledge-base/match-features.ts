/**
 * The evidence that two claims assert the same thing, as numbers a fitted model can weigh:
 * how much of each claim the other covers (exactly and through word vectors), how close their
 * sentence vectors are, how each key word aligns, and the signs of a different assertion (another
 * figure, the opposite, a denial, another name, a swapped word). They describe the pair alone:
 * where retrieval ranked the candidate is left out, so P(same claim) does not depend on what else
 * the index holds (two wordings of one claim both match). `matcher.ts` turns them into
 * P(same claim); `scripts/train-matcher.ts` fits the weights.
 */
import { LRUCache } from "lru-cache";
import { stem, vocabularyTerms, type ClaimAnalysis, type ClaimTerm } from "@/lib/knowledge-base/text";
import {
  ANTONYM_PAIRS,
  NAME_HEAD_WORDS,
  PLACE_MODIFIERS,
  PLACE_NAMES,
  DEMONYMS,
  ACRONYM_SKIP_WORDS,
  MEDIA,
  MEDIUM_QUALIFIERS,
  NEGATING_PREFIXES,
  IMPLICIT_DENIALS,
  OPPOSED_PARTICLES,
  REPORTING_VERBS,
  SPEAKER_VERB_WORDS,
  STANCE_WORDS,
  TITLE_WORDS,
  UNIT_WORDS,
  WEAK_WORDS,
} from "@/lib/knowledge-base/word-lists";
import { cosine, DEFAULT_SIF_A, type WordVectors } from "@/lib/knowledge-base/word-vectors";
import { partsOfSpeechOf, rolesOf, type PartOfSpeech, type Role } from "@/lib/knowledge-base/roles";
import { loadWordNet, type WordNet, type WordRelation } from "@/lib/knowledge-base/wordnet";

/** The features, in the order the model's weights are stored. */
export const FEATURE_NAMES = [
  "queryCoverage",
  "candidateCoverage",
  "querySoftCoverage",
  "candidateSoftCoverage",
  "sentenceSimilarity",
  "numbersShared",
  "numbersConflict",
  "numberOnlyInQuery",
  "numberOnlyInCandidate",
  "negationDiffers",
  "oppositeTerms",
  "stanceDiffers",
  "namesShared",
  "nameOnlyInQuery",
  "nameOnlyInCandidate",
  "claimantShared",
  "subjectNotShared",
  "substitutions",
  "unexplainedSubstitutions",
  "orderSwapped",
  "negatedTermsDiffer",
  "rareSubstitution",
  "cleanCoverage",
  "lengthRatio",
  "worstAlignment",
  "subjectAlignment",
  "predicateAlignment",
  "objectAlignment",
  "placeAlignment",
  "dictionaryCoverage",
  "siblingSwaps",
  "roleSwaps",
  "roleChanges",
  "narrowerTerms",
  "particlesOpposed",
  "queryFullyCovered",
  "queryCleanlyCovered",
  "contradictedCoverage",
  "speakerDiffers",
  "dictionaryContrasts",
  "queryOrderShared",
  "candidateOrderShared",
] as const;
export type FeatureName = (typeof FEATURE_NAMES)[number];

/**
 * How each feature may move P(same claim): +1 it may only raise it as it grows (coverage,
 * similarity, alignment, shared names and figures), −1 only lower it (a difference: another
 * figure, a denial, an opposite, a name or word on one side only), 0 either way. The trees are
 * fitted under these constraints, so a difference can never make two claims more alike.
 */
export const FEATURE_MONOTONE: Readonly<Record<FeatureName, -1 | 0 | 1>> = {
  queryCoverage: 1,
  candidateCoverage: 1,
  querySoftCoverage: 1,
  candidateSoftCoverage: 1,
  sentenceSimilarity: 1,
  numbersShared: 1,
  numbersConflict: -1,
  numberOnlyInQuery: -1,
  numberOnlyInCandidate: -1,
  negationDiffers: -1,
  oppositeTerms: -1,
  stanceDiffers: -1,
  namesShared: 1,
  nameOnlyInQuery: -1,
  nameOnlyInCandidate: -1,
  claimantShared: 1,
  subjectNotShared: -1,
  substitutions: -1,
  unexplainedSubstitutions: -1,
  orderSwapped: -1,
  negatedTermsDiffer: -1,
  rareSubstitution: -1,
  cleanCoverage: 1,
  lengthRatio: 0,
  worstAlignment: 1,
  subjectAlignment: 1,
  predicateAlignment: 1,
  objectAlignment: 1,
  placeAlignment: 1,
  dictionaryCoverage: 1,
  siblingSwaps: -1,
  roleSwaps: -1,
  roleChanges: -1,
  narrowerTerms: -1,
  particlesOpposed: -1,
  queryFullyCovered: 1,
  queryCleanlyCovered: 1,
  contradictedCoverage: -1,
  speakerDiffers: -1,
  dictionaryContrasts: -1,
  // The same words in the same order around a difference: the frame of a claim kept and one of
  // its words swapped ("first in his family to go to college" / "… to serve in the Navy"). Shared
  // word order never makes two claims more alike by itself.
  queryOrderShared: -1,
  candidateOrderShared: -1,
};
export type MatchFeatures = Record<FeatureName, number>;

/** What retrieval knows about a candidate: its 0-based rank in each list (undefined: not retrieved). */
export type RetrievalRanks = { lexical?: number; semantic?: number };

export type PairInput = {
  query: ClaimAnalysis;
  candidate: ClaimAnalysis;
  /** Unit sentence vectors (common component removed), when word vectors are loaded. */
  queryVector?: Float32Array | null;
  candidateVector?: Float32Array | null;
  vectors?: WordVectors | null;
  /** Where retrieval ranked the candidate: kept for explanations, not a feature (see above). */
  ranks?: RetrievalRanks;
  /** Tokens of the stored claim's claimant ("Says …" claims name the speaker only there). */
  claimantTokens?: readonly string[];
  /** WordNet (loaded when undefined; null: align through vectors alone). */
  wordNet?: WordNet | null;
};

const WEIGHTS = { number: 1.5, entity: 1.5, word: 1, weak: 0.4 } as const;
/** A framing term (speaker, title, aside) the other side lacks costs this share of its weight. */
const FRAME_DISCOUNT = 0.2;
/** Word-vector cosine below which two words are taken as unrelated. */
const SOFT_FLOOR = 0.35;
const SOFT_SPAN = 0.45;
/** A word-vector similarity (0..1 after mapping) under which a substituted word is not explained as a synonym. */
const EXPLAINED = 0.5;
/** A figure that reads as a year. */
const YEAR = /^(?:1[89]|20)\d\d$/;

function tokensOf(words: readonly string[]): Set<string> {
  const set = new Set<string>();
  for (const word of words) for (const token of vocabularyTerms(word)) set.add(token);
  return set;
}
const WEAK = tokensOf(WEAK_WORDS);
const STANCE = tokensOf(STANCE_WORDS);
const DENYING = tokensOf(IMPLICIT_DENIALS);
const TITLES = tokensOf(TITLE_WORDS);
/** The words of a frame that say how a claim was made, not who made it ("a viral Facebook post claims"). */
/** Places (and their people: "Taiwan's", "Philippine") are where a speaker is, not who. */
const SPEAKER_PLACES: ReadonlySet<string> = new Set([...PLACE_NAMES, ...DEMONYMS.keys()]);
const NOT_SPEAKERS = new Set([
  ...TITLES,
  ...WEAK,
  ...tokensOf([...REPORTING_VERBS, ...SPEAKER_VERB_WORDS, ...MEDIA, ...MEDIUM_QUALIFIERS]),
]);
const OPPOSITES = new Map<string, Set<string>>();
for (const [a, b] of ANTONYM_PAIRS) {
  for (const x of vocabularyTerms(a)) {
    for (const y of vocabularyTerms(b)) {
      if (x === y) continue;
      if (!OPPOSITES.has(x)) OPPOSITES.set(x, new Set());
      if (!OPPOSITES.has(y)) OPPOSITES.set(y, new Set());
      OPPOSITES.get(x)?.add(y);
      OPPOSITES.get(y)?.add(x);
    }
  }
}

type Entry = { term: ClaimTerm; weight: number; frame: boolean; position: number };
const UNITS = tokensOf(UNIT_WORDS);
const NAME_HEADS = tokensOf(NAME_HEAD_WORDS);
const PLACE_MODIFIER_WORDS: ReadonlySet<string> = new Set(PLACE_MODIFIERS);
const WORD_PIECES = /[\p{L}\p{N}]+/gu;
export type Side = {
  /** Unique content terms (no negations) in order of first appearance. */
  order: string[];
  info: Map<string, Entry>;
  /** How many times each term is written ("cut" and "dropped" are two decreases). */
  counts: Map<string, number>;
  numbers: Set<string>;
  /** Each figure's key as the claim wrote it ("5" → "5%", "1.50" → "$1.50"), for the reasons shown. */
  figures: ReadonlyMap<string, string>;
  /** Figures written only as ordinals ("first", "3rd"), by their key ("1", "3"). */
  ordinalOnly: Set<string>;
  /** The unit written after each figure ("2" → "week"), when it is one. */
  units: Map<string, string>;
  /** The terms right after each negation ("not" → "pollutant"). */
  negated: Set<string>;
  /** The claim's normalised text, for reading how its words are written together. */
  text: string;
  /** Its words as written, in order (letters and digits only: "gene-editing" is two). */
  words: string[];
  /** Each two terms written next to each other (framing left out), as "first second". */
  adjacent: Set<string>;
};

/** "$1.50" and "1.50", "6th" and "6", "25.5%" and "25.5" (a rate typed without its sign): one figure. */
const numberKey = (token: string) => token.replace(/^[$£€]/, "").replace(/(?:th|%)$/, "");

const sides = new WeakMap<ClaimAnalysis, Side>();
/** Shared by every side whose figures are written as their keys (most): never written to. */
const NO_FIGURES = new Map<string, string>();

/** The side of an analysed claim, read once per analysis (a stored claim's is kept with its analysis in the index). */
export function sideOf(analysis: ClaimAnalysis): Side {
  let side = sides.get(analysis);
  if (!side) {
    side = readSide(analysis);
    sides.set(analysis, side);
  }
  return side;
}

function readSide(analysis: ClaimAnalysis): Side {
  const order: string[] = [];
  const info = new Map<string, Entry>();
  const numbers = new Set<string>();
  const units = new Map<string, string>();
  const negated = new Set<string>();
  const counts = new Map<string, number>();
  const ordinals = new Set<string>();
  const cardinals = new Set<string>();
  let figures: Map<string, string> = NO_FIGURES;
  analysis.terms.forEach((term, i) => {
    const next = analysis.terms[i + 1];
    if (term.kind === "negation" && next && next.kind !== "negation") negated.add(next.token);
    if (term.kind === "number" && next && UNITS.has(next.token)) units.set(numberKey(term.token), next.token);
  });
  analysis.terms.forEach((read, i) => {
    if (read.kind === "negation") return;
    // "$1.50" and "1.50", "6th week" and "six weeks", "25.5%" and "25.5": one figure, whatever its currency sign, ordinal or percent sign.
    const term = read.kind === "number" ? { ...read, token: numberKey(read.token) } : read;
    const frame = !!term.frame || (TITLES.has(term.token) && titleBeforeName(analysis, i));
    const weight =
      term.kind === "number" ? WEIGHTS.number : WEAK.has(term.token) ? WEIGHTS.weak : term.entity ? WEIGHTS.entity : WEIGHTS.word;
    counts.set(term.token, (counts.get(term.token) ?? 0) + 1);
    if (term.kind === "number" && !frame) (/^\d+th$/.test(read.token) ? ordinals : cardinals).add(term.token);
    const known = info.get(term.token);
    if (known) {
      known.weight = Math.max(known.weight, weight);
      known.frame &&= frame;
      if (term.entity && !known.term.entity) known.term = term;
      return;
    }
    info.set(term.token, { term, weight, frame, position: order.length });
    order.push(term.token);
    if (term.kind === "number" && !frame) {
      numbers.add(term.token);
      if (term.token !== read.token) (figures === NO_FIGURES ? (figures = new Map()) : figures).set(term.token, read.token);
    }
  });
  const ordinalOnly = new Set([...ordinals].filter((key) => !cardinals.has(key)));
  const claimTerms = analysis.terms.filter((term) => !term.frame);
  const adjacent = new Set(claimTerms.slice(1).map((term, i) => `${claimTerms[i].token} ${term.token}`));
  return {
    order,
    info,
    counts,
    numbers,
    figures,
    ordinalOnly,
    units,
    negated,
    text: analysis.normalized,
    words: analysis.normalized.match(WORD_PIECES) ?? [],
    adjacent,
  };
}

/**
 * Whether the title at `index` is written before a name ("President Trump", "Attorney General
 * Ken Paxton", "gov abbott"), and so frames a person: the next term that is not itself a title
 * is a name, or a word no dictionary lists. A title before anything else is what the claim is
 * about ("a vice president to serve a third term", "the Texas Senate voted").
 */
function titleBeforeName(analysis: ClaimAnalysis, index: number): boolean {
  const { terms } = analysis;
  const wordNet = loadWordNet();
  for (let k = index + 1; k < terms.length; k++) {
    const next = terms[k];
    if (TITLES.has(next.token)) continue;
    if (next.kind !== "word") return false;
    // "senator from Virginia", "governor of Texas": the office held somewhere, not a title.
    if (!writtenTogether(analysis.normalized, terms[index].surface, next.surface)) return false;
    return next.entity || (wordNet !== null && isWord(next.surface) && wordNet.senses(next.surface).length === 0);
  }
  return false;
}

/** A word that links an office to a place or body ("of", "from") rather than to a name. */
const LINKING_WORD = /\b(?:of|from|for|in|at|to|the|a|an|on|by|with|and|or)\b/;

/**
 * Whether `text` writes the word `first`, then `next` after it with what stands between them
 * passing `between`: no linking word (an office before a name), or only what joins one name.
 */
function writtenBefore(text: string, first: string, next: string, between: (gap: string) => boolean): boolean {
  for (let i = text.indexOf(first); i >= 0; i = text.indexOf(first, i + 1)) {
    if (i > 0 && LETTER_OR_DIGIT.test(text[i - 1])) continue;
    const end = i + first.length;
    const j = text.indexOf(next, end);
    if (j < 0) return false;
    if (between(text.slice(end, j))) return true;
  }
  return false;
}
const LETTER_OR_DIGIT = /[\p{L}\p{N}]/u;
const writtenTogether = (text: string, first: string, next: string) => writtenBefore(text, first, next, (gap) => !LINKING_WORD.test(gap));

/**
 * A given name or initials written before a surname the other side shares ("Joe Biden" vs
 * "Biden", "J.B. Pritzker" vs "Pritzker") is covered by that surname.
 */
function coveredAsGivenName(side: Side, index: number, other: Side): boolean {
  const entry = side.info.get(side.order[index]);
  // A name opening the sentence loses its capital: "Barack Obama was born …".
  if (!entry || entry.term.kind === "number" || (!entry.term.entity && index !== 0)) return false;
  // "Northern Ireland" is not Ireland, "South Korea" not Korea.
  if (PLACE_MODIFIER_WORDS.has(entry.term.surface)) return false;
  for (let k = index + 1; k < side.order.length && k <= index + 2; k++) {
    const next = side.info.get(side.order[k]);
    // "Fulton County" and "Maricopa County" share a head noun, not a surname; nor is a concept a
    // surname ("Samsung's AI" and "Apple's AI" are two companies' artificial intelligence).
    if (!next?.term.entity || next.term.kind !== "word" || NAME_HEADS.has(side.order[k])) return false;
    // A name is written in one piece: "Guinea, Mali" and "Minnesota into Somalia" are two names.
    const previous = side.info.get(side.order[k - 1]) as Entry;
    if (!writtenAsOneName(side.text, previous.term.surface, next.term.surface)) return false;
    if (other.info.has(side.order[k])) return !otherGivenName(other, side.order[k], side);
  }
  return false;
}

/**
 * A surname written after a given name the other side writes alone ("Kamala Harris" vs "kamala",
 * "Serena Williams" vs "serena") is covered by that given name, unless the other side gives that
 * name a surname of its own ("George Washington" vs "George Bush").
 */
function coveredAsSurname(side: Side, index: number, other: Side): boolean {
  if (index === 0) return false;
  const entry = side.info.get(side.order[index]);
  const given = side.info.get(side.order[index - 1]);
  if (!entry?.term.entity || entry.term.kind !== "word" || !given?.term.entity || given.term.kind !== "word") return false;
  if (!other.info.has(side.order[index - 1]) || NAME_HEADS.has(side.order[index])) return false;
  if (!writtenAsOneName(side.text, given.term.surface, entry.term.surface)) return false;
  const at = other.order.indexOf(side.order[index - 1]);
  const after = other.info.get(other.order[at + 1]);
  return !(after?.term.entity && after.term.kind === "word" && writtenAsOneName(other.text, given.term.surface, after.term.surface));
}

/** A name's part the other side covers: a given name by its surname, a surname by its given name. */
const coveredByName = (side: Side, index: number, other: Side) =>
  coveredAsGivenName(side, index, other) || coveredAsSurname(side, index, other);

/** Between two words of one name: spaces, hyphens, dots and initials ("George W. Bush", "Ocasio-Cortez", "J.B. Pritzker"). */
const WITHIN_A_NAME = /^[\s.-]*(?:\p{L}{1,2}\.[\s.-]*)*$/u;
const writtenAsOneName = (text: string, first: string, next: string) =>
  writtenBefore(text, first, next, (gap) => gap !== "" && WITHIN_A_NAME.test(gap));

/**
 * Whether `other` writes a given name of its own before `surname` that `side` lacks ("Venus
 * Williams" vs "Serena Williams"): then the two given names are another person, not a shortening.
 */
function otherGivenName(other: Side, surname: string, side: Side): boolean {
  const at = other.order.indexOf(surname);
  for (let k = at - 1; k >= 0 && k >= at - 2; k--) {
    const entry = other.info.get(other.order[k]);
    if (!entry || entry.frame || entry.term.kind === "number") return false;
    if (entry.term.entity || k === 0) return !side.info.has(other.order[k]);
  }
  return false;
}

/** Best word-vector similarity of a term to any term of the other side, mapped onto 0..1. */
function softMatch(
  term: ClaimTerm,
  other: Side,
  vectors: WordVectors | null | undefined,
): { closeness: number; counterpart: string | null } {
  if (!vectors || term.kind === "number" || !isWord(term.surface) || !vectors.has(term.surface)) return NO_SOFT_MATCH;
  let best = 0;
  let counterpart: string | null = null;
  for (const entry of other.info.values()) {
    const surface = entry.term.surface;
    if (entry.term.kind === "number" || surface === term.surface) continue;
    const similarity = vectors.similarity(term.surface, surface);
    if (similarity !== null && similarity > best) {
      best = similarity;
      counterpart = surface;
    }
  }
  return { closeness: Math.max(0, Math.min(1, (best - SOFT_FLOOR) / SOFT_SPAN)), counterpart };
}
const NO_SOFT_MATCH = { closeness: 0, counterpart: null };

const letterWords = new Map<string, boolean>();

/** Whether a surface is a word of letters only (no figure, hyphen or apostrophe), remembered per surface. */
function isWord(surface: string): boolean {
  let known = letterWords.get(surface);
  if (known === undefined) {
    known = /^\p{L}+$/u.test(surface);
    if (letterWords.size >= 100_000) letterWords.clear();
    letterWords.set(surface, known);
  }
  return known;
}

/**
 * How `side` is covered by `other`: exactly, through word vectors, how many key words no word of
 * `other` comes near, and each term's best counterpart there (1 for the same token, else the
 * mapped word-vector similarity, 0 without vectors).
 */
type Alignment = {
  exact: number;
  soft: number;
  unexplained: number;
  closeness: Map<string, number>;
  /** Terms whose closeness comes from word vectors alone (no same word, synonym or broader word): "murder" for "rape", "cattle" for "sheep". */
  byVectors: Set<string>;
  /** The weighted share covered by the same word, a WordNet synonym or a word it is a kind of. */
  dictionary: number;
  /** Key words whose closest counterpart is only a WordNet sibling (another kind of the same thing). */
  siblings: number;
  /** Key words where the query names a narrower kind than the stored claim ("condo" for "home"). */
  narrower: number;
  /** Key words that word vectors place near their counterpart though WordNet knows both words and relates them in no way ("measles" for "polio"). */
  contrasts: number;
};

/**
 * One pass over `side`: the weighted share `other` covers exactly, and with vectors also by each
 * uncovered term's closest word there ("hiked" ≈ "raised"). A framing term the other side lacks
 * counts for little; a given name is covered by its surname. Key words (not framing, figures or
 * weak words) whose closest word is under EXPLAINED are counted as unexplained.
 */
type DictionaryRelation = "covered" | "narrower" | "sibling" | "none";
/** The parts of speech each side's words are written in (`partsOfSpeechOf`), by word as written. */
type PartsOfSpeech = { side: ReadonlyMap<string, PartOfSpeech>; other: ReadonlyMap<string, PartOfSpeech> };

/**
 * How a term relates, through WordNet, to the closest word of the other side: "covered" by the
 * same word, a synonym, or a narrower word on the stored side (a visitor writes "vaccine" for
 * "mRNA vaccine", "home" for "condo"); "narrower" when only the query's word is the narrower kind
 * ("condo" for the stored "home", "Senate" for "house": a more specific claim, often another
 * one); "sibling"; or "none". `isQuery` says which side `term` is on (`side`); WordNet is read
 * in the parts of speech the two words are written in (`parts`).
 */
function dictionaryRelation(
  term: ClaimTerm,
  side: Side,
  other: Side,
  wordNet: WordNet | null,
  isQuery: boolean,
  parts: PartsOfSpeech | null,
): DictionaryRelation {
  if (!wordNet || term.kind === "number" || !isWord(term.surface)) return "none";
  let best: DictionaryRelation = "none";
  const own = parts?.side.get(term.surface);
  for (const entry of other.info.values()) {
    if (entry.term.kind === "number" || entry.term.kind === "negation" || !isWord(entry.term.surface)) continue;
    // A word both sides write is its own counterpart: "state" is not a broader word for the
    // stored "order" when the query says "order" too.
    if (side.info.has(entry.term.token)) continue;
    // A concept read from several words is not its first word ("United Kingdom" and "United
    // States" both start "united"): WordNet is asked about single words only.
    if (term.phrase || entry.term.phrase || term.surface === entry.term.surface) continue;
    const theirs = parts?.other.get(entry.term.surface);
    const written = own && theirs ? (own === theirs ? own : own < theirs ? `${own}${theirs}` : `${theirs}${own}`) : "";
    const relation: WordRelation = wordNet.relation(term.surface, entry.term.surface, written);
    if (relation === "synonym" || relation === "same") return "covered";
    // The query's word a kind of the stored word ("hypernym" seen from the query, "hyponym" from the
    // stored claim). Between verbs a kind is a manner ("generates" for "produces", "flagged" for
    // "identified"): the same assertion, so only a narrower noun counts.
    const narrower = (isQuery ? relation === "hypernym" : relation === "hyponym") && written !== "v";
    if (relation === "hypernym" || relation === "hyponym") {
      if (!narrower) return "covered";
      best = "narrower";
    } else if (relation === "sibling" && best === "none") best = "sibling";
  }
  return best;
}

/**
 * Whether WordNet knows both words as nouns (and they are not written as another part of speech),
 * so that its relating them in no way is evidence that they name different things ("measles" and
 * "polio", which word vectors place side by side), not a gap in the dictionary ("croc" for
 * "crocodile"). Verbs and adjectives are left out: a rewording changes them freely ("throttled"
 * for "slowed down") where WordNet often has no link.
 */
function knownApart(a: string, b: string, wordNet: WordNet | null, parts: PartsOfSpeech | null): boolean {
  if (!wordNet || !isWord(b)) return false;
  const writtenA = parts?.side.get(a);
  const writtenB = parts?.other.get(b);
  if ((writtenA && writtenA !== "n") || (writtenB && writtenB !== "n")) return false;
  const isNoun = (sense: string) => sense[0] === "n";
  return wordNet.senses(a).some(isNoun) && wordNet.senses(b).some(isNoun);
}

/** A word whose closest counterpart is only a sibling in WordNet ("flu" for "hay fever") counts as at most this aligned. */
const SIBLING_CLOSENESS = 0.3;
/** A query word narrower than its stored counterpart ("condo" for "home") counts as at most this aligned. */
const NARROWER_CLOSENESS = 0.6;

function align(
  side: Side,
  other: Side,
  vectors: WordVectors | null | undefined,
  wordNet: WordNet | null,
  isQuery: boolean,
  parts: PartsOfSpeech | null = null,
): Alignment {
  let total = 0;
  let exact = 0;
  let soft = 0;
  let unexplained = 0;
  let dictionary = 0;
  let siblings = 0;
  let narrower = 0;
  let contrasts = 0;
  const closenessOf = new Map<string, number>();
  const byVectors = new Set<string>();
  side.order.forEach((token, index) => {
    const entry = side.info.get(token) as Entry;
    if (other.info.has(token) || coveredByName(side, index, other)) {
      total += entry.weight;
      exact += entry.weight;
      soft += entry.weight;
      dictionary += entry.weight;
      closenessOf.set(token, 1);
      return;
    }
    const weight = entry.frame ? entry.weight * FRAME_DISCOUNT : entry.weight;
    total += weight;
    const relation = dictionaryRelation(entry.term, side, other, wordNet, isQuery, parts);
    const key = !entry.frame && entry.term.kind !== "number" && entry.weight >= WEIGHTS.word;
    if (relation === "covered") {
      // A synonym, or a broader word on the query's side: as good as the same word.
      dictionary += weight;
      soft += weight;
      closenessOf.set(token, 1);
      return;
    }
    const nearest = vectors ? softMatch(entry.term, other, vectors) : NO_SOFT_MATCH;
    let closeness = nearest.closeness;
    if (relation === "sibling") {
      closeness = Math.min(closeness, SIBLING_CLOSENESS);
      if (key) siblings++;
    } else if (relation === "narrower") {
      closeness = Math.min(Math.max(closeness, SIBLING_CLOSENESS), NARROWER_CLOSENESS);
      if (key) narrower++;
    }
    closenessOf.set(token, closeness);
    if (relation === "none") {
      byVectors.add(token);
      if (key && closeness >= EXPLAINED && nearest.counterpart && knownApart(entry.term.surface, nearest.counterpart, wordNet, parts))
        contrasts++;
    }
    soft += weight * closeness;
    if (key && closeness < EXPLAINED) unexplained++;
  });
  return total === 0
    ? { exact: 0, soft: 0, unexplained, closeness: closenessOf, byVectors, dictionary: 0, siblings, narrower, contrasts }
    : {
        exact: exact / total,
        soft: vectors || wordNet ? soft / total : exact / total,
        unexplained,
        closeness: closenessOf,
        byVectors,
        dictionary: dictionary / total,
        siblings,
        narrower,
        contrasts,
      };
}

/** "unsafe" vs "safe", "illegal" vs "legal", "noncitizen" vs "citizen". */
function prefixOpposite(term: ClaimTerm, other: Side): string | null {
  if (term.kind !== "word" && term.kind !== "concept") return null;
  for (const prefix of NEGATING_PREFIXES) {
    if (term.surface.length - prefix.length < 4 || !term.surface.startsWith(prefix)) continue;
    const rest = term.surface.slice(prefix.length);
    const base = stem(rest);
    if (other.info.has(base)) return base;
    // The base as the synonym table reads it: "unvaccinated" against "vaccinated" (read "vaccine").
    for (const token of baseTerms(rest)) if (other.info.has(token)) return token;
  }
  return null;
}

/** The base of a prefixed word as the synonym table reads it, remembered per word (as stems are: stem.ts). */
const baseTermCache = new LRUCache<string, string[]>({ max: 10_000 });
function baseTerms(word: string): string[] {
  let terms = baseTermCache.get(word);
  if (!terms) {
    terms = vocabularyTerms(word);
    baseTermCache.set(word, terms);
  }
  return terms;
}

/** The terms of `side` written with a negating prefix whose base `other` writes and `side` does not ("uninsured" and "insured"). */
function prefixNegated(side: Side, other: Side): Array<{ token: string; base: string }> {
  const found: Array<{ token: string; base: string }> = [];
  for (const token of side.order) {
    if (other.info.has(token)) continue;
    const base = prefixOpposite(side.info.get(token)!.term, other);
    if (base && !side.info.has(base)) found.push({ token, base });
  }
  return found;
}

/** Times `side` writes `token` beyond what `other` writes: a term of its own, however often shared. */
const excess = (side: Side, other: Side, token: string) => (side.counts.get(token) ?? 0) - (other.counts.get(token) ?? 0);

/**
 * Opposite terms across the pair ("rose" vs "dropped", "safe" vs "unsafe"). A term counts by how
 * often each side writes it: "crime dropped after the city cut its budget" has two decreases
 * against one in "crime rose after the city cut its budget", and the spare one meets the rise.
 */
function oppositeTerms(q: Side, c: Side): string[] {
  const found = new Set<string>();
  for (const token of q.order) {
    if (excess(q, c, token) <= 0) continue;
    for (const opposite of OPPOSITES.get(token) ?? []) {
      if (excess(c, q, opposite) > 0) found.add(`${token} vs ${opposite}`);
    }
    const base = prefixOpposite(q.info.get(token)!.term, c);
    if (base && !q.info.has(base)) found.add(`${token} vs ${base}`);
  }
  for (const token of c.order) {
    if (q.info.has(token)) continue;
    const base = prefixOpposite(c.info.get(token)!.term, q);
    if (base && !c.info.has(base)) found.add(`${base} vs ${token}`);
  }
  return [...found];
}

function firstStrong(side: Side, count: number): string[] {
  const out: string[] = [];
  for (const token of side.order) {
    if (out.length >= count) break;
    const entry = side.info.get(token);
    if (entry && !entry.frame && entry.term.kind !== "number" && entry.weight >= WEIGHTS.word) out.push(token);
  }
  return out;
}

/** Key words (not names, figures, framing or weak words) on `side` that `other` lacks. */
function unsharedWords(side: Side, other: Side): string[] {
  return side.order.filter((token) => {
    const entry = side.info.get(token) as Entry;
    return !entry.frame && !entry.term.entity && entry.term.kind !== "number" && entry.weight >= WEIGHTS.word && !other.info.has(token);
  });
}

/**
 * The two sides of a comparison or a contest swapped: "cats kill more birds than turbines" vs
 * "turbines kill more birds than cats", "Heard's case against Depp" vs "Depp's case against
 * Heard" (the same terms, so coverage alone cannot tell): each side names, after its pivot
 * ("than", "against"), a term the other side writes before it (a term moved only one way is a
 * rewording's reordered detail, "in the United States"). The moved terms of each side, or null.
 */
function orderSwapped(q: Side, c: Side): [string[], string[]] | null {
  const movedAfter = (side: Side, other: Side) =>
    side.order.filter((token) => {
      const there = other.info.get(token);
      return there !== undefined && !!side.info.get(token)?.term.afterPivot && !there.term.afterPivot;
    });
  const moved: [string[], string[]] = [movedAfter(q, c), movedAfter(c, q)];
  return moved[0].length && moved[1].length ? moved : null;
}

/**
 * The names in the query's speaker frame that are neither the stored claimant's nor in the stored
 * claim (nor the claimant's initials: "BJP" for the Bharatiya Janata Party): a word written as a
 * name, or the query's first word (a name there has no telling capital: "obama says …"). A frame
 * that names the claimant names no one else ("Oregon Gov. Tina Kotek says", "Physicist Steve
 * Koonin says"), and a place, a title, a medium, a reporting verb or a word before a title
 * ("Energy Secretary") is no speaker.
 */
function otherSpeakers(q: Side, c: Side, claimantTokens: readonly string[], wordNet: WordNet | null): string[] {
  if (claimantTokens.length === 0) return [];
  const initials = claimantTokens.map((t) => t[0]).join("");
  const claimant = (token: string) => claimantTokens.includes(token) || (token.length >= 2 && initials.includes(token));
  const dictionaryWord = (surface: string) => wordNet !== null && isWord(surface) && wordNet.senses(surface).length > 0;
  // A name in the query's frame that is neither the claimant's nor on the other side (its first
  // word counts even when not written as a name).
  const otherName = (index: number) => {
    const token = q.order[index];
    const entry = token === undefined ? undefined : q.info.get(token);
    if (!entry?.frame || entry.term.kind !== "word" || NOT_SPEAKERS.has(token) || SPEAKER_PLACES.has(entry.term.surface)) return false;
    if (!entry.term.entity && index > 0) return false;
    return !claimant(token) && !c.info.has(token);
  };
  // The claimant in the frame is the same speaker, unless another given name stands before the
  // surname ("Tristan Tate" for Andrew Tate).
  const givenNameBefore = (index: number) => otherName(index - 1) && !TITLES.has(q.order[index - 1]);
  if (q.order.some((token, index) => q.info.get(token)?.frame && claimant(token) && !givenNameBefore(index))) return [];
  return q.order.filter((token, index) => {
    if (!otherName(index)) return false;
    const next = q.order[index + 1];
    return !(next !== undefined && TITLES.has(next) && dictionaryWord(q.info.get(token)!.term.surface));
  });
}

/** How specific a word is: −log10 p(w), from its SIF weight (unknown words count as the rarest). */
function specificity(word: string, vectors: WordVectors): number {
  const w = vectors.sifWeight(word);
  const p = (DEFAULT_SIF_A * (1 - w)) / w;
  return p > 0 ? Math.min(8, -Math.log10(p)) : 8;
}

/**
 * A specific word swapped for another specific word ("polio" for "tetanus", "Ozempic" for
 * "Mounjaro"): the lesser of the two sides' most specific unshared key word, 0..1. Rewordings
 * tend to keep the specific words and change the common ones.
 */
function rareSubstitution(q: Side, c: Side, vectors: WordVectors | null | undefined): number {
  if (!vectors) return 0;
  const most = (side: Side, other: Side) => {
    let best = 0;
    side.order.forEach((token, index) => {
      const entry = side.info.get(token) as Entry;
      if (
        entry.frame ||
        entry.term.kind === "number" ||
        entry.weight < WEIGHTS.word ||
        other.info.has(token) ||
        coveredByName(side, index, other)
      )
        return;
      if (!/^\p{L}+$/u.test(entry.term.surface)) return;
      best = Math.max(best, specificity(entry.term.surface, vectors));
    });
    return best;
  };
  return Math.round((Math.min(most(q, c), most(c, q)) / 8) * 1000) / 1000;
}

/**
 * Names (not framing) on `side` that `other` neither has nor covers as a given name. A name just
 * before a shared word narrows the claim ("COVID vaccines" vs "vaccines") and is not counted when
 * the other side adds nothing of its own.
 */
function unsharedNames(side: Side, other: Side): string[] {
  const otherAdds = other.order.some((token) => {
    const entry = other.info.get(token) as Entry;
    return !entry.frame && entry.weight >= WEIGHTS.word && !side.info.has(token);
  });
  return side.order.filter((token, index) => {
    const entry = side.info.get(token) as Entry;
    if (!entry.term.entity || entry.frame || other.info.has(token) || coveredByName(side, index, other)) return false;
    const next = side.order[index + 1];
    return otherAdds || next === undefined || !other.info.has(next);
  });
}

const cap = (x: number, max: number) => Math.min(x, max);

/** Lexical cosine of the two token sets: the sentence similarity when no vectors are loaded. */
function tokenCosine(q: Side, c: Side): number {
  let shared = 0;
  for (const token of q.order) if (c.info.has(token)) shared++;
  return q.order.length && c.order.length ? shared / Math.sqrt(q.order.length * c.order.length) : 0;
}

/** A term on one side of a pair that the other side lacks or contradicts, as the visitor is shown it. */
export type DifferenceTerm = {
  /** The word as written (lower case; a figure in its canonical form). */
  text: string;
  kind: "word" | "name" | "figure" | "negation";
};
/** What the scorer saw on one side only: the terms to highlight in each claim. */
export type ClaimDifferences = { query: DifferenceTerm[]; candidate: DifferenceTerm[] };

/** The alignment features: the worst-aligned key word overall and in each role (1 when a role has none). */
type RoleAlignment = Pick<
  MatchFeatures,
  "worstAlignment" | "subjectAlignment" | "predicateAlignment" | "objectAlignment" | "placeAlignment"
>;

/**
 * Each key word's best counterpart on the other side (1 for the same token or stem, else its
 * word-vector similarity), summarised as the worst one overall and per role: a rewording keeps
 * every key word or a near synonym of it; a substitution leaves one word with no counterpart.
 */
function roleAlignment(sides: Array<{ side: Side; alignment: Alignment; roles: Map<string, Role> }>): RoleAlignment {
  const worst: Record<Role | "any", number> = { any: 1, subject: 1, predicate: 1, object: 1, place: 1, figure: 1 };
  for (const { side, alignment, roles } of sides) {
    for (const token of side.order) {
      const entry = side.info.get(token) as Entry;
      if (entry.frame || entry.term.kind === "number" || entry.weight < WEIGHTS.word) continue;
      const closeness = alignment.closeness.get(token) ?? 0;
      worst.any = Math.min(worst.any, closeness);
      const role = roles.get(entry.term.surface);
      if (role) worst[role] = Math.min(worst[role], closeness);
    }
  }
  const r = (x: number) => Math.round(x * 1000) / 1000;
  return {
    worstAlignment: r(worst.any),
    subjectAlignment: r(worst.subject),
    predicateAlignment: r(worst.predicate),
    objectAlignment: r(worst.object),
    placeAlignment: r(worst.place),
  };
}

/**
 * Words swapped in the same role: per role (subject, predicate, object, place), key words on each
 * side that neither the same word nor a WordNet synonym or hypernym on the other side accounts for,
 * paired across the sides ("navy" for "college", both objects). Word vectors are left out on
 * purpose: they place words of one kind close together, which is what a swap is.
 */
function roleSwaps(
  sides: [{ side: Side; alignment: Alignment; roles: Map<string, Role> }, { side: Side; alignment: Alignment; roles: Map<string, Role> }],
): { count: number; tokens: [Set<string>, Set<string>] } {
  const byRole = sides.map(({ side, alignment, roles }) => {
    const out = new Map<Role, string[]>();
    for (const token of side.order) {
      const entry = side.info.get(token) as Entry;
      if (entry.frame || entry.term.kind === "number" || entry.weight < WEIGHTS.word || alignment.closeness.get(token) === 1) continue;
      const role = roles.get(entry.term.surface);
      if (!role || role === "figure") continue;
      out.set(role, [...(out.get(role) ?? []), token]);
    }
    return out;
  });
  let count = 0;
  const tokens: [Set<string>, Set<string>] = [new Set(), new Set()];
  for (const [role, words] of byRole[0]) {
    const others = byRole[1].get(role);
    if (!others) continue;
    count += Math.min(words.length, others.length);
    for (const w of words) tokens[0].add(w);
    for (const w of others) tokens[1].add(w);
  }
  return { count, tokens };
}

/**
 * Names and nouns both sides share but in other roles ("Heard sued Depp" vs "Depp sued Heard":
 * the same words, subject and object exchanged).
 */
function roleChanges(sides: [{ side: Side; roles: Map<string, Role> }, { side: Side; roles: Map<string, Role> }]): number {
  const [a, b] = sides;
  let changed = 0;
  for (const token of a.side.order) {
    const entryA = a.side.info.get(token) as Entry;
    const entryB = b.side.info.get(token);
    if (!entryB || entryA.frame || entryB.frame || entryA.term.kind === "number") continue;
    const roleA = a.roles.get(entryA.term.surface);
    const roleB = b.roles.get(entryB.term.surface);
    if ((roleA === "subject" && roleB === "object") || (roleA === "object" && roleB === "subject")) changed++;
  }
  return changed;
}

/**
 * Each entry of opposed particles, its words longest first, each with the pattern that finds it
 * as a whole word (compiled once) and the group it belongs to.
 */
const PARTICLE_PATTERNS = OPPOSED_PARTICLES.map((groups) =>
  groups
    .flatMap((words, group) => words.map((w) => ({ word: w, group, pattern: new RegExp(`(^|[^\\p{L}])${w}(?![\\p{L}])`, "gu") })))
    .sort((a, b) => b.word.length - a.word.length),
);

/**
 * The word of each group of one entry a text writes (the first found, longest first): a longer
 * phrase is read before the words inside it, so "with no" is "without" and not "with".
 */
function particlesIn(text: string, entry: (typeof PARTICLE_PATTERNS)[number]): [string | undefined, string | undefined] {
  const found: [string | undefined, string | undefined] = [undefined, undefined];
  let rest = text;
  for (const { word, group, pattern } of entry) {
    const blanked = rest.replace(pattern, (_, before: string) => `${before}${" ".repeat(word.length)}`);
    if (blanked !== rest) {
      found[group] ??= word;
      rest = blanked;
    }
  }
  return found;
}

/**
 * Small words of direction or comparison that the analysis drops as stop words but that turn a
 * claim around ("flew migrants into" vs "out of the United States", "crime is up" vs "down",
 * "more" vs "fewer"): the pairs where each side writes one and not the other. Each pair's words
 * are read as written, in the normalised text.
 */
function opposedParticles(query: string, candidate: string): Array<[string, string]> {
  const out: Array<[string, string]> = [];
  for (const entry of PARTICLE_PATTERNS) {
    const [qOne, qOther] = particlesIn(query, entry);
    const [cOne, cOther] = particlesIn(candidate, entry);
    if (qOne && !qOther && cOther && !cOne) out.push([qOne, cOther]);
    else if (qOther && !qOne && cOne && !cOther) out.push([qOther, cOne]);
  }
  return out;
}

export type PairEvidence = { features: MatchFeatures; reasons: string[]; differences: ClaimDifferences };

/**
 * The terms of `side` its counterpart does not account for: every word, name and figure (framing
 * left out) with neither the same word nor a WordNet synonym or hypernym on the other side, a
 * weak word only when not even a word vector comes near it, the terms of an opposite pair or of
 * a swap in the same role, and a negation the other side lacks.
 */
function differingTerms(side: Side, alignment: Alignment, opposed: ReadonlySet<string>, negation: ClaimTerm | null): DifferenceTerm[] {
  const out: DifferenceTerm[] = [];
  const seen = new Set<string>();
  const add = (text: string, kind: DifferenceTerm["kind"]) => {
    if (seen.has(text)) return;
    seen.add(text);
    out.push({ text, kind });
  };
  if (negation) add(negation.surface, "negation");
  for (const token of side.order) {
    const entry = side.info.get(token) as Entry;
    const kind = differenceKind(entry.term);
    if (opposed.has(token)) {
      add(entry.term.phrase ?? entry.term.surface, kind);
      continue;
    }
    if (entry.frame) continue;
    const closeness = alignment.closeness.get(token) ?? 0;
    const weak = kind !== "figure" && entry.weight < WEIGHTS.word;
    // Word vectors place words of one kind together ("rape" and "murder", "sheep" and "cattle"):
    // a word they alone align is shown, however close, for the visitor to judge.
    if (weak ? closeness < EXPLAINED : closeness < 1 || alignment.byVectors.has(token)) add(entry.term.phrase ?? entry.term.surface, kind);
  }
  return out;
}

/** How a differing term is shown: a figure, a name or a word. */
const differenceKind = (term: ClaimTerm): DifferenceTerm["kind"] => (term.kind === "number" ? "figure" : term.entity ? "name" : "word");

/** The words, names and figures of `side` (framing left out) that `other` does not write. */
function unsharedTerms(side: Side, other: Side): DifferenceTerm[] {
  const out: DifferenceTerm[] = [];
  side.order.forEach((token, index) => {
    const entry = side.info.get(token) as Entry;
    if (entry.frame || other.info.has(token) || coveredByName(side, index, other)) return;
    out.push({ text: entry.term.phrase ?? entry.term.surface, kind: differenceKind(entry.term) });
  });
  return out;
}

/** The first negation of a claim whose count of negations is odd (the side that denies). */
const denial = (analysis: ClaimAnalysis): ClaimTerm | null =>
  analysis.negations % 2 ? (analysis.terms.find((t) => t.kind === "negation") ?? null) : null;

/** Small words an acronym's letters skip: "Centers for Disease Control", "Department of Justice". */
const ACRONYM_SKIPS: ReadonlySet<string> = new Set(ACRONYM_SKIP_WORDS);
/** A letter written alone that may stand for a word ("U.S."; not the article "a" or the pronoun "I"). */
const DOTTED_LETTER = /^[b-hj-z]$/;

/**
 * The terms of `other` that `acronym` abbreviates: consecutive words of its text whose initials
 * spell it ("lng" and "liquefied natural gas", "RGGI" and "Regional Greenhouse Gas Initiative",
 * "CDC" and "Centers for Disease Control"), or none.
 */
function expansionOf(acronym: string, other: Side): string[] {
  const { words } = other;
  for (let start = 0; start < words.length; start++) {
    if (words[start][0] !== acronym[0]) continue;
    let at = start;
    let letter = 0;
    const spelled: string[] = [];
    // Letters written with dots spell their own letters: "USDA" is "U.S. Department of Agriculture".
    let dotted = "";
    while (letter < acronym.length && at < words.length) {
      const word = words[at];
      if (word[0] === acronym[letter] && (word.length > 1 || (DOTTED_LETTER.test(word) && other.text.includes(`${word}.`)))) {
        spelled.push(word);
        if (word.length === 1) dotted += `${word}.`;
        letter++;
      } else if (!ACRONYM_SKIPS.has(word) || spelled.length === 0) break;
      at++;
    }
    if (letter < acronym.length) continue;
    // A term read from two or three of the words ("emergency rooms" reads as one).
    const joined = spelled.flatMap((_, i) =>
      [2, 3].filter((n) => i + n <= spelled.length).flatMap((n) => vocabularyTerms(spelled.slice(i, i + n).join(" "))),
    );
    const written = new Set([...spelled, ...joined, ...(dotted ? vocabularyTerms(dotted) : [])]);
    const tokens = other.order.filter((token) => written.has((other.info.get(token) as Entry).term.surface) || written.has(token));
    if (tokens.length) return tokens;
  }
  return [];
}

/**
 * A term of one side read as one or more terms of the other, found by `link(side, other, from)`
 * (`from`: 0 when `side` is the query): each side is given the other's spelling, so every feature
 * counts the pair as shared. The sides themselves when nothing links (the usual case).
 */
type Link = { term: string; counterparts: string[] };
function withLinks(q: Side, c: Side, link: (side: Side, other: Side, from: 0 | 1) => Link[]): [Side, Side] {
  const aliases: [Map<string, Entry> | null, Map<string, Entry> | null] = [null, null];
  const sides = [q, c] as const;
  for (const [from, to] of [
    [0, 1],
    [1, 0],
  ] as const) {
    for (const { term, counterparts } of link(sides[from], sides[to], from)) {
      const mine = (aliases[from] ??= new Map(sides[from].info));
      const theirs = (aliases[to] ??= new Map(sides[to].info));
      const entry = sides[from].info.get(term) as Entry;
      for (const token of counterparts) if (!mine.has(token)) mine.set(token, entry);
      const counterpart = sides[to].info.get(counterparts[0]) as Entry;
      if (!theirs.has(term)) theirs.set(term, counterpart);
    }
  }
  if (!aliases[0] && !aliases[1]) return [q, c];
  return [aliases[0] ? { ...q, info: aliases[0] } : q, aliases[1] ? { ...c, info: aliases[1] } : c];
}

/**
 * Each acronym and the words it abbreviates on the other side ("the US is the top LNG exporter"
 * vs "… largest exporter of liquefied natural gas").
 */
function acronymLinks(side: Side, other: Side): Link[] {
  const links: Link[] = [];
  for (const token of side.order) {
    const { term } = side.info.get(token) as Entry;
    if (term.kind === "number" || other.info.has(token) || !isWord(term.surface)) continue;
    if (term.surface.length > 6 || term.surface.length < 2) continue;
    const expansion = expansionOf(term.surface, other);
    if (expansion.length) links.push({ term: token, counterparts: expansion });
  }
  return links;
}

/**
 * A word written the same on both sides but read as two terms: "Inflation Reduction Act" keeps
 * "reduction" as part of the name, "inflation reduction act" typed in lower case reads it as a
 * decrease. Linked to the other side's reading of the same word.
 */
function sameWordLinks(side: Side, other: Side): Link[] {
  const links: Link[] = [];
  let theirs: Map<string, string> | null = null;
  for (const token of side.order) {
    const { term } = side.info.get(token) as Entry;
    if (term.kind === "number" || other.info.has(token) || term.phrase) continue;
    if (!theirs) {
      theirs = new Map();
      for (const [t, entry] of other.info)
        if (entry.term.kind !== "number" && !entry.term.phrase && !side.info.has(t)) theirs.set(entry.term.surface, t);
    }
    const counterpart = theirs.get(term.surface);
    if (counterpart !== undefined) links.push({ term: token, counterparts: [counterpart] });
  }
  return links;
}

/**
 * Each verb of several words on one side and the word it means on the other: "got rid of the
 * cap" vs "eliminated the cap", "stepped down" vs "resigned" (WordNet's verbs of two or three
 * words: a synonym, or a narrower word on the stored side, as for single words). Linked from the
 * phrase's words to that word.
 */
function phrasalVerbLinks(wordNet: WordNet | null) {
  // A phrase is read from words; what it means may be a word or a concept written as one word
  // ("eliminated"), never a concept read from a phrase of its own ("went up" = increase).
  const unshared = (side: Side, other: Side, concepts: boolean) =>
    side.order.filter((token) => {
      const { term, frame } = side.info.get(token) as Entry;
      if (frame || other.info.has(token) || !isWord(term.surface)) return false;
      return term.kind === "word" || (concepts && term.kind === "concept" && vocabularyTerms(term.surface).includes(token));
    });
  return (side: Side, other: Side, from: 0 | 1): Link[] => {
    if (!wordNet) return [];
    const links: Link[] = [];
    let theirs: string[] | null = null;
    const { words } = side;
    for (const token of unshared(side, other, false)) {
      const at = words.indexOf((side.info.get(token) as Entry).term.surface);
      if (at < 0) continue;
      // The phrases of two or three words the word is part of: "got rid of", "stepped down".
      const windows = [
        [at, 3],
        [at - 1, 3],
        [at, 2],
        [at - 1, 2],
      ].filter(([start, length]) => start >= 0 && start + length <= words.length);
      for (const [start, length] of windows) {
        const phraseWords = words.slice(start, start + length);
        const phrase = phraseWords.join(" ");
        if (!wordNet.senses(phrase).length) continue;
        theirs ??= unshared(other, side, true);
        const match = theirs.find((candidate) => {
          const surface = (other.info.get(candidate) as Entry).term.surface;
          if (phraseWords.includes(surface)) return false;
          const relation = wordNet.relation(phrase, surface);
          // The query's phrase may not be the narrower one (as for single words).
          return relation === "synonym" || relation === (from === 0 ? "hyponym" : "hypernym");
        });
        if (!match) continue;
        for (const t of side.order)
          if (phraseWords.includes((side.info.get(t) as Entry).term.surface)) links.push({ term: t, counterparts: [match] });
        break;
      }
    }
    return links;
  };
}

/**
 * A word the dictionary does not know on one side and the dictionary word it misspells or shortens
 * on the other: "goverment" / "government", "vacines" / "vaccines" (one letter added, dropped,
 * changed, or two swapped; two in a word of eight letters or more; the first letter the same),
 * "gov" / "governor", "trans" / "transgender" (the start of a word at least three letters longer).
 * Two dictionary words one letter apart stay two words ("county", "country"; "trial", "trail"),
 * and names are left alone ("Zelenska" is not "Zelensky").
 */
function misspellingLinks(wordNet: WordNet | null) {
  // Words of `side` that `other` lacks, written in plain letters, neither names nor framing. A concept
  // ("vaccines" reads as one) is a word the dictionary knows; a misspelling never reads as one.
  const plainWordsOnlyIn = (side: Side, other: Side, kinds: readonly ClaimTerm["kind"][]) =>
    side.order.filter((token) => {
      const { term, frame } = side.info.get(token) as Entry;
      return kinds.includes(term.kind) && !term.entity && !frame && !other.info.has(token) && /^[a-z]{3,}$/.test(term.surface);
    });
  return (side: Side, other: Side): Link[] => {
    if (!wordNet) return [];
    const links: Link[] = [];
    let theirs: string[] | null = null;
    for (const token of plainWordsOnlyIn(side, other, ["word"])) {
      const written = (side.info.get(token) as Entry).term.surface;
      if (wordNet.senses(written).length) continue;
      theirs ??= plainWordsOnlyIn(other, side, ["word", "concept"]).filter(
        (t) => wordNet.senses((other.info.get(t) as Entry).term.surface).length > 0,
      );
      const match = theirs.find((t) => {
        const meant = (other.info.get(t) as Entry).term.surface;
        if (meant[0] !== written[0]) return false;
        if (meant.length >= written.length + 3 && meant.startsWith(written)) return true;
        return written.length >= 4 && editDistanceAtMost(written, meant, Math.min(written.length, meant.length) >= 8 ? 2 : 1);
      });
      if (match) links.push({ term: token, counterparts: [match] });
    }
    return links;
  };
}

/** Whether `a` becomes `b` in at most `limit` edits: a letter added, dropped or changed, or two next to each other swapped. */
export function editDistanceAtMost(a: string, b: string, limit: number): boolean {
  if (Math.abs(a.length - b.length) > limit) return false;
  let before: number[] = [];
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    for (let j = 1; j <= b.length; j++) {
      let d = Math.min(previous[j] + 1, row[j - 1] + 1, previous[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d = Math.min(d, before[j - 2] + 1);
      row.push(d);
    }
    [before, previous] = [previous, row];
  }
  return previous[b.length] <= limit;
}

/** The features of a (query, candidate) pair, and the plain-language differences behind them. */
export function pairFeatures(input: PairInput): PairEvidence {
  const wordNet = input.wordNet === undefined ? loadWordNet() : input.wordNet;
  let [q, c] = withLinks(
    ...withLinks(...withLinks(sideOf(input.query), sideOf(input.candidate), sameWordLinks), acronymLinks),
    phrasalVerbLinks(wordNet),
  );
  [q, c] = withLinks(q, c, misspellingLinks(wordNet));
  const reasons: string[] = [];
  const vectors = input.vectors ?? null;
  const queryParts = wordNet ? partsOfSpeechOf(input.query) : null;
  const candidateParts = wordNet ? partsOfSpeechOf(input.candidate) : null;
  const queryAlignment = align(q, c, vectors, wordNet, true, queryParts && candidateParts && { side: queryParts, other: candidateParts });
  const candidateAlignment = align(
    c,
    q,
    vectors,
    wordNet,
    false,
    queryParts && candidateParts && { side: candidateParts, other: queryParts },
  );
  let negationDiffers = input.query.negations % 2 !== input.candidate.negations % 2;
  /** A stance word that answers the other side's denial ("refuses" for "won't accept"). */
  let explainedStance: string | null = null;
  let opposites = oppositeTerms(q, c);
  // "uninsured" for "no health insurance", "unvaccinated" for "weren't vaccinated": the prefix on
  // the side that asserts is the other side's denial, so neither is a difference.
  if (negationDiffers) {
    const queryDenies = input.query.negations % 2 === 1;
    const [asserting, denying] = queryDenies ? [c, q] : [q, c];
    const cancelled = prefixNegated(asserting, denying)[0];
    if (cancelled) {
      negationDiffers = false;
      const written = queryDenies ? `${cancelled.base} vs ${cancelled.token}` : `${cancelled.token} vs ${cancelled.base}`;
      opposites = opposites.filter((o) => o !== written);
    }
    // "won't be allowed" for "banned", "won't accept" for "refuses": the denied word's opposite is
    // the other side's word, so neither the denial nor the opposite pair is a difference.
    else {
      for (const denied of denying.negated) {
        const opposite = [...(OPPOSITES.get(denied) ?? [])].find((o) => asserting.info.has(o) && !denying.info.has(o));
        if (!opposite) continue;
        negationDiffers = false;
        explainedStance = opposite;
        const written = queryDenies ? `${denied} vs ${opposite}` : `${opposite} vs ${denied}`;
        opposites = opposites.filter((o) => o !== written);
        break;
      }
    }
    // "banned" for "can't get", "stopped taxing" for "doesn't tax anymore": the asserting side's
    // word is the denial, unless the denying side writes that word too: "banned" vs "not banned", and
    // "still supports banning fracking" vs "never supported a ban" deny other words.
    if (negationDiffers && asserting.order.some((t) => DENYING.has(t) && !denying.info.has(t))) negationDiffers = false;
    // A denial of something the other side never mentions ("water vapour, not greenhouse gases,
    // made 2023 hot") adds a detail; it contradicts nothing.
    const denyingAlignment = queryDenies ? queryAlignment : candidateAlignment;
    if (
      negationDiffers &&
      ![...denying.negated].some((t) => asserting.info.has(t) || (denyingAlignment.closeness.get(t) ?? 0) >= EXPLAINED)
    )
      negationDiffers = false;
  }
  if (negationDiffers) reasons.push(`negation: the ${input.query.negations % 2 ? "query" : "candidate"} denies what the other asserts`);

  const shared = [...q.numbers].filter((n) => c.numbers.has(n));
  // "first" is a figure against another ordinal ("first" vs "second"), not against a count ("its
  // first year" vs "50%") or alone ("the first nine weeks", "on his first day").
  const figure = (side: Side, other: Side) => (n: string) =>
    !other.numbers.has(n) && !(n === "1" && side.ordinalOnly.has(n) && other.ordinalOnly.size === 0);
  const onlyQ = [...q.numbers].filter(figure(q, c));
  const onlyC = [...c.numbers].filter(figure(c, q));
  // The same figure in other units ("two weeks" vs "two months") is another figure.
  const unitConflicts = shared.filter((n) => q.units.has(n) && c.units.has(n) && q.units.get(n) !== c.units.get(n));
  const conflict = (onlyQ.length > 0 && onlyC.length > 0) || unitConflicts.length > 0;
  const shownFigures = (side: Side, keys: string[]) => keys.map((n) => side.figures.get(n) ?? n).join(", ");
  if (unitConflicts.length)
    reasons.push(`figures in other units: ${unitConflicts.map((n) => `${n} ${q.units.get(n)} vs ${c.units.get(n)}`).join(", ")}`);
  else if (conflict) reasons.push(`different figures: ${shownFigures(q, onlyQ)} vs ${shownFigures(c, onlyC)}`);
  else if (onlyQ.length) reasons.push(`figure only in the query: ${shownFigures(q, onlyQ)}`);
  else if (onlyC.length) reasons.push(`figure only in the candidate: ${shownFigures(c, onlyC)}`);

  if (opposites.length) reasons.push(`opposite terms: ${opposites.join("; ")}`);
  let stance = 0;
  // A stance word in the framing is how the claim was put ("… fact or myth", "posts falsely claim"), not what it says.
  const asserts = (side: Side, token: string) => side.info.get(token)?.frame === false;
  for (const token of STANCE) {
    if (asserts(q, token) !== asserts(c, token) && token !== explainedStance) {
      stance++;
      reasons.push(`"${token}" only in the ${asserts(q, token) ? "query" : "candidate"}`);
    }
  }

  const namesShared = q.order.filter((t) => q.info.get(t)!.term.entity && c.info.has(t)).length;
  const namesOnlyQ = unsharedNames(q, c);
  const namesOnlyC = unsharedNames(c, q);
  if (namesOnlyQ.length) reasons.push(`names only in the query: ${namesOnlyQ.join(", ")}`);
  if (namesOnlyC.length) reasons.push(`names only in the candidate: ${namesOnlyC.join(", ")}`);

  const keyQ = firstStrong(q, 2);
  const keyC = firstStrong(c, 2);
  const subjectNotShared = (keyQ.length > 0 && !keyQ.some((t) => c.info.has(t))) || (keyC.length > 0 && !keyC.some((t) => q.info.has(t)));
  if (subjectNotShared) reasons.push(`subject not shared: ${keyQ.join(", ")} vs ${keyC.join(", ")}`);

  // A word on each side that the other lacks: another subject, object or action ("polio" vs "tetanus").
  const substitutions = Math.min(unsharedWords(q, c).length + namesOnlyQ.length, unsharedWords(c, q).length + namesOnlyC.length);

  // Both deny something, but not the same thing ("not a pollutant, plant food" vs "a pollutant, not plant food").
  const assertedBy = (side: Side) => (t: string) => side.info.has(t) && !side.negated.has(t);
  const negatedDiffer =
    q.negated.size > 0 &&
    c.negated.size > 0 &&
    ![...q.negated].some((t) => c.negated.has(t)) &&
    ([...q.negated].some(assertedBy(c)) || [...c.negated].some(assertedBy(q)));
  if (negatedDiffer) reasons.push("each side denies something else");
  const rare = rareSubstitution(q, c, vectors);
  const particles = opposedParticles(input.query.normalized, input.candidate.normalized);
  if (particles.length) reasons.push(`opposite directions: ${particles.map(([a, b]) => `${a} vs ${b}`).join("; ")}`);
  // A comparison turned round ("no state spends less than Mississippi", "a Civic weighs less than
  // the battery") says the same thing with its sides swapped.
  const moved = negationDiffers || opposites.length || particles.length ? null : orderSwapped(q, c);
  const swapped = moved !== null;
  if (swapped) reasons.push("the two sides of a comparison, a contest or a change swapped");

  const claimantShared = (input.claimantTokens ?? []).some((t) => q.info.has(t) && !TITLES.has(t));
  const speakers = otherSpeakers(q, c, input.claimantTokens ?? [], wordNet);
  if (speakers.length) reasons.push(`said by someone else: ${speakers.join(", ")}`);

  const sides: [
    { side: Side; alignment: Alignment; roles: Map<string, Role> },
    { side: Side; alignment: Alignment; roles: Map<string, Role> },
  ] = [
    { side: q, alignment: queryAlignment, roles: rolesOf(input.query) },
    { side: c, alignment: candidateAlignment, roles: rolesOf(input.candidate) },
  ];
  const swaps = roleSwaps(sides);
  if (swaps.count) reasons.push(`swapped in the same role: ${[...swaps.tokens[0]].join(", ")} vs ${[...swaps.tokens[1]].join(", ")}`);
  if (queryAlignment.narrower || candidateAlignment.narrower) reasons.push("the query names a narrower kind of something");
  const sentence =
    input.queryVector && input.candidateVector ? Math.max(0, cosine(input.queryVector, input.candidateVector)) : tokenCosine(q, c);
  const features: MatchFeatures = {
    queryCoverage: queryAlignment.exact,
    candidateCoverage: candidateAlignment.exact,
    querySoftCoverage: queryAlignment.soft,
    candidateSoftCoverage: candidateAlignment.soft,
    sentenceSimilarity: sentence,
    numbersShared: cap(shared.length, 3),
    numbersConflict: conflict ? 1 : 0,
    numberOnlyInQuery: !conflict && onlyQ.length ? 1 : 0,
    // A visitor often leaves out the stored claim's date ("did trump pardon SBF" for "… in January
    // 2025"), rarely its amount ("Trump lost the election" is not "… by 7 million votes").
    numberOnlyInCandidate: !conflict && onlyC.some((n) => !YEAR.test(n)) ? 1 : 0,
    negationDiffers: negationDiffers ? 1 : 0,
    oppositeTerms: cap(opposites.length, 2),
    stanceDiffers: cap(stance, 2),
    namesShared: cap(namesShared, 3),
    nameOnlyInQuery: cap(namesOnlyQ.length, 3),
    nameOnlyInCandidate: cap(namesOnlyC.length, 3),
    claimantShared: claimantShared ? 1 : 0,
    subjectNotShared: subjectNotShared ? 1 : 0,
    substitutions: cap(substitutions, 3),
    unexplainedSubstitutions: cap(Math.min(queryAlignment.unexplained, candidateAlignment.unexplained), 3),
    orderSwapped: swapped ? 1 : 0,
    negatedTermsDiffer: negatedDiffer ? 1 : 0,
    rareSubstitution: rare,
    cleanCoverage: 0,
    lengthRatio: q.order.length && c.order.length ? Math.min(q.order.length, c.order.length) / Math.max(q.order.length, c.order.length) : 0,
    dictionaryCoverage: Math.round(Math.min(queryAlignment.dictionary, candidateAlignment.dictionary) * 1000) / 1000,
    siblingSwaps: cap(Math.max(queryAlignment.siblings, candidateAlignment.siblings), 2),
    ...roleAlignment(sides),
    roleSwaps: cap(swaps.count, 3),
    roleChanges: cap(roleChanges(sides), 3),
    narrowerTerms: cap(Math.max(queryAlignment.narrower, candidateAlignment.narrower), 2),
    dictionaryContrasts: cap(Math.max(queryAlignment.contrasts, candidateAlignment.contrasts), 2),
    particlesOpposed: cap(particles.length, 2),
    // A short query the stored claim says in full ("spain portugal blackout was a weather weapon
    // test?"): every query term is there, and the query adds no word, name or figure of its own.
    queryFullyCovered: queryAlignment.exact >= 0.999 ? 1 : 0,
    queryCleanlyCovered:
      queryAlignment.unexplained === 0 && namesOnlyQ.length === 0 && onlyQ.length === 0 ? Math.min(1, queryAlignment.soft) : 0,
    // Everything else shared and one thing turned round ("will not run" vs "will run", "into" vs
    // "out of", the sides of a comparison swapped): the more the two claims share, the surer the
    // contradiction. A rewording that moves a denial into a word ("uninsured" for "no insurance")
    // shares less as written.
    contradictedCoverage:
      negationDiffers || opposites.length || particles.length || swapped ? Math.min(queryAlignment.soft, candidateAlignment.soft, 1) : 0,
    // The query says who said it ("Obama says", "Tristan Tate says"), and the stored claim's
    // claimant is someone else: another statement, however alike the words.
    speakerDiffers: speakers.length ? 1 : 0,
    queryOrderShared: orderShared(q, c),
    candidateOrderShared: orderShared(c, q),
  };
  // Similar and with no sign of another assertion: what a rewording looks like.
  const clean =
    !negationDiffers &&
    !conflict &&
    !onlyQ.length &&
    !opposites.length &&
    !stance &&
    !namesOnlyQ.length &&
    !namesOnlyC.length &&
    !swapped &&
    !negatedDiffer &&
    !features.unexplainedSubstitutions;
  features.cleanCoverage = clean ? Math.min(features.querySoftCoverage, features.candidateSoftCoverage) : 0;
  const opposedQ = new Set([...opposites.map((pair) => pair.split(" vs ")[0]), ...swaps.tokens[0], ...(moved?.[0] ?? []), ...speakers]);
  const opposedC = new Set([...opposites.map((pair) => pair.split(" vs ")[1]), ...swaps.tokens[1], ...(moved?.[1] ?? [])]);
  const differences: ClaimDifferences = {
    query: [
      ...differingTerms(q, queryAlignment, opposedQ, negationDiffers ? denial(input.query) : null),
      ...particles.map(([word]) => ({ text: word, kind: "word" as const })),
    ],
    candidate: [
      ...differingTerms(c, candidateAlignment, opposedC, negationDiffers ? denial(input.candidate) : null),
      ...particles.map(([, word]) => ({ text: word, kind: "word" as const })),
    ],
  };
  // A word shown on one side was swapped for something on the other: when the other side shows
  // nothing (its counterpart is a common word, or one a dictionary sense ties to a word both sides
  // share: "people" for "children", "tires" for "brakes"), its words the first side lacks are shown.
  if (differences.query.length === 0 && differences.candidate.length > 0) differences.query = unsharedTerms(q, c);
  else if (differences.candidate.length === 0 && differences.query.length > 0) differences.candidate = unsharedTerms(c, q);
  return { features, reasons, differences };
}

/**
 * The share of `side`'s adjacent terms that stand next to each other in `other` too: how much of
 * a claim's frame, its words in their order, the other keeps. An edited copy keeps most of it
 * ("… the first in his family to go to college" / "… to serve in the Navy"); a rewording keeps
 * little ("masks cause hypoxia" / "wearing a mask gives you hypoxia").
 */
function orderShared(side: Side, other: Side): number {
  if (side.adjacent.size === 0) return 0;
  let kept = 0;
  for (const pair of side.adjacent) if (other.adjacent.has(pair)) kept++;
  return Math.round((kept / side.adjacent.size) * 1000) / 1000;
}

/** The features as a vector in FEATURE_NAMES order. */
export function featureVector(features: MatchFeatures): number[] {
  return FEATURE_NAMES.map((name) => features[name]);
}
