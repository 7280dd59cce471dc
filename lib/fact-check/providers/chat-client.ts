import OpenAI from "openai";
import type { z } from "zod";
import { UpstreamError, type OutboundPolicy } from "@/lib/fact-check/providers/outbound";

/**
 * What the two chat-model providers (Perplexity Sonar and the OpenAI-compatible synthesiser)
 * share: the `openai` client set up for the pipeline, and the reading of a reasoning model's reply.
 */

export type ChatClientOptions = {
  apiKey: string;
  baseUrl: string;
  timeoutMs?: number;
  fetchImpl?: typeof fetch;
};

/** What a chat-model provider is built from: its endpoint, the model it asks, and its outbound policy. */
export type ChatProviderOptions = ChatClientOptions & {
  model: string;
  policy: OutboundPolicy;
};

/** An `openai` client for one OpenAI-compatible endpoint, configured only by its arguments. */
export function chatClient(options: ChatClientOptions): OpenAI {
  return new OpenAI({
    apiKey: options.apiKey,
    baseURL: options.baseUrl,
    // Explicit, so the client never falls back to OPENAI_* variables of its own accord.
    organization: null,
    project: null,
    adminAPIKey: null,
    // Retries and timeouts belong to the pipeline's budget and callOutbound.
    maxRetries: 0,
    timeout: options.timeoutMs ?? 30_000,
    ...(options.fetchImpl ? { fetch: options.fetchImpl } : {}),
  });
}

/** A reply without the `<think>…</think>` block reasoning models put first (closed or not). */
export function stripThinking(text: string): string {
  return text
    .replace(/<think>[\s\S]*?<\/think>/gi, "")
    .replace(/<think>[\s\S]*$/i, "")
    .trim();
}

/**
 * The JSON object in a model reply (thinking and Markdown fences removed), checked against
 * `schema`; an unreadable reply is an UpstreamError naming `who` ("the synthesis model").
 */
export function parseJsonReply<T>(content: string | null | undefined, schema: z.ZodType<T>, who: string): T {
  const text = stripThinking(content ?? "")
    .replace(/^```(?:json)?\s*/i, "")
    .replace(/```\s*$/, "")
    .trim();
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new UpstreamError(`${who}'s reply is not JSON`, { kind: "invalid-response" });
  }
  const parsed = schema.safeParse(json);
  if (!parsed.success) throw new UpstreamError(`${who}'s reply does not match the schema`, { kind: "invalid-response" });
  return parsed.data;
}
