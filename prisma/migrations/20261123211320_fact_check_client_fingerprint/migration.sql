-- AlterTable
ALTER TABLE "fact_check_queries" ADD COLUMN "clientFingerprint" TEXT;
