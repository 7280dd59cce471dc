-- CreateTable
CREATE TABLE "fact_check_queries" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "userId" TEXT,
    "query" TEXT NOT NULL,
    "normalizedQuery" TEXT NOT NULL,
    "verdict" TEXT,
    "confidence" INTEGER,
    "summary" TEXT,
    "reasoning" TEXT,
    "sources" JSONB,
    "perspectives" JSONB,
    "timeline" JSONB,
    "googleFactCheckResult" JSONB,
    "perplexityResult" JSONB,
    "openaiSynthesis" JSONB,
    "sourceCluster" JSONB,
    "embedding" TEXT,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "cached" BOOLEAN NOT NULL DEFAULT false,
    "monitored" BOOLEAN NOT NULL DEFAULT false
);

-- CreateTable
CREATE TABLE "sources_cache" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "url" TEXT NOT NULL,
    "title" TEXT NOT NULL,
    "outlet" TEXT NOT NULL,
    "content" TEXT,
    "excerpt" TEXT,
    "publishDate" DATETIME,
    "credibilityScore" REAL,
    "embedding" TEXT,
    "metadata" JSONB,
    "lastChecked" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP
);

-- CreateTable
CREATE TABLE "rate_limits" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "apiService" TEXT NOT NULL,
    "requestCount" INTEGER NOT NULL DEFAULT 0,
    "windowStart" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP
);

-- CreateIndex
CREATE INDEX "fact_check_queries_normalizedQuery_idx" ON "fact_check_queries"("normalizedQuery");

-- CreateIndex
CREATE INDEX "fact_check_queries_createdAt_idx" ON "fact_check_queries"("createdAt");

-- CreateIndex
CREATE UNIQUE INDEX "sources_cache_url_key" ON "sources_cache"("url");

-- CreateIndex
CREATE INDEX "sources_cache_url_idx" ON "sources_cache"("url");

-- CreateIndex
CREATE INDEX "sources_cache_outlet_idx" ON "sources_cache"("outlet");

-- CreateIndex
CREATE INDEX "sources_cache_credibilityScore_idx" ON "sources_cache"("credibilityScore");

-- CreateIndex
CREATE INDEX "rate_limits_apiService_idx" ON "rate_limits"("apiService");

-- CreateIndex
CREATE INDEX "rate_limits_windowStart_idx" ON "rate_limits"("windowStart");
