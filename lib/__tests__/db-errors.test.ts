import { isSerializationFailure, isUniqueViolation } from "@/lib/db-errors";

describe("database errors", () => {
  it("knows a unique violation by Prisma's code", () => {
    expect(isUniqueViolation({ code: "P2002" })).toBe(true);
    expect(isUniqueViolation({ code: "P2025" })).toBe(false);
    expect(isUniqueViolation(new Error("P2002"))).toBe(false);
    expect(isUniqueViolation(null)).toBe(false);
  });

  it("knows a lost race between transactions from Prisma or from the PostgreSQL adapter", () => {
    expect(isSerializationFailure({ code: "P2034" })).toBe(true);
    expect(isSerializationFailure({ name: "DriverAdapterError", cause: { kind: "TransactionWriteConflict", originalCode: "40001" } })).toBe(
      true,
    );
    expect(isSerializationFailure({ cause: { originalCode: "40P01" } })).toBe(true);
    expect(isSerializationFailure({ cause: { kind: "UniqueConstraintViolation", originalCode: "23505" } })).toBe(false);
    expect(isSerializationFailure(undefined)).toBe(false);
  });
});
