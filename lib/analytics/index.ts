import "server-only";
import { db } from "@/lib/db";
import { logger } from "@/lib/logger";
import { pageViewEvent, recordPageView } from "@/lib/analytics/page-views";

/** Records a tracked page's view without delaying the page; a failure is logged, never shown. */
export function trackPageView(request: Parameters<typeof pageViewEvent>[0] & { headers: Headers }): void {
  const event = pageViewEvent(request);
  if (!event) return;
  recordPageView(db, { event, path: request.nextUrl.pathname, referrer: request.headers.get("referer") }).catch((error) => {
    logger.warn({ path: request.nextUrl.pathname, error }, "page view not recorded");
  });
}
