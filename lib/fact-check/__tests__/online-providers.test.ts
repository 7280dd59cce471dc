import { loadEnv } from "@/lib/env";
import { runFactCheck, type CheckRequest, type PipelineDeps } from "@/lib/fact-check/pipeline";
import { LocalSynthesiser } from "@/lib/fact-check/providers/local-synthesis";
import { buildOnlineProviders, onlineProviderHealth } from "@/lib/fact-check/providers/online";
import { UNCALIBRATED_CONFIDENCE_NOTE } from "@/lib/fact-check/providers/openai-synthesis";
import { DatabaseCallQuota } from "@/lib/fact-check/providers/outbound";
import { PrismaCheckStore } from "@/lib/fact-check/store";
import { DEFAULT_FILTERS } from "@/lib/fact-check/types";
import { upsertClaimReviews } from "@/lib/knowledge-base/import";
import { createTestDatabase } from "@/tests/support/test-database";
import {
  googleFactCheckFake,
  onlineProviderEnv,
  openAIFake,
  perplexityFake,
  type FakeProviderServer,
} from "@/tests/support/provider-fakes";
import {
  CLAIM,
  GOOGLE_URLS,
  SONAR_URLS,
  googleClaimSearch,
  sonarWithSearchResults,
  synthesisReply,
} from "@/tests/support/provider-fixtures";

/**
 * The three online providers built from env as the app builds them, against the fake servers,
 * through the real pipeline and a migrated database: a `standard` check merges them, and
 * losing any one of them still gives a result with a note naming it.
 */

let testDb: ReturnType<typeof createTestDatabase>;
let google: FakeProviderServer;
let perplexity: FakeProviderServer;
let openai: FakeProviderServer;

beforeAll(async () => {
  testDb = createTestDatabase();
});
afterAll(() => testDb.cleanup());

beforeEach(async () => {
  google = await googleFactCheckFake(() => googleClaimSearch).start();
  perplexity = await perplexityFake(() => sonarWithSearchResults).start();
  openai = await openAIFake((request) => synthesisReply(request)).start();
});
afterEach(async () => {
  await Promise.all([google.stop(), perplexity.stop(), openai.stop()]);
});

function configuredEnv(extra: Record<string, string> = {}) {
  return loadEnv({
    ...onlineProviderEnv({ google, perplexity, openai }),
    PROVIDER_TIMEOUT_MS: "1500",
    SYNTHESIS_TIMEOUT_MS: "1500",
    ...extra,
  });
}

function depsFor(config: ReturnType<typeof loadEnv>) {
  const online = buildOnlineProviders(config, {
    quota: new DatabaseCallQuota(testDb.db),
    remember: (records) => upsertClaimReviews(testDb.db, records, "google"),
  });
  const local = new LocalSynthesiser();
  const deps: PipelineDeps = {
    factCheckers: online.googleFactCheck ? [online.googleFactCheck] : [],
    webEvidence: online.perplexity ? [online.perplexity] : [],
    synthesiser: online.synthesiser ?? local,
    fallbackSynthesiser: local,
    store: new PrismaCheckStore(testDb.db),
    clock: () => new Date(),
    budgets: { providerMs: config.PROVIDER_TIMEOUT_MS, synthesisMs: config.SYNTHESIS_TIMEOUT_MS },
    // No answer cache: every check here goes to the providers.
    cache: { ttlMs: 0, recentTtlMs: 0 },
  };
  return { online, deps };
}

const request = (overrides: Partial<CheckRequest> = {}): CheckRequest => ({
  claim: CLAIM,
  mode: "standard",
  includeReasoning: true,
  maxSources: 10,
  filters: DEFAULT_FILTERS,
  ...overrides,
});

describe("a standard check with the three online providers", () => {
  it("merges Google's reviews, Perplexity's sources and the model's synthesis into one result", async () => {
    const { deps } = depsFor(configuredEnv());
    const result = await runFactCheck(request(), deps);

    expect(result.googleFactCheck.map((entry) => entry.review.url)).toEqual(
      expect.arrayContaining([GOOGLE_URLS.snopes, GOOGLE_URLS.reuters]),
    );
    expect(result.perplexityResult.citations).toEqual([SONAR_URLS.nasa, SONAR_URLS.sciam, SONAR_URLS.wikipedia]);
    const urls = result.sources.map((s) => s.url);
    expect(urls).toEqual(expect.arrayContaining([GOOGLE_URLS.snopes, SONAR_URLS.nasa]));
    expect(result.verdict).toMatchObject({ status: "FALSE", confidence: 90 });
    expect(result.reasoning).toMatch(/Two fact-checks/);
    expect(result.contextualAnalysis?.keyActors).toContain("Yang Liwei");
    expect(result.providers.map((p) => [p.name, p.status])).toEqual([
      ["google-fact-check", "ok"],
      ["perplexity", "ok"],
      ["openai-synthesis", "ok"],
    ]);
    // The model's confidence is its own: the result says it is not calibrated.
    expect(result.notes).toEqual([UNCALIBRATED_CONFIDENCE_NOTE]);
    // The model saw what both providers returned.
    expect(openai.requests).toHaveLength(1);
  });

  it("counts each outbound call in rate_limits per provider and UTC day, and health reports it", async () => {
    const config = configuredEnv();
    const { deps, online } = depsFor(config);
    const before = await onlineProviderHealth(online, new Date());
    await runFactCheck(request(), deps);
    const rows = await testDb.db.rateLimit.findMany({ where: { apiService: { startsWith: "provider:" } } });
    const today = new Date(new Date().toISOString().slice(0, 10));
    for (const name of ["google-fact-check", "perplexity", "openai-synthesis"]) {
      expect(rows.find((r) => r.apiService === `provider:${name}`)?.windowStart).toEqual(today);
    }
    const after = await onlineProviderHealth(online, new Date());
    expect(after.perplexity).toMatchObject({ configured: true, breaker: "closed", dailyCap: 500 });
    expect(after.perplexity.callsToday).toBe(before.perplexity.callsToday! + 1);
  });

  it("stores the reviews Google returned in the knowledge base", async () => {
    const { deps } = depsFor(configuredEnv());
    await runFactCheck(request(), deps);
    const stored = await testDb.db.claimReview.findMany({ where: { reviewUrl: GOOGLE_URLS.snopes } });
    expect(stored).toEqual([expect.objectContaining({ origin: "google", textualRating: "False", verdict: "FALSE" })]);
  });

  it.each([
    ["google-fact-check", () => google],
    ["perplexity", () => perplexity],
  ])("still answers with a note naming %s when its server is down", async (name, server) => {
    const { deps } = depsFor(configuredEnv());
    await server().stop();
    const result = await runFactCheck(request(), deps);
    expect(result.notes).toEqual([expect.stringMatching(new RegExp(`^${name} was unavailable`)), UNCALIBRATED_CONFIDENCE_NOTE]);
    expect(result.providers.find((p) => p.name === name)?.status).toBe("failed");
    expect(result.verdict.confidence).toBe(80);
    expect(result.providers.find((p) => p.name === "openai-synthesis")?.status).toBe("ok");
  });

  it("answers from the deterministic synthesiser with a note when the model's server is down", async () => {
    const { deps } = depsFor(configuredEnv());
    const logged: string[] = [];
    deps.onProviderError = (provider) => logged.push(provider);
    await openai.stop();
    const result = await runFactCheck(request(), deps);
    expect(logged).toEqual(["openai-synthesis"]);
    // The deterministic synthesiser's confidence is calibrated: no such note.
    expect(result.notes).toEqual([
      expect.stringMatching(/^openai-synthesis did not answer \(.+\); the deterministic synthesiser produced this result\.$/),
    ]);
    expect(result.providers.map((p) => [p.name, p.status])).toContainEqual(["local-synthesis", "ok"]);
    expect(result.sources.map((s) => s.url)).toEqual(expect.arrayContaining([GOOGLE_URLS.snopes, SONAR_URLS.nasa]));
    expect(result.verdict.status).toBe("FALSE");
  });

  it("never lets a review of a related claim rate this one, in the model's data or the fallback's verdict", async () => {
    const { deps } = depsFor(configuredEnv());
    openai.enqueue({ kind: "garbage" });
    const result = await runFactCheck(request(), deps);
    const sent = JSON.parse((openai.requests[0].body as { messages: Array<{ content: string }> }).messages[1].content) as {
      factChecks: Array<{ url: string; reviewsThisClaim: boolean }>;
    };
    // The related review is listed beside the verdict, never handed to the model as a rating.
    expect(sent.factChecks.map((f) => f.url)).not.toContain(GOOGLE_URLS.related);
    expect(sent.factChecks.find((f) => f.url === GOOGLE_URLS.snopes)?.reviewsThisClaim).toBe(true);
    expect(result.related.map((r) => r.url)).toContain(GOOGLE_URLS.related);
    // The deterministic synthesiser answered: the related "True" did not pull the verdict.
    expect(result.verdict.status).toBe("FALSE");
  });

  it("answers from the deterministic synthesiser when the model's JSON is invalid", async () => {
    const { deps } = depsFor(configuredEnv());
    openai.enqueue({ kind: "garbage" });
    const result = await runFactCheck(request(), deps);
    expect(result.notes).toEqual([expect.stringMatching(/^openai-synthesis did not answer/)]);
  });

  it("caches a degraded answer only for the recent-claim lifetime", async () => {
    const { deps } = depsFor(configuredEnv());
    const HOUR = 3_600_000;
    deps.cache = { ttlMs: 24 * HOUR, recentTtlMs: HOUR };
    const full = await runFactCheck(request({ claim: `${CLAIM}!` }), deps);
    await perplexity.stop();
    const degraded = await runFactCheck(request({ claim: `${CLAIM}?`, mode: "detailed" }), deps);
    const expiry = async (id: string) => {
      const row = await testDb.db.factCheckQuery.findUniqueOrThrow({ where: { id } });
      const meta = row.openaiSynthesis as { expiresAt: string };
      return new Date(meta.expiresAt).getTime() - new Date(row.createdAt).getTime();
    };
    expect(await expiry(full.id)).toBeGreaterThan(23 * HOUR);
    expect(await expiry(degraded.id)).toBeLessThan(2 * HOUR);
  });

  it("notes a provider that times out, within its own budget", async () => {
    const { deps } = depsFor(configuredEnv({ PERPLEXITY_TIMEOUT_MS: "200" }));
    perplexity.enqueue({ kind: "hang" });
    const result = await runFactCheck(request(), deps);
    expect(result.notes).toEqual([
      "perplexity was unavailable (timed out); the result uses the other sources.",
      UNCALIBRATED_CONFIDENCE_NOTE,
    ]);
  });
});

describe("a provider past its daily cap", () => {
  it("is skipped without a call, with a note, and lowers confidence", async () => {
    const { deps } = depsFor(configuredEnv({ PERPLEXITY_DAILY_CAP: "0" }));
    const result = await runFactCheck(request(), deps);
    expect(perplexity.requests).toHaveLength(0);
    expect(result.providers.find((p) => p.name === "perplexity")?.status).toBe("skipped");
    expect(result.notes).toEqual([
      "perplexity was unavailable (daily call cap reached); the result uses the other sources.",
      UNCALIBRATED_CONFIDENCE_NOTE,
    ]);
    expect(result.verdict.confidence).toBe(80);
  });
});

describe("modes", () => {
  it("fast uses only the fact-checker databases and the deterministic synthesiser", async () => {
    const { deps } = depsFor(configuredEnv());
    const result = await runFactCheck(request({ mode: "fast" }), deps);
    expect(google.requests).toHaveLength(1);
    expect(perplexity.requests).toHaveLength(0);
    expect(openai.requests).toHaveLength(0);
    expect(result.providers.map((p) => [p.name, p.status])).toEqual([
      ["google-fact-check", "ok"],
      ["perplexity", "skipped"],
      ["openai-synthesis", "skipped"],
      ["local-synthesis", "ok"],
    ]);
    expect(result.notes).toEqual([]);
  });

  it("detailed asks for more fact-checks, a wider search and full context", async () => {
    const { deps } = depsFor(configuredEnv());
    await runFactCheck(request({ mode: "detailed" }), deps);
    expect(google.requests[0].query.get("pageSize")).toBe("20");
    expect((perplexity.requests[0].body as { web_search_options: unknown }).web_search_options).toEqual({ search_context_size: "high" });
    const system = (openai.requests[0].body as { messages: Array<{ content: string }> }).messages[0].content;
    expect(system).toMatch(/fill every field the evidence supports/);
  });
});

describe("without keys", () => {
  it("builds no online provider, so the embedded engine answers as before", () => {
    const { online } = depsFor(loadEnv({}));
    expect(online).toEqual({ states: [], quota: expect.any(DatabaseCallQuota) });
  });

  it("builds the synthesiser from a key alone, or from a base URL and model without a key", () => {
    expect(depsFor(loadEnv({ OPENAI_MODEL: "llama3.1" })).online.synthesiser).toBeUndefined();
    expect(depsFor(loadEnv({ OPENAI_API_KEY: "sk-x" })).online.synthesiser).toBeDefined();
    expect(depsFor(loadEnv({ OPENAI_BASE_URL: "http://127.0.0.1:1/v1", OPENAI_MODEL: "llama3.1" })).online.synthesiser).toBeDefined();
  });
});
