// npm run apikey -- create --email <user> [--tier free|pro] [--name <name>]
// npm run apikey -- list --email <user>
// npm run apikey -- revoke <key id>
// Operator commands for API keys (lib/api-keys/operator.ts). `create` prints only the key on
// stdout, so `KEY=$(npm run -s apikey -- create …)` works; notes go to stderr. It runs beside
// a live server, so it applies no migrations (the account it needs exists only in a migrated database).
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
  const message = error instanceof Error ? error.message : String(error);
  console.error(
    /no such table|table .* does not exist/i.test(message)
      ? `${message}\nThe database is not migrated: run \`npm run db:migrate\` (or start the app once).`
      : message,
  );
  process.exit(1);
});
