/**
 * Numbers in claims, canonicalised: "five percent" → "5%", "$1.42 trillion" → "$1420000000000",
 * "a quarter of" → "25%", "9 in 10" → "90%", "19th", "1990s".
 */
import type { RawWord } from "@/lib/knowledge-base/scan";
import {
  CENT_WORDS,
  CURRENCY_WORDS,
  DIGIT_MULTIPLIERS,
  FRACTION_WORDS,
  NUMBER_SCALES,
  NUMBER_WORDS,
  ORDINAL_WORDS,
  PERCENT_WORDS,
  RATE_DENOMINATORS,
  UNAMBIGUOUS_MULTIPLIERS,
} from "@/lib/knowledge-base/word-lists";

const PERCENT_SET = new Set(PERCENT_WORDS);
const CENT_SET = new Set(CENT_WORDS);
const ORDINAL_SUFFIXES = new Set(["st", "nd", "rd", "th"]);
/** Multipliers written on a figure that mean nothing else ("11k jobs", "100bn"); "5m" may be metres. */
const UNAMBIGUOUS = new Set(UNAMBIGUOUS_MULTIPLIERS);

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
  return !!w && !w.digits && NUMBER_WORDS.has(w.lower);
}
function isScale(w: RawWord | undefined): boolean {
  return !!w && !w.digits && NUMBER_SCALES.has(w.lower);
}

/** Reads a number starting at `i` ("$1.42 trillion", "five percent", "a million", "two thirds"). */
/** Words that can start a number; anything else is rejected at once. */
const NUMBER_STARTS = new Set(["a", ...NUMBER_WORDS.keys(), ...ORDINAL_WORDS.keys(), "half", "quarter", "third"]);

export function parseNumber(words: RawWord[], i: number): NumberParse {
  const w = words[i];
  if (!w.digits && !NUMBER_STARTS.has(w.lower)) return null;
  let j = i;
  let value: number;
  let currency = "";
  let percent = false;

  // Fractions: "a quarter of", "two thirds", "one half", "half of".
  const fraction = words[i + 1] && !words[i + 1].digits ? FRACTION_WORDS.get(words[i + 1].lower) : undefined;
  const plainDigits = !!w.digits && !w.digits.suffix && !w.digits.currency;
  if (fraction !== undefined && (w.lower === "a" || w.lower === "one" || isNumberWord(w) || plainDigits)) {
    const count = w.digits ? w.digits.value : w.lower === "a" ? 1 : (NUMBER_WORDS.get(w.lower) ?? 1);
    const after = words[i + 2];
    // "one third", "a quarter of", "fell by a quarter", but not "a third term", nor "two quarters in a row" (of a year).
    const periods = words[i + 1].lower === "quarters" && after?.lower !== "of";
    const byAmount = (i > 0 && AMOUNT_LEADS.has(words[i - 1].lower)) || (!!after && COMPARATIVES.has(after.lower));
    if (!periods && (w.lower !== "a" || !after || after.lower === "of" || fraction === 0.5 || byAmount)) {
      return { token: `${Math.round(count * fraction * 100)}%`, next: i + 2 };
    }
  }
  if (
    !w.digits &&
    (w.lower === "half" || w.lower === "quarter" || w.lower === "third") &&
    (words[i + 1]?.lower === "of" ||
      words[i + 1]?.lower === "the" ||
      // "rose by over half", "cut nearly half": an amount, not "half time" nor "a third term".
      (w.lower === "half" && i > 0 && AMOUNT_LEADS.has(words[i - 1].lower)))
  ) {
    return { token: `${Math.round((FRACTION_WORDS.get(w.lower) ?? 0) * 100)}%`, next: i + 1 };
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
    } else if (NUMBER_SCALES.has(suffix)) value *= NUMBER_SCALES.get(suffix) ?? 1;
    else if (DIGIT_MULTIPLIERS.has(suffix) && (currency || UNAMBIGUOUS.has(suffix))) value *= DIGIT_MULTIPLIERS.get(suffix) ?? 1;
    else if (suffix === "x")
      j = i + 1; // "20x" = 20 times
    else if (suffix) return { token: w.lower.replace(/[,$£€]/g, ""), next: j }; // "5g", "3d", "24h"
  } else if (w.lower === "a" && isScale(words[i + 1])) {
    value = 1;
    j = i + 1;
  } else if (ORDINAL_WORDS.has(w.lower)) {
    return { token: `${ORDINAL_WORDS.get(w.lower)}th`, next: i + 1 };
  } else if (isNumberWord(w)) {
    // "one" is a number only when a scale or unit follows ("one million", not "one of the").
    if (w.lower === "one") {
      const n = words[i + 1];
      const unitFollows =
        !!n &&
        (isScale(n) ||
          PERCENT_SET.has(n.lower) ||
          CENT_SET.has(n.lower) ||
          CURRENCY_WORDS.has(n.lower) ||
          n.lower === "in" ||
          // "one out of every ten", "one of every five": a rate.
          (n.lower === "out" &&
            words[i + 2]?.lower === "of" &&
            (words[i + 3]?.lower === "every" || !!words[i + 3]?.digits || isNumberWord(words[i + 3]))) ||
          (n.lower === "of" && words[i + 2]?.lower === "every") ||
          isNumberWord(n));
      if (!unitFollows) return null;
    }
    let total = 0;
    let current = 0;
    j = i;
    while (j < words.length) {
      const x = words[j];
      if (isNumberWord(x)) {
        current += NUMBER_WORDS.get(x.lower) ?? 0;
        j++;
      } else if (x.lower === "hundred" && !x.digits) {
        current = (current || 1) * 100;
        j++;
      } else if (isScale(x) && x.lower !== "dozen") {
        total += (current || 1) * (NUMBER_SCALES.get(x.lower) ?? 1);
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
    value *= NUMBER_SCALES.get(words[j].lower) ?? 1;
    j++;
  }
  const unit = words[j];
  if (unit && !unit.digits) {
    if (PERCENT_SET.has(unit.lower)) {
      percent = true;
      j++;
      if (words[j]?.lower === "point" || words[j]?.lower === "points") j++;
    } else if (CURRENCY_WORDS.has(unit.lower)) {
      currency = CURRENCY_WORDS.get(unit.lower) ?? "";
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

/** Words after "a fifth", "a third" that make it an amount ("a fifth fewer heart attacks", not "a third term"). */
const COMPARATIVES: ReadonlySet<string> = new Set(["fewer", "less", "more", "lower", "higher", "smaller", "bigger", "larger", "cheaper"]);

/** Words before "a quarter", "a third" that make it an amount ("fell by a quarter", "over a third"). */
const AMOUNT_LEADS: ReadonlySet<string> = new Set(["by", "over", "than", "nearly", "almost", "about", "roughly", "around", "only", "just"]);

/** Denominators of "N in M" rates ("one in ten", "9 in 10", "1 in 100"), read as percentages. */
const RATE_DENOMINATOR = new Set(RATE_DENOMINATORS);

/** "9 in 10" / "one in ten" / "1 out of 5" after a parsed figure: the same rate as "90%". */
export function rateOf(parsed: { token: string; next: number }, words: RawWord[]): { token: string; next: number } | null {
  if (!/^\d+$/.test(parsed.token)) return null;
  let k = parsed.next;
  // "9 in 10", "1 out of 5", "nine of every 10".
  const link = words[k]?.lower;
  if (link === "in" || link === "of" || link === "per") k++;
  else if (link === "out" && words[k + 1]?.lower === "of") k += 2;
  else return null;
  const every = words[k]?.lower === "every";
  if (every) k++;
  // "1 in 36", "one out of every 36", "3 out of 50": any denominator when the rate is plain ("1 in",
  // "out of", "every"); "3 in 50 states" reads "in 50" as where, and "one of 12 jurors" is one juror.
  const plainly = every || link === "out" || (link === "in" && parsed.token === "1");
  const denominator = words[k] ? parseNumber(words, k) : null;
  if (!denominator || !/^\d+$/.test(denominator.token)) return null;
  const [a, b] = [Number(parsed.token), Number(denominator.token)];
  const year = b >= 1800 && b <= 2100;
  // "45 per 100,000": a rate only per a round hundred, thousand, …
  const denominates = link === "per" ? PER_DENOMINATORS.has(b) : RATE_DENOMINATOR.has(b) || (plainly && !year && b <= 100_000);
  if (!denominates || a <= 0 || a >= b) return null;
  return { token: `${ratePercent((100 * a) / b)}%`, next: denominator.next };
}

const PER_DENOMINATORS: ReadonlySet<number> = new Set([100, 1000, 10_000, 100_000, 1_000_000]);

/**
 * A rate as a percentage the way it is written as one: exact to a tenth when it is ("1 in 8" =
 * 12.5), else whole from 10% ("1 in 3" = 33, as "a third" is read), else two significant
 * figures ("1 in 36" = 2.8, "45 per 100,000" = 0.045).
 */
function ratePercent(percent: number): string {
  if (Math.abs(percent * 10 - Math.round(percent * 10)) < 1e-9) return formatNumber(Math.round(percent * 10) / 10);
  return formatNumber(percent >= 10 ? Math.round(percent) : Number(percent.toPrecision(2)));
}
