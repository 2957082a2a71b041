-- DropIndex
DROP INDEX "registrations_created_at_idx";

-- DropIndex
DROP INDEX "registrations_training_date_idx";

-- DropIndex
DROP INDEX "registrations_total_amount_satang_idx";

-- CreateIndex
CREATE INDEX "registrations_created_at_id_idx" ON "registrations"("created_at", "id");

-- CreateIndex
CREATE INDEX "registrations_training_date_id_idx" ON "registrations"("training_date", "id");

-- CreateIndex
CREATE INDEX "registrations_total_amount_satang_id_idx" ON "registrations"("total_amount_satang", "id");

