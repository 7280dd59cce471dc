import { NextResponse } from "next/server";
import { errorResponse, fromZodError } from "@/lib/api/errors";
import { trending } from "@/lib/discover";
import { readSearchParams } from "@/lib/api/request";
import { trendingCategoriesQuerySchema } from "../schema";

export const dynamic = "force-dynamic";

/** Checks per category in the window and growth against the window before: `[{name, count, growth}]`. */
export async function GET(request: Request) {
  try {
    const parsed = trendingCategoriesQuerySchema.safeParse(readSearchParams(request));
    if (!parsed.success) throw fromZodError(parsed.error);
    return NextResponse.json(await trending.categories(parsed.data.window));
  } catch (error) {
    return errorResponse(error, { request });
  }
}
