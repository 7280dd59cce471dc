import { exportedFingerprint, PrismaJudgmentStore, type JudgmentLine } from "@/lib/fact-check/judgments";
import type { MatchFeatures } from "@/lib/knowledge-base/match-features";
import { createTestDatabase } from "@/tests/support/test-database";

describe("PrismaJudgmentStore", () => {
  const { db, cleanup } = createTestDatabase();
  const store = new PrismaJudgmentStore(db);
  afterAll(cleanup);

  const judgment = (n: number, same: boolean, clientFingerprint?: string) => ({
    checkId: `check-${n}`,
    query: `visitor claim ${n}`,
    candidateClaim: `fact-checked claim ${n}`,
    candidateId: `https://factcheck.example/${n}`,
    same,
    features: { queryCoverage: n / 10 } as unknown as MatchFeatures,
    modelVersion: "abc123def456",
    ...(clientFingerprint ? { clientFingerprint } : {}),
    createdAt: new Date(Date.UTC(2026, 10, 25, 12, n)),
  });

  it("stores every judgment and exports them oldest first, one JSON line each, the fingerprint hashed once more", async () => {
    const fingerprint = "a".repeat(32);
    await store.record(judgment(2, false, fingerprint));
    await store.record(judgment(1, true, fingerprint));
    await store.record(judgment(3, true));
    const lines: JudgmentLine[] = [];
    for await (const line of store.exportLines()) lines.push(line);
    expect(lines).toEqual([
      {
        query: "visitor claim 1",
        candidate: "fact-checked claim 1",
        candidateId: "https://factcheck.example/1",
        same: true,
        features: { queryCoverage: 0.1 },
        modelVersion: "abc123def456",
        clientFingerprint: exportedFingerprint(fingerprint),
        createdAt: "2026-11-25T12:01:00.000Z",
      },
      expect.objectContaining({ query: "visitor claim 2", same: false, clientFingerprint: exportedFingerprint(fingerprint) }),
      expect.objectContaining({ query: "visitor claim 3", same: true, clientFingerprint: null }),
    ]);
    expect(exportedFingerprint(fingerprint)).toMatch(/^[0-9a-f]{16}$/);
    expect(exportedFingerprint(fingerprint)).not.toContain(fingerprint.slice(0, 16));
  });
});
