/**
 * Pure text helpers for claim matching: normalisation (also the cache key of a query), tokenising
 * into content terms, stemming, number canonicalisation and synonym folding.
 *
 * The vocabularies live in `vocabulary.ts`; everything listed there is run through the same
 * pipeline when this module loads, so lists are written in plain words.
 */
import porter2 from "wink-porter2-stemmer";
import { foldAccents } from "@/lib/text/fold";
import {
  BOUND_WORDS,
  CENT_WORDS,
  CLAIM_PREFIXES,
  COMPOUND_WORDS,
  CURRENCY_WORDS,
  FRACTION_WORDS,
  IRREGULAR_FORMS,
  ISE_STEMS,
  JOINED_PREFIXES,
  MEDIA,
  MEDIUM_QUALIFIERS,
  NEGATIONS,
  NUMBER_SCALES,
  NUMBER_WORDS,
  ORDINAL_WORDS,
  PERCENT_WORDS,
  NOT_NAMES,
  PLACE_NAMES,
  STATE_ABBREVIATIONS,
  PHRASE_EXPANSIONS,
  REPORTING_VERBS,
  SPACED_PREFIXES,
  SPELLING_VARIANTS,
  STEM_EXCEPTIONS,
  STOP_WORDS,
  SPEAKER_VERB_WORDS,
  SYNONYM_GROUPS,
  TITLE_WORDS,
  US_NOUNS,
} from "@/lib/knowledge-base/vocabulary";

// ---------------------------------------------------------------------------------------------
// Normalisation
// ---------------------------------------------------------------------------------------------

const SINGLE_QUOTES = /[\u2018\u2019\u201a\u201b\u2032\u0060\u00b4\u02bc\u02b9]/g;
const DOUBLE_QUOTES = /[\u201c\u201d\u201e\u201f\u2033\u00ab\u00bb\u301d\u301e\uff02]/g;
const DASHES = /[\u2010\u2011\u2012\u2013\u2014\u2015\u2212\ufe58\ufe63\uff0d]/g;
const INVISIBLE = /[\u0000-\u001f\u007f-\u009f\u00ad\u200b-\u200f\u2028\u2029\u2060\ufeff]/g;

const PRINTABLE_ASCII = /^[\x20-\x7e]*$/;

function foldCharacters(text: string, lower: boolean): string {
  let s = text.replace(SINGLE_QUOTES, "'").replace(DOUBLE_QUOTES, '"').replace(DASHES, "-");
  if (PRINTABLE_ASCII.test(s)) {
    // Fast path: nothing for Unicode normalisation to do.
    if (lower) s = s.toLowerCase();
    return s.includes("  ") || s.startsWith(" ") || s.endsWith(" ") ? s.replace(/\s+/g, " ").trim() : s;
  }
  s = s.normalize("NFKC");
  if (lower) s = s.toLowerCase();
  // Diacritics go from Latin, Greek and Cyrillic letters; other scripts keep their marks.
  s = foldAccents(s, { marks: "alphabetic", recompose: true });
  return s.replace(SINGLE_QUOTES, "'").replace(DOUBLE_QUOTES, '"').replace(DASHES, "-").replace(INVISIBLE, " ").replace(/\s+/g, " ").trim();
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}
function alternation(words: readonly string[]): string {
  return [...words]
    .sort((a, b) => b.length - a.length)
    .map((w) => escapeRegExp(w).replace(/ /g, "\\s+"))
    .join("|");
}

/** Prefixes that only frame a claim when followed by a colon ("Claim: …", "Breaking: …"). */
const COLON_PREFIXES = [
  "claim",
  "quote",
  "rumor",
  "rumour",
  "breaking",
  "breaking news",
  "fact check",
  "fact-check",
  "factcheck",
  "verify",
  "check",
  "true or false",
  "update",
  "just in",
  "alert",
];
for (const prefix of COLON_PREFIXES)
  if (!CLAIM_PREFIXES.includes(prefix)) throw new Error(`colon prefix "${prefix}" missing from CLAIM_PREFIXES`);
const VERB_PREFIXES = CLAIM_PREFIXES.filter((p) => !COLON_PREFIXES.includes(p));
const MEDIUM_PREFIX =
  `(?:(?:an?|the|this|these)\\s+)?(?:(?:${alternation(MEDIUM_QUALIFIERS)})\\s+)*` +
  `(?:${alternation(MEDIA)})s?\\s+(?:${alternation(REPORTING_VERBS)})`;
/** A reporting prefix at `lastIndex` (sticky, so stripping many prefixes stays linear). */
const PREFIX_RE = new RegExp(
  `(?:(?:${alternation(VERB_PREFIXES)}|${MEDIUM_PREFIX})(?:\\s+that)?(?=$|[\\s:,;!?"'-])|(?:${alternation(COLON_PREFIXES)})\\s*:)`,
  "iy",
);
const LEADING_JUNK = /["'\s,:;.!?-]+/y;
const JUNK_CHARS = new Set(['"', "'", " ", ",", ":", ";", ".", "!", "?", "-"]);

function skipJunk(text: string, from: number): number {
  LEADING_JUNK.lastIndex = from;
  return LEADING_JUNK.test(text) ? LEADING_JUNK.lastIndex : from;
}

/**
 * Strips reporting prefixes and edge punctuation. Runs to a fixed point (so it is idempotent)
 * in linear time: the end is trimmed once, then a cursor moves past junk and prefixes.
 */
function stripFraming(text: string): string {
  let end = text.length;
  while (end > 0 && JUNK_CHARS.has(text[end - 1])) end--;
  const s = text.slice(0, end);
  let pos = skipJunk(s, 0);
  for (;;) {
    PREFIX_RE.lastIndex = pos;
    const m = PREFIX_RE.exec(s);
    if (!m || m[0].length === 0) break;
    const next = skipJunk(s, pos + m[0].length);
    if (next >= s.length) break; // never strip a claim down to nothing
    pos = next;
  }
  return pos === 0 ? s : s.slice(pos);
}

/**
 * The canonical form of a claim's wording: lower case, Unicode NFKC, no diacritics, plain quotes
 * and dashes, no reporting prefix ("Says …", "Viral post claims …"), single spaces, no trailing
 * punctuation. Stable and idempotent, so it serves as the cache key of a query.
 */
export function normalizeClaimText(text: string): string {
  return stripFraming(foldCharacters(text, true));
}

// ---------------------------------------------------------------------------------------------
// Stemming: the Porter2 (Snowball English) stemmer, with a few guards for claim text
// ---------------------------------------------------------------------------------------------

/** Plain-object vocabularies as Maps, so words like "constructor" never hit Object.prototype. */
function toMap<V>(record: Readonly<Record<string, V>>): ReadonlyMap<string, V> {
  return new Map(Object.entries(record));
}
const SPELLING = toMap(SPELLING_VARIANTS);
const IRREGULAR = toMap(IRREGULAR_FORMS);
const NUMBER_WORD = toMap(NUMBER_WORDS);
const SCALE = toMap(NUMBER_SCALES);
const ORDINAL = toMap(ORDINAL_WORDS);
const FRACTION = toMap(FRACTION_WORDS);
const CURRENCY = toMap(CURRENCY_WORDS);
const BOUND = toMap(BOUND_WORDS);

const US_NOUN_SET = new Set(US_NOUNS);
// Place names are names: kept whole, never stemmed ("Maine" is not "main", "Dallas" not "dalla").
const STEM_EXCEPTION_SET = new Set([...STEM_EXCEPTIONS, ...PLACE_NAMES]);
const ISE_RE = new RegExp(`^(${ISE_STEMS.map(escapeRegExp).join("|")})is(e|ed|es|ing|er|ers|ation|ations)$`);

/** Folds British spellings and irregular forms to the word the stemmer understands. */
function baseForm(word: string): string {
  const spelled = SPELLING.get(word) ?? word;
  const irregular = IRREGULAR.get(spelled);
  if (irregular !== undefined) return irregular;
  const ise = ISE_RE.exec(spelled);
  return ise ? `${ise[1]}iz${ise[2]}` : spelled;
}

/**
 * A light English stemmer: Porter2 (wink-porter2-stemmer), plus irregular forms ("went" → "go"), British
 * spellings, "-us" nouns ("viruses" → "virus") and a few words it would otherwise confuse
 * ("news" ≠ "new"). Words with anything but a–z are returned unchanged.
 */
const stemCache = new Map<string, string>();
const STEM_CACHE_LIMIT = 200_000;

export function stem(word: string): string {
  const cached = stemCache.get(word);
  if (cached !== undefined) return cached;
  const result = stemUncached(word);
  if (stemCache.size >= STEM_CACHE_LIMIT) stemCache.clear();
  stemCache.set(word, result);
  return result;
}

function stemUncached(word: string): string {
  const w = baseForm(word.toLowerCase());
  if (w.length <= 2 || !/^[a-z]+$/.test(w)) return w;
  if (STEM_EXCEPTION_SET.has(w) || US_NOUN_SET.has(w)) return w;
  if (w.endsWith("es") && US_NOUN_SET.has(w.slice(0, -2))) return w.slice(0, -2);
  return porter2(w);
}

// ---------------------------------------------------------------------------------------------
// Scanning: raw words and numbers
// ---------------------------------------------------------------------------------------------

type RawWord = {
  /** Lower-case word (contractions expanded, other apostrophes split the word). */
  lower: string;
  /** Written as a name: capitalised mid-sentence, or an acronym. */
  entity: boolean;
  /** Part of the claim's framing (a speaker, a title, a parenthesis, a clause about a person), not its assertion. */
  frame?: boolean;
  /** Set when the word is written with digits. */
  digits?: { value: number; currency: string; suffix: string };
};

type Rewrite = { when: (text: string) => boolean; pattern: RegExp; replacement: string | ((match: string) => string) };
const has = (fragment: string) => (text: string) => text.includes(fragment);
const always = () => true;

/** "man made" / "man-made" → "manmade" (see COMPOUND_WORDS). */
const COMPOUND_RE = new RegExp(`\\b(?:${COMPOUND_WORDS.map((c) => c.split(" ").map(escapeRegExp).join("[\\s-]+")).join("|")})\\b`, "gi");

/** "Fla." → "Florida" (the abbreviation with its full stop, capitalised as written). */
const STATE_ABBREVIATION_RE = new RegExp(`\\b(?:${Object.keys(STATE_ABBREVIATIONS).map(escapeRegExp).join("|")})(?=[\\s,;:)"']|$)`, "g");

/** Rewrites on the (case-preserved) text before it is split into words; `when` skips cheap misses. */
const REWRITES: readonly Rewrite[] = [
  { when: has("."), pattern: STATE_ABBREVIATION_RE, replacement: (m) => STATE_ABBREVIATIONS[m] ?? m },
  { when: always, pattern: COMPOUND_RE, replacement: (m) => m.replace(/[\s-]+/g, "") },
  { when: has("."), pattern: /\b[Uu]\.\s?[Ss]\.(?:\s?[Aa]\.?)?/g, replacement: " USA " },
  { when: has("."), pattern: /\b[Uu]\.[Ss]\b/g, replacement: " USA " },
  // Dotted acronyms: "U.K." → "UK", "D.C." → "DC".
  { when: has("."), pattern: /\b(?:[A-Za-z]\.)+[A-Za-z]\b\.?/g, replacement: (m) => m.replace(/\./g, "") },
  // Spelled-out acronyms without dots: "U K" → "UK" (never starting with the words "A" or "I").
  { when: always, pattern: /\b([B-HJ-Z]) ([A-Z])\b(?: ([A-Z])\b)?/g, replacement: (m) => m.replace(/ /g, "") },
  { when: has("US"), pattern: /\bUS\b/g, replacement: "USA" },
  { when: always, pattern: /\bthe us\b/gi, replacement: "the USA" },
  // "us" typed in lower case before what only the country has: "us elections", "us debt".
  {
    when: has("us "),
    pattern:
      /\bus (?=(?:elections?|presidential|president|presidents|government|congress|senate|economy|military|army|navy|troops|debt|dollars?|border|citizens?|history|soil|inflation|unemployment|gdp|population|senators?|officials?|intelligence|embassy|forces|tariffs?|companies|banks?|cities|schools|households|workers|jobs|states|state|national|federal|supreme|healthcare|health)\b)/g,
    replacement: "USA ",
  },
  { when: has("."), pattern: /\bno\.\s?(\d+)\b/gi, replacement: " $1th " },
  { when: has("#"), pattern: /#\s?(\d+)\b/g, replacement: " $1th " },
  { when: always, pattern: /\bcovid[\s-]?19\b/gi, replacement: " covid " },
  { when: always, pattern: /\bsars[\s-]?cov[\s-]?2\b/gi, replacement: " covid " },
  { when: always, pattern: /\b2019[\s-]?ncov\b/gi, replacement: " covid " },
  { when: has("going"), pattern: /\b(?:am|is|are|was|were|'s|'re|'m)\s+going\s+to\b/gi, replacement: " will " },
  // Contractions typed without the apostrophe's letter joined: "can t", "don t".
  {
    when: has("n t"),
    pattern: /\b(ca|do|does|did|is|are|was|were|has|have|had|wo|could|should|would|must|need|ai)n t\b/gi,
    replacement: "$1n't",
  },
  { when: has("-"), pattern: new RegExp(`\\b(${JOINED_PREFIXES.join("|")})-(?=\\p{L})`, "giu"), replacement: "$1" },
  { when: always, pattern: new RegExp(`\\b(${SPACED_PREFIXES.join("|")})\\s+(?=\\p{L})`, "giu"), replacement: "$1" },
  { when: (t) => t.includes("-") || t.includes("/"), pattern: /(?<=[\p{L}\p{N}])[-/](?=[\p{L}\p{N}])/gu, replacement: " " },
  { when: has("&"), pattern: /&/g, replacement: " and " },
  // Thousands grouped with spaces: "75 000" → "75000".
  { when: (t) => /\d \d{3}/.test(t), pattern: /\b\d{1,3}(?: \d{3})+\b(?![.,]\d)/g, replacement: (m) => m.replace(/ /g, "") },
  { when: has("%"), pattern: /(\d)\s+%/g, replacement: "$1%" },
  { when: (t) => /[$£€] /.test(t), pattern: /([$£€])\s+(\d)/g, replacement: "$1$2" },
  { when: has("cent"), pattern: /\bper\s+cent\b/gi, replacement: "percent" },
  // Currencies written as a letter before the figure: "P1,200", "N1,000", "R2,000", "Rs 15", "Sh10", "KSh 500".
  {
    when: always,
    pattern: /\b(?:Rs\.?|KSh|Ksh|Sh|[PNR])\s?(?=\d{1,3}(?:,\d{3})+|\d{3,}|\d+(?:\.\d+)?\s*(?:trillion|billion|million|lakh|crore)\b)/g,
    replacement: "",
  },
  // A year written with an apostrophe: "'93" → "1993", "'08" → "2008".
  {
    when: has("'"),
    pattern: /(^|[\s(])'(\d{2})\b/g,
    replacement: (m) => m.replace(/'(\d{2})/, (_y, d: string) => (Number(d) <= 30 ? `20${d}` : `19${d}`)),
  },
];

function applyRewrites(text: string): string {
  let s = text;
  for (const rewrite of REWRITES) {
    if (!rewrite.when(s)) continue;
    s =
      typeof rewrite.replacement === "string"
        ? s.replace(rewrite.pattern, rewrite.replacement)
        : s.replace(rewrite.pattern, rewrite.replacement);
  }
  return s;
}

const WORD_RE = /([$£€])?(\d+(?:,\d{3})+(?:\.\d+)?|\d+(?:\.\d+)?|\.\d+)(%|\p{L}+)?|\p{L}[\p{L}\p{N}]*(?:'\p{L}+)*/gu;
/** Whether the word at `index` opens a sentence or a quotation (so its capital says nothing). */
/** "Gov.", "Sen.", "Dr.": abbreviated titles whose full stop does not end a sentence. */
const TITLE_ABBREVIATION = /(?:^|[\s("'])(?:gov|sen|rep|dr|mr|mrs|ms|gen|lt|sgt|st|pres|prof|hon|rev|atty|supt|jr|sr)\.$/i;

function atSentenceStart(text: string, index: number): boolean {
  let k = index - 1;
  while (k >= 0 && text[k] === " ") k--;
  if (k >= 0 && text[k] === "." && TITLE_ABBREVIATION.test(text.slice(Math.max(0, k - 6), k + 1))) return false;
  return k < 0 || '.!?:;"(['.includes(text[k]);
}
const PLACES = new Set(PLACE_NAMES);
const NOT_NAME_SET = new Set(NOT_NAMES);
const NEGATIVE_CONTRACTION_BASES: ReadonlyMap<string, string> = new Map([
  ["ca", "can"],
  ["wo", "will"],
  ["sha", "shall"],
  ["ai", "is"],
]);
const BARE_NEGATIVE_CONTRACTIONS = new Set([
  "dont",
  "doesnt",
  "didnt",
  "isnt",
  "arent",
  "wasnt",
  "werent",
  "hasnt",
  "havent",
  "hadnt",
  "cant",
  "couldnt",
  "shouldnt",
  "wouldnt",
  "aint",
  "wont",
  "mustnt",
  "neednt",
]);
const NEGATED_QUESTION = /^(is|are|was|were|does|do|did|has|have|had|could|should|would)n't\b|^(wo|ca)n't\b/i;

/**
 * `reported`: the text followed a stripped reporting frame ("Says Walmart …"), so a capital on
 * its first word still marks a name.
 */
function scan(text: string, frames: readonly FrameSpan[] = [], reported = false): RawWord[] {
  const words: RawWord[] = [];
  const inFrame = (index: number) => frames.some(([start, end]) => index >= start && index < end);
  const matches = [...text.matchAll(WORD_RE)];
  let letterWords = 0;
  let capitalised = 0;
  for (const m of matches) {
    if (m[2] === undefined && m[0].length > 1) {
      letterWords++;
      if (m[0][0] !== m[0][0].toLowerCase()) capitalised++;
    }
  }
  // In Title Case or ALL CAPS text, capitals say nothing about names.
  const casing = letterWords >= 3 && capitalised / letterWords >= 0.6 ? "uninformative" : "informative";
  for (const m of matches) {
    const raw = m[0];
    const index = m.index ?? 0;
    if (m[2] !== undefined) {
      words.push({
        lower: raw.toLowerCase(),
        entity: false,
        ...(frames.length && inFrame(index) ? { frame: true } : {}),
        digits: { value: Number(m[2].replace(/,/g, "")), currency: m[1] ?? "", suffix: (m[3] ?? "").toLowerCase() },
      });
      continue;
    }
    let lower = raw.toLowerCase();
    let negated = false;
    const apostrophe = lower.indexOf("'");
    if (apostrophe >= 0) {
      if (lower.endsWith("n't")) {
        const base = lower.slice(0, -3);
        lower = NEGATIVE_CONTRACTION_BASES.get(base) ?? base;
        negated = true;
      } else {
        const m2 = /^(.*)'(s|re|ve|ll|d|m)$/.exec(lower);
        lower = m2 ? m2[1] : lower;
      }
    } else if (BARE_NEGATIVE_CONTRACTIONS.has(lower)) {
      negated = true;
      lower = "";
    }
    let entity = false;
    if (casing === "informative" && raw.length > 1) {
      const upperInitial = raw[0] !== raw[0].toLowerCase();
      const acronym = raw.length <= 6 && raw === raw.toUpperCase() && /\p{L}{2}/u.test(raw);
      entity = acronym || (upperInitial && (!atSentenceStart(text, index) || (reported && index === 0)));
    }
    // Places are names wherever they stand and however they are typed ("florida", "Texas …");
    // months and days are not names at all.
    if (!entity && PLACES.has(lower)) entity = true;
    else if (entity && NOT_NAME_SET.has(lower)) entity = false;
    const frame = frames.length > 0 && inFrame(index);
    const flags = frame ? { entity, frame } : { entity };
    // Other apostrophes separate parts of a name: "O'Rourke" reads like "O Rourke".
    if (lower.includes("'")) {
      for (const part of lower.split("'")) if (part) words.push({ lower: part, ...flags });
    } else if (lower) words.push({ lower, ...flags });
    if (negated) words.push({ lower: "not", entity: false });
  }
  return words;
}

// ---------------------------------------------------------------------------------------------
// Framing: who said it, their titles, asides
// ---------------------------------------------------------------------------------------------

/** A character range [start, end) of the text that frames the claim rather than asserts it. */
type FrameSpan = readonly [start: number, end: number];

const SPEAKER_VERBS = alternation(SPEAKER_VERB_WORDS);
/** "Nigerian President Muhammadu Buhari said (that) …", "Trump claims …": a short lead-in ending in a reporting verb. */
const SPEAKER_FRAME = new RegExp(`^((?:[\\p{L}\\p{N}.'-]+,?\\s+){1,10}?)(?:${SPEAKER_VERBS})(?:\\s+that)?\\s+(?!to\\b)`, "iu");
/** "…, according to the CDC." / "…, says Trump." at the end. */
const TRAILING_ATTRIBUTION = new RegExp(`,?\\s+(?:according\\s+to|(?:${SPEAKER_VERBS}))\\s+[^,.;!?]{1,60}[.!?]*\\s*$`, "iu");
/** "(R-Fla.)", "(his opponent)". */
const PARENTHESIS = /\([^()]{1,80}\)/g;
/** "Mark Kelly, the Democrat running for Senate in Arizona, …": a clause about the name before it. */
const APPOSITIVE = /(?<=(?:\p{Lu}[\p{L}.'-]*|\))),\s+(?:the|a|an|who|whose|which|now|then|former|currently)\s[^,;()]{2,90}?,/gu;
/** A title before a name ("Gov. Tony Evers", "Prime Minister Boris Johnson"). */
const capitalise = (word: string) => word.replace(/(^|\s)\p{L}/gu, (m) => m.toUpperCase());
const TITLE_BEFORE_NAME = new RegExp(`\\b(?:${alternation(TITLE_WORDS.flatMap((t) => [t, capitalise(t)]))})\\.?(?=\\s+\\p{Lu})`, "gu");
const CAPITALISED = /\p{Lu}/u;

/**
 * The parts of a claim that say who made it or describe a person rather than what is claimed:
 * a speaker frame with its reporting verb, a trailing attribution, parentheses, a clause set off
 * by commas after a name, and titles before names. The matcher does not count them against a
 * match when only one side has them.
 */
export function frameSpans(text: string): FrameSpan[] {
  const spans: FrameSpan[] = [];
  const speaker = SPEAKER_FRAME.exec(text);
  // A lead-in that names someone (or is short): "Biden said", "The governor claims", not "Vaccines said to …".
  if (
    speaker &&
    speaker[0].length < text.length - 3 &&
    (CAPITALISED.test(speaker[1].slice(1)) || speaker[1].trim().split(/\s+/).length <= 3)
  ) {
    spans.push([0, speaker[0].length]);
  }
  const trailing = TRAILING_ATTRIBUTION.exec(text);
  if (trailing && trailing.index > text.length / 3) spans.push([trailing.index, text.length]);
  for (const pattern of [PARENTHESIS, APPOSITIVE, TITLE_BEFORE_NAME]) {
    for (const m of text.matchAll(pattern)) spans.push([m.index ?? 0, (m.index ?? 0) + m[0].length]);
  }
  return spans;
}

// ---------------------------------------------------------------------------------------------
// Numbers
// ---------------------------------------------------------------------------------------------

const PERCENT_SET = new Set(PERCENT_WORDS);
const CENT_SET = new Set(CENT_WORDS);
const DIGIT_MULTIPLIERS: ReadonlyMap<string, number> = new Map([
  ["k", 1e3],
  ["m", 1e6],
  ["mn", 1e6],
  ["mm", 1e6],
  ["bn", 1e9],
  ["b", 1e9],
  ["tn", 1e12],
  ["t", 1e12],
]);
const ORDINAL_SUFFIXES = new Set(["st", "nd", "rd", "th"]);
/** Multipliers written on a figure that mean nothing else ("11k jobs", "100bn"); "5m" may be metres. */
const UNAMBIGUOUS_MULTIPLIERS = new Set(["k", "bn", "mn", "tn"]);

/** A canonical decimal string: 30e12 → "30000000000000", 1.4200000000000002 → "1.42". */
function formatNumber(value: number): string {
  if (Number.isInteger(value) && Math.abs(value) < 1e15) return String(value);
  return String(Number(value.toPrecision(12)));
}

/** True for tokens produced by the number parser ("2020", "5%", "$30000000000000", "19th", "1990s"). */
export function isNumberToken(token: string): boolean {
  return /^[$£€]?\d+(?:\.\d+)?(?:%|th|s)?$/.test(token);
}

type NumberParse = { token: string; next: number } | null;

function isNumberWord(w: RawWord | undefined): boolean {
  return !!w && !w.digits && NUMBER_WORD.has(w.lower);
}
function isScale(w: RawWord | undefined): boolean {
  return !!w && !w.digits && SCALE.has(w.lower);
}

/** Reads a number starting at `i` ("$1.42 trillion", "five percent", "a million", "two thirds"). */
/** Words that can start a number; anything else is rejected at once. */
const NUMBER_STARTS = new Set(["a", ...NUMBER_WORD.keys(), ...ORDINAL.keys(), "half", "quarter", "third"]);

function parseNumber(words: RawWord[], i: number): NumberParse {
  const w = words[i];
  if (!w.digits && !NUMBER_STARTS.has(w.lower)) return null;
  let j = i;
  let value: number;
  let currency = "";
  let percent = false;

  // Fractions: "a quarter of", "two thirds", "one half", "half of".
  const fraction = words[i + 1] && !words[i + 1].digits ? FRACTION.get(words[i + 1].lower) : undefined;
  const plainDigits = !!w.digits && !w.digits.suffix && !w.digits.currency;
  if (fraction !== undefined && (w.lower === "a" || w.lower === "one" || isNumberWord(w) || plainDigits)) {
    const count = w.digits ? w.digits.value : w.lower === "a" ? 1 : (NUMBER_WORD.get(w.lower) ?? 1);
    const after = words[i + 2];
    // "one third", "a quarter of", but not "a third term".
    if (w.lower !== "a" || !after || after.lower === "of" || fraction === 0.5) {
      return { token: `${Math.round(count * fraction * 100)}%`, next: i + 2 };
    }
  }
  if (
    !w.digits &&
    (w.lower === "half" || w.lower === "quarter" || w.lower === "third") &&
    (words[i + 1]?.lower === "of" || words[i + 1]?.lower === "the")
  ) {
    return { token: `${Math.round((FRACTION.get(w.lower) ?? 0) * 100)}%`, next: i + 1 };
  }

  if (w.digits) {
    value = w.digits.value;
    currency = w.digits.currency;
    const suffix = w.digits.suffix;
    j = i + 1;
    if (suffix === "%") percent = true;
    else if (ORDINAL_SUFFIXES.has(suffix) && Number.isInteger(value)) return { token: `${value}th`, next: j };
    else if (suffix === "s" && Number.isInteger(value)) {
      const decade = value < 100 && value % 10 === 0 ? 1900 + value : value;
      return { token: `${decade}s`, next: j };
    } else if (SCALE.has(suffix)) value *= SCALE.get(suffix) ?? 1;
    else if (DIGIT_MULTIPLIERS.has(suffix) && (currency || UNAMBIGUOUS_MULTIPLIERS.has(suffix)))
      value *= DIGIT_MULTIPLIERS.get(suffix) ?? 1;
    else if (suffix === "x")
      j = i + 1; // "20x" = 20 times
    else if (suffix) return { token: w.lower.replace(/[,$£€]/g, ""), next: j }; // "5g", "3d", "24h"
  } else if (w.lower === "a" && isScale(words[i + 1])) {
    value = 1;
    j = i + 1;
  } else if (ORDINAL.has(w.lower)) {
    return { token: `${ORDINAL.get(w.lower)}th`, next: i + 1 };
  } else if (isNumberWord(w)) {
    // "one" is a number only when a scale or unit follows ("one million", not "one of the").
    if (w.lower === "one") {
      const n = words[i + 1];
      const unitFollows =
        !!n &&
        (isScale(n) || PERCENT_SET.has(n.lower) || CENT_SET.has(n.lower) || CURRENCY.has(n.lower) || n.lower === "in" || isNumberWord(n));
      if (!unitFollows) return null;
    }
    let total = 0;
    let current = 0;
    j = i;
    while (j < words.length) {
      const x = words[j];
      if (isNumberWord(x)) {
        current += NUMBER_WORD.get(x.lower) ?? 0;
        j++;
      } else if (x.lower === "hundred" && !x.digits) {
        current = (current || 1) * 100;
        j++;
      } else if (isScale(x) && x.lower !== "dozen") {
        total += (current || 1) * (SCALE.get(x.lower) ?? 1);
        current = 0;
        j++;
      } else if (x.lower === "and" && isNumberWord(words[j + 1])) {
        j++;
      } else break;
    }
    value = total + current;
  } else return null;

  // "2 and a half million"
  if (words[j]?.lower === "and" && words[j + 1]?.lower === "a" && words[j + 2]?.lower === "half") {
    value += 0.5;
    j += 3;
  }
  while (isScale(words[j])) {
    value *= SCALE.get(words[j].lower) ?? 1;
    j++;
  }
  const unit = words[j];
  if (unit && !unit.digits) {
    if (PERCENT_SET.has(unit.lower)) {
      percent = true;
      j++;
      if (words[j]?.lower === "point" || words[j]?.lower === "points") j++;
    } else if (CURRENCY.has(unit.lower)) {
      currency = CURRENCY.get(unit.lower) ?? "";
      j++;
    } else if (CENT_SET.has(unit.lower)) {
      currency = "$";
      value /= 100;
      j++;
    }
  }
  if (percent) return { token: `${formatNumber(value)}%`, next: j };
  return { token: `${currency}${formatNumber(value)}`, next: j };
}

// ---------------------------------------------------------------------------------------------
// Vocabulary tables
// ---------------------------------------------------------------------------------------------

const STOP_SET = new Set(STOP_WORDS);
const NEGATION_SET = new Set(NEGATIONS);

type Item =
  | { kind: "number"; token: string; frame?: boolean; afterThan?: boolean }
  | { kind: "word"; stem: string; surface: string; entity: boolean; frame?: boolean; afterThan?: boolean }
  | { kind: "negation"; stem: "not"; surface: string; entity: false };

/** Denominators of "N in M" rates ("one in ten", "9 in 10", "1 in 100"), read as percentages. */
const RATE_DENOMINATORS = new Set([2, 3, 4, 5, 6, 8, 10, 20, 100, 1000]);

/** "9 in 10" / "one in ten" / "1 out of 5" after a parsed figure: the same rate as "90%". */
function rateOf(parsed: { token: string; next: number }, words: RawWord[]): { token: string; next: number } | null {
  if (!/^\d+$/.test(parsed.token)) return null;
  let k = parsed.next;
  if (words[k]?.lower === "in") k++;
  else if (words[k]?.lower === "out" && words[k + 1]?.lower === "of") k += 2;
  else return null;
  if (words[k]?.lower === "every") k++;
  const denominator = words[k] ? parseNumber(words, k) : null;
  if (!denominator || !/^\d+$/.test(denominator.token)) return null;
  const [a, b] = [Number(parsed.token), Number(denominator.token)];
  if (!RATE_DENOMINATORS.has(b) || a <= 0 || a >= b) return null;
  return { token: `${formatNumber(Math.round((1000 * a) / b) / 10)}%`, next: denominator.next };
}

/** Stop words out, negations marked, numbers parsed, words stemmed. */
function toItems(words: RawWord[], parseNumbers: boolean): Item[] {
  const items: Item[] = [];
  // Terms after "than" are the other side of a comparison ("cats kill more birds than turbines").
  let afterThan = false;
  const push = (item: Item) => items.push(afterThan && item.kind !== "negation" ? { ...item, afterThan: true } : item);
  for (let i = 0; i < words.length;) {
    const w = words[i];
    // "more than 1,200" bounds a figure; "more birds than cats" compares two things.
    if (w.lower === "than" && !w.digits && !(words[i + 1] && parseNumber(words, i + 1))) afterThan = true;
    if (parseNumbers) {
      const bound = BOUND.get(w.lower);
      if (bound !== undefined && !w.digits && words[i + 1] && parseNumber(words, i + 1)) {
        push({ kind: "word", stem: bound, surface: w.lower, entity: false });
        i++;
        continue;
      }
      const parsed = parseNumber(words, i);
      const ratio = parsed && rateOf(parsed, words);
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
      push({ kind: "negation", stem: "not", surface: w.lower, entity: false });
      continue;
    }
    if (w.digits) {
      push({ kind: "word", stem: w.lower, surface: w.lower, entity: false });
      continue;
    }
    // "WHO" is the World Health Organization, "who" a stop word.
    if (STOP_SET.has(w.lower) && !(w.entity && w.lower === "who")) continue;
    const stemmed = stem(w.lower);
    if (stemmed && (!STOP_SET.has(stemmed) || w.entity))
      push({ kind: "word", stem: stemmed, surface: w.lower, entity: w.entity, ...(w.frame ? { frame: true } : {}) });
  }
  return items;
}

type LexEntry = { tokens: readonly string[]; context: ReadonlySet<string> | null };

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
  const entry: { tokens: readonly string[]; context: Set<string> | null } = {
    tokens: [group.canonical],
    context: group.context ? new Set() : null,
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
  /** Written after "than": the other side of a comparison. */
  afterThan?: boolean;
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
        ...(item.afterThan ? { afterThan: true } : {}),
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
    // A word inside a multi-word name ("Inflation Reduction Act") is part of the name, not a synonym.
    const neighbour = (k: number) => {
      const other = items[k];
      return other !== undefined && other.kind === "word" && other.entity;
    };
    if (
      best?.length === 1 &&
      item.kind === "word" &&
      item.entity &&
      !isAcronym(item.surface, best.entry) &&
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
      ...("afterThan" in item && item.afterThan ? { afterThan: true } : {}),
    };
    if (best) {
      for (const token of best.entry.tokens) terms.push({ token, kind: "concept", entity: false, surface: item.surface, ...frame });
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
  // "Isn't climate change man-made?" asks about the positive claim.
  if (/\?["')\]\s]*$/.test(folded) && NEGATED_QUESTION.test(framed)) {
    framed = framed.replace(NEGATED_QUESTION, (m) => NEGATIVE_CONTRACTION_BASES.get(m.slice(0, -3).toLowerCase()) ?? m.slice(0, -3));
  }
  const rewritten = applyRewrites(framed);
  // A frame ending in a word ("Says", "Viral post claims") leaves a name's capital meaningful.
  const reported = framed !== folded && /\p{L}\s*$/u.test(folded.slice(0, Math.max(0, folded.indexOf(framed))));
  const items = toItems(scan(rewritten, frameSpans(rewritten), reported), true);
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
