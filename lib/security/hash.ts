import { createHash } from "node:crypto";

/** Hex SHA-256 of the text's UTF-8 bytes: how high-entropy secrets (API keys, feed tokens) are stored and looked up. */
export function sha256Hex(text: string): string {
  return createHash("sha256").update(text, "utf8").digest("hex");
}
