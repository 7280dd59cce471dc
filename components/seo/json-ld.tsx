import { headers } from "next/headers";
import { JsonLdScript } from "@/components/seo/json-ld-script";

/** Structured data in a server component, stamped with the request's CSP nonce (set by proxy.ts). */
export async function JsonLd({ data, id }: { data: Record<string, unknown> | Record<string, unknown>[]; id?: string }) {
  const nonce = (await headers()).get("x-nonce") ?? undefined;
  return <JsonLdScript data={data} id={id} nonce={nonce} />;
}
