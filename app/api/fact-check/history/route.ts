import { NextResponse } from "next/server";
import { errorResponse, fromZodError } from "@/lib/api/errors";
import { readSearchParams } from "@/lib/api/request";
import { historyQuerySchema, listCheckHistory } from "@/lib/account/history";
import { requireRequestUser } from "@/lib/auth/session";
import { db } from "@/lib/db";

export const dynamic = "force-dynamic";

/**
 * The signed-in account's checks, newest first: `?page=&pageSize=` →
 * `{items: [{id, query, verdict, confidence, createdAt}], page, pageSize, total, saveHistory}`.
 * Empty unless the account saves its history; 401 when signed out.
 */
export async function GET(request: Request) {
  try {
    const user = await requireRequestUser(request);
    const params = readSearchParams(request);
    const parsed = historyQuerySchema.safeParse(params);
    if (!parsed.success) throw fromZodError(parsed.error);
    const page = await listCheckHistory({ db, userId: user.id, ...parsed.data });
    return NextResponse.json(page, { headers: { "Cache-Control": "private, no-store" } });
  } catch (error) {
    return errorResponse(error, { request });
  }
}
