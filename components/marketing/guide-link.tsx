import Link from "next/link";
import type { ComponentProps } from "react";
import { isTrackedPage } from "@/lib/analytics/page-views";

/**
 * A link on a guide page. It never prefetches a page whose views are counted
 * (lib/analytics/page-views.ts isTrackedPage): the click must reach the server to be counted.
 */
export function GuideLink({ href, prefetch, ...props }: ComponentProps<typeof Link> & { href: string }) {
  return <Link href={href} prefetch={isTrackedPage(href) ? false : prefetch} {...props} />;
}
