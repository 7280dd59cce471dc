import "server-only";
import { db } from "@/lib/db";
import { env } from "@/lib/env";
import { PrismaCheckStore } from "@/lib/fact-check/store";
import type { PipelineDeps } from "@/lib/fact-check/pipeline";
import { CachedSourcesProvider } from "@/lib/fact-check/providers/cached-sources";
import { LocalKnowledgeBaseProvider } from "@/lib/fact-check/providers/local-knowledge-base";
import { LocalSynthesiser } from "@/lib/fact-check/providers/local-synthesis";
import { getKnowledgeBase } from "@/lib/knowledge-base";

const HOUR = 60 * 60 * 1000;
const globalForProviders = globalThis as unknown as { pipelineDeps?: Omit<PipelineDeps, "onProgress"> };

/** The providers, synthesiser and store this process runs checks with, built once from validated env. */
export function pipelineDeps(): Omit<PipelineDeps, "onProgress"> {
  globalForProviders.pipelineDeps ??= (() => {
    const localSynthesiser = new LocalSynthesiser();
    return {
      factCheckers: [new LocalKnowledgeBaseProvider(getKnowledgeBase)],
      webEvidence: [new CachedSourcesProvider(db)],
      synthesiser: localSynthesiser,
      fallbackSynthesiser: localSynthesiser,
      store: new PrismaCheckStore(db),
      clock: () => new Date(),
      budgets: { providerMs: env.PROVIDER_TIMEOUT_MS, synthesisMs: env.SYNTHESIS_TIMEOUT_MS },
      cache: { ttlMs: env.FACT_CHECK_CACHE_TTL_HOURS * HOUR, recentTtlMs: env.RECENT_CLAIM_CACHE_TTL_HOURS * HOUR },
    };
  })();
  return globalForProviders.pipelineDeps;
}
