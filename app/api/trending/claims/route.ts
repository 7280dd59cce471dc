import { apiHandler } from "@/lib/api/handler";
import { trending } from "@/lib/discover";
import { trendingClaimsQuerySchema } from "@/lib/api/schemas/trending";

export const dynamic = "force-dynamic";

/** The most-checked claims lately: `[{id, category, checks, timeAgo, claim, verdict, confidence}]`. */
export const GET = apiHandler({ query: trendingClaimsQuerySchema }, ({ query }) => trending.claims(query.limit));
