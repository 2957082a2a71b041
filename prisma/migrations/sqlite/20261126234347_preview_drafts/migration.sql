-- CreateTable
CREATE TABLE "preview_drafts" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "key" TEXT NOT NULL,
    "resource" TEXT NOT NULL,
    "item_id" INTEGER NOT NULL,
    "user_id" INTEGER NOT NULL,
    "data" TEXT NOT NULL,
    "expires_at" DATETIME NOT NULL,
    "created_at" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP
);

-- CreateIndex
CREATE UNIQUE INDEX "preview_drafts_key_key" ON "preview_drafts"("key");

-- CreateIndex
CREATE INDEX "preview_drafts_expires_at_idx" ON "preview_drafts"("expires_at");

