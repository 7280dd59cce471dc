import fc from "fast-check";
import { GET as getSettings, PATCH as patchSettings } from "@/app/api/account/settings/route";
import { DELETE as revokeKey } from "@/app/api/api-keys/[id]/route";
import { POST as createKey } from "@/app/api/api-keys/route";
import { GET as benchEmpty } from "@/app/api/bench/empty/route";
import { GET as health, HEAD as healthHead } from "@/app/api/health/route";
import { GET as openApi } from "@/app/api/openapi.json/route";
import { GET as trendingStats } from "@/app/api/trending/stats/route";
import { POST as register } from "@/app/api/auth/register/route";
import { POST as batch } from "@/app/api/fact-check/batch/route";
import { GET as history } from "@/app/api/fact-check/history/route";
import { POST as check } from "@/app/api/fact-check/route";
import { POST as stream } from "@/app/api/fact-check/stream/route";
import { GET as result } from "@/app/api/results/[id]/route";
import { DELETE as removeSaved, POST as saveSource } from "@/app/api/saved-sources/route";
import { GET as trendingCategories } from "@/app/api/trending/categories/route";
import { GET as trendingClaims } from "@/app/api/trending/claims/route";
import { sessionCookieFor } from "@/tests/support/session-cookie";
import { db } from "@/lib/db";
import { logger } from "@/lib/logger";

/**
 * Property-based fuzzing of every API body and query parameter, through the real route
 * handlers on the test database: whatever arrives, the answer is never a 5xx, and a 400 names
 * the field at fault (one of the endpoint's own fields, or `body` when the body as a whole is
 * wrong). Valid inputs slip through too and run real checks, which must also succeed.
 */

jest.setTimeout(180_000);

type Handler = (request: Request) => Promise<Response>;

let cookie: string;
let unexpectedErrors: jest.SpyInstance;

beforeAll(async () => {
  const email = `fuzz-${Date.now()}-${Math.random().toString(36).slice(2)}@example.com`;
  const user = await db.user.create({ data: { email, saveHistory: true } });
  cookie = (await sessionCookieFor(user)).cookie;
});

beforeEach(() => {
  // A 500 (or a streamed check that failed) is logged as an error before it is answered: any error line fails the run.
  unexpectedErrors = jest.spyOn(logger, "error").mockImplementation(() => {});
});

afterEach(() => {
  const logged = unexpectedErrors.mock.calls;
  unexpectedErrors.mockRestore();
  expect(logged).toEqual([]);
});

afterAll(async () => {
  await db.$disconnect();
});

// ── generators ────────────────────────────────────────────────────────────────────────────

/** Text a hostile client sends: markup, RTL, emoji, zero-width, control characters, long runs. */
const nastyText = fc.oneof(
  fc.string({ unit: "grapheme", maxLength: 60 }),
  fc.string({ unit: "binary", maxLength: 60 }),
  fc.constantFrom(
    "</script><script>alert(1)</script>",
    "\u202Eevil\u202C",
    "zero\u200Bwidth\u200D\uFEFF",
    "👩‍👩‍👧🧪",
    "' OR 1=1 --",
    "%00%ZZ",
    "\u0000\u0001\u001F",
    "\uD800",
    "__proto__",
    "constructor",
    "NaN",
    "-1",
    "1e309",
  ),
  fc.integer({ min: 990, max: 1010 }).map((length) => "é".repeat(length)),
);

/** Any JSON value, weighted towards the shapes validators have to think about. */
const anyJson: fc.Arbitrary<unknown> = fc.oneof(
  nastyText,
  fc.jsonValue({ maxDepth: 3 }),
  fc.constantFrom(null, true, false, 0, -0, -1, 1.5, 1e308, Number.MAX_SAFE_INTEGER + 2, "", [], {}),
  fc.array(nastyText, { maxLength: 7 }),
);

/**
 * Bodies for an endpoint: plausible ones (its keys with valid values, the required ones always
 * there), its keys with junk mixed in, stray keys, and any JSON at all.
 */
function bodyOf(valid: Record<string, fc.Arbitrary<unknown>>, required: string[] = []): fc.Arbitrary<unknown> {
  const plausible = fc.record(valid, { requiredKeys: required });
  const keys = Object.fromEntries(Object.entries(valid).map(([key, arbitrary]) => [key, fc.oneof(arbitrary, anyJson)]));
  const known = fc.record(keys, { requiredKeys: [] });
  const stray = fc.tuple(
    known,
    fc.dictionary(fc.oneof(nastyText, fc.constantFrom("__proto__", "constructor", "padding", "")), anyJson, { maxKeys: 2 }),
  );
  return fc.oneof(
    { weight: 3, arbitrary: plausible },
    { weight: 4, arbitrary: known },
    { weight: 1, arbitrary: stray.map(([a, b]) => ({ ...b, ...a })) },
    { weight: 1, arbitrary: anyJson },
  );
}

/**
 * Claims that pass validation, tagged with this run's id: the test database (and its answer
 * cache) is shared with other suites, which must never find an answer the fuzzer left behind.
 */
const RUN = `fuzz-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
const validClaim = fc.oneof(
  fc
    .constantFrom("Vaccines contain microchips for tracking", "The Eiffel Tower was moved to Rome", "Water boils at 100 degrees")
    .map((claim) => `${claim} (${RUN})`),
  fc.string({ unit: "grapheme", minLength: 3, maxLength: 200 }).map((text) => `${RUN} ${text}`),
);
const claimText = fc.oneof(validClaim, nastyText);
const filters = fc.record(
  {
    timeWindow: fc.oneof(fc.constantFrom("month", "year", "5years", "all"), anyJson),
    region: fc.oneof(fc.constantFrom("all", "us", "europe", "global"), anyJson),
    language: fc.oneof(fc.constantFrom("all", "en", "es", "other"), anyJson),
  },
  { requiredKeys: [] },
);
const checkOptions = {
  mode: fc.constantFrom("fast", "standard", "detailed"),
  include_reasoning: fc.boolean(),
  max_sources: fc.integer({ min: 1, max: 5 }),
  filters: fc.record({
    timeWindow: fc.constantFrom("month", "year", "5years", "all"),
    region: fc.constantFrom("all", "us", "europe", "global"),
    language: fc.constantFrom("all", "en", "es", "other"),
  }),
};
const junkOptions = { max_sources: fc.integer({ min: -2, max: 12 }), filters };

/** The raw request: usually the JSON of a generated body, sometimes broken JSON or another content type. */
function rawBody(body: fc.Arbitrary<unknown>) {
  return fc.oneof(
    { weight: 8, arbitrary: body.map((value) => ({ text: JSON.stringify(value) ?? "null", contentType: "application/json" })) },
    { weight: 1, arbitrary: fc.string({ maxLength: 40 }).map((text) => ({ text, contentType: "application/json" })) },
    {
      weight: 1,
      arbitrary: fc
        .integer({ min: 16 * 1024, max: 40_000 })
        .map((size) => ({ text: JSON.stringify({ padding: "p".repeat(size) }), contentType: "application/json" })),
    },
    {
      weight: 1,
      arbitrary: fc
        .tuple(body, fc.constantFrom("text/plain", "application/x-www-form-urlencoded", "", "application/problem+json; charset=utf-8"))
        .map(([value, contentType]) => ({ text: JSON.stringify(value) ?? "", contentType })),
    },
  );
}

const safeJson = (text: string) => {
  try {
    JSON.parse(text);
    return text;
  } catch {
    return undefined;
  }
};

// ── properties ───────────────────────────────────────────────────────────────────────────

/**
 * The oracle: below 500, an error body with a code and message, and a 400 that names one of the
 * endpoint's fields (or a path under one), `body`, or a stray key the request itself sent.
 */
async function expectSafeAnswer(response: Response, fields: string[], sentKeys: string[] = []) {
  expect(response.status).toBeLessThan(500);
  if (response.status === 204) return;
  const type = response.headers.get("content-type") ?? "";
  if (type.startsWith("text/event-stream")) {
    const text = await response.text();
    expect(text).toContain("event: result");
    expect(text).not.toContain("event: error");
    return;
  }
  const body = await response.json();
  if (response.status >= 400)
    expect(body.error).toEqual(expect.objectContaining({ code: expect.any(String), message: expect.any(String) }));
  // A refusal of the input itself (400, 413, 415) names what to fix: a field, the body or the content type.
  if (response.status === 413) expect(body.error.field).toBe("body");
  if (response.status === 415) expect(body.error.field).toBe("content-type");
  if (response.status === 400) {
    const field: unknown = body.error.field;
    expect(typeof field).toBe("string");
    const named =
      [...fields, "body"].some((name) => field === name || String(field).startsWith(`${name}.`)) || sentKeys.includes(String(field));
    expect({ field, named }).toEqual({ field, named: true });
  }
}

/** Statuses seen by one fuzz run: a run must reach both the handler's success path and its 400s. */
function expectBothPaths(statuses: number[]) {
  expect({ successes: statuses.some((status) => status < 300), refusals: statuses.some((status) => status === 400) }).toEqual({
    successes: true,
    refusals: true,
  });
}

/**
 * `examples` are bodies run every time whatever the seed (one the handler accepts, one it
 * refuses), so reaching both paths never depends on luck; the generated ones come on top.
 */
async function fuzzBody(options: {
  handler: Handler;
  path: string;
  method?: string;
  body: fc.Arbitrary<unknown>;
  examples: [accepted: unknown, refused: unknown];
  fields: string[];
  numRuns: number;
  signedIn?: boolean;
}) {
  // Plausible bodies as well: the success path must be reached, not only the refusals.
  const statuses: number[] = [];
  await fc.assert(
    fc.asyncProperty(rawBody(options.body), async ({ text, contentType }) => {
      const headers: Record<string, string> = { "content-type": contentType, ...(options.signedIn ? { cookie } : {}) };
      const response = await options.handler(
        new Request(`http://localhost${options.path}`, { method: options.method ?? "POST", headers, body: text }),
      );
      statuses.push(response.status);
      const sent = JSON.parse(safeJson(text) ?? "null");
      // Requests lose their NUL characters before validation, keys included: a stray key is named as the handler saw it.
      const sentKeys =
        sent && typeof sent === "object" && !Array.isArray(sent) ? Object.keys(sent).map((key) => key.replaceAll("\u0000", "")) : [];
      await expectSafeAnswer(response, options.fields, sentKeys);
    }),
    {
      numRuns: options.numRuns,
      examples: options.examples.map((value) => [{ text: JSON.stringify(value), contentType: "application/json" }]),
    },
  );
  expectBothPaths(statuses);
}

/** Query strings: the endpoint's own parameters with hostile values, repeated, plus stray ones. */
function queryOf(names: string[]) {
  const value = fc.oneof(
    nastyText,
    fc.integer({ min: -5, max: 400 }).map(String),
    fc.constantFrom("", "1.5", "0x10", "1e3", " 7 ", "Infinity", "%", "+1"),
  );
  return fc
    .array(fc.tuple(fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...names) }, { weight: 1, arbitrary: nastyText }), value), {
      maxLength: 4,
    })
    .map((pairs) => {
      const search = new URLSearchParams();
      for (const [name, text] of pairs) search.append(name, text);
      return search.toString();
    });
}

async function fuzzQuery(options: {
  handler: Handler;
  path: string;
  method?: string;
  names: string[];
  numRuns: number;
  signedIn?: boolean;
  refuses?: boolean | "only";
}) {
  const statuses: number[] = [];
  await fc.assert(
    fc.asyncProperty(queryOf(options.names), async (query) => {
      const headers: Record<string, string> = options.signedIn ? { cookie } : {};
      const response = await options.handler(
        new Request(`http://localhost${options.path}?${query}`, { method: options.method ?? "GET", headers }),
      );
      statuses.push(response.status);
      await expectSafeAnswer(response, options.names);
    }),
    { numRuns: options.numRuns },
  );
  // DELETE of a random id or url finds nothing (404) or is missing both (400); settings ignore the query.
  if (options.refuses === "only") expect(statuses).toContain(400);
  else if (options.refuses === false) expect(new Set(statuses)).toEqual(new Set([200]));
  else expectBothPaths(statuses);
}

describe("fuzzing request bodies", () => {
  const checkFields = ["claim", "query", "mode", "include_reasoning", "max_sources", "filters"];

  it("POST /api/fact-check", async () => {
    await fuzzBody({
      handler: check,
      path: "/api/fact-check",
      body: fc.oneof(
        bodyOf({ claim: validClaim, ...checkOptions }, ["claim"]),
        bodyOf({ claim: claimText, query: claimText, ...checkOptions, ...junkOptions }),
      ),
      examples: [{ claim: `Water boils at 100 degrees (${RUN})` }, { claim: "" }],
      fields: checkFields,
      numRuns: 150,
    });
  });

  it("POST /api/fact-check/stream", async () => {
    await fuzzBody({
      handler: stream,
      path: "/api/fact-check/stream",
      body: fc.oneof(
        bodyOf({ query: validClaim, ...checkOptions }, ["query"]),
        bodyOf({ query: claimText, claim: claimText, ...checkOptions, ...junkOptions }),
      ),
      examples: [{ query: `The Eiffel Tower was moved to Rome (${RUN})` }, { query: 5 }],
      fields: checkFields,
      numRuns: 80,
    });
  });

  it("POST /api/fact-check/batch", async () => {
    const valid = bodyOf({ claims: fc.array(validClaim, { minLength: 1, maxLength: 5 }), ...checkOptions }, ["claims"]);
    const junk = bodyOf({ claims: fc.array(claimText, { maxLength: 6 }), ...checkOptions, ...junkOptions });
    await fuzzBody({
      handler: batch,
      path: "/api/fact-check/batch",
      body: fc.oneof(valid, junk),
      examples: [{ claims: [`Vaccines contain microchips for tracking (${RUN})`] }, { claims: [] }],
      fields: ["claims", "mode", "include_reasoning", "max_sources", "filters"],
      numRuns: 80,
    });
  });

  it("POST /api/auth/register", async () => {
    const plainEmail = fc
      .tuple(fc.stringMatching(/^[a-z0-9]{1,16}$/), fc.constantFrom("example.com", "example.org"))
      .map(([name, domain]) => `fuzz-${name}-${Math.random().toString(36).slice(2)}@${domain}`);
    const email = fc.oneof(plainEmail, fc.emailAddress(), nastyText);
    const password = fc.oneof(fc.string({ minLength: 6, maxLength: 60 }), nastyText);
    await fuzzBody({
      handler: register,
      path: "/api/auth/register",
      body: bodyOf({ email, password }, ["email", "password"]),
      examples: [
        { email: `fuzz-example-${RUN}@example.com`, password: "correct horse" },
        { email: "not an email", password: "correct horse" },
      ],
      fields: ["email", "password"],
      numRuns: 80,
    });
  });

  it("PATCH /api/account/settings (signed in)", async () => {
    await fuzzBody({
      handler: patchSettings,
      path: "/api/account/settings",
      method: "PATCH",
      body: bodyOf({ saveHistory: fc.boolean() }),
      examples: [{ saveHistory: true }, { saveHistory: "yes" }],
      fields: ["saveHistory"],
      numRuns: 100,
      signedIn: true,
    });
  });

  it("POST /api/saved-sources (signed in)", async () => {
    const text = (max: number) =>
      fc.oneof(
        fc.string({ unit: "grapheme", minLength: 1, maxLength: max }).filter((value) => value.trim() !== ""),
        fc.constantFrom("</script><b>x</b>", "\u202Eevil\u202C", "👩‍👩‍👧"),
      );
    const source = {
      url: fc.oneof(
        fc.webUrl(),
        fc.constantFrom("https://example.org/a?b=<script>", "javascript:alert(1)", "http://", "https://example.org/" + "a".repeat(2100)),
      ),
      title: text(100),
      outlet: text(60),
      excerpt: fc.string({ maxLength: 300 }),
      credibility: fc.oneof(fc.integer({ min: 0, max: 10 }), fc.double({ min: 0, max: 10, noNaN: true }), fc.double()),
      stance: fc.constantFrom("supports", "disputes", "neutral"),
      publishDate: fc.constantFrom("2024-01-02", "2023-12-31T10:00:00.000Z", null, "yesterday"),
      claim: fc.oneof(fc.string({ maxLength: 200 }), fc.constant(null)),
    };
    const fields = Object.keys(source);
    await fuzzBody({
      handler: saveSource,
      path: "/api/saved-sources",
      body: bodyOf(source, ["url", "title", "outlet", "credibility", "stance"]),
      examples: [
        { url: `https://example.org/${RUN}`, title: "A saved source", outlet: "Example", credibility: 7, stance: "supports" },
        { url: "javascript:alert(1)", title: "A saved source", outlet: "Example", credibility: 7, stance: "supports" },
      ],
      fields,
      numRuns: 120,
      signedIn: true,
    });
  });

  it("POST /api/api-keys (signed in)", async () => {
    const name = fc.oneof(fc.string({ maxLength: 60 }), fc.constantFrom("</script><b>x</b>", "\u202Ekey\u202C", "👩‍👩‍👧"));
    await fuzzBody({
      handler: createKey,
      path: "/api/api-keys",
      body: bodyOf({ name }),
      examples: [{ name: "fuzz" }, { name: 5 }],
      fields: ["name"],
      numRuns: 60,
      signedIn: true,
    });
  });

  it("signed-out bodies are refused with 401 before they are read", async () => {
    for (const handler of [patchSettings, saveSource, createKey]) {
      const response = await handler(
        new Request("http://localhost/api/x", { method: "POST", headers: { "content-type": "application/json" }, body: "{nope" }),
      );
      expect(response.status).toBe(401);
    }
  });
});

describe("fuzzing query parameters", () => {
  it("GET /api/fact-check/history?page&pageSize (signed in)", async () => {
    await fuzzQuery({ handler: history, path: "/api/fact-check/history", names: ["page", "pageSize"], numRuns: 120, signedIn: true });
  });

  it("GET /api/trending/claims?limit", async () => {
    await fuzzQuery({ handler: trendingClaims, path: "/api/trending/claims", names: ["limit"], numRuns: 100 });
  });

  it("GET /api/trending/categories?window", async () => {
    await fuzzQuery({ handler: trendingCategories, path: "/api/trending/categories", names: ["window"], numRuns: 100 });
  });

  it("DELETE /api/saved-sources?id|url (signed in)", async () => {
    await fuzzQuery({
      handler: removeSaved,
      path: "/api/saved-sources",
      method: "DELETE",
      names: ["id", "url"],
      numRuns: 100,
      signedIn: true,
      refuses: "only",
    });
  });

  it("GET /api/account/settings ignores any query (signed in)", async () => {
    await fuzzQuery({
      handler: getSettings,
      path: "/api/account/settings",
      names: ["saveHistory"],
      numRuns: 30,
      signedIn: true,
      refuses: false,
    });
  });

  it("DELETE /api/api-keys/[id] with any id (signed in)", async () => {
    const statuses = new Set<number>();
    await fc.assert(
      fc.asyncProperty(fc.oneof(nastyText, fc.uuid()), async (id) => {
        const response = await revokeKey(new Request("http://localhost/api/api-keys/fuzz", { method: "DELETE", headers: { cookie } }), {
          params: Promise.resolve({ id }),
        });
        statuses.add(response.status);
        await expectSafeAnswer(response, ["id"]);
        expect([400, 404]).toContain(response.status);
      }),
      { numRuns: 100 },
    );
    expect(statuses).toEqual(new Set([400, 404]));
  });

  it("routes without parameters answer any query as they answer none", async () => {
    // Handlers declared without a request never see a query: one call each says how they answer.
    expect((await health()).status).toBe(200);
    expect((await healthHead()).status).toBe(200);
    expect((await openApi()).status).toBe(200);
    // Off unless BENCH_EMPTY_ROUTE=1, which only the load bench sets.
    expect((await benchEmpty()).status).toBe(404);
    await fc.assert(
      fc.asyncProperty(queryOf(["format", "q", "verbose"]), async (query) => {
        const response = await trendingStats(new Request(`http://localhost/api/trending/stats?${query}`));
        expect(response.status).toBe(200);
      }),
      { numRuns: 30 },
    );
  });

  it("GET /api/results/[id] with any id", async () => {
    await fc.assert(
      fc.asyncProperty(fc.oneof(nastyText, fc.stringMatching(/^[\w-]{1,70}$/)), async (id) => {
        // Next decodes the path segment before the handler sees it: the id arrives as any string.
        const response = await result(new Request("http://localhost/api/results/fuzz"), { params: Promise.resolve({ id }) });
        expect([200, 404]).toContain(response.status);
      }),
      { numRuns: 150 },
    );
  });
});

describe("the fuzz oracle", () => {
  it("rejects a 400 that names no field, or a field the endpoint does not have", async () => {
    const answer = (error: Record<string, string>) =>
      new Response(JSON.stringify({ error: { code: "validation_error", message: "x", ...error } }), { status: 400 });
    await expect(expectSafeAnswer(answer({}), ["claim"])).rejects.toThrow();
    await expect(expectSafeAnswer(answer({ field: "other" }), ["claim"])).rejects.toThrow();
    await expect(expectSafeAnswer(new Response("{}", { status: 500 }), ["claim"])).rejects.toThrow();
    await expectSafeAnswer(answer({ field: "claim" }), ["claim"]);
    await expectSafeAnswer(answer({ field: "body" }), ["claim"]);
  });
});
