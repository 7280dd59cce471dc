import { hashApiKey, looksLikeApiKey } from "@/lib/api-keys/keys";
import { runApiKeyCommand } from "@/lib/api-keys/operator";
import { resolveApiKey } from "@/lib/api-keys/store";
import { createTestDatabase } from "@/tests/support/test-database";

describe("npm run apikey", () => {
  const { db, cleanup } = createTestDatabase();
  afterAll(cleanup);
  const run = (...argv: string[]) => runApiKeyCommand({ db, argv });

  it("creates a Pro key for an account by email and prints only the key on stdout", async () => {
    const user = await db.user.create({ data: { email: "ops-pro@example.com" } });
    const result = await run("create", "--tier", "pro", "--email", "OPS-PRO@example.com ", "--name", "partner feed");
    expect(result.exitCode).toBe(0);
    expect(result.stdout).toHaveLength(1);
    const [key] = result.stdout;
    expect(looksLikeApiKey(key)).toBe(true);
    expect(result.stderr.join("\n")).toMatch(/created a pro key fl_.{8}… .*ops-pro@example.com/);
    const row = await db.apiKey.findFirstOrThrow({ where: { userId: user.id } });
    expect(row).toMatchObject({ tier: "pro", name: "partner feed", keyHash: hashApiKey(key) });
    expect(await resolveApiKey({ db, key })).toMatchObject({ status: "valid", tier: "pro" });
  });

  it("lists an account's keys and revokes one by id", async () => {
    await db.user.create({ data: { email: "ops-list@example.com" } });
    const [key] = (await run("create", "--email", "ops-list@example.com")).stdout;
    const listed = await run("list", "--email", "ops-list@example.com");
    expect(listed.stdout).toEqual([
      expect.stringMatching(new RegExp(`^[0-9a-f-]{36}  ${key.slice(0, 11)}…  free  created .*  last used never  active$`)),
    ]);
    expect(listed.stdout[0]).not.toContain(key);
    const id = listed.stdout[0].split("  ")[0];
    expect((await run("revoke", id)).exitCode).toBe(0);
    expect(await resolveApiKey({ db, key })).toEqual({ status: "revoked" });
    expect((await run("list", "--email", "ops-list@example.com")).stdout[0]).toMatch(/revoked \d{4}-/);
  });

  it("refuses bad arguments with the usage, and an unknown account or key with exit code 1", async () => {
    for (const argv of [[], ["rotate"], ["create", "--tier", "gold", "--email", "a@b.c"], ["create", "--tier", "pro"], ["revoke"]]) {
      const result = await run(...argv);
      expect(result.exitCode).toBe(2);
      expect(result.stderr.join("\n")).toContain("usage: npm run apikey");
    }
    // A name follows the rule of a key made on Settings: trimmed, at most 60 characters.
    const long = await run("create", "--email", "a@b.c", "--name", "n".repeat(61));
    expect(long).toMatchObject({ exitCode: 2, stdout: [] });
    expect(long.stderr.join("\n")).toContain("--name: Name must be at most 60 characters");
    expect(await run("create", "--email", "nobody@example.com")).toMatchObject({ exitCode: 1, stdout: [] });
    expect((await run("revoke", crypto.randomUUID())).exitCode).toBe(1);
  });
});
