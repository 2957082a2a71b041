-- CreateTable
CREATE TABLE "upload_tombstones" (
    "id" SERIAL NOT NULL,
    "path" TEXT NOT NULL,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "upload_tombstones_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "upload_tombstones_path_key" ON "upload_tombstones"("path");

-- CreateIndex
CREATE INDEX "upload_tombstones_created_at_idx" ON "upload_tombstones"("created_at");

