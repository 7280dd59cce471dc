import { NextResponse } from "next/server";
import { ApiError } from "@/lib/api/errors";
import { apiHandler, PRIVATE_NO_STORE } from "@/lib/api/handler";
import { feedPathSchema } from "@/lib/api/schemas/follows";
import { db } from "@/lib/db";
import { env } from "@/lib/env";
import { buildAtomFeed, feedEntries, resolveFeedToken } from "@/lib/follow/feed";

export const dynamic = "force-dynamic";

/**
 * An account's private Atom feed of its followed claims' changes. The token is the only
 * credential: malformed, unknown and revoked tokens all answer the same 404.
 */
export const GET = apiHandler({ cache: PRIVATE_NO_STORE, params: feedPathSchema }, async ({ params }) => {
  const userId = await resolveFeedToken({ db, token: params.token });
  if (!userId) throw new ApiError("not_found", "No such feed");
  const xml = buildAtomFeed({
    origin: env.SITE_URL.replace(/\/$/, ""),
    userId,
    entries: await feedEntries({ db, userId }),
    now: new Date(),
  });
  return new NextResponse(xml, {
    headers: { "Content-Type": "application/atom+xml; charset=utf-8", "X-Robots-Tag": "noindex", "Referrer-Policy": "no-referrer" },
  });
});
