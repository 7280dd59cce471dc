import { db } from "@/lib/db";
import { upsertClaimReviews } from "@/lib/knowledge-base/import";
import type { ClaimReviewRecord } from "@/lib/knowledge-base/record";

const record = (overrides: Partial<ClaimReviewRecord> = {}): ClaimReviewRecord => ({
  claimText: "Import test: the ocean is made of lemonade",
  publisherName: "Example Checks",
  reviewUrl: `https://checks.example.org/lemonade`,
  textualRating: "Pants on Fire",
  language: "en",
  ...overrides,
});

afterAll(async () => {
  await db.$disconnect();
});

describe("upsertClaimReviews", () => {
  it("adds new records with the normalised verdict, then updates the same review URL and claim", async () => {
    const first = await upsertClaimReviews(db, [record(), record({ reviewUrl: "https://checks.example.org/other" })], "import");
    expect(first).toEqual({ imported: 2, updated: 0, unchanged: 0 });
    const stored = await db.claimReview.findFirst({ where: { reviewUrl: "https://checks.example.org/lemonade" } });
    expect(stored?.verdict).toBe("FALSE");

    // Same URL, same claim reworded only in case and punctuation: the same record.
    const second = await upsertClaimReviews(
      db,
      [
        record({ claimText: "import test: The ocean is made of lemonade!", textualRating: "Mostly False" }),
        record({ reviewUrl: "https://checks.example.org/other" }),
      ],
      "import",
    );
    expect(second).toEqual({ imported: 0, updated: 1, unchanged: 1 });
    const updated = await db.claimReview.findMany({ where: { reviewUrl: "https://checks.example.org/lemonade" } });
    expect(updated).toHaveLength(1);
    expect(updated[0].verdict).toBe("MOSTLY_FALSE");
  });

  it("stores a rating it cannot read with no verdict rather than a guess", async () => {
    await upsertClaimReviews(
      db,
      [record({ reviewUrl: "https://checks.example.org/unreadable", textualRating: "See our article" })],
      "import",
    );
    const stored = await db.claimReview.findFirst({ where: { reviewUrl: "https://checks.example.org/unreadable" } });
    expect(stored?.verdict).toBeNull();
  });
});
