-- AlterTable
ALTER TABLE "idempotency_keys" ADD COLUMN     "size" INTEGER NOT NULL DEFAULT 0;

-- CreateIndex
CREATE INDEX "idempotency_keys_scope_created_at_idx" ON "idempotency_keys"("scope", "created_at");


-- Stored answers were kept per user (admin:<id>, member:<id>) and may hold secrets (an issued API token)
-- or error answers: none can be replayed under the new per-credential scopes, so none is kept.
DELETE FROM "idempotency_keys";
