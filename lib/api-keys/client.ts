import type { ApiKeyRecord } from "@/lib/api/schemas/api-keys";
import { throwIfNotOk } from "@/lib/fact-check/client";

/** Browser calls for the Settings page's API key section (errors read as lib/fact-check/client.ts reads them). */

export const API_KEYS_URL = "/api/api-keys";

export async function fetchApiKeys(): Promise<ApiKeyRecord[]> {
  const response = await fetch(API_KEYS_URL, { credentials: "include" });
  await throwIfNotOk(response);
  return ((await response.json()) as { items: ApiKeyRecord[] }).items;
}

export async function requestApiKey(name: string): Promise<{ key: string; item: ApiKeyRecord }> {
  const response = await fetch(API_KEYS_URL, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    credentials: "include",
    body: JSON.stringify({ name }),
  });
  await throwIfNotOk(response);
  return (await response.json()) as { key: string; item: ApiKeyRecord };
}

export async function requestRevocation(id: string): Promise<ApiKeyRecord> {
  const response = await fetch(`${API_KEYS_URL}/${encodeURIComponent(id)}`, { method: "DELETE", credentials: "include" });
  await throwIfNotOk(response);
  return ((await response.json()) as { item: ApiKeyRecord }).item;
}
