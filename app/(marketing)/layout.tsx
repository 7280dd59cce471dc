import type { ReactNode } from "react";
import { JsonLdScript } from "@/components/seo/json-ld-script";
import { env } from "@/lib/env";
import { siteStructuredData } from "@/lib/seo/structured-data";

/**
 * The guide and information pages: prerendered at build (○ in `next build`), so nothing under
 * here may read the request (headers, cookies, the nonce). proxy.ts sends them a CSP that lists
 * their inline scripts by hash (lib/security/static-page-csp.ts), and they load no client providers.
 */
export default function GuideLayout({ children }: { children: ReactNode }) {
  return (
    <>
      {children}
      <JsonLdScript data={siteStructuredData(env.SITE_URL)} />
    </>
  );
}
