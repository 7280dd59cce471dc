/**
 * The framing of a claim as opposed to its assertion: character folding and the canonical form of
 * a claim's wording (the cache key of a query), reporting prefixes stripped ("Says …", "Viral post
 * claims …", "Claim: …"), and the spans that say who made a claim or describe a person.
 */
import { foldAccents } from "@/lib/text/fold";
import {
  ASIDE_OPENERS,
  CLAIM_PREFIXES,
  COLON_PREFIXES,
  MEDIA,
  MEDIUM_QUALIFIERS,
  REPORTING_VERBS,
  SPEAKER_VERB_WORDS,
  WORDS_BEFORE_REPORTING_NOUNS,
  TITLE_WORDS,
} from "@/lib/knowledge-base/word-lists";

const SINGLE_QUOTES = /[\u2018\u2019\u201a\u201b\u2032\u0060\u00b4\u02bc\u02b9]/g;
const DOUBLE_QUOTES = /[\u201c\u201d\u201e\u201f\u2033\u00ab\u00bb\u301d\u301e\uff02]/g;
const DASHES = /[\u2010\u2011\u2012\u2013\u2014\u2015\u2212\ufe58\ufe63\uff0d]/g;
const INVISIBLE = /[\u0000-\u001f\u007f-\u009f\u00ad\u200b-\u200f\u2028\u2029\u2060\ufeff]/g;

export const PRINTABLE_ASCII = /^[\x20-\x7e]*$/;

export function foldCharacters(text: string, lower: boolean): string {
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

export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}
export function alternation(words: readonly string[]): string {
  return [...words]
    .sort((a, b) => b.length - a.length)
    .map((w) => escapeRegExp(w).replace(/ /g, "\\s+"))
    .join("|");
}

const MEDIUM_PREFIX =
  `(?:(?:an?|the|this|these)\\s+)?(?:(?:${alternation(MEDIUM_QUALIFIERS)})\\s+)*` +
  `(?:${alternation(MEDIA)})s?\\s+(?:${alternation(REPORTING_VERBS)})`;
/** A reporting prefix at `lastIndex` (sticky, so stripping many prefixes stays linear). */
const PREFIX_RE = new RegExp(
  `(?:(?:${alternation(CLAIM_PREFIXES)}|${MEDIUM_PREFIX})(?:\\s+that)?(?=$|[\\s:,;!?"'-])|(?:${alternation(COLON_PREFIXES)})\\s*:)`,
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
export function stripFraming(text: string): string {
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
// Framing: who said it, their titles, asides
// ---------------------------------------------------------------------------------------------

/** A character range [start, end) of the text that frames the claim rather than asserts it. */
export type FrameSpan = readonly [start: number, end: number];

const SPEAKER_VERBS = alternation(SPEAKER_VERB_WORDS);
/** A reporting verb that is a noun here: "the United States", "all states", "the claims", "50 states". */
const NOUN_BEFORE = `${alternation(WORDS_BEFORE_REPORTING_NOUNS)}|\\d+`;
/** A reporting verb after these is inside the claim: "the IRS audits workers who claim the credit". */
const RELATIVE_PRONOUNS = "who|which|that";
/**
 * "Nigerian President Muhammadu Buhari said (that) …", "Trump claims …": a short lead-in ending in a
 * reporting verb (after a plural possessive it is a noun: "… to deny patients' claims in six states").
 */
const SPEAKER_FRAME = new RegExp(
  `^((?:[\\p{L}\\p{N}.'-]+,?\\s+){1,10}?)(?<!\\b(?:${NOUN_BEFORE}|${RELATIVE_PRONOUNS})\\s+)(?<!\\p{L}s'\\s+)(?:${SPEAKER_VERBS})(?:\\s+that)?\\s+(?!to\\b)`,
  "iu",
);
/**
 * "…, according to the CDC." / "…, says Trump." / "… says the mayor." at the end; not a reporting
 * verb followed by what was said ("… falsely told app users that Mangione had escaped", "… to
 * settle claims Siri recorded private conversations without consent"): without a comma before
 * it, a reporting verb is followed by a name of at most four words, not by a preposition or a
 * figure ("… deny patients' claims in six states").
 */
const TRAILING_ATTRIBUTION = new RegExp(
  `(?<!\\b(?:${NOUN_BEFORE}|${RELATIVE_PRONOUNS}))(?:` +
    `,\\s*(?:according\\s+to|${SPEAKER_VERBS})\\s+(?:(?!\\bthat\\b)[^,.;!?]){1,60}` +
    `|\\s+according\\s+to\\s+(?:(?!\\bthat\\b)[^,.;!?]){1,60}` +
    `|\\s+(?:${SPEAKER_VERBS})\\s+(?!(?:in|on|at|of|for|than|to|from|by|with|about|more|less|\\d+)\\b)(?:[\\p{L}\\p{N}.'&-]+\\s+){0,3}[\\p{L}\\p{N}.'&-]+` +
    `)[.!?]*\\s*$`,
  "iu",
);
/** A word that opens a clause of the claim itself after a comma ("…, and officials say", "…, in all 50 states"). */
const CLAUSE_OPENERS =
  "and|but|or|so|because|while|which|who|that|as|if|when|although|though|since|until|unless|in|on|at|for|of|to|from|with|by";
/** "…, posts on X claim." / "…, Warren says." / "…," a forwarded WhatsApp message warns." at the end: who said it, after what they said. */
const TRAILING_SPEAKER = new RegExp(
  `,["'\u201d\u2019]?\\s*(?!(?:${CLAUSE_OPENERS})\\b)(?:[\\p{L}\\p{N}.'&-]+\\s+){1,6}?(?<!\\b(?:${NOUN_BEFORE})\\s+)(?:${SPEAKER_VERBS}|${alternation(REPORTING_VERBS)})[.!?"')\\]]*\\s*$`,
  "iu",
);
/**
 * "…, true?", "… legit?", "… or fake?", "is this real?": a visitor asking whether the claim
 * holds, not part of it (a trailing tag is read only when the claim ends with a question mark).
 */
const QUESTION_TAG =
  /(?:,\s*|\s+)(?:(?:is\s+(?:this|that|it)\s+)?(?:really\s+|actually\s+)?(?:true|real|legit|accurate|correct|right)(?:\s+or\s+(?:not|false|fake|myth|fiction|hoax))?|or\s+(?:fake|real|false|not|myth|fiction|hoax))[\s?!.]*$/iu;
/**
 * A visitor's aside after the question: "…bc of this? my sister wont vaccinate", "…in food lol my
 * mom won't use one", "…? should i be scared to fly": after a question mark (or "lol"), a last
 * sentence that starts by talking about the visitor or the post, not about the claim.
 */
const ASIDE = new RegExp(`(?:[?!]+|\\s(?:lol|lmao|haha|smh))\\s+(?:${alternation(ASIDE_OPENERS)})\\b[^?!]*[?!.\\s]*$`, "iu");
/** "… fact or myth", "… - true or false": a visitor's tag, with or without a question mark. */
const CHOICE_TAG = /(?:,\s*|\s+-\s+|\s+)(?:true|real|fact|legit)\s+or\s+(?:false|fake|myth|fiction|hoax|not|cap)[\s?!.]*$/iu;
/** The same question asked first: "is this real? the pope died". */
const QUESTION_LEAD = /^(?:is\s+(?:this|that|it)\s+(?:really\s+|actually\s+)?(?:true|real|legit|fake)\s*[?!.]*\s*)(?=\S)/iu;
/** "According to Wray, …", "According to a Facebook post, …" at the start. */
const LEADING_ATTRIBUTION = /^according\s+to\s+[^,;:]{1,60},\s*(?=\S)/iu;
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
 * a speaker frame with its reporting verb or a leading "according to …,", a trailing attribution
 * (or a visitor's question tag), parentheses, a clause set off by commas after a name, and titles
 * before names. The matcher does not count them against a match when only one side has them.
 */
export function frameSpans(text: string, question = false): FrameSpan[] {
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
  const lead = LEADING_ATTRIBUTION.exec(text) ?? QUESTION_LEAD.exec(text);
  if (lead) spans.push([0, lead[0].length]);
  // What was said follows a lead-in's reporting verb ("Facebook users say Gates confessed"): an
  // attribution at the end starts after the lead-in.
  const said = spans.length ? Math.max(...spans.map(([, end]) => end)) : 0;
  for (const pattern of question
    ? [TRAILING_ATTRIBUTION, TRAILING_SPEAKER, ASIDE, QUESTION_TAG]
    : [TRAILING_ATTRIBUTION, TRAILING_SPEAKER, ASIDE, CHOICE_TAG]) {
    const trailing = pattern.exec(text);
    if (trailing && trailing.index >= said && trailing.index > text.length / 3) {
      spans.push([trailing.index, text.length]);
      break;
    }
  }
  for (const pattern of [PARENTHESIS, APPOSITIVE, TITLE_BEFORE_NAME]) {
    for (const m of text.matchAll(pattern)) spans.push([m.index ?? 0, (m.index ?? 0) + m[0].length]);
  }
  return spans;
}
