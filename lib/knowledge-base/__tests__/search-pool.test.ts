import path from "node:path";
import { Worker } from "node:worker_threads";
import { ApiError } from "@/lib/api/errors";
import { createPrismaClient } from "@/lib/db-client";
import { databaseUrl } from "@/lib/env";
import { CachedSourcesProvider } from "@/lib/fact-check/providers/cached-sources";
import { DEFAULT_FILTERS } from "@/lib/fact-check/types";
import { upsertClaimReviews } from "@/lib/knowledge-base/import";
import { KnowledgeBase } from "@/lib/knowledge-base/knowledge-base";
import type { ClaimReviewRecord } from "@/lib/knowledge-base/record";
import { createSearchPool, KnowledgeBaseBusyError, type SearchPool } from "@/lib/knowledge-base/search-pool";

jest.setTimeout(60_000);

/**
 * A stand-in search thread: echoes what it was asked with values only a structured clone keeps
 * (a Date, a Map, a field the pool has never heard of); "hang" never answers, "crash" exits.
 */
const FAKE_WORKER = `
const { parentPort } = require("node:worker_threads");
parentPort.on("message", ({ id, method, args }) => {
  if (args[0] === "hang") return;
  if (args[0] === "crash") process.exit(3);
  if (args[0] === "fail") return parentPort.postMessage({ id, error: "no index" });
  parentPort.postMessage({ id, result: [{ method, args, at: new Date(0), extra: new Map([["suggestion", { differences: ["year"] }]]) }] });
});
`;
const fakeWorker = () => new Worker(FAKE_WORKER, { eval: true });

describe("the knowledge-base search pool", () => {
  let pool: SearchPool | undefined;
  afterEach(async () => {
    await pool?.close();
    pool = undefined;
  });

  it("passes the worker's whole result through, as its structured clone", async () => {
    pool = createSearchPool(fakeWorker, { workers: 1, maxQueued: 4, retryAfterSeconds: 2 });
    const [hit] = (await pool.run("knowledge-base", ["vaccines cause autism", { limit: 5 }])) as Array<Record<string, unknown>>;
    expect(hit.method).toBe("knowledge-base");
    expect(hit.args).toEqual(["vaccines cause autism", { limit: 5 }]);
    expect(hit.at).toEqual(new Date(0));
    expect(hit.extra).toEqual(new Map([["suggestion", { differences: ["year"] }]]));
    await expect(pool.run("knowledge-base", ["fail"])).rejects.toThrow("no index");
  });

  it("runs at most `workers` searches and queues at most `maxQueued`; past that it refuses at once with a 503 carrying Retry-After", async () => {
    pool = createSearchPool(fakeWorker, { workers: 2, maxQueued: 2, retryAfterSeconds: 3 });
    const running = [1, 2, 3].map(() => pool!.run("knowledge-base", ["hang"]));
    running.forEach((search) => search.catch(() => {}));
    const budget = new AbortController();
    const waiting = pool.run("knowledge-base", ["hang"], budget.signal).catch((error: unknown) => error);
    expect(pool.stats()).toEqual({ running: 2, queued: 2, workers: 2 });
    const refused = await pool.run("knowledge-base", ["one too many"]).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(KnowledgeBaseBusyError);
    expect(refused).toBeInstanceOf(ApiError);
    expect(refused).toMatchObject({ code: "server_busy", status: 503, retryAfterSeconds: 3 });
    // A search whose budget runs out while it waits for a thread leaves the queue, making room.
    budget.abort(new Error("budget spent"));
    expect(await waiting).toEqual(new Error("budget spent"));
    expect(pool.stats().queued).toBe(1);
    const admitted = pool.run("knowledge-base", ["hang"]);
    admitted.catch(() => {});
    expect(pool.stats().queued).toBe(2);
    // Closing fails what is queued; nothing is left waiting.
    await pool.close();
    await expect(running[2]).rejects.toThrow("closed");
    await expect(admitted).rejects.toThrow("closed");
  });

  it("fails the search of a worker that dies and carries on with a new one", async () => {
    pool = createSearchPool(fakeWorker, { workers: 1, maxQueued: 4, retryAfterSeconds: 2 });
    await expect(pool.run("knowledge-base", ["crash"])).rejects.toThrow("exited (3)");
    await expect(pool.run("knowledge-base", ["still here"])).resolves.toHaveLength(1);
    expect(pool.stats().workers).toBe(1);
  });
});

// The real worker (lib/knowledge-base/search-worker.ts) on this run's database, run through tsx:
// in the app Next.js bundles it.
const TSX = path.join(process.cwd(), "node_modules/tsx/dist/cjs/api/index.cjs");
const WORKER = path.join(process.cwd(), "lib/knowledge-base/search-worker.ts");
const realWorker = () => new Worker(`require(${JSON.stringify(TSX)}).register(); require(${JSON.stringify(WORKER)});`, { eval: true });

const review = (claimText: string, i: number): ClaimReviewRecord => ({
  claimText,
  claimant: "A. Senator",
  claimDate: new Date("2022-05-01T00:00:00Z"),
  publisherName: "Pool Checks",
  publisherSite: "pool.example.org",
  reviewUrl: `https://pool.example.org/checks/${i}`,
  reviewDate: new Date("2022-05-03T00:00:00Z"),
  textualRating: "False",
  language: "en",
});

describe("search-worker.ts, the search thread", () => {
  const db = createPrismaClient(databaseUrl);
  let pool: SearchPool | undefined;
  afterAll(async () => {
    await pool?.close();
    await db.$disconnect();
  });

  it("answers as the in-process knowledge base does, and picks up records stored after its index was built", async () => {
    await upsertClaimReviews(db, [review("The pool test river floods every spring since 1990", 1)], "import");
    pool = createSearchPool(realWorker, { workers: 1, maxQueued: 4, retryAfterSeconds: 2 });
    const query = "pool test river floods every spring";
    const inWorker = (await pool.run("knowledge-base", [query, { limit: 5 }])) as Awaited<ReturnType<KnowledgeBase["search"]>>;
    expect(inWorker.length).toBeGreaterThan(0);
    expect(inWorker).toEqual(await new KnowledgeBase(db).search(query, { limit: 5 }));

    // Stored beside the running worker (as `kb:import` beside a running server): the worker's
    // index pulls it by updatedAt within its sync interval.
    await upsertClaimReviews(db, [review("The pool test lighthouse was painted purple in 2003", 2)], "import");
    const later = "pool test lighthouse painted purple";
    let found: Awaited<ReturnType<KnowledgeBase["search"]>> = [];
    while (!found.some(({ review }) => review.reviewUrl.endsWith("/checks/2"))) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      found = (await pool.run("knowledge-base", [later, { limit: 5 }])) as typeof found;
    }
    expect(found).toEqual(await new KnowledgeBase(db).search(later, { limit: 5 }));
  });

  it("searches the sources of earlier checks as CachedSourcesProvider does in process", async () => {
    const context = {
      claim: "pool test river floods every spring",
      normalizedClaim: "pool test river floods every spring",
      filters: DEFAULT_FILTERS,
      mode: "fast" as const,
      maxSources: 5,
      now: new Date("2026-01-01T00:00:00Z"),
    };
    const inWorker = await pool!.run("cached-sources", [context]);
    expect(inWorker).toEqual(await new CachedSourcesProvider(db).findEvidence({ ...context, signal: new AbortController().signal }));
    await expect(pool!.run("no-such-search", [])).rejects.toThrow("no search named no-such-search");
  });
});
