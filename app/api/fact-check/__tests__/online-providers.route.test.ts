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
 * POST /api/fact-check and GET /api/health with the three online providers configured through
 * env, as a deployment would: the app's own provider wiring, pointed at the fake servers.
 */

let google: FakeProviderServer;
let perplexity: FakeProviderServer;
let openai: FakeProviderServer;
let checkRoute: (request: Request) => Promise<Response>;
let healthRoute: () => Promise<Response>;
let disconnect: () => Promise<void>;

beforeAll(async () => {
  google = await googleFactCheckFake(() => googleClaimSearch).start();
  perplexity = await perplexityFake(() => sonarWithSearchResults).start();
  openai = await openAIFake((request) => synthesisReply(request)).start();
  // The app's env with the providers configured: lib/env parses these values as it parses a deployment's.
  const values = {
    ...onlineProviderEnv({ google, perplexity, openai }),
    // Every request here reaches the providers.
    FACT_CHECK_CACHE_TTL_HOURS: "0",
    RECENT_CLAIM_CACHE_TTL_HOURS: "0",
  };
  jest.doMock("@/lib/env", () => {
    const actual: typeof import("@/lib/env") = jest.requireActual("@/lib/env");
    const parsed = actual.loadEnv(values);
    const configured = Object.fromEntries(Object.keys(values).map((name) => [name, parsed[name as keyof typeof parsed]]));
    return { ...actual, env: { ...actual.env, ...configured } };
  });
  // Imported after the mock, so the routes and everything they import see that env.
  checkRoute = (await import("@/app/api/fact-check/route")).POST;
  healthRoute = (await import("@/app/api/health/route")).GET;
  const { db } = await import("@/lib/db");
  disconnect = () => db.$disconnect();
});

afterAll(async () => {
  await Promise.all([google.stop(), perplexity.stop(), openai.stop()]);
  await disconnect();
});

const check = (body: unknown) =>
  checkRoute(
    new Request("http://localhost/api/fact-check", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(body),
    }),
  );

describe("POST /api/fact-check with online providers", () => {
  it("answers a standard check from Google, Perplexity and the model together", async () => {
    const response = await check({ claim: CLAIM, mode: "standard" });
    expect(response.status).toBe(200);
    const { result } = await response.json();
    const answered = result.providers.filter((p: { status: string }) => p.status === "ok").map((p: { name: string }) => p.name);
    expect(answered).toEqual(expect.arrayContaining(["google-fact-check", "perplexity", "openai-synthesis"]));
    expect(result.sources.map((s: { url: string }) => s.url)).toEqual(expect.arrayContaining([GOOGLE_URLS.snopes, SONAR_URLS.nasa]));
    expect(result.verdict.status).toBe("FALSE");
  });

  it("still answers 200 with a note naming Perplexity when its server is down", async () => {
    await perplexity.stop();
    const response = await check({ claim: CLAIM, mode: "standard" });
    expect(response.status).toBe(200);
    const { result } = await response.json();
    expect(result.notes).toContainEqual(expect.stringMatching(/^perplexity was unavailable \(connection failed\)/));
  });

  it("reports each provider's state in GET /api/health, never a key", async () => {
    const response = await healthRoute();
    const health = await response.json();
    expect(health.providers["google-fact-check"]).toMatchObject({
      configured: true,
      breaker: "closed",
      dailyCap: 5000,
      callsToday: expect.any(Number),
    });
    expect(health.providers["google-fact-check"].callsToday).toBeGreaterThanOrEqual(2);
    expect(health.providers.perplexity.configured).toBe(true);
    expect(health.providers["openai-synthesis"].configured).toBe(true);
    expect(JSON.stringify(health)).not.toMatch(/test-key/);
  });
});
