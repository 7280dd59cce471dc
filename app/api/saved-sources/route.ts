import { NextResponse } from "next/server";
import { ApiError } from "@/lib/api/errors";
import { apiHandler } from "@/lib/api/handler";
import { savedSourceInputSchema, savedSourceQuerySchema } from "@/lib/api/schemas/saved-sources";
import { listSavedSources, removeSavedSource, saveSource } from "@/lib/account/saved-sources";
import { db } from "@/lib/db";

export const dynamic = "force-dynamic";

/** The signed-in account's saved sources, newest first: `{items}`. */
export const GET = apiHandler({ auth: "user" }, async ({ user }) => ({
  items: await listSavedSources({ db, userId: user.id }),
}));

/** Saves a source: `{url, title, outlet, excerpt, credibility, stance, publishDate?, claim?}` → 201 `{item}`. */
export const POST = apiHandler({ auth: "same-site-user", body: savedSourceInputSchema }, async ({ user, body: source }) =>
  NextResponse.json({ item: await saveSource({ db, userId: user.id, source }) }, { status: 201 }),
);

/** Removes a saved source: `?id=` or `?url=` → 204; 404 when the account has no such source. */
export const DELETE = apiHandler({ auth: "same-site-user", query: savedSourceQuerySchema }, async ({ query: { id, url }, user }) => {
  if (!(await removeSavedSource({ db, userId: user.id, id, url }))) throw new ApiError("not_found", "No such saved source");
  return new Response(null, { status: 204 });
});
