import type { z } from "zod";
import { ApiError, fromZodError } from "@/lib/api/errors";

export const MAX_BODY_BYTES = 16 * 1024;

/**
 * Reads a JSON body and validates it: 415 for another content type (field `content-type`),
 * 413 past 16 KB (field `body`; counted while streaming, so a lying Content-Length cannot get
 * more through), 400 for invalid JSON (field `body`) or a schema violation naming the field.
 */
export async function readJsonBody<Schema extends z.ZodType>(request: Request, schema: Schema): Promise<z.infer<Schema>> {
  const contentType = request.headers.get("content-type") ?? "";
  if (!/^application\/([\w.+-]+\+)?json\b/i.test(contentType.trim())) throw new ApiError("unsupported_media_type", undefined, "content-type");
  const declared = Number(request.headers.get("content-length"));
  if (Number.isFinite(declared) && declared > MAX_BODY_BYTES) throw new ApiError("payload_too_large", undefined, "body");

  const chunks: Uint8Array[] = [];
  let size = 0;
  if (request.body) {
    const reader = request.body.getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > MAX_BODY_BYTES) {
        await reader.cancel();
        throw new ApiError("payload_too_large", undefined, "body");
      }
      chunks.push(value);
    }
  }
  const text = new TextDecoder().decode(Buffer.concat(chunks));
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new ApiError("invalid_json", undefined, "body");
  }
  const parsed = schema.safeParse(json);
  if (!parsed.success) throw fromZodError(parsed.error);
  return parsed.data;
}
