import type { MetadataRoute } from "next";
import { env } from "@/lib/env";

export default function robots(): MetadataRoute.Robots {
  const origin = env.SITE_URL.replace(/\/+$/, "");
  return {
    rules: [{ userAgent: "*", allow: "/", disallow: ["/api/", "/settings"] }],
    sitemap: `${origin}/sitemap.xml`,
    host: origin,
  };
}
