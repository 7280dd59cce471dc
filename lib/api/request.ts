import type { z } from "zod";
import { ApiError, fromZodError } from "@/lib/api/errors";
import { MAX_BODY_BYTES } from "@/lib/api/limits";

/**
 * Reads a JSON body and validates it: 415 for another content type (field `content-type`),
 * 413 past MAX_BODY_BYTES (field `body`; counted while streaming, so a lying Content-Length cannot get
 * more through), 400 for invalid JSON (field `body`) or a schema violation naming the field.
 */
export async function readJsonBody<Schema extends z.ZodType>(request: Request, schema: Schema): Promise<z.infer<Schema>> {
  requireJsonContentType(request);
  return parseJsonBody(await readBodyBytes(request), schema);
}

/** 415 naming `content-type` unless the request says its body is JSON (`application/json` or `application/*+json`). */
function requireJsonContentType(request: Pick<Request, "headers">): void {
  const contentType = request.headers.get("content-type") ?? "";
  if (!/^application\/([\w.+-]+\+)?json\b/i.test(contentType.trim()))
    throw new ApiError("unsupported_media_type", undefined, "content-type");
}

/**
 * A body's bytes, 413 naming `body` past MAX_BODY_BYTES: refused at once on a Content-Length
 * over it, else counted while streaming. The rest of an oversized stream is cancelled without
 * waiting: a clone's branch of a tee only settles its cancel once the other branch is read.
 */
export async function readBodyBytes(request: Pick<Request, "headers" | "body">): Promise<Uint8Array> {
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
        void reader.cancel().catch(() => {});
        throw new ApiError("payload_too_large", undefined, "body");
      }
      chunks.push(value);
    }
  }
  return chunks.length === 1 ? chunks[0] : Buffer.concat(chunks);
}

/**
 * A body's bytes as text: 400 `invalid_encoding` naming `body` when they are not valid UTF-8
 * (refused, never patched with replacement characters).
 */
export function decodeUtf8Body(bytes: Uint8Array): string {
  try {
    return new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    throw new ApiError("invalid_encoding", "The request body is not valid UTF-8", "body");
  }
}

/**
 * JSON bytes validated by a schema: 400 `invalid_encoding` (field `body`) for bytes that are not
 * UTF-8, `invalid_json` (field `body`) for text that is not JSON, the schema's violation naming
 * its field, or `invalid_encoding` naming the field of an accepted string that is not valid
 * Unicode (a lone surrogate, `"\ud800"`).
 */
function parseJsonBody<Schema extends z.ZodType>(bytes: Uint8Array, schema: Schema): z.infer<Schema> {
  const text = decodeUtf8Body(bytes);
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new ApiError("invalid_json", undefined, "body");
  }
  const parsed = schema.safeParse(withoutNulCharacters(json));
  if (!parsed.success) throw fromZodError(parsed.error);
  // After the schema, so the fields named are the endpoint's own (unknown keys are refused first).
  assertWellFormedText(parsed.data);
  return parsed.data;
}

/**
 * A request's query parameters as a record (the last value of a repeated name wins), without
 * NUL characters, as bodies.
 */
export function readSearchParams(request: Pick<Request, "url">): Record<string, string> {
  return withoutNulCharacters(Object.fromEntries(new URL(request.url).searchParams));
}

/**
 * Throws a 400 `invalid_encoding` naming the first string (or key) in a JSON value that is not
 * valid Unicode: a lone UTF-16 surrogate, which JSON can spell (`"\ud800"`) but no UTF-8 text can
 * hold; stored, it would come back as replacement characters in follows, the feed and Trending.
 * The field is the value's path (`claims.2`), or the key's own path for a key.
 */
export function assertWellFormedText(value: unknown, path: string[] = []): void {
  const refuse = (at: string[]) => {
    throw new ApiError("invalid_encoding", "Text must be valid Unicode (it holds a lone surrogate)", at.join(".") || "body");
  };
  if (typeof value === "string") {
    if (!value.isWellFormed()) refuse(path);
    return;
  }
  if (Array.isArray(value)) {
    value.forEach((item, index) => assertWellFormedText(item, [...path, String(index)]));
    return;
  }
  if (value !== null && typeof value === "object") {
    for (const [key, item] of Object.entries(value)) {
      if (!key.isWellFormed()) refuse([...path, key]);
      assertWellFormedText(item, [...path, key]);
    }
  }
}

/**
 * Text input loses its NUL characters (U+0000) before validation: they carry no meaning in any
 * field, and PostgreSQL cannot store them. Everything else, zero-width and control characters
 * included, is kept and escaped wherever it is rendered.
 */
export function withoutNulCharacters<T>(value: T): T {
  if (typeof value === "string") return value.replaceAll("\u0000", "") as T;
  if (Array.isArray(value)) return value.map(withoutNulCharacters) as T;
  if (value !== null && typeof value === "object") {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key.replaceAll("\u0000", ""), withoutNulCharacters(item)])) as T;
  }
  return value;
}
