import type { ReactNode } from "react";
import { JsonLd } from "@/components/seo/json-ld";
import { env } from "@/lib/env";
import { siteStructuredData } from "@/lib/seo/structured-data";

/** Around the 404 page of an unknown address: the site's structured data, with the request's nonce. */
export default function MissingLayout({ children }: { children: ReactNode }) {
  return (
    <>
      {children}
      <JsonLd data={siteStructuredData(env.SITE_URL)} />
    </>
  );
}
