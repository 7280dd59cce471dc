// npm run judgments:export [-- --out FILE]: writes every stored match judgment as JSONL, one per
// line (query, candidate, candidateId, same, features, modelVersion, clientFingerprint hashed once
// more, createdAt), oldest first. FILE defaults to data/match-judgments.jsonl; "-" writes to stdout.
// Training reads it with lib/knowledge-base/judgments-file.ts (de-duplicated, capped per client).
import { once } from "node:events";
import fs from "node:fs";
import path from "node:path";
import { db } from "@/lib/db";
import { PrismaJudgmentStore } from "@/lib/fact-check/judgments";

function outPath(argv: string[]): string {
  const index = argv.indexOf("--out");
  if (index === -1) return path.join("data", "match-judgments.jsonl");
  const value = argv[index + 1];
  if (!value) throw new Error("--out needs a file name (or - for stdout)");
  return value;
}

async function main() {
  const out = outPath(process.argv.slice(2));
  const toStdout = out === "-";
  if (!toStdout) fs.mkdirSync(path.dirname(path.resolve(out)), { recursive: true });
  const stream = toStdout ? process.stdout : fs.createWriteStream(out);
  let count = 0;
  for await (const line of new PrismaJudgmentStore(db).exportLines()) {
    if (!stream.write(`${JSON.stringify(line)}\n`)) await once(stream, "drain");
    count += 1;
  }
  if (!toStdout)
    await new Promise<void>((resolve, reject) =>
      (stream as fs.WriteStream).end((error?: Error | null) => (error ? reject(error) : resolve())),
    );
  console.error(`judgments:export: ${count} judgment${count === 1 ? "" : "s"} written to ${toStdout ? "stdout" : out}`);
  await db.$disconnect();
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
