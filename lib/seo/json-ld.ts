/**
 * Serialises structured data for a `<script type="application/ld+json">` element.
 * `<`, `>` and `&` become JSON unicode escapes so no text (a claim such as
 * `</script><script>…`) can close the element or open a comment; U+2028 and U+2029 are
 * escaped because older parsers treat them as line ends inside strings. The result is
 * still valid JSON that parses back to the same value.
 */
export function serializeJsonLd(data: unknown): string {
  return JSON.stringify(data)
    .replace(/</g, "\\u003c")
    .replace(/>/g, "\\u003e")
    .replace(/&/g, "\\u0026")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}
