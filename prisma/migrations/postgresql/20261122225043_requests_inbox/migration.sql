-- AlterTable
ALTER TABLE "inhouse_training_requests" ADD COLUMN     "handled" BOOLEAN NOT NULL DEFAULT false,
ADD COLUMN     "handled_at" TIMESTAMP(3),
ADD COLUMN     "staff_note" TEXT;

-- AlterTable
ALTER TABLE "service_requests" ADD COLUMN     "handled" BOOLEAN NOT NULL DEFAULT false,
ADD COLUMN     "handled_at" TIMESTAMP(3),
ADD COLUMN     "staff_note" TEXT;

-- AlterTable
ALTER TABLE "contact_messages" ADD COLUMN     "handled" BOOLEAN NOT NULL DEFAULT false,
ADD COLUMN     "handled_at" TIMESTAMP(3),
ADD COLUMN     "staff_note" TEXT,
ADD COLUMN     "updated_at" TIMESTAMP(3);

-- CreateIndex
CREATE INDEX "contact_messages_handled_created_at_idx" ON "contact_messages"("handled", "created_at");

