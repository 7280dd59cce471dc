/**
 * Calibration of the deterministic synthesiser's confidence, measured on the real pipeline.
 *
 *   npm run eval:calibration [-- --dev ../shared/data/dev_sample.jsonl]
 *
 * A throwaway SQLite database holds the starter knowledge base and every eval/matching case's
 * stored fact-check (as an imported ClaimReview with a made-up review URL). Each query runs
 * through runFactCheck with the local providers, as the app wires them:
 *   - rewordings of a stored claim: right when the verdict is the stored rating's;
 *   - near misses and claims nobody checked: right when the answer is UNCLEAR (no fact-check
 *     answers them), unless the near miss is itself written as another stored claim;
 *   - the starter knowledge base's claims as written: right when the verdict is one of their
 *     stored ratings (or DISPUTED where those ratings point both ways).
 * Calibration is measured on answers other than UNCLEAR, whose low score is not a probability.
 *
 * The map (Platt scaling, then isotonic regression) is fitted on the TRAIN side of
 * eval/matching/split.json only and written to config/calibration/confidence-map.json; the
 * held-out figures go to config/calibration/reliability.json, which the methodology page draws.
 * With `--dev PATH`, real published fact-checks (read from the path, never copied) are added to
 * the database and their claims asked as written: a second evaluation, never fitted on.
 */
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { throwawaySqliteDatabase } from "../server/migrations.mjs";
import {
  mayBeSameSpeakersClaim,
  nearMissAnswer,
  readCases,
  readUnchecked,
  splitOf,
  starterClaims,
  type MatchingCase,
  type NearMissKind,
} from "./lib/matching-cases";
import type { CalibrationMap } from "../lib/fact-check/calibration";
import type { WeightedRating } from "../lib/fact-check/confidence";
import type { FactCheckMatch, Synthesiser, SynthesisInput } from "../lib/fact-check/providers/types";
import type { Verdict } from "../lib/fact-check/verdict";
import type { ClaimReviewRecord } from "../lib/knowledge-base/record";

const COMMAND = "npm run eval:calibration";
const MAP_FILE = path.join(process.cwd(), "config", "calibration", "confidence-map.json");
const FIGURES_FILE = path.join(process.cwd(), "config", "calibration", "reliability.json");

const args = process.argv.slice(2);
const devPath = (() => {
  const i = args.indexOf("--dev");
  return i >= 0 ? args[i + 1] : undefined;
})();

type Group = "train" | "test" | "dev-politifact" | "dev-other";
type Kind = "rewording" | "near miss" | "unchecked" | "starter" | "dev";
type Query = {
  text: string;
  group: Group;
  kind: Kind;
  gold: Set<Verdict>;
  nearMiss?: { case: MatchingCase; kind: NearMissKind };
  /** A rewording's own stored claim (normalised): the suggestion an honest visitor confirms. */
  own?: string;
};
/** One query's outcome: the verdict, what the synthesiser weighed, and whether fact-checkers agree. */
type Outcome = {
  query: Query;
  status: Verdict;
  pipelineConfidence: number;
  ratings: WeightedRating[];
  failedProviders: number;
  correct: boolean;
  correct3: boolean;
  /**
   * When the answer was UNCLEAR with the query's own fact-check suggested: the answer the visitor
   * gets by confirming it (its reviews counted as a confirmed match, as POST …/confirm does).
   */
  confirmed?: { ratings: WeightedRating[]; status: Verdict; correct: boolean };
};

const SUPPORTS = new Set<Verdict>(["TRUE", "MOSTLY_TRUE"]);
const REFUTES = new Set<Verdict>(["FALSE", "MOSTLY_FALSE"]);
/** The collapsed 3-way view: supported / in between or unknown / refuted. */
const collapse = (v: Verdict) => (SUPPORTS.has(v) ? "supported" : REFUTES.has(v) ? "refuted" : "neither");

/** Verdicts fact-checkers gave a claim; where they point both ways, DISPUTED is right too. */
function acceptable(verdicts: Iterable<Verdict>): Set<Verdict> {
  const set = new Set(verdicts);
  if ([...set].some((v) => SUPPORTS.has(v)) && [...set].some((v) => REFUTES.has(v))) set.add("DISPUTED");
  return set;
}

const pct = (x: number | null, digits = 1) => (x === null || Number.isNaN(x) ? "   n/a" : `${(100 * x).toFixed(digits).padStart(5)}%`);
const num = (x: number, digits = 3) => x.toFixed(digits);

async function main() {
  const started = performance.now();
  const { createPrismaClient } = await import("@/lib/db-client");
  const { KnowledgeBase } = await import("@/lib/knowledge-base/knowledge-base");
  const { normalizeClaimText } = await import("@/lib/knowledge-base/text");
  const { upsertClaimReviews } = await import("@/lib/knowledge-base/import");
  const { ensureStarterKnowledgeBase } = await import("@/lib/knowledge-base/starter");
  const { normalizeRating } = await import("@/lib/fact-check/rating");
  const { runFactCheck } = await import("@/lib/fact-check/pipeline");
  const { PrismaCheckStore } = await import("@/lib/fact-check/store");
  const { LocalKnowledgeBaseProvider } = await import("@/lib/fact-check/providers/local-knowledge-base");
  const { CachedSourcesProvider } = await import("@/lib/fact-check/providers/cached-sources");
  const { LocalSynthesiser, weightedRatings } = await import("@/lib/fact-check/providers/local-synthesis");
  const { assess } = await import("@/lib/fact-check/confidence");
  const { CONFIDENCE_MAP, CONFIDENCE_MAPS_BY_PATH, calibrationFeatures, calibrationMapSchema, plattScore, readReliabilityFigures } =
    await import("@/lib/fact-check/calibration");
  const { bandFigures, brierScore, expectedCalibrationError, isotonicFit, plattFit, reliabilityBins } =
    await import("@/lib/fact-check/calibration-fit");
  const { DEFAULT_FILTERS } = await import("@/lib/fact-check/types");

  console.log(`eval:calibration — Node ${process.version}`);
  const database = throwawaySqliteDatabase("factlens-calibration-");
  const db = createPrismaClient(database.url);
  try {
    // The knowledge base: the starter fact-checks and every case's stored fact-check.
    await ensureStarterKnowledgeBase(db);
    const cases = readCases();
    const unchecked = readUnchecked();
    const caseRecords: ClaimReviewRecord[] = cases.map((c) => ({
      claimText: c.stored.claim,
      ...(c.stored.claimant ? { claimant: c.stored.claimant } : {}),
      publisherName: c.stored.publisher,
      reviewUrl: `https://factcheck.example/${c.id}`,
      ...(c.stored.reviewDate ? { reviewDate: new Date(c.stored.reviewDate) } : {}),
      textualRating: c.stored.rating,
      language: "en",
    }));
    await upsertClaimReviews(db, caseRecords, "import");
    const stored = await db.claimReview.findMany({ select: { normalizedClaim: true, textualRating: true, claimant: true } });
    const verdictsOf = new Map<string, Verdict[]>();
    const claimantOf = new Map<string, string | undefined>();
    for (const row of stored) {
      const verdict = normalizeRating(row.textualRating).verdict;
      verdictsOf.set(row.normalizedClaim, [...(verdictsOf.get(row.normalizedClaim) ?? []), ...(verdict ? [verdict] : [])]);
      claimantOf.set(row.normalizedClaim, row.claimant ?? undefined);
    }
    const storedIds = new Set(verdictsOf.keys());

    // The queries, each on its fixed side of the split (starter claims by the same hash rule, unrecorded).
    const starter = starterClaims();
    const split = splitOf([...cases.map((c) => c.id), ...unchecked.map((u) => u.id), ...starter.map((s) => `starter:${s.id}`)]);
    const queries: Query[] = [];
    let skipped = 0;
    for (const c of cases) {
      const group = split.get(c.id)!;
      const gold = acceptable(verdictsOf.get(normalizeClaimText(c.stored.claim)) ?? []);
      if (gold.size === 0) skipped += c.rewordings.length;
      else
        for (const r of c.rewordings)
          queries.push({ text: r.text, group, kind: "rewording", gold, own: normalizeClaimText(c.stored.claim) });
      for (const m of c.nearMisses) {
        const answer = nearMissAnswer(m, storedIds);
        const nearGold = answer ? acceptable(verdictsOf.get(answer) ?? []) : new Set<Verdict>(["UNCLEAR"]);
        if (nearGold.size) queries.push({ text: m.text, group, kind: "near miss", gold: nearGold, nearMiss: { case: c, kind: m.kind } });
      }
    }
    for (const u of unchecked) queries.push({ text: u.text, group: split.get(u.id)!, kind: "unchecked", gold: new Set(["UNCLEAR"]) });
    for (const s of starter) {
      const gold = acceptable(verdictsOf.get(s.id) ?? []);
      if (gold.size) queries.push({ text: s.text, group: split.get(`starter:${s.id}`)!, kind: "starter", gold });
    }
    console.log(
      `${cases.length} cases, ${unchecked.length} unchecked claims, ${starter.length} starter claims; ${queries.length} queries` +
        (skipped ? ` (${skipped} rewordings skipped: their stored rating does not read as a verdict)` : ""),
    );

    const knowledgeBase = new KnowledgeBase(db, { syncIntervalMs: 60_000 });
    await knowledgeBase.load();

    // The app's local pipeline; the synthesiser is watched so each answer's inputs can be re-scored.
    const seen = new Map<string, SynthesisInput>();
    const local = new LocalSynthesiser();
    const watched: Synthesiser = {
      name: local.name,
      synthesise: (input) => {
        seen.set(normalizeClaimText(input.claim), input);
        return local.synthesise(input);
      },
    };
    const now = new Date();
    const deps = {
      factCheckers: [new LocalKnowledgeBaseProvider(async () => knowledgeBase)],
      webEvidence: [new CachedSourcesProvider(db)],
      synthesiser: watched,
      fallbackSynthesiser: watched,
      store: new PrismaCheckStore(db),
      clock: () => now,
      budgets: { providerMs: 10_000, synthesisMs: 10_000 },
      cache: { ttlMs: 24 * 3600_000, recentTtlMs: 3600_000 },
    };

    let mismatched = 0;
    async function ask(list: Query[], label: string): Promise<Outcome[]> {
      const outcomes: Outcome[] = [];
      const phase = performance.now();
      for (const [i, query] of list.entries()) {
        if (i > 0 && i % 500 === 0)
          process.stderr.write(`  ${label}: ${i}/${list.length} queries, ${((performance.now() - phase) / 1000).toFixed(0)} s\n`);
        const result = await runFactCheck(
          { claim: query.text, mode: "standard", includeReasoning: false, maxSources: 5, filters: DEFAULT_FILTERS },
          deps,
        );
        const input = seen.get(normalizeClaimText(query.text))!;
        const ratings = weightedRatings(input.matches, input.now);
        const failedProviders = input.failedProviders.length;
        // The pipeline's answer is exactly what the committed map gives these inputs.
        const expected = assess(ratings, { failedProviders, calibration: CONFIDENCE_MAP });
        if (expected.status !== result.verdict.status || expected.confidence !== result.verdict.confidence) mismatched++;
        // A same-speaker near miss that matched that speaker's other claim may be a paraphrase of it: not scored.
        const top = [...input.matches].sort((a, b) => b.matchScore - a.matchScore)[0];
        if (
          query.nearMiss &&
          top &&
          result.verdict.status !== "UNCLEAR" &&
          mayBeSameSpeakersClaim(query.nearMiss.case, query.nearMiss.kind, normalizeClaimText(top.claim.text), claimantOf)
        )
          continue;
        const status = result.verdict.status;
        // An honest visitor confirms a suggestion of the rewording's own fact-check (and rejects any other).
        let confirmed: Outcome["confirmed"];
        const suggestion = result.suggestion;
        if (status === "UNCLEAR" && suggestion && query.own && normalizeClaimText(suggestion.claim) === query.own) {
          const reviews: FactCheckMatch[] = suggestion.reviews
            .filter((r) => r.verdict !== "UNCLEAR")
            .map((r) => ({
              claim: { text: suggestion.claim },
              review: {
                publisherName: r.publisher,
                url: r.url,
                textualRating: r.textualRating,
                language: "en",
                ...(r.reviewDate ? { reviewDate: new Date(r.reviewDate) } : {}),
              },
              verdict: r.verdict,
              matchScore: 1,
              provider: "local-knowledge-base",
            }));
          const confirmedRatings = weightedRatings(reviews, input.now);
          const answer = assess(confirmedRatings, { failedProviders: 0, calibration: CONFIDENCE_MAPS_BY_PATH.confirmed });
          confirmed = { ratings: confirmedRatings, status: answer.status, correct: query.gold.has(answer.status) };
        }
        outcomes.push({
          query,
          status,
          pipelineConfidence: result.verdict.confidence,
          ratings,
          failedProviders,
          correct: query.gold.has(status),
          correct3: [...query.gold].some((g) => collapse(g) === collapse(status)),
          ...(confirmed ? { confirmed } : {}),
        });
      }
      process.stderr.write(`  ${label}: ${list.length} queries in ${((performance.now() - phase) / 1000).toFixed(0)} s\n`);
      return outcomes;
    }

    const outcomes = await ask(queries, "eval/matching");
    if (mismatched)
      throw new Error(
        `${mismatched} pipeline answers differ from assess() with the committed map: the eval would not measure what the app does`,
      );

    // The confidence each outcome gets before calibration and under a map; the verdict must not move.
    const scoredWith = (list: Outcome[], calibration: CalibrationMap | null) =>
      list.map((o) => {
        const a = assess(o.ratings, { failedProviders: o.failedProviders, calibration });
        if (a.status !== o.status) throw new Error(`calibration changed a verdict: ${o.query.text}`);
        return { ...o, confidence: a.confidence, inputs: a.calibrationInputs };
      });

    // Fit on the training side's answers only.
    const trainAnswers = scoredWith(
      outcomes.filter((o) => o.query.group === "train" && o.status !== "UNCLEAR"),
      null,
    );
    const fitMap = (answers: Array<{ inputs?: ReturnType<typeof assess>["calibrationInputs"]; correct: boolean }>): CalibrationMap => {
      const rows = answers.map((o) => ({ features: calibrationFeatures(o.inputs!), correct: o.correct }));
      const platt = plattFit(rows);
      const isotonic = isotonicFit(answers.map((o) => ({ score: plattScore(platt, o.inputs!), correct: o.correct })));
      return calibrationMapSchema.parse({
        method: "platt+isotonic",
        fittedAt: now.toISOString().slice(0, 10),
        command: COMMAND,
        trainedOn: { answers: answers.length, correct: answers.filter((o) => o.correct).length },
        intercept: Number(platt.intercept.toFixed(4)),
        weights: Object.fromEntries(Object.entries(platt.weights).map(([k, v]) => [k, Number(v.toFixed(4))])),
        isotonic: { x: isotonic.x.map((x) => Number(x.toFixed(4))), y: isotonic.y.map((y) => Number(y.toFixed(4))) },
      });
    };
    const fitted = fitMap(trainAnswers);

    // Visitor-confirmed answers: their own map, fitted on the training side's confirmations.
    type Confirmed = {
      query: Query;
      status: Verdict;
      confidence: number;
      correct: boolean;
      inputs?: ReturnType<typeof assess>["calibrationInputs"];
    };
    const confirmedWith = (list: Outcome[], calibration: CalibrationMap | null): Confirmed[] =>
      list.flatMap((o) => {
        if (!o.confirmed) return [];
        const a = assess(o.confirmed.ratings, { failedProviders: 0, calibration });
        return a.status === "UNCLEAR"
          ? []
          : [{ query: o.query, status: a.status, confidence: a.confidence, correct: o.confirmed.correct, inputs: a.calibrationInputs }];
      });
    const trainConfirmed = confirmedWith(
      outcomes.filter((o) => o.query.group === "train"),
      null,
    );
    const fittedConfirmed = trainConfirmed.length >= 30 ? fitMap(trainConfirmed) : null;

    const describe = (list: Outcome[]) => {
      const by = (kind: Kind) => list.filter((o) => o.query.kind === kind).length;
      return (["rewording", "near miss", "unchecked", "starter", "dev"] as Kind[])
        .filter((k) => by(k))
        .map(
          (k) =>
            `${by(k)} ${{ rewording: "rewordings", "near miss": "near misses", unchecked: "unchecked claims", starter: "starter claims", dev: "claims" }[k]}`,
        )
        .join(", ");
    };

    function report(title: string, list: Outcome[]) {
      if (list.length === 0) return;
      const answered = list.filter((o) => o.status !== "UNCLEAR");
      const unclear = list.length - answered.length;
      console.log(`\n${title}: ${list.length} queries (${describe(list)})`);
      console.log(
        `  accuracy ${pct(list.filter((o) => o.correct).length / list.length)} exact (7-way), ${pct(list.filter((o) => o.correct3).length / list.length)} collapsed (3-way)`,
      );
      console.log(
        `  answers other than UNCLEAR: ${answered.length}, of which right ${pct(answered.filter((o) => o.correct).length / Math.max(1, answered.length))}; UNCLEAR: ${unclear}, of which right ${pct(list.filter((o) => o.status === "UNCLEAR" && o.correct).length / Math.max(1, unclear))}`,
      );
      const before = scoredWith(answered, null);
      const after = scoredWith(answered, fitted);
      console.log(`                     before       after`);
      console.log(
        `  ECE (10 bins)     ${num(expectedCalibrationError(before)).padStart(7)}     ${num(expectedCalibrationError(after)).padStart(7)}`,
      );
      console.log(`  Brier             ${num(brierScore(before)).padStart(7)}     ${num(brierScore(after)).padStart(7)}`);
      console.log(`  band        before: n  accuracy  mean conf   after: n  accuracy  mean conf`);
      const bandsBefore = bandFigures(before);
      const bandsAfter = bandFigures(after);
      bandsBefore.forEach((b, i) => {
        const a = bandsAfter[i];
        const flag = a.count >= 20 ? (Math.abs(100 * a.accuracy! - a.meanConfidence!) <= 5 ? "  within 5" : "  OFF BY >5") : "";
        const cells = (x: typeof b) =>
          `${String(x.count).padStart(8)}  ${pct(x.accuracy)}  ${x.meanConfidence === null ? "      n/a" : `${x.meanConfidence.toFixed(1).padStart(8)}%`}`;
        console.log(`  ${`${b.lower}-${b.upper}`.padEnd(7)} ${cells(b)}   ${cells(a)}${flag}`);
      });
      return { before, after };
    }

    console.log(
      `\nFitted on ${trainAnswers.length} training answers (${fitted.trainedOn.correct} right): intercept ${fitted.intercept}, weights ${JSON.stringify(fitted.weights)}, ${fitted.isotonic.x.length} isotonic points`,
    );
    console.log(`Every pipeline answer equals assess() with the committed map; no verdict moved under the new one.`);
    report(
      "TRAIN",
      outcomes.filter((o) => o.query.group === "train"),
    );
    const test = outcomes.filter((o) => o.query.group === "test");
    const held = report("HELD-OUT (test split)", test)!;
    for (const kind of ["rewording", "near miss", "unchecked", "starter"] as Kind[]) {
      const list = test.filter((o) => o.query.kind === kind);
      const answered = list.filter((o) => o.status !== "UNCLEAR");
      console.log(
        `    ${kind.padEnd(10)} ${String(list.length).padStart(5)} queries, accuracy ${pct(list.filter((o) => o.correct).length / Math.max(1, list.length))}, ${answered.length} answered`,
      );
    }

    // Per path: the scorer's matches, and answers the visitor confirmed. A chat model's judgments
    // cannot be replayed here (no model runs in this evaluation): that path uses the scorer's map.
    const testConfirmed = confirmedWith(test, fittedConfirmed ?? fitted);
    const scorerHeld = held.after;
    const pathFigures = [
      { path: "scorer" as const, list: scorerHeld },
      { path: "confirmed" as const, list: testConfirmed },
    ].map(({ path: name, list }) => ({
      path: name,
      answers: list.length,
      accuracy: Number((list.filter((o) => o.correct).length / Math.max(1, list.length)).toFixed(4)),
      ece: Number(expectedCalibrationError(list).toFixed(4)),
      wrongAbove90: list.filter((o) => !o.correct && o.confidence > 90).length,
      bins: reliabilityBins(list).map(rounded),
    }));
    console.log("\nHELD-OUT per match path (answers other than UNCLEAR)");
    for (const f of pathFigures)
      console.log(
        `  ${f.path.padEnd(10)} ${String(f.answers).padStart(5)} answers, accuracy ${pct(f.accuracy)}, ECE ${num(f.ece)}, wrong answers above 90% confidence: ${f.wrongAbove90}`,
      );
    console.log("  model      no answers: no chat model runs in this evaluation (its path uses the scorer's map)");
    const mapFile = { ...fitted, paths: { scorer: fitted, ...(fittedConfirmed ? { confirmed: fittedConfirmed } : {}) } };
    writeFileSync(MAP_FILE, `${JSON.stringify(mapFile, null, 2)}\n`);
    const figures = readReliabilityFigures({
      generatedAt: now.toISOString().slice(0, 10),
      command: COMMAND,
      split: "held-out (test) side of eval/matching and the starter knowledge base",
      claims: test.length,
      answers: held.after.length,
      accuracy: Number((held.after.filter((o) => o.correct).length / Math.max(1, held.after.length)).toFixed(4)),
      ece: Number(expectedCalibrationError(held.after).toFixed(4)),
      brier: Number(brierScore(held.after).toFixed(4)),
      uncalibrated: { ece: Number(expectedCalibrationError(held.before).toFixed(4)), brier: Number(brierScore(held.before).toFixed(4)) },
      bins: reliabilityBins(held.after).map(rounded),
      bands: bandFigures(held.after).map(rounded),
      paths: pathFigures,
    });
    writeFileSync(FIGURES_FILE, `${JSON.stringify(figures, null, 2)}\n`);
    console.log(`\nwrote ${path.relative(process.cwd(), MAP_FILE)} and ${path.relative(process.cwd(), FIGURES_FILE)}`);

    if (devPath) {
      type DevRecord = {
        id: string;
        claim: string;
        claimant?: string | null;
        rating_text: string;
        verdict: Verdict;
        verdict_alt?: Verdict | null;
        publisher: string;
        publisher_site?: string | null;
        url: string;
        review_date?: string | null;
        date?: string | null;
        language?: string | null;
      };
      const dev = readFileSync(devPath, "utf8")
        .split("\n")
        .filter((line) => line.trim())
        .map((line) => JSON.parse(line) as DevRecord);
      const devRecords: ClaimReviewRecord[] = dev.map((r) => {
        const reviewDate = r.review_date ?? r.date;
        return {
          claimText: r.claim,
          ...(r.claimant ? { claimant: r.claimant } : {}),
          publisherName: r.publisher,
          ...(r.publisher_site ? { publisherSite: r.publisher_site } : {}),
          reviewUrl: r.url,
          ...(reviewDate ? { reviewDate: new Date(reviewDate) } : {}),
          textualRating: r.rating_text,
          language: r.language ?? "en",
        };
      });
      await upsertClaimReviews(db, devRecords, "import");
      await knowledgeBase.sync();
      const devQueries: Query[] = dev.map((r) => ({
        text: r.claim,
        group: r.id.startsWith("politifact") ? "dev-politifact" : "dev-other",
        kind: "dev",
        gold: new Set([r.verdict, ...(r.verdict_alt ? [r.verdict_alt] : [])]),
      }));
      const devOutcomes = await ask(devQueries, "dev sample");
      console.log(`\n--dev ${devPath}: ${dev.length} real fact-checks indexed and asked as written (never fitted on)`);
      report("DEV SAMPLE, all", devOutcomes);
      report(
        "DEV SAMPLE, PolitiFact",
        devOutcomes.filter((o) => o.query.group === "dev-politifact"),
      );
      report(
        "DEV SAMPLE, AVeriTeC",
        devOutcomes.filter((o) => o.query.group === "dev-other"),
      );
    }
    console.log(`\ndone in ${((performance.now() - started) / 1000).toFixed(0)} s`);
  } finally {
    await db.$disconnect();
    database.remove();
  }
}

function rounded<T extends { meanConfidence: number | null; accuracy: number | null }>(bin: T): T {
  return {
    ...bin,
    meanConfidence: bin.meanConfidence === null ? null : Number(bin.meanConfidence.toFixed(2)),
    accuracy: bin.accuracy === null ? null : Number(bin.accuracy.toFixed(4)),
  };
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
