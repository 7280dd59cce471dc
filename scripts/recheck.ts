// npm run recheck: one re-check pass over followed claims whose answer has expired (for cron).
// Exits 0 when the pass ran or another instance held the lease; its last line is the outcome as JSON
// (the log's lines come before it).
import { db } from "@/lib/db";
import { runRecheckPassNow } from "@/lib/follow/service";

async function main() {
  const outcome = await runRecheckPassNow();
  console.log(JSON.stringify(outcome));
  await db.$disconnect();
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
