-- AlterTable
ALTER TABLE "fact_check_queries" ADD COLUMN "expiresAt" DATETIME;
ALTER TABLE "fact_check_queries" ADD COLUMN "language" TEXT;
ALTER TABLE "fact_check_queries" ADD COLUMN "mode" TEXT;
ALTER TABLE "fact_check_queries" ADD COLUMN "region" TEXT;
ALTER TABLE "fact_check_queries" ADD COLUMN "timeWindow" TEXT;

-- CreateIndex
CREATE INDEX "fact_check_queries_normalizedQuery_mode_timeWindow_region_language_cached_createdAt_idx" ON "fact_check_queries"("normalizedQuery", "mode", "timeWindow", "region", "language", "cached", "createdAt");

-- Backfill from the synthesis record (JSON text). DateTime columns hold ISO 8601 text ending "+00:00", as Prisma's SQLite adapter writes them.
UPDATE "fact_check_queries" SET
    "mode" = json_extract("openaiSynthesis", '$.mode'),
    "timeWindow" = json_extract("openaiSynthesis", '$.filters.timeWindow'),
    "region" = json_extract("openaiSynthesis", '$.filters.region'),
    "language" = json_extract("openaiSynthesis", '$.filters.language'),
    "expiresAt" = replace(json_extract("openaiSynthesis", '$.expiresAt'), 'Z', '+00:00')
WHERE "openaiSynthesis" IS NOT NULL AND json_valid("openaiSynthesis");
