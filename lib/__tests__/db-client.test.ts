import { spawn } from "node:child_process";
import Database from "better-sqlite3";
import { createPrismaClient } from "@/lib/db-client";
import { createTestDatabase } from "@/tests/support/test-database";

/**
 * SQLite under concurrent writers: WAL mode and a busy timeout make writers from separate
 * connections (as from several processes) queue for the lock instead of failing with
 * SQLITE_BUSY, while readers carry on.
 */
describe("SQLite client", () => {
  let database: ReturnType<typeof createTestDatabase>;
  beforeAll(() => {
    database = createTestDatabase();
  });
  afterAll(() => database.cleanup());
  const file = () => database.url.replace(/^file:/, "");

  it("runs in WAL mode", async () => {
    await database.db.pageView.count();
    const raw = new Database(file());
    try {
      expect(raw.pragma("journal_mode", { simple: true })).toBe("wal");
    } finally {
      raw.close();
    }
  });

  it("keeps every row when three clients write 150 rows each at once", async () => {
    const clients = [database.db, createPrismaClient(database.url), createPrismaClient(database.url)];
    try {
      const event = `wal-${Date.now()}`;
      await Promise.all(
        clients.flatMap((client, c) =>
          Array.from({ length: 150 }, (_, i) => client.pageView.create({ data: { event, path: `/c${c}/${i}` } })),
        ),
      );
      expect(await database.db.pageView.count({ where: { event } })).toBe(450);
    } finally {
      await Promise.all(clients.slice(1).map((client) => client.$disconnect()));
    }
  }, 60_000);

  it("waits for another process's write lock instead of failing, and reads meanwhile", async () => {
    const event = `busy-${Date.now()}`;
    // better-sqlite3 waits synchronously, so the lock is held by another process, as it would be.
    const holder = spawn(
      process.execPath,
      [
        "-e",
        `const db = require("better-sqlite3")(process.argv[1]);
         db.exec("BEGIN IMMEDIATE");
         db.prepare("INSERT INTO page_views (id, event, path, createdAt) VALUES (?, ?, ?, ?)").run("held-" + process.argv[2], process.argv[2], "/held", Date.now());
         console.log("locked");
         setTimeout(() => { db.exec("COMMIT"); db.close(); }, 500);`,
        file(),
        event,
      ],
      { stdio: ["ignore", "pipe", "inherit"] },
    );
    const exited = new Promise((resolve) => holder.once("exit", resolve));
    await new Promise<void>((resolve) => holder.stdout.once("data", () => resolve()));
    const started = Date.now();
    // A reader is not blocked by the writer (WAL): it sees the committed state, without the held row.
    expect(await database.db.pageView.count({ where: { event } })).toBe(0);
    await database.db.pageView.create({ data: { event, path: "/waiting" } });
    expect(Date.now() - started).toBeGreaterThanOrEqual(200);
    expect(await database.db.pageView.count({ where: { event } })).toBe(2);
    await exited;
  }, 30_000);

  it("refuses a URL that is neither SQLite nor PostgreSQL", () => {
    expect(() => createPrismaClient("mysql://127.0.0.1/db")).toThrow(/file: URL .* postgres:\/\//);
  });
});
