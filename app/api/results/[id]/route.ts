import { ApiError } from "@/lib/api/errors";
import { apiHandler } from "@/lib/api/handler";
import { resultPathSchema } from "@/lib/api/schemas/result";
import { findCheck, toPublicResult } from "@/lib/fact-check/service";

export const dynamic = "force-dynamic";

const noSuchResult = () => new ApiError("not_found", "No fact-check with this id");

/**
 * A stored check in the documented public shape: id, verdict, confidence, sources, analysis. An
 * id that cannot be a check's gets the same 404 as an unknown one.
 */
export const GET = apiHandler({ params: resultPathSchema, invalidParams: noSuchResult }, async ({ params: { id } }) => {
  const result = await findCheck(id);
  if (!result) throw noSuchResult();
  return toPublicResult(result);
});
