-- CreateTable
CREATE TABLE "users" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "email" TEXT NOT NULL,
    "passwordHash" TEXT,
    "displayName" TEXT,
    "photoUrl" TEXT,
    "saveHistory" BOOLEAN NOT NULL DEFAULT false,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP
);

-- CreateTable
CREATE TABLE "saved_sources" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "userId" TEXT NOT NULL,
    "url" TEXT NOT NULL,
    "title" TEXT NOT NULL,
    "outlet" TEXT NOT NULL,
    "excerpt" TEXT NOT NULL DEFAULT '',
    "credibility" REAL NOT NULL,
    "stance" TEXT NOT NULL,
    "publishDate" TEXT,
    "claim" TEXT,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "saved_sources_userId_fkey" FOREIGN KEY ("userId") REFERENCES "users" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "sign_in_attempts" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "email" TEXT NOT NULL,
    "ip" TEXT NOT NULL,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP
);

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
