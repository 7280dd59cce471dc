import { NextResponse } from "next/server";
import { ApiError, errorResponse } from "@/lib/api/errors";
import { db } from "@/lib/db";
import { env } from "@/lib/env";
import { buildAtomFeed, feedEntries, resolveFeedToken } from "@/lib/follow/feed";

export const dynamic = "force-dynamic";

/**
 * An account's private Atom feed of its followed claims' changes. The token is the only
 * credential: malformed, unknown and revoked tokens all answer the same 404.
 */
export async function GET(request: Request, { params }: { params: Promise<{ token: string }> }) {
  try {
    const userId = await resolveFeedToken({ db, token: (await params).token });
    if (!userId) throw new ApiError("not_found", "No such feed");
    const xml = buildAtomFeed({
      origin: env.SITE_URL.replace(/\/$/, ""),
      userId,
      entries: await feedEntries({ db, userId }),
      now: new Date(),
    });
    return new NextResponse(xml, {
      headers: {
        "Content-Type": "application/atom+xml; charset=utf-8",
        "Cache-Control": "private, no-store",
        "X-Robots-Tag": "noindex",
        "Referrer-Policy": "no-referrer",
      },
    });
  } catch (error) {
    return errorResponse(error, { request });
  }
}
