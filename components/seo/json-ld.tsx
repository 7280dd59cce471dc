import { headers } from "next/headers";
import { JsonLdScript } from "@/components/seo/json-ld-script";

type JsonLdProps = { data: Record<string, unknown> | Record<string, unknown>[]; id?: string };

/**
 * Structured data in a server component of a page rendered per request (the app pages, the 404
 * page), stamped with the request's CSP nonce (set by proxy.ts). Reading the request headers also
 * keeps the pages it is on rendered per request, which Next.js needs to put the nonce on its own
 * scripts: a page with a nonce policy and prerendered scripts would have them blocked. Pages
 * prerendered at build (the guide pages) use JsonLdScript without a nonce: proxy.ts lists the
 * block's hash in their CSP (lib/security/static-page-csp.ts).
 */
export async function JsonLd({ data, id }: JsonLdProps) {
  const nonce = (await headers()).get("x-nonce") ?? undefined;
  return <JsonLdScript data={data} id={id} nonce={nonce} />;
}
