/**
 * The database errors the code recovers from, whichever driver raised them: Prisma's own codes,
 * or what a driver adapter (`@prisma/adapter-pg`, `@prisma/adapter-better-sqlite3`) reports.
 */

type DatabaseError = { code?: unknown; cause?: { kind?: unknown; originalCode?: unknown } };

const asDatabaseError = (error: unknown): DatabaseError => (typeof error === "object" && error !== null ? (error as DatabaseError) : {});

/** A unique index refused the row (P2002): another writer stored it first. */
export function isUniqueViolation(error: unknown): boolean {
  return asDatabaseError(error).code === "P2002";
}

/**
 * A transaction lost a race to a concurrent one and can simply run again: Prisma's P2034, or the
 * PostgreSQL adapter's write conflict (SQLSTATE 40001 under SERIALIZABLE, 40P01 for a deadlock).
 */
export function isSerializationFailure(error: unknown): boolean {
  const { code, cause } = asDatabaseError(error);
  return (
    code === "P2034" || cause?.kind === "TransactionWriteConflict" || cause?.originalCode === "40001" || cause?.originalCode === "40P01"
  );
}
