import { createHash } from "node:crypto";
import { MATCHER_MODEL } from "@/lib/knowledge-base/matcher";

/**
 * The matcher model's version, as a visitor's judgment records it: a short content hash of
 * config/matching/matcher-model.json as loaded (its parsed content, so re-formatting the file
 * keeps the version, and any retraining changes it). Judgments made under one model can then
 * be told from those made under another.
 */
export function modelVersionOf(model: unknown): string {
  return createHash("sha256").update(JSON.stringify(model)).digest("hex").slice(0, 12);
}

export const MATCHER_MODEL_VERSION: string = modelVersionOf(MATCHER_MODEL);
