-- AlterTable
ALTER TABLE "outbox_emails" ADD COLUMN     "attachments" TEXT;

-- CreateTable
CREATE TABLE "course_evaluations" (
    "id" SERIAL NOT NULL,
    "register_id" INTEGER NOT NULL,
    "seat" INTEGER NOT NULL,
    "public_training_id" INTEGER NOT NULL,
    "token_hash" TEXT NOT NULL,
    "locale" TEXT NOT NULL DEFAULT 'th',
    "sent_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "expires_at" TIMESTAMP(3) NOT NULL,
    "submitted_at" TIMESTAMP(3),
    "content" INTEGER,
    "speaker" INTEGER,
    "venue" INTEGER,
    "comment" TEXT,

    CONSTRAINT "course_evaluations_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "course_evaluations_token_hash_key" ON "course_evaluations"("token_hash");

-- CreateIndex
CREATE INDEX "course_evaluations_public_training_id_submitted_at_idx" ON "course_evaluations"("public_training_id", "submitted_at");

-- CreateIndex
CREATE UNIQUE INDEX "course_evaluations_register_id_seat_key" ON "course_evaluations"("register_id", "seat");

-- AddForeignKey
ALTER TABLE "course_evaluations" ADD CONSTRAINT "course_evaluations_register_id_fkey" FOREIGN KEY ("register_id") REFERENCES "registrations"("id") ON DELETE CASCADE ON UPDATE CASCADE;

