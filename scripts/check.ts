// npm run check -- "a claim" [--json] [--mode fast|standard|detailed] [--reasoning]
// Runs one check through the same pipeline and providers as the API and prints it.
import { db } from "@/lib/db";
import { factCheckRequestSchema } from "@/lib/api/schemas/fact-check";
import { checkClaim } from "@/lib/fact-check/service";
import { confidenceBand } from "@/lib/fact-check/confidence";
import { VERDICT_LABELS } from "@/lib/fact-check/verdict-labels";

function parseArgs(argv: string[]) {
  const flags = { json: false, reasoning: false, mode: "fast" };
  const words: string[] = [];
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i];
    if (arg === "--json") flags.json = true;
    else if (arg === "--reasoning") flags.reasoning = true;
    else if (arg === "--mode") flags.mode = argv[++i] ?? "";
    else words.push(arg);
  }
  return { claim: words.join(" "), ...flags };
}

async function main() {
  const args = parseArgs(process.argv.slice(2));
  const parsed = factCheckRequestSchema.safeParse({ claim: args.claim, mode: args.mode, include_reasoning: args.reasoning || undefined });
  if (!parsed.success) {
    console.error(`error: ${parsed.error.issues[0].message}`);
    console.error('usage: npm run check -- "a claim" [--json] [--mode fast|standard|detailed] [--reasoning]');
    process.exit(2);
  }
  const result = await checkClaim(parsed.data);
  if (args.json) {
    console.log(JSON.stringify({ result }, null, 2));
  } else {
    const { status, confidence, summary } = result.verdict;
    console.log(`Claim:      ${result.query}`);
    console.log(`Verdict:    ${VERDICT_LABELS[status]} (${status})`);
    console.log(`Confidence: ${confidence}% (${confidenceBand(confidence)})${result.cached ? " — from cache" : ""}`);
    console.log(`Summary:    ${summary}`);
    console.log(`\nSources (${result.sources.length}):`);
    for (const source of result.sources) {
      console.log(`  [${source.id}] ${source.outlet} — ${source.title}`);
      console.log(`        ${source.url}`);
      console.log(
        `        stance ${source.stance}, credibility ${source.credibility}/10, relevance ${source.relevance}%${source.publishDate ? `, ${source.publishDate}` : ""}`,
      );
    }
    if (result.reasoning) console.log(`\nReasoning:\n${result.reasoning}`);
    console.log(
      `\nProviders:  ${result.providers.map((p) => `${p.name} ${p.status}${p.status === "skipped" ? "" : ` (${p.durationMs} ms)`}`).join(", ")}`,
    );
    for (const note of result.notes) console.log(`Note: ${note}`);
    console.log(`\nPermalink id: ${result.id}`);
  }
  await db.$disconnect();
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
