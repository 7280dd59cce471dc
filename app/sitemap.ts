import type { MetadataRoute } from "next";
import { publicRoutes } from "@/config/site";
import { env } from "@/lib/env";

/** Every public route; Settings is personal and stays out. */
export default function sitemap(): MetadataRoute.Sitemap {
  const origin = env.SITE_URL.replace(/\/+$/, "");
  return publicRoutes
    .filter((route) => route.path !== "/settings")
    .map((route) => ({
      url: `${origin}${route.path === "/" ? "/" : route.path}`,
      lastModified: route.lastModified,
      changeFrequency: route.changeFrequency,
      priority: route.priority,
    }));
}
