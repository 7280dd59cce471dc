-- CreateIndex
CREATE INDEX "claim_reviews_normalizedClaim_idx" ON "claim_reviews"("normalizedClaim");
