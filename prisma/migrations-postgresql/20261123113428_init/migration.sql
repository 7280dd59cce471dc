-- CreateSchema
CREATE SCHEMA IF NOT EXISTS "public";

-- CreateTable
CREATE TABLE "fact_check_queries" (
    "id" TEXT NOT NULL,
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
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "cached" BOOLEAN NOT NULL DEFAULT false,
    "monitored" BOOLEAN NOT NULL DEFAULT false,
    "category" TEXT,
    "durationMs" INTEGER,

    CONSTRAINT "fact_check_queries_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "sources_cache" (
    "id" TEXT NOT NULL,
    "url" TEXT NOT NULL,
    "title" TEXT NOT NULL,
    "outlet" TEXT NOT NULL,
    "content" TEXT,
    "excerpt" TEXT,
    "publishDate" TIMESTAMP(3),
    "credibilityScore" DOUBLE PRECISION,
    "embedding" TEXT,
    "metadata" JSONB,
    "lastChecked" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "sources_cache_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "rate_limits" (
    "id" TEXT NOT NULL,
    "apiService" TEXT NOT NULL,
    "requestCount" INTEGER NOT NULL DEFAULT 0,
    "windowStart" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "rate_limits_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "claim_reviews" (
    "id" TEXT NOT NULL,
    "claimText" TEXT NOT NULL,
    "normalizedClaim" TEXT NOT NULL,
    "claimant" TEXT,
    "claimDate" TIMESTAMP(3),
    "publisherName" TEXT NOT NULL,
    "publisherSite" TEXT,
    "reviewUrl" TEXT NOT NULL,
    "title" TEXT,
    "reviewDate" TIMESTAMP(3),
    "textualRating" TEXT NOT NULL,
    "verdict" TEXT,
    "language" TEXT NOT NULL DEFAULT 'en',
    "category" TEXT,
    "summary" TEXT,
    "origin" TEXT NOT NULL DEFAULT 'import',
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "claim_reviews_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "page_views" (
    "id" TEXT NOT NULL,
    "event" TEXT NOT NULL,
    "path" TEXT NOT NULL,
    "referrer" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "page_views_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "users" (
    "id" TEXT NOT NULL,
    "email" TEXT NOT NULL,
    "passwordHash" TEXT,
    "displayName" TEXT,
    "photoUrl" TEXT,
    "saveHistory" BOOLEAN NOT NULL DEFAULT false,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "users_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "saved_sources" (
    "id" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "url" TEXT NOT NULL,
    "title" TEXT NOT NULL,
    "outlet" TEXT NOT NULL,
    "excerpt" TEXT NOT NULL DEFAULT '',
    "credibility" DOUBLE PRECISION NOT NULL,
    "stance" TEXT NOT NULL,
    "publishDate" TEXT,
    "claim" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "saved_sources_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "sign_in_attempts" (
    "id" TEXT NOT NULL,
    "email" TEXT NOT NULL,
    "ip" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "sign_in_attempts_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "fact_check_queries_normalizedQuery_idx" ON "fact_check_queries"("normalizedQuery");

-- CreateIndex
CREATE INDEX "fact_check_queries_createdAt_idx" ON "fact_check_queries"("createdAt");

-- CreateIndex
CREATE INDEX "fact_check_queries_createdAt_normalizedQuery_idx" ON "fact_check_queries"("createdAt", "normalizedQuery");

-- CreateIndex
CREATE INDEX "fact_check_queries_createdAt_category_idx" ON "fact_check_queries"("createdAt", "category");

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

-- CreateIndex
CREATE INDEX "claim_reviews_normalizedClaim_idx" ON "claim_reviews"("normalizedClaim");

-- CreateIndex
CREATE INDEX "claim_reviews_updatedAt_idx" ON "claim_reviews"("updatedAt");

-- CreateIndex
CREATE INDEX "claim_reviews_publisherName_idx" ON "claim_reviews"("publisherName");

-- CreateIndex
CREATE UNIQUE INDEX "claim_reviews_reviewUrl_normalizedClaim_key" ON "claim_reviews"("reviewUrl", "normalizedClaim");

-- CreateIndex
CREATE INDEX "page_views_event_createdAt_idx" ON "page_views"("event", "createdAt");

-- CreateIndex
CREATE UNIQUE INDEX "users_email_key" ON "users"("email");

-- CreateIndex
CREATE INDEX "saved_sources_userId_createdAt_idx" ON "saved_sources"("userId", "createdAt");

-- CreateIndex
CREATE UNIQUE INDEX "saved_sources_userId_url_key" ON "saved_sources"("userId", "url");

-- CreateIndex
CREATE INDEX "sign_in_attempts_email_ip_createdAt_idx" ON "sign_in_attempts"("email", "ip", "createdAt");

-- CreateIndex
CREATE INDEX "sign_in_attempts_email_createdAt_idx" ON "sign_in_attempts"("email", "createdAt");

-- CreateIndex
CREATE INDEX "sign_in_attempts_createdAt_idx" ON "sign_in_attempts"("createdAt");

-- AddForeignKey
ALTER TABLE "saved_sources" ADD CONSTRAINT "saved_sources_userId_fkey" FOREIGN KEY ("userId") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;
