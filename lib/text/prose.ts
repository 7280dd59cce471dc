/**
 * Small pieces of English prose for the answers the local synthesiser and the context builder
 * write: a list of names, and a long text cut to its first sentences.
 *
 * Pure: no I/O.
 */

/** "A", "A and B", "A, B and C"; "" for none. */
export function listNames(names: string[]): string {
  if (names.length <= 1) return names[0] ?? "";
  return `${names.slice(0, -1).join(", ")} and ${names[names.length - 1]}`;
}

/**
 * The text when it fits in `max` characters; else its whole sentences that do (cut after the last
 * ". " within `max`), or, when those are under 80 characters, the first `max` characters and "…".
 */
export function firstSentences(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max);
  const end = cut.lastIndexOf(". ");
  return end > 80 ? cut.slice(0, end + 1) : `${cut.trimEnd()}…`;
}
