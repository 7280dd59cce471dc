import { JsonLdScript } from "@/components/seo/json-ld-script";
import { env } from "@/lib/env";
import { breadcrumbStructuredData } from "@/lib/seo/breadcrumbs";

type PageType = "AboutPage" | "Article" | "TechArticle" | "FAQPage" | "HowTo";

/**
 * A content page's structured data: its BreadcrumbList, and the page itself as the given
 * schema.org type, with absolute URLs on SITE_URL. The root layout adds Organization and
 * WebSite; this links to them by @id. `extra` adds type-specific fields (mainEntity, step…).
 */
export function PageJsonLd({
  path,
  type,
  title,
  description,
  extra,
}: {
  path: string;
  type: PageType;
  title: string;
  description: string;
  extra?: Record<string, unknown>;
}) {
  const base = env.SITE_URL.replace(/\/+$/, "");
  const url = `${base}${path}`;
  const organization = { "@id": `${base}/#organization` };
  const isArticle = type === "Article" || type === "TechArticle";
  const page: Record<string, unknown> = {
    "@context": "https://schema.org",
    "@type": type,
    "@id": `${url}#page`,
    url,
    name: title,
    description,
    inLanguage: "en",
    isPartOf: { "@id": `${base}/#website` },
    ...(isArticle ? { headline: title, mainEntityOfPage: url, author: organization, publisher: organization } : {}),
    ...(type === "AboutPage" ? { about: organization } : {}),
    ...extra,
  };
  return <JsonLdScript data={[breadcrumbStructuredData(path, env.SITE_URL), page]} />;
}
