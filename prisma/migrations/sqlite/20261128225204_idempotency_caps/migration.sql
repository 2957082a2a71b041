-- RedefineTables
PRAGMA defer_foreign_keys=ON;
PRAGMA foreign_keys=OFF;
CREATE TABLE "new_idempotency_keys" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "scope" TEXT NOT NULL,
    "key" TEXT NOT NULL,
    "request_hash" TEXT NOT NULL,
    "status" INTEGER,
    "body" TEXT,
    "content_type" TEXT,
    "size" INTEGER NOT NULL DEFAULT 0,
    "created_at" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "expires_at" DATETIME NOT NULL
);
INSERT INTO "new_idempotency_keys" ("body", "content_type", "created_at", "expires_at", "id", "key", "request_hash", "scope", "status") SELECT "body", "content_type", "created_at", "expires_at", "id", "key", "request_hash", "scope", "status" FROM "idempotency_keys";
DROP TABLE "idempotency_keys";
ALTER TABLE "new_idempotency_keys" RENAME TO "idempotency_keys";
CREATE INDEX "idempotency_keys_scope_created_at_idx" ON "idempotency_keys"("scope", "created_at");
CREATE INDEX "idempotency_keys_expires_at_idx" ON "idempotency_keys"("expires_at");
CREATE UNIQUE INDEX "idempotency_keys_scope_key_key" ON "idempotency_keys"("scope", "key");
PRAGMA foreign_keys=ON;
PRAGMA defer_foreign_keys=OFF;


-- Stored answers were kept per user (admin:<id>, member:<id>) and may hold secrets (an issued API token)
-- or error answers: none can be replayed under the new per-credential scopes, so none is kept.
DELETE FROM "idempotency_keys";
