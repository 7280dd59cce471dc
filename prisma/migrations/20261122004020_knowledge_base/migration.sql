-- CreateTable
CREATE TABLE "claim_reviews" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "claimText" TEXT NOT NULL,
    "normalizedClaim" TEXT NOT NULL,
    "claimant" TEXT,
    "claimDate" DATETIME,
    "publisherName" TEXT NOT NULL,
    "publisherSite" TEXT,
    "reviewUrl" TEXT NOT NULL,
    "title" TEXT,
    "reviewDate" DATETIME,
    "textualRating" TEXT NOT NULL,
    "verdict" TEXT,
    "language" TEXT NOT NULL DEFAULT 'en',
    "category" TEXT,
    "summary" TEXT,
    "origin" TEXT NOT NULL DEFAULT 'import',
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP
);

-- CreateIndex
CREATE INDEX "claim_reviews_updatedAt_idx" ON "claim_reviews"("updatedAt");

-- CreateIndex
CREATE INDEX "claim_reviews_publisherName_idx" ON "claim_reviews"("publisherName");

-- CreateIndex
CREATE UNIQUE INDEX "claim_reviews_reviewUrl_normalizedClaim_key" ON "claim_reviews"("reviewUrl", "normalizedClaim");
