-- CreateTable
CREATE TABLE "media_items" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "path" TEXT NOT NULL,
    "kind" TEXT NOT NULL,
    "name" TEXT NOT NULL DEFAULT '',
    "mime_type" TEXT NOT NULL,
    "size_bytes" INTEGER NOT NULL,
    "width" INTEGER,
    "height" INTEGER,
    "alt_th" TEXT NOT NULL DEFAULT '',
    "alt_en" TEXT NOT NULL DEFAULT '',
    "created_by_id" INTEGER,
    "created_at" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP
);

-- CreateIndex
CREATE UNIQUE INDEX "media_items_path_key" ON "media_items"("path");

-- CreateIndex
CREATE INDEX "media_items_kind_created_at_idx" ON "media_items"("kind", "created_at");


-- Backfill: every content file staff uploaded before the library existed (not their avatars) joins it.
INSERT INTO "media_items" ("path", "kind", "name", "mime_type", "size_bytes", "width", "height", "created_by_id", "created_at")
SELECT u."path",
       CASE WHEN u."mime_type" LIKE 'image/%' THEN 'image' ELSE 'document' END,
       COALESCE((SELECT d."name" FROM "public_training_documents" d WHERE d."file_url" = u."path" ORDER BY d."id" LIMIT 1), ''),
       u."mime_type", u."size_bytes", u."width", u."height", u."owner_id", u."created_at"
FROM "uploads" u
WHERE u."owner_realm" = 'admin'
  AND u."path" NOT IN (SELECT a."image_url" FROM "admin_users" a WHERE a."image_url" IS NOT NULL);
