import { serializeJsonLd } from "@/lib/seo/json-ld";

/**
 * One structured-data block, the only place the app writes JSON-LD into a page. Usable in
 * client components (the verdict card's ClaimReview): a `type="application/ld+json"` block is
 * data, never executed, so the Content-Security-Policy does not need a nonce on it; server
 * components use JsonLd, which adds the request's nonce anyway.
 */
export function JsonLdScript({
  data,
  id,
  nonce,
}: {
  data: Record<string, unknown> | Record<string, unknown>[];
  id?: string;
  nonce?: string;
}) {
  return <script type="application/ld+json" id={id} nonce={nonce} dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }} />;
}
