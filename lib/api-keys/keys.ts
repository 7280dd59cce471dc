import { randomBytes } from "node:crypto";
import { sha256Hex } from "@/lib/security/hash";

/**
 * API key material. A key is `fl_` and 32 random bytes in base64url (256 bits, so a plain
 * SHA-256 is a safe way to store it: nothing to brute-force, no salt needed, and a lookup by
 * hash stays one indexed read). Only the hash and the first characters (the prefix shown in
 * lists) are stored; the key itself is shown once.
 */

export const API_KEY_TIERS = ["free", "pro"] as const;
export type ApiKeyTier = (typeof API_KEY_TIERS)[number];

const KEY_MARK = "fl_";
const KEY_BYTES = 32;
/** How much of the key lists show: the mark and 8 random characters. */
export const PREFIX_LENGTH = KEY_MARK.length + 8;
const KEY_PATTERN = /^fl_[A-Za-z0-9_-]{43}$/;

export function generateApiKey(): string {
  return KEY_MARK + randomBytes(KEY_BYTES).toString("base64url");
}

/** Hex SHA-256 of the key: what the database keeps and looks keys up by. */
export const hashApiKey = (key: string): string => sha256Hex(key);

export function keyPrefix(key: string): string {
  return key.slice(0, PREFIX_LENGTH);
}

/** Whether a string has the shape of a Factlens key (checked before any lookup). */
export function looksLikeApiKey(value: string): boolean {
  return KEY_PATTERN.test(value);
}

export function isApiKeyTier(value: unknown): value is ApiKeyTier {
  return typeof value === "string" && (API_KEY_TIERS as readonly string[]).includes(value);
}
