/** GET /api/fact-check/history's answer. Client-safe. */
export type HistoryItem = { id: string; query: string; verdict: string | null; confidence: number | null; createdAt: string };

export type HistoryPage = {
  items: HistoryItem[];
  page: number;
  pageSize: number;
  total: number;
  /** Whether the account keeps its history; off means nothing is recorded (and nothing listed). */
  saveHistory: boolean;
};
