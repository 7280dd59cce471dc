import "server-only";
import { db } from "@/lib/db";
import { env } from "@/lib/env";
import { PrismaCheckStore } from "@/lib/fact-check/store";
import type { PipelineDeps } from "@/lib/fact-check/pipeline";
import { LocalKnowledgeBaseProvider } from "@/lib/fact-check/providers/local-knowledge-base";
import { LocalSynthesiser } from "@/lib/fact-check/providers/local-synthesis";
import { buildOnlineProviders, onlineProviderHealth, type OnlineProviders } from "@/lib/fact-check/providers/online";
import { DatabaseCallQuota, describeFailure } from "@/lib/fact-check/providers/outbound";
import type { FactCheckerProvider, WebEvidenceProvider } from "@/lib/fact-check/providers/types";
import { cachedSourcesProvider, knowledgeBaseSearch } from "@/lib/knowledge-base";
import { upsertClaimReviews } from "@/lib/knowledge-base/import";
import { logger } from "@/lib/logger";

const HOUR = 60 * 60 * 1000;
const globalForProviders = globalThis as unknown as { pipelineDeps?: Omit<PipelineDeps, "onProgress">; onlineProviders?: OnlineProviders };

/** The online providers whose configuration is set (none without keys), built once per process. */
function onlineProviders(): OnlineProviders {
  globalForProviders.onlineProviders ??= buildOnlineProviders(env, {
    quota: new DatabaseCallQuota(db),
    // Reviews found online join the local knowledge base, which picks them up by updatedAt.
    remember: (records) => upsertClaimReviews(db, records, "google"),
    onError: (message, error) => logger.error({ error }, message),
  });
  return globalForProviders.onlineProviders;
}

/** The providers, synthesiser and store this process runs checks with, built once from validated env. */
export function pipelineDeps(): Omit<PipelineDeps, "onProgress"> {
  globalForProviders.pipelineDeps ??= (() => {
    const localSynthesiser = new LocalSynthesiser();
    const online = onlineProviders();
    const factCheckers: FactCheckerProvider[] = [new LocalKnowledgeBaseProvider(knowledgeBaseSearch)];
    if (online.googleFactCheck) factCheckers.push(online.googleFactCheck);
    const webEvidence: WebEvidenceProvider[] = [cachedSourcesProvider()];
    if (online.perplexity) webEvidence.push(online.perplexity);
    return {
      factCheckers,
      webEvidence,
      synthesiser: online.synthesiser ?? localSynthesiser,
      // With a chat model configured, standard and detailed checks let it re-judge the matches.
      ...(online.matchJudge ? { matchJudge: online.matchJudge } : {}),
      fallbackSynthesiser: localSynthesiser,
      store: new PrismaCheckStore(db),
      clock: () => new Date(),
      budgets: { providerMs: env.PROVIDER_TIMEOUT_MS, synthesisMs: env.SYNTHESIS_TIMEOUT_MS },
      cache: { ttlMs: env.FACT_CHECK_CACHE_TTL_HOURS * HOUR, recentTtlMs: env.RECENT_CLAIM_CACHE_TTL_HOURS * HOUR },
      // The server log gets what the result's note leaves out (never a key: none is in an error).
      onProviderError: (provider, error) => logger.warn({ provider, failure: describeFailure(error), error }, "provider failed"),
    };
  })();
  return globalForProviders.pipelineDeps;
}

/** Each online provider's state for GET /api/health. */
export function providerHealth() {
  return onlineProviderHealth(onlineProviders(), new Date());
}

/** Online providers whose calls today have reached `share` of their daily cap (what re-checks leave to visitors). */
export async function providersNearCap(share: number, now = new Date()): Promise<string[]> {
  const providers = onlineProviders();
  const near = await Promise.all(
    providers.states.map(async (state) => {
      const window = await providers.quota.peek(state.name, state.dailyCap, now).catch(() => null);
      // An unreadable counter counts as spent: re-checks can wait.
      return !window || window.count >= Math.floor(state.dailyCap * share) ? [state.name] : [];
    }),
  );
  return near.flat();
}
