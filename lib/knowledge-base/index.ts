import "server-only";
import os from "node:os";
import { Worker } from "node:worker_threads";
import { db } from "@/lib/db";
import { env } from "@/lib/env";
import { CachedSourcesProvider } from "@/lib/fact-check/providers/cached-sources";
import type { EvidenceItem, WebEvidenceProvider } from "@/lib/fact-check/providers/types";
import { KnowledgeBase } from "@/lib/knowledge-base/knowledge-base";
import { createSearchPool, type SearchPool, type SearchPoolPolicy } from "@/lib/knowledge-base/search-pool";
import { ensureStarterKnowledgeBase } from "@/lib/knowledge-base/starter";

/** What a fact-check asks of the knowledge base: its search, in process or in a worker thread. */
export type KnowledgeBaseSearch = Pick<KnowledgeBase, "search">;

const globalForKb = globalThis as unknown as {
  knowledgeBase?: Promise<KnowledgeBase>;
  searchPool?: SearchPool;
  starter?: Promise<unknown>;
};

/** The process's knowledge base, with the starter fact-checks imported on first use. */
export function getKnowledgeBase(): Promise<KnowledgeBase> {
  globalForKb.knowledgeBase ??= (async () => {
    await ensureStarterKnowledgeBase(db);
    const knowledgeBase = new KnowledgeBase(db);
    await knowledgeBase.load();
    return knowledgeBase;
  })().catch((error) => {
    globalForKb.knowledgeBase = undefined;
    throw error;
  });
  return globalForKb.knowledgeBase;
}

/** Policy as data: KB_SEARCH_WORKERS and KB_SEARCH_QUEUE (lib/env.ts). */
export function searchPoolPolicy(): SearchPoolPolicy {
  const workers = env.KB_SEARCH_WORKERS ?? (env.NODE_ENV === "production" ? Math.max(1, os.availableParallelism() - 1) : 0);
  return { workers, maxQueued: env.KB_SEARCH_QUEUE, retryAfterSeconds: 2 };
}

/**
 * The search threads (lib/knowledge-base/search-pool.ts, search-worker.ts), or null when there are
 * none (KB_SEARCH_WORKERS=0: searches run in process). Next.js bundles the worker's entry, and
 * what it imports, from the `new URL(…, import.meta.url)` below.
 */
function searchPool(): SearchPool | null {
  const policy = searchPoolPolicy();
  if (policy.workers === 0) return null;
  globalForKb.searchPool ??= createSearchPool(() => new Worker(new URL("./search-worker.ts", import.meta.url)), policy);
  return globalForKb.searchPool;
}

/**
 * The knowledge-base search fact-checks use: in the search threads when there are any (each with
 * its own index kept in step with the table), else on the process's own knowledge base. The
 * starter fact-checks go in once, here, before any thread reads the table.
 */
export async function knowledgeBaseSearch(): Promise<KnowledgeBaseSearch> {
  const pool = searchPool();
  if (!pool) return getKnowledgeBase();
  globalForKb.starter ??= ensureStarterKnowledgeBase(db).catch((error) => {
    globalForKb.starter = undefined;
    throw error;
  });
  await globalForKb.starter;
  return { search: (...args) => pool.run("knowledge-base", args) as ReturnType<KnowledgeBase["search"]> };
}

/** Starts the search threads and their indexes as the server starts (instrumentation.ts); nothing without threads. */
export async function warmKnowledgeBaseSearch(): Promise<void> {
  const pool = searchPool();
  if (!pool) return;
  await knowledgeBaseSearch();
  pool.warm();
}

/** Evidence from the sources of earlier checks (CachedSourcesProvider), searched in the search threads when there are any. */
export function cachedSourcesProvider(): WebEvidenceProvider {
  const pool = searchPool();
  if (!pool) return new CachedSourcesProvider(db);
  return {
    name: "cached-sources",
    // The signal stays here (it cannot cross to a thread): it drops the search while it still waits for one.
    findEvidence: ({ signal, ...context }) => pool.run("cached-sources", [context], signal) as Promise<EvidenceItem[]>,
  };
}
