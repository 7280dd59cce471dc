import { serializeJsonLd } from "@/lib/seo/json-ld";

/** One structured-data block; the only place the app writes JSON-LD into a page. */
export function JsonLd({ data, id }: { data: Record<string, unknown> | Record<string, unknown>[]; id?: string }) {
  return <script type="application/ld+json" id={id} dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }} />;
}
