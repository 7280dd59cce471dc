import { NextResponse } from "next/server";
import { errorResponse, fromZodError } from "@/lib/api/errors";
import { trending } from "@/lib/discover";
import { readSearchParams } from "@/lib/api/request";
import { trendingClaimsQuerySchema } from "../schema";

export const dynamic = "force-dynamic";

/** The most-checked claims lately: `[{id, category, checks, timeAgo, claim, verdict, confidence}]`. */
export async function GET(request: Request) {
  try {
    const parsed = trendingClaimsQuerySchema.safeParse(readSearchParams(request));
    if (!parsed.success) throw fromZodError(parsed.error);
    return NextResponse.json(await trending.claims(parsed.data.limit));
  } catch (error) {
    return errorResponse(error, { request });
  }
}
