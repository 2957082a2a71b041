-- CreateTable
CREATE TABLE "api_tokens" (
    "id" SERIAL NOT NULL,
    "name" TEXT NOT NULL,
    "prefix" TEXT NOT NULL,
    "token_hash" TEXT NOT NULL,
    "permissions" TEXT NOT NULL DEFAULT '[]',
    "admin_user_id" INTEGER NOT NULL,
    "expires_at" TIMESTAMP(3) NOT NULL,
    "last_used_at" TIMESTAMP(3),
    "revoked_at" TIMESTAMP(3),
    "revoked_by" INTEGER,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "api_tokens_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "api_tokens_token_hash_key" ON "api_tokens"("token_hash");

-- CreateIndex
CREATE INDEX "api_tokens_admin_user_id_idx" ON "api_tokens"("admin_user_id");

-- CreateIndex
CREATE INDEX "api_tokens_created_at_idx" ON "api_tokens"("created_at");

-- The permission to issue and revoke API tokens (src/lib/permissions.ts), present without a new seed run.
INSERT INTO "permissions" ("name") VALUES ('access/api_token') ON CONFLICT ("name") DO NOTHING;
