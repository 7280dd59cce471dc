import { NextResponse } from "next/server";
import { errorResponse } from "@/lib/api/errors";
import { trending } from "@/lib/discover";

export const dynamic = "force-dynamic";

/** Community stats from stored checks: `{checksToday, totalChecks, averageConfidence, medianCheckMs}`. */
export async function GET(request: Request) {
  try {
    return NextResponse.json(await trending.stats());
  } catch (error) {
    return errorResponse(error, { request });
  }
}
