/**
 * A search thread (lib/knowledge-base/search-pool.ts): the claim matching of a fact-check, off the
 * server's event loop. It opens its own database client, its own KnowledgeBase and its own
 * CachedSourcesProvider; each builds its index on first use and then keeps it in step with its
 * table, exactly as in process (the knowledge base by `updatedAt` within its sync interval, so
 * records imported by `kb:import` beside a running server reach every thread; earlier checks by
 * `createdAt` on every search). One search at a time: `{id, method, args}` in, `{id, result}` or
 * `{id, error}` out, the result being whatever the search returned (posted as its structured clone).
 */
import { parentPort } from "node:worker_threads";
import { createPrismaClient } from "@/lib/db-client";
import { databaseUrl } from "@/lib/env";
import { CachedSourcesProvider } from "@/lib/fact-check/providers/cached-sources";
import { KnowledgeBase } from "@/lib/knowledge-base/knowledge-base";
import type { SearchAnswer, SearchJob } from "@/lib/knowledge-base/search-pool";

const db = createPrismaClient(databaseUrl, { poolSize: 2 });
let knowledgeBase = new KnowledgeBase(db);
const cachedSources = new CachedSourcesProvider(db);
// The index is built as the thread starts, not in the first search's time budget; after a failed
// build (the database not there yet) the next search starts a new one.
knowledgeBase.load().catch(() => (knowledgeBase = new KnowledgeBase(db)));

/** The searches a thread runs, by the name the pool sends (lib/knowledge-base/index.ts). */
export const SEARCHES = {
  "knowledge-base": (...args: Parameters<KnowledgeBase["search"]>) => knowledgeBase.search(...args),
  "cached-sources": (...args: Parameters<CachedSourcesProvider["findEvidence"]>) => cachedSources.findEvidence(...args),
};

parentPort?.on("message", async ({ id, method, args }: SearchJob) => {
  let answer: SearchAnswer;
  try {
    const search = SEARCHES[method as keyof typeof SEARCHES] as ((...args: unknown[]) => Promise<unknown>) | undefined;
    if (!search) throw new Error(`no search named ${method}`);
    answer = { id, result: await search(...args) };
  } catch (error) {
    answer = { id, error: error instanceof Error ? error.message : String(error) };
  }
  parentPort?.postMessage(answer);
});
