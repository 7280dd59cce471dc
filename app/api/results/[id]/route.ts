import { NextResponse } from "next/server";
import { ApiError, errorResponse } from "@/lib/api/errors";
import { findCheck, toPublicResult } from "@/lib/fact-check/service";

export const dynamic = "force-dynamic";

/** A stored check in the documented public shape: id, verdict, confidence, sources, analysis. */
export async function GET(request: Request, { params }: { params: Promise<{ id: string }> }) {
  try {
    const { id } = await params;
    const result = /^[\w-]{1,64}$/.test(id) ? await findCheck(id) : null;
    if (!result) throw new ApiError("not_found", "No fact-check with this id");
    return NextResponse.json(toPublicResult(result));
  } catch (error) {
    return errorResponse(error, { request });
  }
}
