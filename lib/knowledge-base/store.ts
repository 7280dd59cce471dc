import Database from "better-sqlite3";
import { randomUUID } from "node:crypto";
import pg from "pg";
import type { ClaimReviewRow, StoredClaimReviewRow } from "@/lib/knowledge-base/import";
import { sqliteFilePath } from "@/lib/sqlite-files.mjs";

/**
 * The `claim_reviews` table reached through the database driver itself, for bulk imports.
 * Prisma's client costs a query-compiler round per statement: for batches of a thousand rows
 * that is several times the time and hundreds of megabytes of short-lived memory. The importer
 * needs three statements, written here once per database against the schema's own columns;
 * values are stored exactly as Prisma stores them (tests read them back through Prisma).
 * Each `write` is one transaction; nothing holds a lock between them.
 */
export interface ClaimReviewStore {
  readonly kind: "sqlite" | "postgresql";
  /** The stored records whose review URL is one of `urls`. */
  findByReviewUrls(urls: string[]): Promise<StoredClaimReviewRow[]>;
  /** Adds `creates` and rewrites `updates` in one transaction. */
  write(creates: ClaimReviewRow[], updates: Array<{ id: string; row: ClaimReviewRow }>): Promise<void>;
  close(): Promise<void>;
}

const CONTENT = [
  "claimText",
  "normalizedClaim",
  "claimant",
  "claimDate",
  "publisherName",
  "publisherSite",
  "reviewUrl",
  "title",
  "reviewDate",
  "textualRating",
  "verdict",
  "language",
  "category",
  "summary",
  "origin",
] as const satisfies ReadonlyArray<keyof ClaimReviewRow>;
const DATES = new Set<string>(["claimDate", "reviewDate"]);
const quoted = (names: readonly string[]) => names.map((name) => `"${name}"`).join(", ");

export class UniqueViolation extends Error {}

/** The store of a DATABASE_URL (`file:` SQLite, `postgres(ql)://` PostgreSQL). */
export function openClaimReviewStore(url: string): ClaimReviewStore {
  if (url.startsWith("file:")) return new SqliteStore(url);
  if (/^postgres(ql)?:\/\//.test(url)) return new PostgresStore(url);
  throw new Error("DATABASE_URL must be a file: URL (SQLite) or a postgres:// URL (PostgreSQL).");
}

/** Prisma's SQLite adapter stores a DateTime as ISO 8601 text with a `+00:00` offset. */
const sqliteDate = (date: Date | null) => (date ? date.toISOString().replace("Z", "+00:00") : null);
const readDate = (value: unknown) =>
  value === null || value === undefined ? null : new Date(typeof value === "number" ? value : String(value));

function fromStored(row: Record<string, unknown>, toDate: (value: unknown) => Date | null): StoredClaimReviewRow {
  const out: Record<string, unknown> = { id: row.id };
  for (const column of CONTENT) out[column] = DATES.has(column) ? toDate(row[column]) : (row[column] ?? null);
  return out as StoredClaimReviewRow;
}

class SqliteStore implements ClaimReviewStore {
  readonly kind = "sqlite" as const;
  private readonly db: Database.Database;
  private readonly insert: Database.Statement;
  private readonly update: Database.Statement;
  private readonly finds = new Map<number, Database.Statement>();

  constructor(url: string) {
    const file = sqliteFilePath(url);
    // An in-memory database would be this store's own, empty one: never the app's.
    if (!file) throw new Error(`DATABASE_URL ${url} names no SQLite file to import into`);
    // The same settings as the app's client (lib/db-client.ts): WAL, so the server reads on while
    // a batch is written, and a busy timeout, so writers queue.
    this.db = new Database(file, { fileMustExist: true, timeout: 5000 });
    this.db.pragma("journal_mode = WAL");
    this.db.pragma("synchronous = NORMAL");
    this.insert = this.db.prepare(
      `INSERT INTO "claim_reviews" (${quoted(["id", ...CONTENT, "createdAt", "updatedAt"])}) VALUES (${["id", ...CONTENT, "createdAt", "updatedAt"].map(() => "?").join(", ")})`,
    );
    this.update = this.db.prepare(
      `UPDATE "claim_reviews" SET ${CONTENT.map((column) => `"${column}" = ?`).join(", ")}, "updatedAt" = ? WHERE "id" = ?`,
    );
  }

  private values(row: ClaimReviewRow) {
    return CONTENT.map((column) => (DATES.has(column) ? sqliteDate(row[column] as Date | null) : row[column]));
  }

  async findByReviewUrls(urls: string[]): Promise<StoredClaimReviewRow[]> {
    if (urls.length === 0) return [];
    let find = this.finds.get(urls.length);
    if (!find) {
      find = this.db.prepare(
        `SELECT "id", ${quoted(CONTENT)} FROM "claim_reviews" WHERE "reviewUrl" IN (${urls.map(() => "?").join(", ")})`,
      );
      this.finds.set(urls.length, find);
    }
    return (find.all(...urls) as Array<Record<string, unknown>>).map((row) => fromStored(row, readDate));
  }

  async write(creates: ClaimReviewRow[], updates: Array<{ id: string; row: ClaimReviewRow }>): Promise<void> {
    // IMMEDIATE takes the write lock at BEGIN (waiting up to the busy timeout), so the
    // transaction never has to upgrade a read lock that another writer is holding. The time
    // stamp is taken under the lock: no other writer commits between it and this commit.
    const run = this.db.transaction(() => {
      const now = sqliteDate(new Date());
      for (const row of creates) this.insert.run(randomUUID(), ...this.values(row), now, now);
      for (const { id, row } of updates) this.update.run(...this.values(row), now, id);
    });
    try {
      run.immediate();
    } catch (error) {
      if ((error as { code?: string }).code === "SQLITE_CONSTRAINT_UNIQUE") throw new UniqueViolation((error as Error).message);
      throw error;
    }
  }

  async close(): Promise<void> {
    this.db.close();
  }
}

const PG_TYPES: Record<string, string> = { claimDate: "timestamp(3)", reviewDate: "timestamp(3)" };

class PostgresStore implements ClaimReviewStore {
  readonly kind = "postgresql" as const;
  private readonly pool: pg.Pool;

  constructor(url: string) {
    this.pool = new pg.Pool({ connectionString: url, max: 1 });
  }

  async findByReviewUrls(urls: string[]): Promise<StoredClaimReviewRow[]> {
    if (urls.length === 0) return [];
    // Dates as text: a `timestamp` column holds UTC (as Prisma writes it), read without the
    // driver's local-time reading.
    const columns = CONTENT.map((column) =>
      DATES.has(column) ? `to_char("${column}", 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "${column}"` : `"${column}"`,
    ).join(", ");
    const result = await this.pool.query(`SELECT "id", ${columns} FROM "claim_reviews" WHERE "reviewUrl" = ANY($1::text[])`, [urls]);
    return result.rows.map((row) => fromStored(row, readDate));
  }

  async write(creates: ClaimReviewRow[], updates: Array<{ id: string; row: ClaimReviewRow }>): Promise<void> {
    // One statement for all new rows: each column travels as one array, unnested into rows.
    const pgValue = (row: ClaimReviewRow, column: (typeof CONTENT)[number]) =>
      DATES.has(column) ? ((row[column] as Date | null)?.toISOString() ?? null) : row[column];
    const client = await this.pool.connect();
    try {
      await client.query("BEGIN");
      const now = new Date().toISOString();
      if (creates.length > 0) {
        const arrays = [creates.map(() => randomUUID()), ...CONTENT.map((column) => creates.map((row) => pgValue(row, column)))];
        const casts = ["text", ...CONTENT.map((column) => PG_TYPES[column] ?? "text")].map((type, i) => `$${i + 1}::${type}[]`);
        await client.query(
          `INSERT INTO "claim_reviews" (${quoted(["id", ...CONTENT, "createdAt", "updatedAt"])}) SELECT *, $${casts.length + 1}::timestamp(3), $${casts.length + 1}::timestamp(3) FROM UNNEST(${casts.join(", ")})`,
          [...arrays, now],
        );
      }
      for (const { id, row } of updates) {
        const sets = CONTENT.map((column, i) => `"${column}" = $${i + 1}${PG_TYPES[column] ? `::${PG_TYPES[column]}` : ""}`).join(", ");
        await client.query(
          `UPDATE "claim_reviews" SET ${sets}, "updatedAt" = $${CONTENT.length + 1}::timestamp(3) WHERE "id" = $${CONTENT.length + 2}`,
          [...CONTENT.map((column) => pgValue(row, column)), now, id],
        );
      }
      await client.query("COMMIT");
    } catch (error) {
      await client.query("ROLLBACK").catch(() => {});
      if ((error as { code?: string }).code === "23505") throw new UniqueViolation((error as Error).message);
      throw error;
    } finally {
      client.release();
    }
  }

  async close(): Promise<void> {
    await this.pool.end();
  }
}
