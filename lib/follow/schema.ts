import { z } from "zod";

/** A check id as the API takes it (uuid, as fact_check_queries ids are). */
export const checkIdSchema = z.uuid({ error: "checkId must be a check's id" });

/** POST /api/follows: `{checkId}`. */
export const followRequestSchema = z.strictObject({ checkId: checkIdSchema });
