import { POST as confirmRoute } from "@/app/api/fact-check/[id]/confirm/route";
import { GET as resultRoute } from "@/app/api/results/[id]/route";
import { db } from "@/lib/db";
import { runFactCheck, type PipelineDeps } from "@/lib/fact-check/pipeline";
import { LocalSynthesiser } from "@/lib/fact-check/providers/local-synthesis";
import type { FactCheckMatch } from "@/lib/fact-check/providers/types";
import { PrismaCheckStore } from "@/lib/fact-check/store";
import { DEFAULT_FILTERS } from "@/lib/fact-check/types";
import { FORWARDED_HEADERS } from "@/lib/rate-limit/forwarded";
import { MATCHER_MODEL_VERSION } from "@/lib/knowledge-base/model-version";
import type { MatchFeatures } from "@/lib/knowledge-base/match-features";

/** POST /api/fact-check/{id}/confirm on the test database: validation, who may answer, and what is stored. */

const OWNER = "1".repeat(32);
const ACCOUNT = "2".repeat(32);
const STRANGER = "3".repeat(32);
const FINGERPRINT = "4".repeat(32);
const FEATURES = { queryCoverage: 0.8, candidateCoverage: 0.7 } as unknown as MatchFeatures;
const run = crypto.randomUUID().slice(0, 8);

const suggestion = (publisher: string, rating: string, score: number): FactCheckMatch => ({
  claim: { text: `The harbour ${run} ferry was cancelled for the whole winter`, claimant: "A local post" },
  review: {
    publisherName: publisher,
    url: `https://${publisher.toLowerCase().replace(/\W+/g, "")}.example/${run}`,
    textualRating: rating,
    reviewDate: new Date("2025-01-10"),
    language: "en",
  },
  verdict: rating === "False" ? "FALSE" : "MOSTLY_FALSE",
  matchScore: score,
  band: "suggestion",
  differences: { query: [{ text: "stopped", kind: "word" }], candidate: [{ text: "cancelled", kind: "word" }] },
  features: FEATURES,
  provider: "kb",
});
const FIRST = suggestion("Coast Checks", "False", 0.7);
const SECOND = suggestion("Harbour Desk", "Mostly False", 0.7);

async function storedCheck() {
  const synthesiser = new LocalSynthesiser();
  const deps: PipelineDeps = {
    factCheckers: [{ name: "kb", search: async () => [FIRST, SECOND] }],
    webEvidence: [],
    synthesiser,
    fallbackSynthesiser: synthesiser,
    store: new PrismaCheckStore(db),
    clock: () => new Date(),
    budgets: { providerMs: 2000, synthesisMs: 2000 },
    cache: { ttlMs: 3_600_000, recentTtlMs: 3_600_000 },
  };
  return runFactCheck(
    {
      claim: `the harbour ${run} ferry stopped for the winter`,
      mode: "fast",
      includeReasoning: false,
      maxSources: 5,
      filters: DEFAULT_FILTERS,
      clientFingerprint: FINGERPRINT,
      ownerKeys: [OWNER, ACCOUNT],
    },
    deps,
  );
}

function confirm(id: string, body: unknown, ownerKeys?: string) {
  const headers: Record<string, string> = { "content-type": "application/json", [FORWARDED_HEADERS.clientFingerprint]: FINGERPRINT };
  if (ownerKeys !== undefined) headers[FORWARDED_HEADERS.ownerKeys] = ownerKeys;
  const request = new Request(`http://localhost/api/fact-check/${id}/confirm`, {
    method: "POST",
    headers,
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
  return confirmRoute(request, { params: Promise.resolve({ id }) });
}

const errorOf = async (response: Response) => ({ status: response.status, ...(await response.json()).error });

afterAll(async () => {
  await db.$disconnect();
});

describe("POST /api/fact-check/{id}/confirm", () => {
  it.each([
    [{ same: true }, "reviewUrl", "reviewUrl must be an http(s) URL"],
    [{ reviewUrl: "javascript:alert(1)", same: true }, "reviewUrl", "reviewUrl must be an http(s) URL"],
    [{ reviewUrl: FIRST.review.url }, "same", "same must be a boolean"],
    [{ reviewUrl: FIRST.review.url, same: "yes" }, "same", "same must be a boolean"],
  ])("validates the body %j → 400 naming %s", async (body, field, message) => {
    const { id } = await storedCheck();
    expect(await errorOf(await confirm(id, body, OWNER))).toEqual({ status: 400, code: "validation_error", field, message });
  });

  it("refuses an unknown field and a body that is not JSON", async () => {
    const { id } = await storedCheck();
    expect(await errorOf(await confirm(id, { reviewUrl: FIRST.review.url, same: true, extra: 1 }, OWNER))).toMatchObject({
      status: 400,
      code: "validation_error",
    });
    expect(await errorOf(await confirm(id, "{ nope", OWNER))).toMatchObject({ status: 400, code: "invalid_json" });
  });

  it("answers 404 for an unknown or malformed id, another client, no client, and a fact-check the check does not list", async () => {
    const { id } = await storedCheck();
    const body = { reviewUrl: FIRST.review.url, same: true };
    expect(await errorOf(await confirm("no-such-check", body, OWNER))).toMatchObject({ status: 404, code: "not_found" });
    expect(await errorOf(await confirm("bad id!", body, OWNER))).toMatchObject({ status: 404, code: "not_found" });
    expect(await errorOf(await confirm(id, body, STRANGER))).toMatchObject({ status: 404, code: "not_found" });
    expect(await errorOf(await confirm(id, body))).toMatchObject({ status: 404, code: "not_found" });
    expect(await errorOf(await confirm(id, { reviewUrl: "https://elsewhere.example/x", same: true }, OWNER))).toMatchObject({
      status: 404,
      code: "not_found",
      field: "reviewUrl",
    });
    expect(await db.matchJudgment.count({ where: { checkId: id } })).toBe(0);
  });

  it("Yes from the check's account answers the check from the fact-check, stores the judgment, and the stored check shows it", async () => {
    const { id, suggestion: shown } = await storedCheck();
    expect(shown?.reviews).toHaveLength(2);
    const response = await confirm(id, { reviewUrl: SECOND.review.url, same: true }, `${STRANGER},${ACCOUNT}`);
    expect(response.status).toBe(200);
    const { result } = await response.json();
    expect(result).toMatchObject({ id, matchedBy: "confirmed" });
    expect(result.suggestion).toBeUndefined();
    expect(["FALSE", "MOSTLY_FALSE"]).toContain(result.verdict.status);
    expect(result.googleFactCheck).toHaveLength(2);

    const judgments = await db.matchJudgment.findMany({ where: { checkId: id } });
    expect(judgments).toEqual([
      expect.objectContaining({
        query: `the harbour ${run} ferry stopped for the winter`,
        candidateClaim: FIRST.claim.text,
        candidateId: SECOND.review.url,
        same: true,
        features: FEATURES,
        modelVersion: MATCHER_MODEL_VERSION,
        clientFingerprint: FINGERPRINT,
      }),
    ]);
    const row = await db.factCheckQuery.findUnique({ where: { id } });
    expect(row).toMatchObject({ verdict: result.verdict.status, confidence: result.verdict.confidence });
    const stored = await (await resultRoute(new Request(`http://localhost/api/results/${id}`), { params: Promise.resolve({ id }) })).json();
    expect(stored).toMatchObject({ id, verdict: result.verdict.status });
  });

  it("No stores the judgment and leaves no suggestion of that claim", async () => {
    const { id } = await storedCheck();
    const response = await confirm(id, { reviewUrl: FIRST.review.url, same: false }, OWNER);
    expect(response.status).toBe(200);
    const { result } = await response.json();
    expect(result.suggestion).toBeUndefined();
    expect(result.verdict.status).toBe("UNCLEAR");
    expect(result.related.map((entry: { url: string }) => entry.url).sort()).toEqual([FIRST.review.url, SECOND.review.url].sort());
    expect(await db.matchJudgment.findMany({ where: { checkId: id }, select: { same: true, candidateId: true } })).toEqual([
      { same: false, candidateId: FIRST.review.url },
    ]);
  });
});
