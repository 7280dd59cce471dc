import type { PrismaClient } from "@/generated/prisma/client";

/** Guide pages whose views we count, by path, with the event each records. */
export const TRACKED_PAGES: Record<string, string> = {
  "/how-to-fact-check": "how-to-guide",
};

/**
 * Whether links to `href` must not prefetch it (components/marketing/guide-link.tsx applies it).
 * A tracked page is prerendered (a guide page), so a prefetch brings the whole page and the click that follows is served from the browser's cache
 * without reaching proxy.ts: the view would go uncounted. Without the prefetch, the click is a
 * request, counted like a document load.
 */
export function isTrackedPage(href: string): boolean {
  return (href.split(/[?#]/)[0].replace(/\/+$/, "") || "/") in TRACKED_PAGES;
}

type RequestLike = { method: string; nextUrl: { pathname: string }; headers: Headers };

/**
 * The event a request records, if any: a real view of a tracked page — a document load or a
 * client-side navigation — but not a prefetch. Counted on the server, so the page ships no
 * tracking script and no third party sees the visit.
 */
export function pageViewEvent(request: RequestLike): string | null {
  if (request.method !== "GET") return null;
  const event = TRACKED_PAGES[request.nextUrl.pathname.replace(/\/+$/, "") || "/"];
  if (!event) return null;
  const headers = request.headers;
  if (headers.has("next-router-prefetch") || headers.get("purpose") === "prefetch" || headers.get("sec-purpose")?.includes("prefetch"))
    return null;
  return event;
}

export async function recordPageView(db: PrismaClient, input: { event: string; path: string; referrer?: string | null }): Promise<void> {
  await db.pageView.create({
    data: { event: input.event, path: input.path, referrer: input.referrer?.slice(0, 500) || null },
  });
}
