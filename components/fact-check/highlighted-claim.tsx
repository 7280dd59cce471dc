import type { DifferenceTerm } from "@/lib/knowledge-base/match-features";
import { cn } from "@/lib/utils";

/** Words, numbers (with their separators) and anything in between, in order. */
const TOKEN = /([\p{L}\p{M}][\p{L}\p{M}\p{N}'’-]*|\p{N}[\p{N}.,]*%?)/u;

/** A word as the scorer writes a difference: lower case, without a possessive or a figure's separators. */
function termKeys(word: string): string[] {
  const lower = word.toLowerCase().replace(/’/g, "'");
  const keys = [lower, lower.replace(/'s$/, ""), lower.replace(/[.,%]/g, ""), lower.replace(/,/g, "").replace(/\.$/, "")];
  return [...new Set(keys)];
}

const KIND_LABEL: Record<DifferenceTerm["kind"], string> = {
  word: "word in one claim only",
  name: "name in one claim only",
  figure: "figure in one claim only",
  negation: "negation in one claim only",
};

/**
 * The token indexes (odd indexes of `parts`) that a phrase of several words covers ("out of"):
 * each word in turn, with only spaces between them.
 */
function phraseMarks(parts: string[], terms: DifferenceTerm[]): Map<number, DifferenceTerm> {
  const marks = new Map<number, DifferenceTerm>();
  for (const term of terms) {
    const words = term.text.toLowerCase().split(/\s+/).filter(Boolean);
    if (words.length < 2) continue;
    for (let start = 1; start < parts.length; start += 2) {
      const at = words.map((_, k) => start + 2 * k);
      const found =
        at.every((i, k) => i < parts.length && parts[i].toLowerCase() === words[k]) && at.slice(1).every((i) => /^\s+$/.test(parts[i - 1]));
      if (found) for (const i of at) marks.set(i, term);
    }
  }
  return marks;
}

/**
 * A claim with the terms on its side only highlighted (as the scorer saw them): each is a
 * <mark> whose title says what kind of difference it is. The text is rendered as text, never as
 * markup.
 */
export function HighlightedClaim({ text, terms, className }: { text: string; terms: DifferenceTerm[]; className?: string }) {
  const byText = new Map(terms.map((term) => [term.text.toLowerCase(), term]));
  const parts = text.split(TOKEN);
  const phrases = phraseMarks(parts, terms);
  return (
    <span className={className}>
      {parts.map((part, index) => {
        // split() with one capture group: odd indexes are the tokens.
        const term =
          index % 2 === 1
            ? (phrases.get(index) ??
              termKeys(part)
                .map((key) => byText.get(key))
                .find(Boolean))
            : undefined;
        if (!term) return part;
        return (
          <mark
            key={index}
            title={KIND_LABEL[term.kind]}
            data-difference={term.kind}
            className={cn(
              "rounded-sm px-0.5 font-semibold text-foreground",
              term.kind === "negation" || term.kind === "figure"
                ? "bg-red-500/20 dark:bg-red-400/25"
                : "bg-amber-300/50 dark:bg-amber-400/25",
            )}
          >
            {part}
          </mark>
        );
      })}
    </span>
  );
}
