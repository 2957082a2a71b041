-- CreateTable
CREATE TABLE "instance_heartbeats" (
    "instance" TEXT NOT NULL PRIMARY KEY,
    "started_at" DATETIME NOT NULL,
    "seen_at" DATETIME NOT NULL,
    "auth_secret" TEXT NOT NULL,
    "bot_check" TEXT NOT NULL,
    "upload_folder" TEXT,
    "accepted" BOOLEAN NOT NULL
);

-- CreateIndex
CREATE INDEX "instance_heartbeats_seen_at_idx" ON "instance_heartbeats"("seen_at");

