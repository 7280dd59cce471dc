import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { spawnSync } from "node:child_process";
import { createPrismaClient } from "@/lib/db-client";
import { sqliteFilePath } from "@/lib/sqlite-files.mjs";

/** The SQLite database and its folder are private to the server's user,, whatever the umask. */

const mode = (file: string) => fs.statSync(file).mode & 0o777;

let root: string;
let previousUmask: number;
beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), "factlens-sqlite-mode-"));
  previousUmask = process.umask(0o022); // the usual umask: files 0644, folders 0755 unless we say otherwise
});
afterEach(() => {
  process.umask(previousUmask);
  fs.rmSync(root, { recursive: true, force: true });
});

describe("SQLite file permissions", () => {
  it("migrate creates the folder 0700 and the database 0600", () => {
    const file = path.join(root, "data", "factlens.db");
    const result = spawnSync(process.execPath, ["--experimental-wasm-modules", "--no-warnings", "server/migrate.mjs", "apply"], {
      // The child gets only what it needs: the database to create.
      env: { NODE_ENV: "test", DATABASE_URL: `file:${file}` },
      encoding: "utf8",
    });
    expect(result.stderr).toBe("");
    expect(mode(path.dirname(file))).toBe(0o700);
    for (const suffix of ["", "-wal", "-shm"])
      if (fs.existsSync(file + suffix)) expect([suffix, mode(file + suffix)]).toEqual([suffix, 0o600]);
    expect(mode(file)).toBe(0o600);
  });

  it("the app's client creates a new database 0600, and its WAL and shared-memory files are 0600", async () => {
    const file = path.join(root, "app.db");
    const db = createPrismaClient(`file:${file}`);
    try {
      await db.$queryRawUnsafe("PRAGMA journal_mode = WAL");
      await db.$executeRawUnsafe("CREATE TABLE t (x INTEGER)");
      await db.$executeRawUnsafe("INSERT INTO t VALUES (1)");
      expect(mode(file)).toBe(0o600);
      expect(fs.existsSync(`${file}-wal`)).toBe(true);
      expect(mode(`${file}-wal`)).toBe(0o600);
      expect(mode(`${file}-shm`)).toBe(0o600);
    } finally {
      await db.$disconnect();
    }
  });

  it("tightens an existing world-readable database file, and leaves an existing folder as it is", async () => {
    const file = path.join(root, "old.db");
    fs.writeFileSync(file, "", { mode: 0o644 });
    const db = createPrismaClient(`file:${file}`);
    await db.$queryRawUnsafe("SELECT 1");
    await db.$disconnect();
    expect(mode(file)).toBe(0o600);
    expect(mode(root)).toBe(0o700); // mkdtemp's own mode, untouched
  });

  it("the app's client creates no folder: a database in a missing one fails to open, as before", async () => {
    const file = path.join(root, "missing", "app.db");
    const db = createPrismaClient(`file:${file}`);
    await expect(db.$queryRawUnsafe("SELECT 1")).rejects.toThrow();
    await db.$disconnect();
    expect(fs.existsSync(path.dirname(file))).toBe(false);
  });

  it("reads the file of a file: URL only", () => {
    expect(sqliteFilePath("file:./data/x.db", "/srv/app")).toBe("/srv/app/data/x.db");
    expect(sqliteFilePath("file:/var/x.db?mode=rwc")).toBe("/var/x.db");
    expect(sqliteFilePath("file::memory:")).toBeNull();
    expect(sqliteFilePath("postgresql://localhost/x")).toBeNull();
  });
});
