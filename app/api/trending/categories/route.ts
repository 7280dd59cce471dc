import { apiHandler } from "@/lib/api/handler";
import { trending } from "@/lib/discover";
import { trendingCategoriesQuerySchema } from "@/lib/api/schemas/trending";

export const dynamic = "force-dynamic";

/** Checks per category in the window and growth against the window before: `[{name, count, growth}]`. */
export const GET = apiHandler({ query: trendingCategoriesQuerySchema }, ({ query }) => trending.categories(query.window));
