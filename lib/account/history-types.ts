import type { VerdictChangeRecord } from "@/lib/follow/types";

/** GET /api/fact-check/history's answer. Client-safe. */
export type HistoryItem = {
  id: string;
  query: string;
  verdict: string | null;
  confidence: number | null;
  createdAt: string;
  /** Present when the account follows this check: its newest verdict change, if any. */
  follow?: { lastChange: VerdictChangeRecord | null };
};

export type HistoryPage = {
  items: HistoryItem[];
  page: number;
  pageSize: number;
  total: number;
  /** Whether the account keeps its history; off means nothing is recorded (and nothing listed). */
  saveHistory: boolean;
};
