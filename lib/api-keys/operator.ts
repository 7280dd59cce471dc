import "server-only";
import { normalizeEmail } from "@/lib/auth/credentials";
import type { PrismaClient } from "@/generated/prisma/client";
import { isApiKeyTier } from "@/lib/api-keys/keys";
import { createApiKey, listApiKeys, revokeApiKey } from "@/lib/api-keys/store";
import { createApiKeyRequestSchema } from "@/lib/api/schemas/api-keys";

/**
 * The operator's API key command (`npm run apikey -- …`), as a function of its arguments so
 * tests run it against a test database:
 *
 *   create --email <user> [--tier free|pro] [--name <name>]   prints the new key (once)
 *   list --email <user>                                       the account's keys
 *   revoke <key id>                                           revokes it
 */

export const APIKEY_USAGE = [
  "usage: npm run apikey -- create --email <user> [--tier free|pro] [--name <name>]",
  "       npm run apikey -- list --email <user>",
  "       npm run apikey -- revoke <key id>",
].join("\n");

export type CommandResult = { exitCode: number; stdout: string[]; stderr: string[] };

function parseFlags(argv: string[]) {
  const flags: Record<string, string> = {};
  const words: string[] = [];
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i];
    if (arg.startsWith("--")) {
      const [flag, inline] = arg.slice(2).split("=", 2);
      flags[flag] = inline ?? argv[++i] ?? "";
    } else words.push(arg);
  }
  return { flags, words };
}

export async function runApiKeyCommand({ db, argv }: { db: PrismaClient; argv: string[] }): Promise<CommandResult> {
  const stdout: string[] = [];
  const fail = (message: string, exitCode = 2): CommandResult => ({
    exitCode,
    stdout,
    stderr: [`error: ${message}`, ...(exitCode === 2 ? [APIKEY_USAGE] : [])],
  });
  const [command, ...rest] = argv;
  const { flags, words } = parseFlags(rest);

  const userByEmail = async () => {
    if (!flags.email) return null;
    return db.user.findUnique({ where: { email: normalizeEmail(flags.email) }, select: { id: true, email: true } });
  };

  switch (command) {
    case "create": {
      const tier = flags.tier ?? "free";
      if (!isApiKeyTier(tier)) return fail(`--tier must be free or pro, not "${tier}"`);
      if (!flags.email) return fail("--email is required");
      // The same rule as a key made on Settings.
      const name = createApiKeyRequestSchema.shape.name.safeParse(flags.name);
      if (!name.success) return fail(`--name: ${name.error.issues[0].message}`);
      const user = await userByEmail();
      if (!user) return fail(`no account with the email ${flags.email}`, 1);
      const { key, record } = await createApiKey({ db, userId: user.id, tier, name: name.data });
      stdout.push(key);
      return {
        exitCode: 0,
        stdout,
        stderr: [`created a ${tier} key ${record.prefix}… (id ${record.id}) for ${user.email}; it is shown only this once`],
      };
    }
    case "list": {
      if (!flags.email) return fail("--email is required");
      const user = await userByEmail();
      if (!user) return fail(`no account with the email ${flags.email}`, 1);
      for (const key of await listApiKeys({ db, userId: user.id })) {
        const state = key.revokedAt ? `revoked ${key.revokedAt}` : "active";
        stdout.push(
          [key.id, `${key.prefix}…`, key.tier, `created ${key.createdAt}`, `last used ${key.lastUsedAt ?? "never"}`, state, key.name]
            .filter(Boolean)
            .join("  "),
        );
      }
      return { exitCode: 0, stdout, stderr: stdout.length ? [] : [`${user.email} has no API keys`] };
    }
    case "revoke": {
      const id = words[0];
      if (!id) return fail("give the id of the key to revoke (see `list`)");
      const revoked = await revokeApiKey({ db, id });
      if (!revoked) return fail(`no API key with the id ${id}`, 1);
      return { exitCode: 0, stdout, stderr: [`revoked ${revoked.prefix}… (${revoked.tier}) at ${revoked.revokedAt}`] };
    }
    default:
      return fail(command ? `unknown command "${command}"` : "give a command");
  }
}
