import { isUniqueViolation } from "@/lib/db-errors";
import type { Prisma, PrismaClient } from "@/generated/prisma/client";
import { liveWindow, type ConsumeResult, type KeyWindow, type RateLimitStore, type WindowQuery } from "@/lib/rate-limit/stores/types";

/**
 * Rate limits on the `rate_limits` table (the embedded default). One row per key, whose id
 * and apiService are the key itself (`limit:web:ip:203.0.113.7`), so the primary key makes a
 * second row for the same key impossible; an ended window is overwritten in place, never
 * added to.
 *
 * Atomicity. `consume` reads the keys' rows and writes them in one transaction:
 * - SQLite: Prisma's better-sqlite3 adapter runs one transaction at a time per process, so
 *   read-check-increment cannot interleave. The transaction never needs to roll back there,
 *   which matters because the adapter shares its single connection with queries outside it.
 * - PostgreSQL: every write is still conditional — `requestCount <= limit - cost` on
 *   a live window, `windowStart <= now - window` on an ended one — and PostgreSQL re-checks
 *   the condition after waiting for a concurrent writer's row lock. A write that no longer
 *   fits rolls the whole transaction back (no key changes) and the call reports a denial; a
 *   concurrent first insert of the same key (unique violation) is retried. The counts it
 *   reports are the ones its writes returned, not the ones read before. Keys are written
 *   in sorted order so two transactions never wait on each other in a cycle.
 */

const MAX_ATTEMPTS = 3;

class NoLongerFits extends Error {}

type Tx = Prisma.TransactionClient;
type Row = { id: string; requestCount: number; windowStart: Date };

export class DatabaseRateLimitStore implements RateLimitStore {
  readonly kind = "database" as const;

  constructor(private readonly db: PrismaClient) {}

  async peek(query: WindowQuery): Promise<KeyWindow[]> {
    return this.windows(await this.rows(this.db, query.keys), query);
  }

  async consume(query: WindowQuery & { cost: number }): Promise<ConsumeResult> {
    for (let attempt = 1; ; attempt++) {
      try {
        return await this.db.$transaction((tx) => this.consumeOnce(tx, query), { maxWait: 10_000, timeout: 10_000 });
      } catch (error) {
        if (error instanceof NoLongerFits) return { applied: false, windows: await this.peek(query) };
        if (isUniqueViolation(error) && attempt < MAX_ATTEMPTS) continue;
        throw error;
      }
    }
  }

  private async consumeOnce(tx: Tx, query: WindowQuery & { cost: number }): Promise<ConsumeResult> {
    const keys = [...new Set(query.keys)].sort();
    const rows = await this.rows(tx, keys);
    const windows = this.windows(rows, { ...query, keys });
    if (windows.some((window) => window.count + query.cost > query.limit)) return { applied: false, windows };

    const endedBefore = new Date(query.now - query.windowMs);
    // The counts as written: on PostgreSQL a concurrent writer may have added to a row since it was read.
    const written = new Map<string, { count: number; start: number }>();
    const select = { requestCount: true, windowStart: true } as const;
    for (const window of windows) {
      const row = rows.get(window.key);
      if (!row) {
        await tx.rateLimit.create({
          data: {
            id: window.key,
            apiService: window.key,
            requestCount: query.cost,
            windowStart: new Date(window.start),
            createdAt: new Date(query.now),
          },
        });
        written.set(window.key, { count: query.cost, start: window.start });
        continue;
      }
      // Replace an ended window; otherwise add to the live one while it has room.
      let updated: Array<{ requestCount: number; windowStart: Date }> = [];
      if (row.windowStart <= endedBefore) {
        updated = await tx.rateLimit.updateManyAndReturn({
          where: { id: window.key, windowStart: { lte: endedBefore } },
          data: { requestCount: query.cost, windowStart: new Date(window.start) },
          select,
        });
      }
      if (updated.length === 0) {
        updated = await tx.rateLimit.updateManyAndReturn({
          where: { id: window.key, windowStart: { gt: endedBefore }, requestCount: { lte: query.limit - query.cost } },
          data: { requestCount: { increment: query.cost } },
          select,
        });
      }
      if (updated.length === 0) throw new NoLongerFits();
      written.set(window.key, { count: updated[0].requestCount, start: updated[0].windowStart.getTime() });
    }
    return {
      applied: true,
      windows: windows.map((window) => {
        const after = written.get(window.key)!;
        return { ...window, count: after.count, start: after.start };
      }),
    };
  }

  private async rows(client: Tx | PrismaClient, keys: string[]): Promise<Map<string, Row>> {
    const rows = await client.rateLimit.findMany({
      where: { id: { in: keys } },
      select: { id: true, requestCount: true, windowStart: true },
    });
    return new Map(rows.map((row) => [row.id, row]));
  }

  private windows(rows: Map<string, Row>, query: WindowQuery): KeyWindow[] {
    return query.keys.map((key) => {
      const row = rows.get(key);
      return liveWindow(key, row ? { count: row.requestCount, start: row.windowStart.getTime() } : null, query);
    });
  }
}
