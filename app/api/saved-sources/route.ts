import { NextResponse } from "next/server";
import { ApiError, errorResponse } from "@/lib/api/errors";
import { readJsonBody, readSearchParams } from "@/lib/api/request";
import { savedSourceInputSchema } from "@/lib/account/saved-source-schema";
import { listSavedSources, removeSavedSource, saveSource } from "@/lib/account/saved-sources";
import { requireRequestUser, requireSameSiteUser } from "@/lib/auth/session";
import { db } from "@/lib/db";

export const dynamic = "force-dynamic";

const privateHeaders = { "Cache-Control": "private, no-store" };

/** The signed-in account's saved sources, newest first: `{items}`. */
export async function GET(request: Request) {
  try {
    const user = await requireRequestUser(request);
    return NextResponse.json({ items: await listSavedSources({ db, userId: user.id }) }, { headers: privateHeaders });
  } catch (error) {
    return errorResponse(error, { request });
  }
}

/** Saves a source: `{url, title, outlet, excerpt, credibility, stance, publishDate?, claim?}` → 201 `{item}`. */
export async function POST(request: Request) {
  try {
    const user = await requireSameSiteUser(request);
    const source = await readJsonBody(request, savedSourceInputSchema);
    return NextResponse.json({ item: await saveSource({ db, userId: user.id, source }) }, { status: 201, headers: privateHeaders });
  } catch (error) {
    return errorResponse(error, { request });
  }
}

/** Removes a saved source: `?id=` or `?url=` → 204; 404 when the account has no such source. */
export async function DELETE(request: Request) {
  try {
    const user = await requireSameSiteUser(request);
    const params = readSearchParams(request);
    const id = params.id || undefined;
    const url = params.url || undefined;
    if (!id && !url) throw new ApiError("validation_error", "Give the saved source's id or url", "url");
    if (!(await removeSavedSource({ db, userId: user.id, id, url }))) throw new ApiError("not_found", "No such saved source");
    return new Response(null, { status: 204 });
  } catch (error) {
    return errorResponse(error, { request });
  }
}
