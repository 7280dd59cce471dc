import type { ReactNode } from "react";
import { Providers } from "@/components/layout/providers";
import { JsonLd } from "@/components/seo/json-ld";
import { env } from "@/lib/env";
import { siteStructuredData } from "@/lib/seo/structured-data";

/**
 * The app pages (home, Discover, Settings, a check's page): rendered per request, since JsonLd
 * reads the request's CSP nonce (which Next.js also stamps on the page's scripts), inside the
 * query, tooltip and toast providers that only these pages use.
 */
export default function AppLayout({ children }: { children: ReactNode }) {
  return (
    <Providers>
      {children}
      <JsonLd data={siteStructuredData(env.SITE_URL)} />
    </Providers>
  );
}
