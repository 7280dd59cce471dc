import { isUniqueViolation } from "@/lib/db-errors";
import type { PrismaClient } from "@/generated/prisma/client";

/**
 * A lease in the database: one holder at a time across every instance sharing it, until it
 * expires or is released. Taking it is one conditional write (an expired lease is taken over by
 * an UPDATE … WHERE expiresAt <= now; a missing one is created, and a concurrent creator loses
 * on the primary key), so it holds on SQLite and PostgreSQL alike.
 */
export class DatabaseLease {
  constructor(
    private readonly db: PrismaClient,
    readonly name: string,
    readonly holder: string,
    private readonly ttlMs: number,
  ) {}

  /** Takes the lease when nobody holds it (or the holder's time is up); true when this holder now has it. */
  async acquire(now: Date): Promise<boolean> {
    const expiresAt = new Date(now.getTime() + this.ttlMs);
    const { count } = await this.db.recheckLease.updateMany({
      where: { name: this.name, OR: [{ expiresAt: { lte: now } }, { holder: this.holder }] },
      data: { holder: this.holder, expiresAt },
    });
    if (count === 1) return true;
    try {
      await this.db.recheckLease.create({ data: { name: this.name, holder: this.holder, expiresAt } });
      return true;
    } catch (error) {
      if (isUniqueViolation(error)) return false;
      throw error;
    }
  }

  /** Extends the lease; false when this holder no longer has it (it expired and was taken). */
  async renew(now: Date): Promise<boolean> {
    const { count } = await this.db.recheckLease.updateMany({
      where: { name: this.name, holder: this.holder, expiresAt: { gt: now } },
      data: { expiresAt: new Date(now.getTime() + this.ttlMs) },
    });
    return count === 1;
  }

  /** Gives the lease up, if this holder still has it. */
  async release(): Promise<void> {
    await this.db.recheckLease.deleteMany({ where: { name: this.name, holder: this.holder } });
  }
}
