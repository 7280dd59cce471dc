// npm run bench:providers — the three online providers against fake servers on 127.0.0.1 that
// each take 1 s to answer: called together they take about 1 s, not 3. Then a full `standard`
// check, where the two evidence providers run in parallel and the synthesis follows them (it
// needs their evidence). Runs on a throwaway SQLite database; prints figures, asserts nothing.
import { throwawaySqliteDatabase } from "../server/migrations.mjs";

const DELAY_MS = Number(process.argv[2]) || 1000;
const ROUNDS = 3;
const s = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function main() {
  const database = throwawaySqliteDatabase("factlens-bench-providers-");
  const url = database.url;

  const { createPrismaClient } = await import("@/lib/db-client");
  const { loadEnv } = await import("@/lib/env");
  const { runFactCheck } = await import("@/lib/fact-check/pipeline");
  const { PrismaCheckStore } = await import("@/lib/fact-check/store");
  const { LocalSynthesiser } = await import("@/lib/fact-check/providers/local-synthesis");
  const { buildOnlineProviders } = await import("@/lib/fact-check/providers/online");
  const { DatabaseCallQuota } = await import("@/lib/fact-check/providers/outbound");
  const { DEFAULT_FILTERS } = await import("@/lib/fact-check/types");
  const { googleFactCheckFake, onlineProviderEnv, perplexityFake, openAIFake } = await import("../tests/support/provider-fakes");
  const { CLAIM, googleClaimSearch, sonarWithSearchResults, synthesisReply } = await import("../tests/support/provider-fixtures");

  const db = createPrismaClient(url);
  const google = await googleFactCheckFake(() => googleClaimSearch)
    .withLatency(DELAY_MS)
    .start();
  const perplexity = await perplexityFake(() => sonarWithSearchResults)
    .withLatency(DELAY_MS)
    .start();
  const openai = await openAIFake((request) => synthesisReply(request))
    .withLatency(DELAY_MS)
    .start();

  try {
    const config = loadEnv({
      ...onlineProviderEnv({ google, perplexity, openai }),
      PROVIDER_TIMEOUT_MS: String(DELAY_MS * 4),
      SYNTHESIS_TIMEOUT_MS: String(DELAY_MS * 4),
      GOOGLE_FACTCHECK_DAILY_CAP: "1000000",
      PERPLEXITY_DAILY_CAP: "1000000",
      OPENAI_DAILY_CAP: "1000000",
    });
    const online = buildOnlineProviders(config, { quota: new DatabaseCallQuota(db) });
    const local = new LocalSynthesiser();
    const now = new Date();
    const context = {
      claim: CLAIM,
      normalizedClaim: CLAIM.toLowerCase(),
      filters: DEFAULT_FILTERS,
      mode: "standard" as const,
      maxSources: 5,
      now,
    };
    const budget = () => AbortSignal.timeout(DELAY_MS * 4);
    // The synthesiser is given evidence as it would be after retrieval.
    const [matches, evidence] = await Promise.all([
      online.googleFactCheck!.search({ ...context, signal: budget() }),
      online.perplexity!.findEvidence({ ...context, signal: budget() }),
    ]);
    const synthesisInput = { claim: CLAIM, matches, evidence, mode: "standard" as const, maxSources: 10, now, failedProviders: [] };
    const calls = [
      () => online.googleFactCheck!.search({ ...context, signal: budget() }),
      () => online.perplexity!.findEvidence({ ...context, signal: budget() }),
      () => online.synthesiser!.synthesise(synthesisInput, budget()),
    ];

    const together: number[] = [];
    const oneByOne: number[] = [];
    const fullCheck: number[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      let started = performance.now();
      await Promise.all(calls.map((call) => call()));
      together.push(performance.now() - started);

      started = performance.now();
      for (const call of calls) await call();
      oneByOne.push(performance.now() - started);

      started = performance.now();
      const result = await runFactCheck(
        { claim: CLAIM, mode: "standard", includeReasoning: false, maxSources: 5, filters: DEFAULT_FILTERS },
        {
          factCheckers: [online.googleFactCheck!],
          webEvidence: [online.perplexity!],
          synthesiser: online.synthesiser!,
          fallbackSynthesiser: local,
          store: new PrismaCheckStore(db),
          clock: () => new Date(),
          budgets: { providerMs: DELAY_MS * 4, synthesisMs: DELAY_MS * 4 },
          cache: { ttlMs: 0, recentTtlMs: 0 },
        },
      );
      fullCheck.push(performance.now() - started);
      if (result.notes.length) throw new Error(`a provider failed during the bench: ${result.notes.join(" ")}`);
    }

    console.log(
      `Three fake providers (Google Fact Check Tools, Perplexity, OpenAI-compatible), each answering in ${s(DELAY_MS)}; median of ${ROUNDS} rounds:`,
    );
    console.log(`  called together:                          ${s(median(together))}`);
    console.log(`  called one after another (for contrast):  ${s(median(oneByOne))}`);
    console.log(`  a full standard check (Google and Perplexity in parallel, then synthesis on their evidence): ${s(median(fullCheck))}`);
  } finally {
    await Promise.all([google.stop(), perplexity.stop(), openai.stop()]);
    await db.$disconnect();
    database.remove();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
