import { POST as checkRoute } from "@/app/api/fact-check/route";
import { POST as batchRoute } from "@/app/api/fact-check/batch/route";
import { GET as resultRoute } from "@/app/api/results/[id]/route";
import { db } from "@/lib/db";
import { getKnowledgeBase } from "@/lib/knowledge-base";
import { upsertClaimReviews } from "@/lib/knowledge-base/import";
import { parseClaimReviews } from "@/lib/knowledge-base/parse";
import { sampleClaims } from "@/config/site";

function post(
  handler: (request: Request) => Promise<Response>,
  body: unknown,
  headers: Record<string, string> = { "content-type": "application/json" },
) {
  const payload = typeof body === "string" ? body : JSON.stringify(body);
  return handler(new Request("http://localhost/api/fact-check", { method: "POST", headers, body: payload }));
}

async function errorOf(response: Response) {
  const body = await response.json();
  return { status: response.status, ...body.error };
}

afterAll(async () => {
  await db.$disconnect();
});

describe("POST /api/fact-check validation", () => {
  it.each([
    [{ claim: "ab" }, "claim", "Claim must be at least 3 characters"],
    [{ claim: "   ab   " }, "claim", "Claim must be at least 3 characters"],
    [{ claim: "x".repeat(1001) }, "claim", "Claim must be less than 1000 characters"],
    [{}, "claim", "Claim must be at least 3 characters"],
    [{ claim: 42 }, "claim", "Claim must be a string"],
    [{ query: "" }, "query", "Claim must be at least 3 characters"],
    [{ query: "q".repeat(1001) }, "query", "Claim must be less than 1000 characters"],
    [{ claim: "Water is wet", mode: "turbo" }, "mode", "Mode must be one of fast, standard, detailed"],
    [{ claim: "Water is wet", include_reasoning: "yes" }, "include_reasoning", "include_reasoning must be a boolean"],
    [{ claim: "Water is wet", max_sources: 0 }, "max_sources", "max_sources must be at least 1"],
    [{ claim: "Water is wet", max_sources: 11 }, "max_sources", "max_sources must be at most 10"],
    [{ claim: "Water is wet", max_sources: "5" }, "max_sources", "max_sources must be a number"],
    [{ claim: "Water is wet", max_sources: 2.5 }, "max_sources", "max_sources must be a whole number"],
    [{ claim: "Water is wet", filters: { region: "mars" } }, "filters.region", "region must be one of all, us, europe, global"],
    [
      { claim: "Water is wet", filters: { timeWindow: "decade" } },
      "filters.timeWindow",
      "timeWindow must be one of month, year, 5years, all",
    ],
    [{ claim: "Water is wet", filters: { language: "fr" } }, "filters.language", "language must be one of all, en, es, other"],
  ])("case %# → 400 naming %s", async (body, field, message) => {
    const error = await errorOf(await post(checkRoute, body));
    expect(error).toEqual({ status: 400, code: "validation_error", field, message });
  });

  it("answers invalid JSON with 400", async () => {
    expect(await errorOf(await post(checkRoute, "{ nope"))).toMatchObject({ status: 400, code: "invalid_json" });
  });

  it("answers a JSON body that is not an object with 400", async () => {
    expect(await errorOf(await post(checkRoute, "[1,2]"))).toMatchObject({ status: 400, code: "validation_error" });
  });

  it("answers another content type with 415", async () => {
    const response = await post(checkRoute, "claim=hello", { "content-type": "application/x-www-form-urlencoded" });
    expect(await errorOf(response)).toMatchObject({ status: 415, code: "unsupported_media_type" });
  });

  it("answers a body over 16 KB with 413", async () => {
    const response = await post(checkRoute, { claim: "Water is wet", padding: "p".repeat(17 * 1024) });
    expect(await errorOf(response)).toMatchObject({ status: 413, code: "payload_too_large" });
  });
});

describe("text that is not valid Unicode, and unknown keys (issue 28)", () => {
  const raw = (handler: (request: Request) => Promise<Response>, bytes: Buffer) =>
    handler(
      new Request("http://localhost/api/fact-check", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: new Uint8Array(bytes),
      }),
    );

  it("refuses a lone surrogate with 400 naming the field, before anything is stored", async () => {
    const before = await db.factCheckQuery.count();
    // JSON can spell a lone surrogate; no UTF-8 text can hold it.
    const claim = `Lone surrogate claim ${Date.now()} \\ud800 here`;
    expect(await errorOf(await post(checkRoute, `{"claim": "${claim}"}`))).toMatchObject({
      status: 400,
      code: "invalid_encoding",
      field: "claim",
    });
    expect(await errorOf(await post(batchRoute, `{"claims": ["A fine claim here", "${claim}"]}`))).toMatchObject({
      status: 400,
      code: "invalid_encoding",
      field: "claims.1",
    });
    expect(await db.factCheckQuery.count()).toBe(before);
  });

  it("refuses a body that is not UTF-8 with 400 naming body, rather than reading replacement characters", async () => {
    const bytes = Buffer.concat([Buffer.from('{"claim": "Invalid bytes '), Buffer.from([0xff, 0xfe, 0xc3]), Buffer.from(' here"}')]);
    expect(await errorOf(await raw(checkRoute, bytes))).toMatchObject({ status: 400, code: "invalid_encoding", field: "body" });
    expect(await errorOf(await raw(batchRoute, bytes))).toMatchObject({ status: 400, code: "invalid_encoding", field: "body" });
  });

  it("refuses an unknown key with 400 naming it, as every request body does", async () => {
    expect(await errorOf(await post(checkRoute, { claim: "Water is wet", colour: "red" }))).toEqual({
      status: 400,
      code: "validation_error",
      field: "colour",
      message: 'Unknown field "colour"',
    });
    expect(await errorOf(await post(batchRoute, { claims: ["Water is wet"], extra: 1 }))).toMatchObject({ status: 400, field: "extra" });
  });
});

describe("POST /api/fact-check/batch validation", () => {
  it.each([
    [{ claims: [] }, "claims", "At least one claim required"],
    [
      { claims: ["one claim", "two claim", "three claim", "four claim", "five claim", "six claim"] },
      "claims",
      "Maximum 5 claims per batch",
    ],
    [{ claims: ["valid claim", "x"] }, "claims.1", "Claim must be at least 3 characters"],
    [{ claims: ["y".repeat(1001)] }, "claims.0", "Claim must be less than 1000 characters"],
    [{ claims: "not a list" }, "claims", "claims must be a list of strings"],
    [{ claims: ["valid claim"], max_sources: 6 }, "max_sources", "max_sources must be at most 5"],
  ])("case %# → 400 naming %s", async (body, field, message) => {
    const error = await errorOf(await post(batchRoute, body));
    expect(error).toEqual({ status: 400, code: "validation_error", field, message });
  });
});

describe("checks on embedded defaults", () => {
  it.each(sampleClaims.map((sample) => [sample.text]))("rates the sample claim %j from real sources", async (claim) => {
    const response = await post(checkRoute, { query: claim });
    expect(response.status).toBe(200);
    const { result } = await response.json();
    expect(result.verdict.status).not.toBe("UNCLEAR");
    expect(result.sources.length).toBeGreaterThan(0);
    for (const source of result.sources) expect(source.url).toMatch(/^https:\/\//);
    expect(typeof result.id).toBe("string");
  });

  it("gives an invented claim UNCLEAR, confidence ≤ 30 and no sources", async () => {
    const response = await post(checkRoute, { claim: "The Eiffel Tower was moved to Rome in 2023" });
    const { result } = await response.json();
    expect(result.verdict.status).toBe("UNCLEAR");
    expect(result.verdict.confidence).toBeLessThanOrEqual(30);
    expect(result.sources).toEqual([]);
    expect(result.googleFactCheck).toEqual([]);
  });

  it("serves a repeated claim from the cache and stores both checks", async () => {
    const claim = "Vaccines contain microchips for tracking";
    await post(checkRoute, { claim, max_sources: 3 });
    const { result } = await (await post(checkRoute, { claim: "vaccines CONTAIN microchips for tracking!", max_sources: 3 })).json();
    expect(result.cached).toBe(true);
    const rows = await db.factCheckQuery.count({ where: { id: result.id, cached: true } });
    expect(rows).toBe(1);
  });

  it("returns the documented public shape from GET /api/results/{id}, and 404 for an unknown id", async () => {
    const { result } = await (await post(checkRoute, { claim: "The 2020 US election was rigged", include_reasoning: true })).json();
    expect(result.reasoning).toEqual(expect.any(String));
    const found = await resultRoute(new Request(`http://localhost/api/results/${result.id}`), {
      params: Promise.resolve({ id: result.id }),
    });
    expect(found.status).toBe(200);
    expect(await found.json()).toEqual({
      id: result.id,
      verdict: result.verdict.status,
      confidence: result.verdict.confidence,
      sources: result.sources,
      analysis: result.verdict.summary,
      related: result.related,
    });
    const missing = await resultRoute(new Request("http://localhost/api/results/nope"), { params: Promise.resolve({ id: "nope" }) });
    expect(await errorOf(missing)).toMatchObject({ status: 404, code: "not_found" });
  });

  it("keeps fact-checks older than the time window, saying so, rather than losing the answer", async () => {
    const { result } = await (
      await post(checkRoute, { claim: "The 2020 US election was rigged", filters: { timeWindow: "month" } })
    ).json();
    expect(result.verdict.status).toBe("FALSE");
    expect(result.notes.join(" ")).toMatch(/older fact-checks were used/);
  });

  it("computes and stores a claim repeated in a batch once, answering it at every position (issue 28)", async () => {
    const tag = `${Date.now()}-${Math.random().toString(36).slice(2)}`;
    const claims = [
      `Variant claim T ${tag}`,
      `VARIANT CLAIM T ${tag}`,
      "Bitcoin will replace traditional currency",
      `Variant   claim T ${tag}.`,
    ];
    const response = await post(batchRoute, { claims });
    expect(response.status).toBe(200);
    const { results } = await response.json();
    expect(results).toHaveLength(4);
    const ids = results.map((result: { id: string }) => result.id);
    expect(ids[1]).toBe(ids[0]);
    expect(ids[3]).toBe(ids[0]);
    expect(ids[2]).not.toBe(ids[0]);
    // One row for the four spellings: the claim was computed once.
    expect(await db.factCheckQuery.count({ where: { query: { contains: tag } } })).toBe(1);
  });

  it("checks a batch in order", async () => {
    const response = await post(batchRoute, {
      claims: ["Bitcoin will replace traditional currency", "The Eiffel Tower was moved to Rome in 2023"],
    });
    const { results } = await response.json();
    expect(results.map((r: { query: string }) => r.query)).toEqual([
      "Bitcoin will replace traditional currency",
      "The Eiffel Tower was moved to Rome in 2023",
    ]);
    expect(results[0].sources.length).toBeLessThanOrEqual(3);
    expect(results[1].verdict.status).toBe("UNCLEAR");
  });

  it("finds an imported fact-check for a reworded claim, with its verdict and URL", async () => {
    const feed = {
      "@context": "https://schema.org",
      "@type": "DataFeed",
      dataFeedElement: [
        {
          "@type": "DataFeedItem",
          item: [
            {
              "@type": "ClaimReview",
              claimReviewed: "Says drinking hot water kills the coronavirus",
              author: { "@type": "Organization", name: "Reuters", url: "https://www.reuters.com" },
              url: "https://www.reuters.com/article/factcheck-hot-water-coronavirus",
              datePublished: "2024-03-10",
              reviewRating: { "@type": "Rating", alternateName: "False" },
            },
          ],
        },
      ],
    };
    const { records } = parseClaimReviews(JSON.stringify(feed));
    await upsertClaimReviews(
      db,
      records.map((r) => r.record),
      "import",
    );
    await (await getKnowledgeBase()).sync();
    const { result } = await (await post(checkRoute, { claim: "Does drinking hot water kill coronavirus?" })).json();
    expect(result.verdict.status).toBe("FALSE");
    expect(result.sources.map((s: { url: string }) => s.url)).toContain("https://www.reuters.com/article/factcheck-hot-water-coronavirus");
  });
});
