import { apiHandler } from "@/lib/api/handler";
import { trending } from "@/lib/discover";

export const dynamic = "force-dynamic";

/** Community stats from stored checks: `{checksToday, totalChecks, averageConfidence, medianCheckMs}`. */
export const GET = apiHandler({}, () => trending.stats());
