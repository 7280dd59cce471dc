import { headers } from "next/headers";
import { JsonLdScript } from "@/components/seo/json-ld-script";

/**
 * Structured data in a server component, stamped with the request's CSP nonce (set by proxy.ts).
 * Reading the request headers also keeps the pages it is on (every page: the root layout has
 * one) rendered per request, which Next.js needs to put the nonce on its own scripts; without
 * it pages are prerendered and their scripts are blocked by the CSP (tried; every e2e test fails).
 */
export async function JsonLd({ data, id }: { data: Record<string, unknown> | Record<string, unknown>[]; id?: string }) {
  const nonce = (await headers()).get("x-nonce") ?? undefined;
  return <JsonLdScript data={data} id={id} nonce={nonce} />;
}
