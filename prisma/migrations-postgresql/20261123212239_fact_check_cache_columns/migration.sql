-- AlterTable
ALTER TABLE "fact_check_queries" ADD COLUMN     "expiresAt" TIMESTAMP(3),
ADD COLUMN     "language" TEXT,
ADD COLUMN     "mode" TEXT,
ADD COLUMN     "region" TEXT,
ADD COLUMN     "timeWindow" TEXT;

-- CreateIndex
CREATE INDEX "fact_check_queries_normalizedQuery_mode_timeWindow_region_l_idx" ON "fact_check_queries"("normalizedQuery", "mode", "timeWindow", "region", "language", "cached", "createdAt");

-- Backfill from the synthesis record (JSONB). expiresAt is an ISO 8601 instant, kept as UTC like every other timestamp.
UPDATE "fact_check_queries" SET
    "mode" = "openaiSynthesis"->>'mode',
    "timeWindow" = "openaiSynthesis"->'filters'->>'timeWindow',
    "region" = "openaiSynthesis"->'filters'->>'region',
    "language" = "openaiSynthesis"->'filters'->>'language',
    "expiresAt" = (("openaiSynthesis"->>'expiresAt')::timestamptz AT TIME ZONE 'UTC')
WHERE jsonb_typeof("openaiSynthesis") = 'object';
