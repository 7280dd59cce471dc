import type { Metadata } from "next";
import { siteConfig } from "@/config/site";

/** The site's Open Graph image (app/opengraph-image.tsx); a page's openGraph replaces the layout's, so each names it. */
export const ogImage = { url: "/opengraph-image", width: 1200, height: 630, alt: `${siteConfig.name}: ${siteConfig.tagline}` };

type PageMetadataInput = {
  title: string;
  description: string;
  /** Path of the page, used for its canonical URL. */
  path: string;
  keywords?: string[];
  /** Use the title as given, without the site template. */
  absoluteTitle?: boolean;
};

/**
 * Title, description, keywords, canonical URL, Open Graph and Twitter tags for a page.
 * URLs are relative: the root layout's `metadataBase` (from SITE_URL) makes them absolute.
 */
export function pageMetadata({ title, description, path, keywords = [], absoluteTitle }: PageMetadataInput): Metadata {
  const fullTitle = absoluteTitle ? title : `${title} | ${siteConfig.name}`;
  return {
    title: absoluteTitle ? { absolute: title } : title,
    description,
    keywords: [...keywords, ...siteConfig.keywords],
    alternates: { canonical: path },
    openGraph: {
      type: "website",
      siteName: siteConfig.name,
      title: fullTitle,
      description,
      url: path,
      locale: "en_US",
      images: [ogImage],
    },
    twitter: { card: "summary_large_image", title: fullTitle, description, images: [ogImage.url] },
  };
}
