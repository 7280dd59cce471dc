/**
 * Scanning a claim into raw words: rewrites on the text as written ("U.S." → "USA", "covid-19" →
 * "covid", "75 000" → "75000"), contractions, figures, and which words are written as names.
 */
import { escapeRegExp, type FrameSpan } from "@/lib/knowledge-base/framing";
import {
  BARE_NEGATIVE_CONTRACTIONS,
  COMPOUND_WORDS,
  DENIAL_NOUNS,
  JOINED_PREFIXES,
  NEGATIVE_CONTRACTION_BASES,
  NOT_NAMES,
  NUMBER_WORDS,
  PLACE_NAMES,
  SPACED_CONTRACTION_HEADS,
  SPACED_PREFIXES,
  POSTAL_CODES,
  STATE_ABBREVIATIONS,
  TITLE_ABBREVIATIONS,
  WORDS_AFTER_US,
} from "@/lib/knowledge-base/word-lists";

export type RawWord = {
  /** Lower-case word (contractions expanded, other apostrophes split the word). */
  lower: string;
  /** Written as a name: capitalised mid-sentence, or an acronym. */
  entity: boolean;
  /** Part of the claim's framing (a speaker, a title, a parenthesis, a clause about a person), not its assertion. */
  frame?: boolean;
  /** In framing that ends the text (a trailing speaker, a visitor's tag or aside): a denial there is not the claim's. */
  tail?: boolean;
  /** Set when the word is written with digits. */
  digits?: { value: number; currency: string; suffix: string };
};

type Rewrite = { when: (text: string) => boolean; pattern: RegExp; replacement: string | ((match: string, ...groups: string[]) => string) };
const has = (fragment: string) => (text: string) => text.includes(fragment);
const always = () => true;

/** "man made" / "man-made" → "manmade" (see COMPOUND_WORDS). */
const COMPOUND_RE = new RegExp(`\\b(?:${COMPOUND_WORDS.map((c) => c.split(" ").map(escapeRegExp).join("[\\s-]+")).join("|")})\\b`, "gi");

/** "Fla." → "Florida" (the abbreviation with its full stop, capitalised as written). */
const STATE_ABBREVIATION_RE = new RegExp(`\\b(?:${[...STATE_ABBREVIATIONS.keys()].map(escapeRegExp).join("|")})(?=[\\s,;:)"']|$)`, "g");

/** "lancaster pa", "in GA" → the state's name, in any case (see POSTAL_CODES). */
const POSTAL_CODE_RE = new RegExp(`\\b(?:${[...POSTAL_CODES.keys()].join("|")})\\b(?!\\.\\p{L})`, "giu");

/** A count written as a figure or a small number word ("a", "four", "40"), or null. */
function countOf(written: string): number | null {
  const lower = written.toLowerCase();
  if (lower === "a" || lower === "an") return 1;
  if (/^\d+$/.test(lower)) return Number(lower);
  return NUMBER_WORDS.get(lower) ?? null;
}
/** A span of time in the unit most claims write it in: 14 days → "2 weeks", 7 days → "a week", 12 months → "a year", 60 seconds → "a minute", 24 hours → "a day"; null when it stays as written. */
function spanOf(count: number | null, unit: string): string | null {
  if (count === null || count < 2) return null;
  const into = (per: number, larger: string) =>
    count % per !== 0 ? null : count === per ? ` a ${larger} ` : ` ${count / per} ${larger}s `;
  if (unit === "days") return into(7, "week");
  if (unit === "months") return into(12, "year");
  if (unit === "seconds") return count === 60 ? " a minute " : null;
  if (unit === "hours") return count === 24 ? " a day " : null;
  return null;
}
/** A figure and its scale letter as words: "1.5", "C" → " 1.5 degrees celsius ". */
function temperature(_match: string, figure: string, scale: string): string {
  return ` ${figure} degrees ${scale.toLowerCase() === "f" ? "fahrenheit" : "celsius"} `;
}
const COUNT = `(?:a|an|\\d+|${[...NUMBER_WORDS.keys()].filter((w) => NUMBER_WORDS.get(w)! > 0 && NUMBER_WORDS.get(w)! <= 100).join("|")})`;
/** What comes in a consecutive series: "three straight years", "six audits running". */
const SERIES = "years?|months?|weeks?|days?|quarters?|terms?|seasons?|games?|times|audits?|elections?";
/** Whether a text may say "consecutive" as "straight" or "running" (the two rewrites below read it). */
const saysConsecutive = (text: string) => /straight|running/i.test(text);
/** "four decades" = "40 years", "a century" = "100 years": spans of time in years, as most claims write them. */
const DECADES_RE = new RegExp(`\\b(${COUNT})\\s+(decades?|century|centuries)\\b`, "gi");
/** "tenfold", "a 3-fold rise" = "10 times", "3 times". */
const FOLD_RE = new RegExp(`\\b(${COUNT})[\\s-]?fold\\b`, "gi");

/** "tripled", "triple the dose" = "3 times": a multiple, as "threefold" and "three times" are read ("the triple lock", "triple-A" are names). */
const MULTIPLE_RE =
  /\b(tripl|quadrupl)(?:e[ds]?|ing)\b(?![\s-]+(?:locks?|crowns?|a|aaa|threats?|plays?|jumps?|digits?|witching|bypass)\b)/gi;

/**
 * "No state produces more wind power than Texas", "none loses more mothers than the US", "no
 * nation spends as much as America": a comparison no rival wins is a superlative, read as the
 * stored claims write it ("Texas produces more wind power than any other"), so its "no" is no
 * denial and the winner stands first. The comparison follows within the clause; "no more than
 * two" (a bound) and "no evidence … safer than" (`lists/denial-nouns.json`) stay denials.
 */
const SUPERLATIVE_DENIAL_RE = new RegExp(
  `\\b(?:no one|nobody|none|nothing|no)\\s+(?!(?:${DENIAL_NOUNS.join("|")}|more|less|fewer|better|worse|higher|lower|greater|bigger|larger|later|earlier|sooner|other|one)\\b)` +
    `((?:[\\p{L}'-]+\\s+){0,8}?)((?:more|less|fewer|better|worse|\\p{L}{2,}er)\\s[^.;:?!]*?|as\\s+(?:much|many)\\s[^.;:?!]*?)\\b(than|as)\\s+([^.;:?!,]+)`,
  "giu",
);

/** Rewrites on the (case-preserved) text before it is split into words; `when` skips cheap misses. */
const REWRITES: readonly Rewrite[] = [
  { when: has("."), pattern: STATE_ABBREVIATION_RE, replacement: (m) => STATE_ABBREVIATIONS.get(m) ?? m },
  { when: always, pattern: POSTAL_CODE_RE, replacement: (m) => POSTAL_CODES.get(m.toLowerCase()) ?? m },
  { when: always, pattern: COMPOUND_RE, replacement: (m) => m.replace(/[\s-]+/g, "") },
  // "U.S.A." is the country; the "A" of "U.S. Army" or "U.S. and" is the next word's.
  { when: has("."), pattern: /\b[Uu]\.\s?[Ss]\.(?:\s?[Aa]\.?(?!\p{L}))?/gu, replacement: " USA " },
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
    pattern: new RegExp(`\\bus (?=(?:${WORDS_AFTER_US.join("|")})\\b)`, "g"),
    replacement: "USA ",
  },
  // Temperatures: "110F", "1.5°C" → "110 degrees fahrenheit", "1.5 degrees celsius"; typed in lower
  // case with the degree sign ("40°c"), or without it where the claim speaks of a temperature ("a 39c fever").
  { when: always, pattern: /\b(\d+(?:\.\d+)?)\s?°?\s?([FC])\b/g, replacement: temperature },
  { when: has("°"), pattern: /\b(\d+(?:\.\d+)?)\s?°\s?([fc])\b/g, replacement: temperature },
  {
    when: (text) => /fever|temperat|heat|hott?e|cold|warm|degree|weather|record/i.test(text),
    pattern: /\b(\d{2,3}(?:\.\d+)?)([cf])\b/g,
    replacement: temperature,
  },
  // "1/3 of their cattle", "down 1/3": a fraction, read as "a third" is ("9/11", "24/7" and "1/6" stay).
  {
    when: has("/"),
    pattern:
      /(?<![\d/.])\b([1-4])\/([2-5])\b(?![\d/])(?=\s+(?:of|the)\b)|(?<=\b(?:by|down|up|cut|over|nearly|almost|about|around|roughly|than|only|just)\s+)([1-4])\/([2-5])\b(?![\d/])/gi,
    replacement: (m, a?: string, b?: string, c?: string, d?: string) => {
      const [top, bottom] = [Number(a ?? c), Number(b ?? d)];
      return top < bottom ? ` ${Math.round((100 * top) / bottom)}% ` : m;
    },
  },
  // "23 bil", "$2 tril": the scale typed short.
  {
    when: (text) => /\d\s?(?:bil|tril)/i.test(text),
    pattern: /\b(\d+(?:\.\d+)?)\s?(bil|tril)(?:l|s)?\b/gi,
    replacement: (_m, n: string, scale: string) => ` ${n} ${scale.toLowerCase() === "bil" ? "billion" : "trillion"} `,
  },
  // The world wars, however written: "WWII", "World War 2", "the Second World War" = "WW2".
  {
    when: (text) => /\bww|world\s+war/i.test(text),
    pattern: /\b(?:ww\s?(ii|2|i|1)|world\s+war\s+(ii|two|2|i|one|1)|(second|first)\s+world\s+war)\b/gi,
    replacement: (_m, a?: string, b?: string, c?: string) => {
      const which = (a ?? b ?? c ?? "").toLowerCase();
      return ["ii", "two", "2", "second"].includes(which) ? " WW2 " : " WW1 ";
    },
  },
  { when: has("."), pattern: /\bno\.\s?(\d+)\b/gi, replacement: " $1th " },
  { when: has("#"), pattern: /#\s?(\d+)\b/g, replacement: " $1th " },
  { when: always, pattern: /\bcovid[\s-]?19\b/gi, replacement: " covid " },
  // A model or code of letters and a figure is one name: "AR-15" = "ar15", "F-35", "B-52" (not the figure 15).
  { when: has("-"), pattern: /\b(\p{L}{1,2})-(\d{1,3})\b(?![.,]\d)/gu, replacement: "$1$2" },
  { when: has("&"), pattern: /\bj\s?&\s?j\b/gi, replacement: " Johnson & Johnson " },
  { when: always, pattern: /\bsars[\s-]?cov[\s-]?2\b/gi, replacement: " covid " },
  { when: always, pattern: /\b2019[\s-]?ncov\b/gi, replacement: " covid " },
  // "no longer responds" = "doesn't respond anymore" ("anymore" is a stop word).
  { when: has("longer"), pattern: /\b(?:no|not\s+any)\s+longer\b/gi, replacement: " not " },
  { when: has("longer"), pattern: /\bany\s+longer\b/gi, replacement: " " },
  // "Prop 47", "Prop HH": a ballot proposition.
  { when: has("Prop"), pattern: /\bProp\.?\s+(?=(?:[A-Z]{1,3}|\d{1,3})\b)/g, replacement: "Proposition " },
  { when: has("prop"), pattern: /\bprop\.?\s+(?=\d{1,3}\b)/g, replacement: "proposition " },
  // "cat 5", "cat. 4 hurricane" = category 5, 4 (a hurricane's or a storm's).
  {
    when: has("cat"),
    pattern: /\bcat\.?\s?(?=[1-5]\b)(?![1-5]\s*(?:years?|yrs?|months?|weeks?|days?|lives|cats|kittens)\b)/gi,
    replacement: "category ",
  },
  // "half a century" = 50 years (not 50% and a century); "half a decade" = 5 years; "a quarter century" = 25 years.
  { when: has("half"), pattern: /\bhalf\s+a\s+century\b/gi, replacement: " 50 years " },
  { when: has("half"), pattern: /\bhalf\s+a\s+decade\b/gi, replacement: " 5 years " },
  { when: has("quarter"), pattern: /\ba\s+quarter[\s-]+(?:of\s+a\s+)?century\b/gi, replacement: " 25 years " },
  // "the past decade" = "the past 10 years", as "a decade" and "two decades" are read (below).
  {
    when: (text) => /decade|centur/i.test(text),
    pattern: /\b(the\s+(?:past|last|next|previous|coming|following|first|recent))\s+(decade|century)\b/gi,
    replacement: (_m, lead: string, unit: string) => ` ${lead} ${unit.toLowerCase() === "decade" ? 10 : 100} years `,
  },
  // "half a million" = 500,000, "half a dozen" = 6, "half an hour" = 30 minutes (not 50% and a million).
  { when: has("half"), pattern: /\bhalf\s+an?\s+(million|billion|trillion|dozen)\b/gi, replacement: " 0.5 $1 " },
  { when: has("half"), pattern: /\bhalf\s+an\s+hour\b/gi, replacement: " 30 minutes " },
  { when: has("sec"), pattern: /\b(\d+)\s?secs?\b/gi, replacement: "$1 seconds" },
  // Spans written in another unit: "14 days" = "two weeks", "twelve months" = "a year", "sixty
  // seconds" = "a minute", "24 hours" = "a day" (never a rate: "7 days a week", "24 hours a day").
  {
    when: (text) => /day|month|second|hour/i.test(text),
    pattern: new RegExp(`\\b(${COUNT})\\s+(days|months|seconds|hours)\\b(?!\\s+(?:a|an|per|each)\\b)`, "gi"),
    replacement: (m, count: string, unit: string) => spanOf(countOf(count), unit.toLowerCase()) ?? m,
  },
  {
    when: (text) => /decade|centur/i.test(text),
    pattern: DECADES_RE,
    replacement: (m, count: string, unit: string) => {
      const n = countOf(count);
      return n === null ? m : ` ${n * (unit.toLowerCase().startsWith("decade") ? 10 : 100)} years `;
    },
  },
  {
    when: has("fold"),
    pattern: FOLD_RE,
    replacement: (m, count: string) => {
      const n = countOf(count);
      return n === null || n < 2 ? m : ` ${n} times `;
    },
  },
  {
    when: (text) => /tripl|quadrupl/i.test(text),
    pattern: MULTIPLE_RE,
    replacement: (_m, head: string) => (head.toLowerCase() === "tripl" ? " 3 times " : " 4 times "),
  },
  // "let me know", "lets see", "let's be honest": the visitor talking, not "allow".
  {
    when: has("let"),
    pattern:
      /\b(?:let\s+(?:me|us)|let['’]?s)\s+(?:know|see|check|ask|find\s+out|be\s+honest|be\s+real|talk|fact[\s-]?check|settle\s+this)\b/gi,
    replacement: " ",
  },
  // "the recession is over", "the pandemic's over" = it ended ("over" is otherwise a stop word; "is over 50" is a figure).
  {
    when: has("over"),
    pattern:
      /\b(?:is|are|was|were|'s)\s+(?:now\s+|finally\s+|officially\s+)?over\b(?!\s+(?:\d|a|an|the|half|\p{L}+ty\b))(?=\s*(?:[.,;:!?]|$|in\b|for\b|and\b|but\b|now\b))/giu,
    replacement: " ended ",
  },
  // "against the law" = illegal, not a stance.
  { when: has("against"), pattern: /\bagainst\s+the\s+law\b/gi, replacement: " illegal " },
  // "three years in a row", "three straight years", "running": consecutive.
  { when: has("row"), pattern: /\bin\s+a\s+row\b/gi, replacement: " consecutive " },
  {
    when: saysConsecutive,
    pattern: new RegExp(`\\b(?:straight|running)\\s+(?=(?:${SERIES})\\b)`, "gi"),
    replacement: " consecutive ",
  },
  {
    when: saysConsecutive,
    pattern: new RegExp(`\\b(${SERIES})\\s+(?:running|straight)\\b`, "gi"),
    replacement: "$1 consecutive",
  },
  // "halved the death toll" = cut it by 50%.
  { when: has("halv"), pattern: /\bhalv(?:ed|ing)\b/gi, replacement: " cut by 50% " },
  // "fell by half", "cut in half" = by 50%.
  { when: has("half"), pattern: /\b(?:by|in)\s+half\b/gi, replacement: " by 50% " },
  {
    when: (text) => /\bno(?:ne|body|thing)?\b/i.test(text),
    pattern: SUPERLATIVE_DENIAL_RE,
    replacement: (_m, rivals: string, comparison: string, pivot: string, winner: string) =>
      // "the" keeps a name's capital telling once it opens the text ("the Modi has more followers").
      ` the ${winner.trim()} ${rivals}${comparison}${pivot} any other `,
  },
  // "paid zero dollars", "zero power on cloudy days" = "no …" ("net zero", "ground zero", "zero percent" and "zero dollars" are figures or names).
  {
    when: (text) => /zero/i.test(text),
    pattern: /(?<!\b(?:net|ground|absolute)[\s-])\bzero\b(?![\s-]*(?:%|percent|point|degrees?|dollars?|euros?|pounds?|cents?|\.\d))/gi,
    replacement: "no",
  },
  // "voted no on the cap" = "voted against it"; "said no to $18 million" = "turned it down".
  { when: has(" no "), pattern: /\b(vot(?:e|es|ed|ing))\s+no\s+(?=on\b)/gi, replacement: "$1 against " },
  { when: has(" no "), pattern: /\b(?:said|says|say|saying)\s+no\s+to\b/gi, replacement: " rejected " },
  // "to tell the truth, not just to be first", "not only in cities but …": an addition, no denial ("not just a cold" stays one).
  {
    when: has("not "),
    pattern: /\bnot\s+(?:just|simply|merely|solely)\s+(?=(?:to|in|for|about|at|on|because|by|from|with)\b)/gi,
    replacement: " ",
  },
  { when: has("not only"), pattern: /\bnot\s+only\b/gi, replacement: " " },
  // "with no signature check" = "without checking signatures".
  { when: has("with no"), pattern: /\bwith\s+no\b/gi, replacement: " without " },
  // "vaccinated against covid", "protects against cancer": what a shield is for, not a stance ("voted against" stays one).
  {
    when: has("against"),
    pattern:
      /\b((?:vaccinat|immuni[sz]|inoculat|protect|defen[cs]|guard|shield)\p{L}*|immune|immunity|vaccines?|shots?|jabs?|boosters?|effective)\s+against\b/giu,
    replacement: "$1 for",
  },
  // "a level not seen since 1992" = "the most since 1992": a record, not a denial.
  { when: has("seen"), pattern: /\b(?:not|never)\s+(?:been\s+)?seen\s+(?=(?:since|in)\b)/gi, replacement: " " },
  // Texting shorthand: "w/o asking", "w/ the act", "w the inflation reduction act", "30 min".
  { when: has("w/o"), pattern: /\bw\/o\b/gi, replacement: " without " },
  { when: has("w"), pattern: /\bw\/(?=\s)|(?<=\s)w(?=\s+the\b)/g, replacement: " with " },
  { when: has("min"), pattern: /\b(\d+)\s?min\b(?!\.\s*wage)/gi, replacement: "$1 minutes" },
  // Rand written short: "R900m", "r1m", "R2bn" = "R900 million" (read without its sign, as the number parser reads "R900 million").
  {
    when: (text) => /\b[Rr]\d/.test(text),
    pattern: /\b[Rr](\d+(?:\.\d+)?)\s?(m|mn|bn|b|k)\b/g,
    replacement: (_m, figure: string, scale: string) =>
      ` ${figure} ${scale.toLowerCase() === "k" ? "thousand" : scale.toLowerCase().startsWith("b") ? "billion" : "million"} `,
  },
  // "the Fed" is the Federal Reserve ("the feds" are federal agents; "fed up" is no bank).
  { when: (text) => /\bthe fed\b/i.test(text), pattern: /\bthe\s+fed\b(?!\s+up\b)/gi, replacement: "the Federal Reserve" },
  // "CMAs", "NGOs", "EVs": an acronym's plural is the acronym.
  { when: (text) => /\p{Lu}{2}/u.test(text), pattern: /\b(\p{Lu}{2,5})s\b/gu, replacement: "$1" },
  // A unit typed onto its figure: "37km", "60GHz" → "37 km", "60 GHz".
  { when: always, pattern: /\b(\d+(?:\.\d+)?)(km|kms|kg|kgs|mph|lbs|ft|cm|kwh|mwh|gwh|kw|mw|gw|ghz|mhz)\b/gi, replacement: "$1 $2" },
  { when: has("going"), pattern: /\b(?:am|is|are|was|were|'s|'re|'m)\s+going\s+to\b/gi, replacement: " will " },
  // Contractions typed without the apostrophe's letter joined: "can t", "don t".
  {
    when: has("n t"),
    pattern: new RegExp(`\\b(${SPACED_CONTRACTION_HEADS.join("|")})n t\\b`, "gi"),
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

export function applyRewrites(text: string): string {
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
const TITLE_ABBREVIATION = new RegExp(`(?:^|[\\s("'])(?:${TITLE_ABBREVIATIONS.join("|")})\\.$`, "i");

function atSentenceStart(text: string, index: number): boolean {
  let k = index - 1;
  while (k >= 0 && text[k] === " ") k--;
  if (k >= 0 && text[k] === "." && TITLE_ABBREVIATION.test(text.slice(Math.max(0, k - 6), k + 1))) return false;
  return k < 0 || '.!?:;"(['.includes(text[k]);
}
const PLACES = new Set(PLACE_NAMES);
const NOT_NAME_SET = new Set(NOT_NAMES);
const BARE_NEGATIVE = new Set(BARE_NEGATIVE_CONTRACTIONS);
export const NEGATED_QUESTION = /^(is|are|was|were|does|do|did|has|have|had|could|should|would)n'?t\b|^(wo|ca)n'?t\b/i;

/**
 * `reported`: the text followed a stripped reporting frame ("Says Walmart …"), so a capital on
 * its first word still marks a name.
 */
export function scan(text: string, frames: readonly FrameSpan[] = [], reported = false): RawWord[] {
  const words: RawWord[] = [];
  const inFrame = (index: number) => frames.some(([start, end]) => index >= start && index < end);
  // "Sweden, which never locked down, …" denies inside a clause about a name: the claim's denial.
  // "…? my mom won't use one" denies in the visitor's aside: not the claim's.
  const inTail = (index: number) => frames.some(([start, end]) => index >= start && index < end && end >= text.trimEnd().length);
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
    } else if (BARE_NEGATIVE.has(lower)) {
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
    const tail = frame && inTail(index);
    const flags = tail ? { entity, frame, tail } : frame ? { entity, frame } : { entity };
    // Other apostrophes separate parts of a name: "O'Rourke" reads like "O Rourke".
    if (lower.includes("'")) {
      for (const part of lower.split("'")) if (part) words.push({ lower: part, ...flags });
    } else if (lower) words.push({ lower, ...flags });
    if (negated) words.push({ lower: "not", entity: false, ...(tail ? { frame, tail } : {}) });
  }
  return words;
}
