-- CreateTable
CREATE TABLE "api_tokens" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "name" TEXT NOT NULL,
    "prefix" TEXT NOT NULL,
    "token_hash" TEXT NOT NULL,
    "permissions" TEXT NOT NULL DEFAULT '[]',
    "admin_user_id" INTEGER NOT NULL,
    "expires_at" DATETIME NOT NULL,
    "last_used_at" DATETIME,
    "revoked_at" DATETIME,
    "revoked_by" INTEGER,
    "created_at" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP
);

-- CreateIndex
CREATE UNIQUE INDEX "api_tokens_token_hash_key" ON "api_tokens"("token_hash");

-- CreateIndex
CREATE INDEX "api_tokens_admin_user_id_idx" ON "api_tokens"("admin_user_id");

-- CreateIndex
CREATE INDEX "api_tokens_created_at_idx" ON "api_tokens"("created_at");

-- The permission to issue and revoke API tokens (src/lib/permissions.ts), present without a new seed run.
INSERT OR IGNORE INTO "permissions" ("name") VALUES ('access/api_token');
