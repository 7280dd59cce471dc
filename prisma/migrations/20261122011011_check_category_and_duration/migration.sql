-- AlterTable
ALTER TABLE "fact_check_queries" ADD COLUMN "category" TEXT;
ALTER TABLE "fact_check_queries" ADD COLUMN "durationMs" INTEGER;

-- CreateIndex
CREATE INDEX "fact_check_queries_createdAt_normalizedQuery_idx" ON "fact_check_queries"("createdAt", "normalizedQuery");

-- CreateIndex
CREATE INDEX "fact_check_queries_createdAt_category_idx" ON "fact_check_queries"("createdAt", "category");
