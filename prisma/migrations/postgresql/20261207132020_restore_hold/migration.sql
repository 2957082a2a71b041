-- CreateTable
CREATE TABLE "restore_hold" (
    "id" INTEGER NOT NULL DEFAULT 1,
    "held_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "backup_created_at" TIMESTAMP(3) NOT NULL,
    "archive" TEXT NOT NULL,

    CONSTRAINT "restore_hold_pkey" PRIMARY KEY ("id")
);

