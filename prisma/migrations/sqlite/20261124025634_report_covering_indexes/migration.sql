-- DropIndex
DROP INDEX "registrations_public_training_id_register_status_id_idx";

-- CreateIndex
CREATE INDEX "registrations_public_training_id_register_status_id_created_at_quantity_total_amount_satang_idx" ON "registrations"("public_training_id", "register_status_id", "created_at", "quantity", "total_amount_satang");

-- CreateIndex
CREATE INDEX "registrations_created_at_register_status_id_quantity_total_amount_satang_idx" ON "registrations"("created_at", "register_status_id", "quantity", "total_amount_satang");

