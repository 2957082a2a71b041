-- CreateTable
CREATE TABLE "upload_tombstones" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "path" TEXT NOT NULL,
    "created_at" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP
);

-- CreateIndex
CREATE UNIQUE INDEX "upload_tombstones_path_key" ON "upload_tombstones"("path");

-- CreateIndex
CREATE INDEX "upload_tombstones_created_at_idx" ON "upload_tombstones"("created_at");

