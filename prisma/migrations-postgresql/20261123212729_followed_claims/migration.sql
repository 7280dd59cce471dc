-- CreateTable
CREATE TABLE "followed_claims" (
    "id" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "checkId" TEXT NOT NULL,
    "query" TEXT NOT NULL,
    "normalizedQuery" TEXT NOT NULL,
    "mode" TEXT NOT NULL,
    "filters" JSONB NOT NULL,
    "verdict" TEXT NOT NULL,
    "confidence" INTEGER NOT NULL,
    "dueAt" TIMESTAMP(3) NOT NULL,
    "lastCheckedAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "followed_claims_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "verdict_changes" (
    "id" TEXT NOT NULL,
    "followedClaimId" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "resultId" TEXT NOT NULL,
    "oldVerdict" TEXT NOT NULL,
    "oldConfidence" INTEGER NOT NULL,
    "newVerdict" TEXT NOT NULL,
    "newConfidence" INTEGER NOT NULL,
    "changedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "verdict_changes_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "feed_tokens" (
    "id" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "tokenHash" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "feed_tokens_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "recheck_leases" (
    "name" TEXT NOT NULL,
    "holder" TEXT NOT NULL,
    "expiresAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "recheck_leases_pkey" PRIMARY KEY ("name")
);

-- CreateTable
CREATE TABLE "recheck_passes" (
    "id" TEXT NOT NULL,
    "holder" TEXT NOT NULL,
    "startedAt" TIMESTAMP(3) NOT NULL,
    "finishedAt" TIMESTAMP(3),
    "rechecked" INTEGER NOT NULL DEFAULT 0,
    "changed" INTEGER NOT NULL DEFAULT 0,
    "deferred" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "recheck_passes_pkey" PRIMARY KEY ("id")
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

-- AddForeignKey
ALTER TABLE "followed_claims" ADD CONSTRAINT "followed_claims_userId_fkey" FOREIGN KEY ("userId") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "verdict_changes" ADD CONSTRAINT "verdict_changes_followedClaimId_fkey" FOREIGN KEY ("followedClaimId") REFERENCES "followed_claims"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "feed_tokens" ADD CONSTRAINT "feed_tokens_userId_fkey" FOREIGN KEY ("userId") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;
