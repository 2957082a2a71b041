-- CreateTable
CREATE TABLE "instance_heartbeats" (
    "instance" TEXT NOT NULL,
    "started_at" TIMESTAMP(3) NOT NULL,
    "seen_at" TIMESTAMP(3) NOT NULL,
    "auth_secret" TEXT NOT NULL,
    "bot_check" TEXT NOT NULL,
    "upload_folder" TEXT,
    "accepted" BOOLEAN NOT NULL,

    CONSTRAINT "instance_heartbeats_pkey" PRIMARY KEY ("instance")
);

-- CreateIndex
CREATE INDEX "instance_heartbeats_seen_at_idx" ON "instance_heartbeats"("seen_at");

