-- AlterTable
ALTER TABLE "registrations" ADD COLUMN "payment_due_at" DATETIME;
ALTER TABLE "registrations" ADD COLUMN "seats_held_until" DATETIME;

-- CreateIndex
CREATE INDEX "registrations_register_status_id_seats_held_until_idx" ON "registrations"("register_status_id", "seats_held_until");

