-- CreateTable
CREATE TABLE "followed_claims" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "userId" TEXT NOT NULL,
    "checkId" TEXT NOT NULL,
    "query" TEXT NOT NULL,
    "normalizedQuery" TEXT NOT NULL,
    "mode" TEXT NOT NULL,
    "filters" JSONB NOT NULL,
    "verdict" TEXT NOT NULL,
    "confidence" INTEGER NOT NULL,
    "dueAt" DATETIME NOT NULL,
    "lastCheckedAt" DATETIME,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "followed_claims_userId_fkey" FOREIGN KEY ("userId") REFERENCES "users" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "verdict_changes" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "followedClaimId" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "resultId" TEXT NOT NULL,
    "oldVerdict" TEXT NOT NULL,
    "oldConfidence" INTEGER NOT NULL,
    "newVerdict" TEXT NOT NULL,
    "newConfidence" INTEGER NOT NULL,
    "changedAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "verdict_changes_followedClaimId_fkey" FOREIGN KEY ("followedClaimId") REFERENCES "followed_claims" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "feed_tokens" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "userId" TEXT NOT NULL,
    "tokenHash" TEXT NOT NULL,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "feed_tokens_userId_fkey" FOREIGN KEY ("userId") REFERENCES "users" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "recheck_leases" (
    "name" TEXT NOT NULL PRIMARY KEY,
    "holder" TEXT NOT NULL,
    "expiresAt" DATETIME NOT NULL
);

-- CreateTable
CREATE TABLE "recheck_passes" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "holder" TEXT NOT NULL,
    "startedAt" DATETIME NOT NULL,
    "finishedAt" DATETIME,
    "rechecked" INTEGER NOT NULL DEFAULT 0,
    "changed" INTEGER NOT NULL DEFAULT 0,
    "deferred" INTEGER NOT NULL DEFAULT 0
);

-- CreateIndex
CREATE INDEX "followed_claims_dueAt_idx" ON "followed_claims"("dueAt");

-- CreateIndex
CREATE INDEX "followed_claims_userId_createdAt_idx" ON "followed_claims"("userId", "createdAt");

-- CreateIndex
CREATE UNIQUE INDEX "followed_claims_userId_checkId_key" ON "followed_claims"("userId", "checkId");

-- CreateIndex
CREATE INDEX "verdict_changes_userId_changedAt_idx" ON "verdict_changes"("userId", "changedAt");

-- CreateIndex
CREATE INDEX "verdict_changes_followedClaimId_changedAt_idx" ON "verdict_changes"("followedClaimId", "changedAt");

-- CreateIndex
CREATE UNIQUE INDEX "feed_tokens_userId_key" ON "feed_tokens"("userId");

-- CreateIndex
CREATE UNIQUE INDEX "feed_tokens_tokenHash_key" ON "feed_tokens"("tokenHash");

-- CreateIndex
CREATE INDEX "recheck_passes_startedAt_idx" ON "recheck_passes"("startedAt");
