import { siteConfig } from "@/config/site";

/** Organization and WebSite (with its SearchAction) for every page, given the site's origin. */
export function siteStructuredData(origin: string) {
  const base = origin.replace(/\/+$/, "");
  return [
    {
      "@context": "https://schema.org",
      "@type": "Organization",
      "@id": `${base}/#organization`,
      name: siteConfig.name,
      url: `${base}/`,
      logo: `${base}/icon.svg`,
      description: siteConfig.description,
    },
    {
      "@context": "https://schema.org",
      "@type": "WebSite",
      "@id": `${base}/#website`,
      name: siteConfig.name,
      url: `${base}/`,
      description: siteConfig.description,
      publisher: { "@id": `${base}/#organization` },
      potentialAction: {
        "@type": "SearchAction",
        target: { "@type": "EntryPoint", urlTemplate: `${base}${siteConfig.searchActionTarget}` },
        "query-input": "required name=search_term_string",
      },
    },
  ];
}
