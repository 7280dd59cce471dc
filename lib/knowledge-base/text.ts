/**
 * Pure text helpers for claim matching: normalisation (also the cache key of a query), tokenising
 * into content terms, stemming, number canonicalisation and synonym folding.
 *
 * The word lists live in `lists/` (see `word-lists.ts`); everything listed there is run through the same
 * pipeline when this module loads, so lists are written in plain words.
 */
import { foldCharacters, frameSpans, normalizeClaimText, PRINTABLE_ASCII, stripFraming } from "@/lib/knowledge-base/framing";
import { isNumberToken, parseNumber, rateOf } from "@/lib/knowledge-base/numbers";
import { applyRewrites, NEGATED_QUESTION, scan, type RawWord } from "@/lib/knowledge-base/scan";
import { stem } from "@/lib/knowledge-base/stem";
import {
  BOUND_WORDS,
  NEGATIVE_CONTRACTION_BASES,
  LETTER_HEADS,
  NEGATIONS,
  PHRASE_EXPANSIONS,
  PIVOT_WORDS,
  STOP_WORDS,
  SYNONYM_GROUPS,
  TITLE_WORDS,
} from "@/lib/knowledge-base/word-lists";

export { frameSpans, isNumberToken, normalizeClaimText, stem };

// ---------------------------------------------------------------------------------------------
// Vocabulary tables
// ---------------------------------------------------------------------------------------------

const STOP_SET = new Set(STOP_WORDS);
const NEGATION_SET = new Set(NEGATIONS);
const LETTER_HEAD_SET = new Set(LETTER_HEADS);
/** Words after which a claim names the other side of a contest, a choice or a contrast (`lists/pivot-words.json`). */
const PIVOT_SET = new Set(PIVOT_WORDS);

type Item =
  | { kind: "number"; token: string; frame?: boolean; afterPivot?: boolean }
  | { kind: "word"; stem: string; surface: string; entity: boolean; frame?: boolean; afterPivot?: boolean }
  | { kind: "negation"; stem: "not"; surface: string; entity: false };

/** Stop words out, negations marked, numbers parsed, words stemmed. */
function toItems(words: RawWord[], parseNumbers: boolean): Item[] {
  const items: Item[] = [];
  // Terms after a pivot are the other side of a comparison or a contest ("cats kill more birds
  // than turbines", "Heard's case against Depp").
  let afterPivot = false;
  // "from 26th to 9th": what follows "to" is the other end of a change.
  let afterFrom = false;
  const push = (item: Item) => items.push(afterPivot && item.kind !== "negation" ? { ...item, afterPivot: true } : item);
  for (let i = 0; i < words.length;) {
    const w = words[i];
    // "more than 1,200" bounds a figure; "more birds than cats" compares two things.
    if (w.lower === "than" && !w.digits && !(words[i + 1] && parseNumber(words, i + 1))) afterPivot = true;
    if (w.lower === "from") afterFrom = true;
    if ((PIVOT_SET.has(w.lower) || (w.lower === "not" && words[i - 1]?.lower === "but") || (w.lower === "to" && afterFrom)) && !w.digits)
      afterPivot = true;
    if (parseNumbers) {
      const bound = BOUND_WORDS.get(w.lower);
      if (bound !== undefined && !w.digits && words[i + 1] && parseNumber(words, i + 1)) {
        push({ kind: "word", stem: bound, surface: w.lower, entity: false });
        i++;
        continue;
      }
      // "upward of 900,000" = "more than 900,000".
      const boundPhrase = words[i + 1] && BOUND_WORDS.get(`${w.lower} ${words[i + 1].lower}`);
      if (boundPhrase && !w.digits && words[i + 2] && parseNumber(words, i + 2)) {
        push({ kind: "word", stem: boundPhrase, surface: `${w.lower} ${words[i + 1].lower}`, entity: false });
        i += 2;
        continue;
      }
      // "one in 36", "one out of every 36": "one" is a figure there (elsewhere often a pronoun).
      const parsed = parseNumber(words, i);
      const ratio = parsed ? rateOf(parsed, words) : w.lower === "one" ? rateOf({ token: "1", next: i + 1 }, words) : null;
      if (ratio) {
        push({ kind: "number", token: ratio.token, ...(w.frame ? { frame: true } : {}) });
        i = ratio.next;
        continue;
      }
      if (parsed) {
        const frame = w.frame ? { frame: true } : {};
        if (isNumberToken(parsed.token)) push({ kind: "number", token: parsed.token, ...frame });
        else push({ kind: "word", stem: parsed.token, surface: parsed.token, entity: false, ...frame });
        i = parsed.next;
        continue;
      }
    }
    i++;
    if (NEGATION_SET.has(w.lower)) {
      // A denial in the framing that ends the text is not the claim's ("… true or not?", "… lol my mom won't use one").
      if (!w.tail) push({ kind: "negation", stem: "not", surface: w.lower, entity: false });
      continue;
    }
    if (w.digits) {
      push({ kind: "word", stem: w.lower, surface: w.lower, entity: false });
      continue;
    }
    // "Part D", "vitamin D": the letter names which one.
    if (/^[a-z]$/.test(w.lower) && i >= 2 && LETTER_HEAD_SET.has(words[i - 2].lower)) {
      push({ kind: "word", stem: w.lower, surface: w.lower, entity: true, ...(w.frame ? { frame: true } : {}) });
      continue;
    }
    // "WHO" is the World Health Organization, "who" a stop word.
    if (STOP_SET.has(w.lower) && !(w.entity && w.lower === "who")) continue;
    // A stop word is dropped as written only: "uses", "mines", "canned" and "liked" are content words.
    const stemmed = stem(w.lower);
    if (stemmed) push({ kind: "word", stem: stemmed, surface: w.lower, entity: w.entity, ...(w.frame ? { frame: true } : {}) });
  }
  return items;
}

type LexEntry = { tokens: readonly string[]; context: ReadonlySet<string> | null; name?: boolean };

const phraseTable = new Map<string, LexEntry[]>();
const phrasePrefixes = new Set<string>();
const exactTable = new Map<string, LexEntry[]>();
let maxPhraseLength = 1;

function vocabularyItems(phrase: string): Item[] {
  return toItems(scan(applyRewrites(foldCharacters(phrase, true))), false);
}
function itemKey(item: Item): string {
  return item.kind === "number" ? item.token : item.stem;
}

function register(phrase: string, entry: LexEntry): void {
  const items = vocabularyItems(phrase);
  if (items.length === 0) return;
  const stems = items.map(itemKey);
  const key = stems.join(" ");
  const list = phraseTable.get(key) ?? [];
  list.push(entry);
  phraseTable.set(key, list);
  for (let n = 1; n < stems.length; n++) phrasePrefixes.add(stems.slice(0, n).join(" "));
  maxPhraseLength = Math.max(maxPhraseLength, stems.length);
}

const pendingContexts: Array<{ entry: { tokens: readonly string[]; context: Set<string> | null }; words: readonly string[] }> = [];
for (const group of SYNONYM_GROUPS) {
  const entry: { tokens: readonly string[]; context: Set<string> | null; name?: boolean } = {
    tokens: [group.canonical],
    context: group.context ? new Set() : null,
    ...(group.name ? { name: true } : {}),
  };
  if (group.context) pendingContexts.push({ entry, words: group.context });
  for (const variant of group.variants) register(variant, entry);
  for (const word of group.exact ?? []) {
    const key = foldCharacters(word, true);
    exactTable.set(key, [...(exactTable.get(key) ?? []), entry]);
  }
}
for (const expansion of PHRASE_EXPANSIONS) register(expansion.phrase, { tokens: expansion.tokens, context: null });

/** The tokens a vocabulary word or phrase resolves to, using only unconditional entries. */
export function vocabularyTerms(phrase: string): string[] {
  return resolve(vocabularyItems(phrase), () => new Set<string>()).map((t) => t.token);
}
for (const { entry, words } of pendingContexts) {
  for (const word of words) for (const token of vocabularyTerms(word)) entry.context?.add(token);
}

// ---------------------------------------------------------------------------------------------
// Resolution: phrases and synonyms
// ---------------------------------------------------------------------------------------------

/** One content term of a claim, in order. */
export interface ClaimTerm {
  /** The token indexed and compared. */
  token: string;
  /** "concept": from the synonym table; "number": canonical number; "negation": "not". */
  kind: "word" | "concept" | "number" | "negation";
  /** Written as a name (capitalised mid-sentence, or an acronym). */
  entity: boolean;
  /** The word as written (lower case); the first word for phrases. */
  surface: string;
  /** Framing rather than assertion: a speaker, a title, a parenthesis, a clause about a person. */
  frame?: boolean;
  /** A concept read from several words: those words as written ("united kingdom"). */
  phrase?: string;
  /** Written after "than" or another pivot (`lists/pivot-words.json`): the other side of a comparison or a contest. */
  afterPivot?: boolean;
}

function pick(entries: LexEntry[], context: () => ReadonlySet<string>): LexEntry | null {
  let unconditional: LexEntry | null = null;
  for (const entry of entries) {
    if (entry.context === null) {
      unconditional ??= entry;
      continue;
    }
    const present = context();
    for (const token of entry.context) if (present.has(token)) return entry;
  }
  return unconditional;
}

/** Stems plus every unconditional synonym anywhere in the claim: what context conditions test. */
function contextOf(items: Item[]): Set<string> {
  const set = new Set<string>();
  for (let i = 0; i < items.length; i++) {
    if (items[i].kind === "number") continue;
    let key = "";
    for (let n = 0; n < maxPhraseLength && i + n < items.length; n++) {
      const item = items[i + n];
      if (item.kind === "number") break;
      key = n === 0 ? item.stem : `${key} ${item.stem}`;
      if (n === 0) set.add(item.stem);
      const entries = phraseTable.get(key);
      if (entries) for (const e of entries) if (e.context === null) for (const t of e.tokens) set.add(t);
      if (!phrasePrefixes.has(key)) break;
    }
  }
  return set;
}

/** "US", "UK", "WHO": an acronym standing for its concept, which a multi-word name keeps resolving. */
function isAcronym(surface: string, entry: LexEntry): boolean {
  return surface.length <= 4 && entry.tokens.length === 1 && entry.tokens[0] !== surface;
}

/** One-word titles ("President", "Governor"): read as their concept before a name too ("President Biden" = "the president"). */
const TITLE_SET: ReadonlySet<string> = new Set(TITLE_WORDS.filter((t) => !/[\s.]/.test(t)));

function resolve(items: Item[], contextFactory: (items: Item[]) => Set<string> = contextOf): ClaimTerm[] {
  const terms: ClaimTerm[] = [];
  let context: Set<string> | null = null;
  const lazyContext = () => (context ??= contextFactory(items));
  for (let i = 0; i < items.length;) {
    const item = items[i];
    if (item.kind === "number") {
      terms.push({
        token: item.token,
        kind: "number",
        entity: false,
        surface: item.token,
        ...(item.frame ? { frame: true } : {}),
        ...(item.afterPivot ? { afterPivot: true } : {}),
      });
      i++;
      continue;
    }
    let best: { length: number; entry: LexEntry } | null = null;
    let key = "";
    for (let n = 0; n < maxPhraseLength && i + n < items.length; n++) {
      const next = items[i + n];
      if (next.kind === "number") break;
      key = n === 0 ? next.stem : `${key} ${next.stem}`;
      const entries = phraseTable.get(key);
      if (entries) {
        const entry = pick(entries, lazyContext);
        if (entry) best = { length: n + 1, entry };
      }
      if (!phrasePrefixes.has(key)) break;
    }
    // A word inside a multi-word name ("Inflation Reduction Act") is part of the name, not a synonym;
    // a title before a name is still the title.
    const neighbour = (k: number) => {
      const other = items[k];
      return other !== undefined && other.kind === "word" && other.entity;
    };
    if (
      best?.length === 1 &&
      item.kind === "word" &&
      item.entity &&
      !isAcronym(item.surface, best.entry) &&
      !TITLE_SET.has(item.surface) &&
      (neighbour(i - 1) || neighbour(i + 1))
    )
      best = null;
    if (!best || best.length === 1) {
      const exact = exactTable.get(item.surface);
      const entry = exact ? pick(exact, lazyContext) : null;
      if (entry) best = { length: 1, entry };
    }
    const frame = {
      ...("frame" in item && item.frame ? { frame: true } : {}),
      ...("afterPivot" in item && item.afterPivot ? { afterPivot: true } : {}),
    };
    if (best) {
      const phrase =
        best.length > 1
          ? {
              phrase: items
                .slice(i, i + best.length)
                .map((x) => (x.kind === "number" ? x.token : x.surface))
                .join(" "),
            }
          : {};
      for (const token of best.entry.tokens)
        terms.push({ token, kind: "concept", entity: !!best.entry.name, surface: item.surface, ...phrase, ...frame });
      i += best.length;
    } else {
      terms.push({ token: item.stem, kind: item.kind, entity: item.entity, surface: item.surface, ...frame });
      i++;
    }
  }
  return terms;
}

// ---------------------------------------------------------------------------------------------
// Public API
// ---------------------------------------------------------------------------------------------

/** A claim read for matching. */
export interface ClaimAnalysis {
  /** `normalizeClaimText` of the input. */
  normalized: string;
  /** Content terms in order, with their kinds. */
  terms: ClaimTerm[];
  /** The terms' tokens (what the index stores). */
  tokens: string[];
  /** How many negations the claim contains (odd = the claim is a denial). */
  negations: number;
  /** Its content words as written (lower case, unstemmed, framing left out): what word vectors read. */
  words: string[];
}

/** Reads a claim: normalisation, prefixes, numbers, stop words, stemming and synonyms. */
export function analyzeClaim(text: string): ClaimAnalysis {
  const folded = foldCharacters(text, false);
  let framed = stripFraming(folded);
  // For ASCII text, lower-casing commutes with the (case-insensitive) framing.
  const normalized = PRINTABLE_ASCII.test(folded) ? framed.toLowerCase() : normalizeClaimText(text);
  const question = /\?["')\]\s]*$/.test(folded);
  // "Isn't climate change man-made?" asks about the positive claim.
  if (question && NEGATED_QUESTION.test(framed)) {
    framed = framed.replace(NEGATED_QUESTION, (m) => {
      // "isn't", "wasnt" (typed without its apostrophe), "can't" → "is", "was", "can".
      const head = m.replace(/n'?t$/i, "");
      return NEGATIVE_CONTRACTION_BASES.get(head.toLowerCase()) ?? head;
    });
  }
  const rewritten = applyRewrites(framed);
  // A frame ending in a word ("Says", "Viral post claims") leaves a name's capital meaningful.
  const reported = framed !== folded && /\p{L}\s*$/u.test(folded.slice(0, Math.max(0, folded.indexOf(framed))));
  // A question mark anywhere lets a visitor's tag or aside be read ("…in 40 yrs? true or not").
  const items = toItems(scan(rewritten, frameSpans(rewritten, question || folded.includes("?")), reported), true);
  const terms = resolve(items);
  const words: string[] = [];
  for (const item of items) if (item.kind === "word" && !item.frame && /^\p{L}+$/u.test(item.surface)) words.push(item.surface);
  let negations = 0;
  for (const term of terms) if (term.kind === "negation") negations++;
  return {
    normalized,
    terms,
    tokens: terms.map((t) => t.token),
    negations,
    words,
  };
}

/**
 * The content tokens of a claim: stop words removed (negations and numbers kept), words
 * stemmed, numbers canonical ("5 percent" → "5%", "$30 trillion" → "$30000000000000"),
 * synonyms folded ("global warming" → "climate_change").
 */
export function tokenize(text: string): string[] {
  return analyzeClaim(text).tokens;
}
