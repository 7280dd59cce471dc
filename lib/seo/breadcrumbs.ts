import { publicRoutes } from "@/config/site";

/**
 * BreadcrumbList structured data for a public route: Home, then the route's breadcrumb label
 * from `publicRoutes` (the same label the visible breadcrumbs show). URLs are absolute on the
 * given origin. An unknown path is a programming error, so it throws rather than emit a
 * crumb that matches nothing on the page.
 */
export function breadcrumbStructuredData(path: string, origin: string) {
  const base = origin.replace(/\/+$/, "");
  const route = publicRoutes.find((candidate) => candidate.path === path);
  if (!route) throw new Error(`breadcrumbStructuredData: ${path} is not in publicRoutes`);

  const crumbs = [{ name: "Home", url: `${base}/` }];
  if (route.path !== "/") crumbs.push({ name: route.label, url: `${base}${route.path}` });

  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: crumbs.map((crumb, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: crumb.name,
      item: crumb.url,
    })),
  };
}
