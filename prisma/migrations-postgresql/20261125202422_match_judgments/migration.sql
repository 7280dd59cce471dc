-- CreateTable
CREATE TABLE "match_judgments" (
    "id" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "checkId" TEXT NOT NULL,
    "query" TEXT NOT NULL,
    "candidateClaim" TEXT NOT NULL,
    "candidateId" TEXT NOT NULL,
    "same" BOOLEAN NOT NULL,
    "features" JSONB,
    "modelVersion" TEXT NOT NULL,
    "clientFingerprint" TEXT,

    CONSTRAINT "match_judgments_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "match_judgments_createdAt_idx" ON "match_judgments"("createdAt");

-- CreateIndex
CREATE INDEX "match_judgments_clientFingerprint_createdAt_idx" ON "match_judgments"("clientFingerprint", "createdAt");
