-- CreateIndex
CREATE INDEX "registrations_training_date_idx" ON "registrations"("training_date");

-- CreateIndex
CREATE INDEX "registrations_total_amount_satang_idx" ON "registrations"("total_amount_satang");

-- CreateIndex
CREATE INDEX "registrations_register_status_id_created_at_idx" ON "registrations"("register_status_id", "created_at");

