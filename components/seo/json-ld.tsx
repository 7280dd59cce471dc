import { headers } from "next/headers";
import { JsonLdScript } from "@/components/seo/json-ld-script";

type JsonLdProps = { data: Record<string, unknown> | Record<string, unknown>[]; id?: string };

/**
 * Structured data in a server component of a page rendered per request (the app pages, the 404
 * page), stamped with the request's CSP nonce (set by proxy.ts). Reading the request headers also
 * keeps the pages it is on rendered per request, which Next.js needs to put the nonce on its own
 * scripts: a page with a nonce policy and prerendered scripts would have them blocked.
 */
export async function JsonLd({ data, id }: JsonLdProps) {
  const nonce = (await headers()).get("x-nonce") ?? undefined;
  return <JsonLdScript data={data} id={id} nonce={nonce} />;
}

/**
 * Structured data on a page prerendered at build (the guide pages): no nonce, and nothing read
 * from the request. A JSON-LD block is data, never run; proxy.ts lists its hash in the page's
 * CSP anyway, with the page's other inline scripts (lib/static-page-csp.ts).
 */
export function StaticJsonLd({ data, id }: JsonLdProps) {
  return <JsonLdScript data={data} id={id} />;
}
