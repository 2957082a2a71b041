-- AlterTable
ALTER TABLE "registrations" ADD COLUMN     "payment_due_at" TIMESTAMP(3),
ADD COLUMN     "seats_held_until" TIMESTAMP(3);

-- CreateIndex
CREATE INDEX "registrations_register_status_id_seats_held_until_idx" ON "registrations"("register_status_id", "seats_held_until");

