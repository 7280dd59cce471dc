/** Site-wide facts: name, navigation, routes and their breadcrumb labels, sample claims. */

export const siteConfig = {
  name: "Factlens",
  tagline: "AI-assisted fact-checking with real citations",
  description:
    "Factlens checks any claim against published fact-checks and authoritative sources, and answers with an honest verdict, a confidence score, cited sources, a timeline and context.",
  keywords: ["fact check", "fact-checking tool", "verify claims", "misinformation", "claim verification", "source credibility", "Factlens"],
  /** The search-action URL advertised to search engines. */
  searchActionTarget: "/?q={search_term_string}",
} as const;

export type NavItem = { title: string; href: string; icon: NavIcon };
export type NavIcon = "home" | "plus" | "compass" | "info" | "workflow" | "flask" | "help" | "settings";

/** Sidebar: main items, the Information section, and Settings at the bottom. */
export const sidebarNav = {
  main: [
    { title: "Home", href: "/", icon: "home" },
    { title: "New", href: "/", icon: "plus" },
    { title: "Discover", href: "/discover", icon: "compass" },
  ],
  information: [
    { title: "About", href: "/about", icon: "info" },
    { title: "How It Works", href: "/how-it-works", icon: "workflow" },
    { title: "Methodology", href: "/methodology", icon: "flask" },
    { title: "FAQ", href: "/faq", icon: "help" },
  ],
  bottom: [{ title: "Settings", href: "/settings", icon: "settings" }],
} satisfies Record<string, NavItem[]>;

/** Paths with an item of their own; anything else highlights Home. */
const ownNavPaths = ["/discover", "/settings", "/about", "/how-it-works", "/methodology", "/faq"] as const;

/** The sidebar item highlighted for a path, named by its title. */
export function activeNavTitle(pathname: string): string {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  const own = ownNavPaths.find((p) => p === path);
  if (!own) return "Home";
  return [...sidebarNav.information, ...sidebarNav.main, ...sidebarNav.bottom].find((item) => item.href === own)!.title;
}

export type PublicRoute = {
  path: string;
  /** Breadcrumb label after the home icon. */
  label: string;
  /** Sitemap priority and change frequency. */
  priority: number;
  changeFrequency: "daily" | "weekly" | "monthly";
  /** When the page's content last changed (ISO date), for the sitemap. */
  lastModified: string;
};

/** Every public route, /factlens-vs-politifact (linked from the tools page) included. */
export const publicRoutes: PublicRoute[] = [
  { path: "/", label: "Fact Check", priority: 1, changeFrequency: "daily", lastModified: "2026-11-22" },
  { path: "/discover", label: "Discover", priority: 0.8, changeFrequency: "daily", lastModified: "2026-11-22" },
  { path: "/settings", label: "Settings", priority: 0.3, changeFrequency: "monthly", lastModified: "2026-11-22" },
  { path: "/about", label: "About", priority: 0.7, changeFrequency: "monthly", lastModified: "2026-11-22" },
  { path: "/how-it-works", label: "How It Works", priority: 0.7, changeFrequency: "monthly", lastModified: "2026-11-22" },
  { path: "/methodology", label: "Methodology", priority: 0.7, changeFrequency: "monthly", lastModified: "2026-11-22" },
  { path: "/faq", label: "FAQ", priority: 0.7, changeFrequency: "monthly", lastModified: "2026-11-22" },
  {
    path: "/best-fact-checking-tools",
    label: "Best Fact-Checking Tools",
    priority: 0.8,
    changeFrequency: "monthly",
    lastModified: "2026-11-22",
  },
  { path: "/how-to-fact-check", label: "How to Fact-Check", priority: 0.8, changeFrequency: "monthly", lastModified: "2026-11-22" },
  { path: "/fact-check-api", label: "Fact-Check API", priority: 0.7, changeFrequency: "monthly", lastModified: "2026-11-22" },
  { path: "/factlens-vs-snopes", label: "Factlens vs Snopes", priority: 0.6, changeFrequency: "monthly", lastModified: "2026-11-22" },
  {
    path: "/factlens-vs-politifact",
    label: "Factlens vs PolitiFact",
    priority: 0.6,
    changeFrequency: "monthly",
    lastModified: "2026-11-22",
  },
  {
    path: "/image-verification-tools",
    label: "Image Verification Tools",
    priority: 0.6,
    changeFrequency: "monthly",
    lastModified: "2026-11-22",
  },
  {
    path: "/video-verification-tools",
    label: "Video Verification Tools",
    priority: 0.6,
    changeFrequency: "monthly",
    lastModified: "2026-11-22",
  },
];

/** Breadcrumb label for a path; unknown paths are labelled by the 404 page itself. */
export function breadcrumbLabel(pathname: string): string | undefined {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  if (path.startsWith("/check/")) return "Fact-Check Result";
  return publicRoutes.find((route) => route.path === path)?.label;
}

export type SampleClaim = { id: string; text: string; category: string };

/** The four sample claims of the home page. */
export const sampleClaims: SampleClaim[] = [
  { id: "climate", text: "Climate change is primarily caused by human activities", category: "Environmental Science" },
  { id: "vaccines", text: "Vaccines contain microchips for tracking", category: "Health & Medicine" },
  { id: "election", text: "The 2020 US election was rigged", category: "Politics & Government" },
  { id: "bitcoin", text: "Bitcoin will replace traditional currency", category: "Economics & Finance" },
];
