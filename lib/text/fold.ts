/**
 * Accent folding: decompose text (Unicode NFKD) and drop the combining marks that accents become,
 * so that "Parțial", "Partial" and "PARȚIAL" compare alike once lower-cased. One function for every
 * caller (verdict wording, outlet names, context names, the knowledge base's claim text); the
 * options say how far it goes, and each caller adds its own further steps.
 *
 * Pure: no I/O.
 */

export interface FoldAccentsOptions {
  /**
   * Which marks are dropped once the text is decomposed:
   * - `"diacritics"` (the default): the Combining Diacritical Marks block, U+0300–U+036F, wherever
   *   it stands: what NFKD splits off é, ñ, ă, ç, ά or й.
   * - `"alphabetic"`: every nonspacing mark that follows a Latin, Greek or Cyrillic letter, also those
   *   outside that block, while scripts that write vowels as nonspacing marks (Devanagari, Arabic,
   *   Hebrew, Thai) keep all of theirs.
   */
  marks?: "diacritics" | "alphabetic";
  /** Compose what is left again (NFKC) rather than leave it decomposed (NFKD): "한" stays one syllable. */
  recompose?: boolean;
}

const COMBINING_DIACRITICS = /[\u0300-\u036f]/g;
const MARKS_ON_ALPHABETIC_LETTERS = /([\p{Script=Latin}\p{Script=Greek}\p{Script=Cyrillic}])\p{Mn}+/gu;

/** `text` without accents; case, punctuation and spacing are left as they are. */
export function foldAccents(text: string, { marks = "diacritics", recompose = false }: FoldAccentsOptions = {}): string {
  const decomposed = text.normalize("NFKD");
  const bare =
    marks === "alphabetic" ? decomposed.replace(MARKS_ON_ALPHABETIC_LETTERS, "$1") : decomposed.replace(COMBINING_DIACRITICS, "");
  return recompose ? bare.normalize("NFKC") : bare;
}
