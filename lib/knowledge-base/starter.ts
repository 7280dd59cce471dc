import type { PrismaClient } from "@/generated/prisma/client";
import starterFeed from "@/config/knowledge-base/starter-claim-reviews.json";
import { upsertClaimReviews } from "@/lib/knowledge-base/import";
import { parseClaimReviews } from "@/lib/knowledge-base/parse";

/**
 * The starter knowledge base that ships with Factlens (config/knowledge-base), written by us
 * from public knowledge with the authoritative sources for each claim. Imported on first use,
 * and again when the shipped file holds records the database lacks.
 */
export async function ensureStarterKnowledgeBase(db: PrismaClient): Promise<{ imported: number; updated: number }> {
  const { records } = parseClaimReviews(JSON.stringify(starterFeed), "starter");
  const stored = await db.claimReview.count({ where: { origin: "starter" } });
  if (stored >= records.length) return { imported: 0, updated: 0 };
  const counts = await upsertClaimReviews(
    db,
    records.map(({ record }) => record),
    "starter",
  );
  return { imported: counts.imported, updated: counts.updated };
}
