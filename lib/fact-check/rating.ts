/**
 * Rating normaliser: maps fact-checkers' free-text ratings ("Pants on Fire", "FALS", "Four
 * Pinocchios", "This is incorrect. The figure was ...") onto the seven Factlens verdicts.
 *
 * Pure and synchronous. The vocabulary is data (lib/fact-check/lists/, with the verdict tables below); the code only
 *   1. normalises text (case, diacritics, apostrophes, punctuation),
 *   2. finds the *leading judgement* of the first sentence (the earliest vocabulary phrase that
 *      opens the sentence or follows a copula: "This is incorrect", "We rate this Mostly False"),
 *   3. applies negation ("not true" -> FALSE, "not entirely true" -> MIXED),
 *   4. applies a concession ("Correct, but ..." -> MOSTLY_TRUE; "True but misleading" -> MIXED).
 * When it cannot tell, it says so (`certain: false` with a reason) instead of guessing.
 *
 * Choices within the "misleading" family (the grey zone between MIXED and MOSTLY_FALSE):
 *   - MOSTLY_FALSE when the publisher judges the claim's *message* to be wrong even though some
 *     ingredients are real: Misleading, False context / Out of context / Miscaptioned (genuine
 *     media, false claim about it), Cherry-picked (accurate data selected to support a wrong
 *     conclusion), Distorted, Three Pinocchios, PolitiFact's old "Barely True".
 *   - MIXED when the publisher says the stated facts are (partly) accurate but incomplete or off in
 *     size: Half true, Partly true/false, Mixture, Missing/Lacks context (the facts stand; context
 *     changes the reading), Exaggerated / Overstated / Understated (right direction, wrong
 *     magnitude), Imprecise, Outdated, Two Pinocchios.
 * Absence-of-evidence ratings (Unproven, Unsubstantiated, No evidence, Unfounded) are UNCLEAR, not
 * FALSE: they say the claim was not shown, not that it was refuted. Satire/hoax labels are FALSE
 * because the literal claim is false.
 */
import { foldAccents } from "@/lib/text/fold";
import {
  BRIDGE_WORDS,
  CONCESSIVES,
  COPULAS,
  DEGREE_ADVERBS,
  DEGREE_MODIFIERS,
  LETTER_FOLDS,
  NEGATORS,
  PINOCCHIO_SCALE,
  POST_NEGATORS,
  RATING_VOCABULARY,
  type Anchor,
  type Polarity,
  type RatingTerm,
} from "./rating-lists";
import type { Verdict } from "./verdict";

export { DEGREE_MODIFIERS, PINOCCHIO_SCALE, RATING_VOCABULARY, type RatingTerm };

export type RatingResult =
  | { verdict: Verdict; certain: true; /** the normalised phrase that decided it */ matched: string }
  | { verdict: null; certain: false; reason: string };

/* ------------------------------------------------------------------------------------------ */
/* Vocabulary (the lists are data: lib/fact-check/lists/, read by rating-lists.ts)             */
/* ------------------------------------------------------------------------------------------ */

const PINOCCHIO_TERMS: readonly RatingTerm[] = PINOCCHIO_SCALE.map(({ count, verdict }) => ({
  verdict,
  negated: null,
  terms: count.flatMap((n) => [`${n} pinocchio`, `${n} pinocchios`]),
}));

const COMPOUND: Readonly<Record<keyof typeof DEGREE_MODIFIERS, Readonly<Record<Polarity, Verdict>>>> = {
  mostly: { true: "MOSTLY_TRUE", false: "MOSTLY_FALSE" },
  partly: { true: "MIXED", false: "MIXED" },
};

/** Full negation ("not true"). null = cannot tell: "not false" or "not misleading" usually
 *  precedes a caveat and does not say what the claim *is*. */
const NEGATION: Readonly<Record<Verdict, Verdict | null>> = {
  TRUE: "FALSE",
  MOSTLY_TRUE: null,
  MIXED: null,
  MOSTLY_FALSE: null,
  FALSE: null,
  UNCLEAR: null,
  DISPUTED: null,
};

/** Partial negation ("not entirely true", "not completely false") = partly right. */
const PARTIAL_NEGATION: Readonly<Record<Verdict, Verdict | null>> = {
  TRUE: "MIXED",
  MOSTLY_TRUE: null,
  MIXED: null,
  MOSTLY_FALSE: null,
  FALSE: "MIXED",
  UNCLEAR: null,
  DISPUTED: null,
};

/** "Correct, but ..." with no opposite judgement after the "but": one step towards the middle. */
const CONCESSION_SOFTENING: Readonly<Partial<Record<Verdict, Verdict>>> = {
  TRUE: "MOSTLY_TRUE",
  FALSE: "MOSTLY_FALSE",
};

/** Which side of the scale a verdict sits on (for "True, but misleading" -> MIXED). */
const SIDE: Readonly<Record<Verdict, 1 | 0 | -1 | null>> = {
  TRUE: 1,
  MOSTLY_TRUE: 1,
  MIXED: 0,
  MOSTLY_FALSE: -1,
  FALSE: -1,
  UNCLEAR: null,
  DISPUTED: null,
};

/** A judgement further than this many words into the first sentence must follow a copula. */
const LEADING_WINDOW = 5;
const BOUNDARY = "|";

/* ------------------------------------------------------------------------------------------ */
/* Normalisation                                                                               */
/* ------------------------------------------------------------------------------------------ */

/**
 * Lower-case, strip Latin diacritics (not Devanagari vowel signs), drop apostrophes
 * ("isn't" -> "isnt"), turn clause punctuation into a "|" boundary token and other
 * punctuation into spaces. Hyphens join words ("Half-true" -> "half true").
 */
export function normalizeRatingText(text: string): string {
  // Apostrophes go before folding: NFKD would turn an acute accent (´) into a space and a mark.
  // The Devanagari nukta goes too, so "ग़लत" reads as "गलत".
  return foldAccents(text.replace(/[\u0027\u2018\u2019\u02bc\u00b4\u0060]/g, ""))
    .replace(/\u093c/g, "")
    .toLowerCase()
    .replace(/[ßıłøæœđðþ]/g, (c) => LETTER_FOLDS[c] ?? c)
    .replace(/\s[-\u2013\u2014]\s|[,:;()[\]/\u2013\u2014]/g, ` ${BOUNDARY} `)
    .replace(/[^\p{L}\p{N}\p{M}|]+/gu, " ")
    .replace(/\s+/g, " ")
    .trim();
}

/** Sentences, split at . ! ? ; or a newline — but not after a single capital ("U.S. figures"). */
function splitSentences(text: string): string[] {
  return text
    .split(/(?<!\b\p{Lu})\.+(?=\s|$)|[!?;]+(?=\s|$)|\n+/u)
    .map((s) => s.trim())
    .filter((s) => normalizeRatingText(s).replace(/\|/g, "").trim() !== "");
}

/* ------------------------------------------------------------------------------------------ */
/* Phrase index (built once from the tables)                                                   */
/* ------------------------------------------------------------------------------------------ */

interface Phrase {
  readonly tokens: readonly string[];
  readonly text: string;
  readonly verdict: Verdict;
  readonly negated: Verdict | null;
  readonly partialNegated: Verdict | null;
  readonly anchor: Anchor;
}

function buildIndex(): Map<string, Phrase[]> {
  const explicit = new Map<string, Phrase>();
  const generated = new Map<string, Phrase>();
  const add = (into: Map<string, Phrase>, p: Phrase, strict: boolean) => {
    const prior = into.get(p.text);
    if (prior && strict && prior.verdict !== p.verdict) {
      throw new Error(`rating vocabulary conflict: "${p.text}" is ${prior.verdict} and ${p.verdict}`);
    }
    if (!prior) into.set(p.text, p);
  };
  for (const term of [...RATING_VOCABULARY, ...PINOCCHIO_TERMS]) {
    for (const raw of term.terms) {
      const text = normalizeRatingText(raw);
      add(
        explicit,
        {
          tokens: text.split(" "),
          text,
          verdict: term.verdict,
          negated: term.negated === undefined ? NEGATION[term.verdict] : term.negated,
          partialNegated: term.negated === undefined ? PARTIAL_NEGATION[term.verdict] : term.negated,
          anchor: term.anchor ?? "leading",
        },
        true,
      );
      if (!term.polarity) continue;
      for (const kind of ["mostly", "partly"] as const) {
        for (const modifier of DEGREE_MODIFIERS[kind]) {
          const compound = `${normalizeRatingText(modifier)} ${text}`;
          add(
            generated,
            {
              tokens: compound.split(" "),
              text: compound,
              verdict: COMPOUND[kind][term.polarity],
              negated: term.negated === undefined ? null : term.negated,
              partialNegated: term.negated === undefined ? null : term.negated,
              anchor: "leading",
            },
            false,
          );
        }
      }
    }
  }
  const index = new Map<string, Phrase[]>();
  for (const [text, p] of generated) if (!explicit.has(text)) explicit.set(text, p);
  for (const p of explicit.values()) {
    const first = p.tokens[0];
    const list = index.get(first) ?? [];
    list.push(p);
    index.set(first, list);
  }
  for (const list of index.values()) list.sort((a, b) => b.tokens.length - a.tokens.length);
  return index;
}

const INDEX = buildIndex();

/** Every normalised phrase the normaliser knows, with its verdict (for tests and docs). */
export function ratingPhrases(): ReadonlyMap<string, Verdict> {
  const out = new Map<string, Verdict>();
  for (const list of INDEX.values()) for (const p of list) out.set(p.text, p.verdict);
  return out;
}

/* ------------------------------------------------------------------------------------------ */
/* Matching                                                                                    */
/* ------------------------------------------------------------------------------------------ */

function phraseAt(tokens: readonly string[], i: number): Phrase | undefined {
  const candidates = INDEX.get(tokens[i]);
  if (!candidates) return undefined;
  return candidates.find((p) => p.tokens.every((t, k) => tokens[i + k] === t));
}

interface Context {
  negation: "none" | "full" | "partial";
  copula: boolean;
  /** index of the first word of the judgement including its negator/copula/filler prefix */
  start: number;
}

/** Walk left from a phrase over negators, copulas, degree adverbs and filler. */
function contextBefore(tokens: readonly string[], i: number, phraseLength: number): Context {
  let negators = 0;
  let degreeBeforeNegator = false;
  let copula = false;
  let start = i;
  for (let k = i - 1; k >= 0; k--) {
    const t = tokens[k];
    if (NEGATORS.has(t)) negators++;
    else if (DEGREE_ADVERBS.has(t)) degreeBeforeNegator ||= negators === 0;
    else if (!COPULAS.has(t) && !BRIDGE_WORDS.has(t)) break;
    if (COPULAS.has(t)) copula = true;
    start = k;
  }
  // Post-posed negation: "stimmt nicht", "stimmt so nicht", "doğru değil".
  for (let k = i + phraseLength; k < tokens.length && k <= i + phraseLength + 1; k++) {
    if (POST_NEGATORS.has(tokens[k])) {
      negators++;
      break;
    }
    if (!BRIDGE_WORDS.has(tokens[k])) break;
  }
  const negation = negators % 2 === 0 ? "none" : degreeBeforeNegator ? "partial" : "full";
  return { negation, copula, start };
}

function realIndex(tokens: readonly string[], i: number): number {
  let n = 0;
  for (let k = 0; k < i; k++) if (tokens[k] !== BOUNDARY) n++;
  return n;
}

function realLength(tokens: readonly string[]): number {
  return tokens.filter((t) => t !== BOUNDARY).length;
}

type Found = { kind: "verdict"; verdict: Verdict; phrase: Phrase; end: number } | { kind: "negated-unknown"; phrase: Phrase; end: number };

/**
 * First acceptable judgement in `tokens` from `from`. With `leading`, a judgement must open the
 * sentence (within LEADING_WINDOW words) or follow a copula.
 */
function findJudgement(tokens: readonly string[], from: number, leading: boolean, wholeText: boolean): Found | undefined {
  for (let i = from; i < tokens.length; i++) {
    const phrase = phraseAt(tokens, i);
    if (!phrase) continue;
    const end = i + phrase.tokens.length;
    const ctx = contextBefore(tokens, i, phrase.tokens.length);
    const spansSentence = realIndex(tokens, ctx.start) === 0 && realIndex(tokens, end) === realLength(tokens);
    if (phrase.anchor === "whole" && !(wholeText && spansSentence && ctx.negation === "none")) continue;
    if (phrase.anchor === "predicate" && !(ctx.copula || spansSentence)) continue;
    if (leading && !ctx.copula && realIndex(tokens, ctx.start) >= LEADING_WINDOW) continue;
    const verdict = ctx.negation === "none" ? phrase.verdict : ctx.negation === "full" ? phrase.negated : phrase.partialNegated;
    if (verdict === null) return { kind: "negated-unknown", phrase, end };
    return { kind: "verdict", verdict, phrase, end };
  }
  return undefined;
}

/** Apply "..., but ..." qualifications to a leading verdict. */
function applyConcession(lead: Verdict, tail: readonly string[]): Verdict {
  const at = tail.findIndex((t) => CONCESSIVES.has(t));
  if (at < 0) return lead;
  const after = findJudgement(tail, at + 1, false, false);
  const leadSide = SIDE[lead];
  if (after?.kind === "verdict" && leadSide !== null && leadSide !== 0) {
    const side = SIDE[after.verdict];
    if (side !== null && side !== leadSide) return "MIXED";
  }
  return CONCESSION_SOFTENING[lead] ?? lead;
}

const cannotTell = (reason: string): RatingResult => ({ verdict: null, certain: false, reason });

/** Map a publisher's free-text rating onto a verdict, or say that it cannot tell. */
export function normalizeRating(text: string): RatingResult {
  if (typeof text !== "string" || normalizeRatingText(text).replace(/\|/g, "").trim() === "") {
    return cannotTell("empty rating");
  }
  const sentences = splitSentences(text);
  const tokenize = (s: string) => normalizeRatingText(s).split(" ").filter(Boolean);
  const first = tokenize(sentences[0]);
  const found = findJudgement(first, 0, true, sentences.length === 1);
  if (!found) return cannotTell("no rating judgement found at the start of the rating");
  if (found.kind === "negated-unknown") {
    return cannotTell(`negated "${found.phrase.text}" has no defined opposite verdict`);
  }
  // The qualification may sit in the same sentence ("Correct, but ...") or open the next one.
  let tail = first.slice(found.end);
  const next = sentences[1] === undefined ? [] : tokenize(sentences[1]);
  if (!tail.some((t) => CONCESSIVES.has(t)) && next.length > 0 && CONCESSIVES.has(next[0])) tail = next;
  return { verdict: applyConcession(found.verdict, tail), certain: true, matched: found.phrase.text };
}
