// npm run apikey -- create --email <user> [--tier free|pro] [--name <name>]
// npm run apikey -- list --email <user>
// npm run apikey -- revoke <key id>
// Operator commands for API keys (lib/api-keys/operator.ts). `create` prints only the key on
// stdout, so `KEY=$(npm run -s apikey -- create …)` works; notes go to stderr.
import { db } from "@/lib/db";
import { runApiKeyCommand } from "@/lib/api-keys/operator";

async function main() {
  const { exitCode, stdout, stderr } = await runApiKeyCommand({ db, argv: process.argv.slice(2) });
  for (const line of stdout) console.log(line);
  for (const line of stderr) console.error(line);
  await db.$disconnect();
  process.exit(exitCode);
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
