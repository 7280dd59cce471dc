import { ApiError } from "@/lib/api/errors";
import { apiHandler } from "@/lib/api/handler";
import { findCheck, toPublicResult } from "@/lib/fact-check/service";

export const dynamic = "force-dynamic";

/** A stored check in the documented public shape: id, verdict, confidence, sources, analysis. */
export const GET = apiHandler<undefined, undefined, "none", { id: string }>({}, async ({ params: { id } }) => {
  const result = /^[\w-]{1,64}$/.test(id) ? await findCheck(id) : null;
  if (!result) throw new ApiError("not_found", "No fact-check with this id");
  return toPublicResult(result);
});
