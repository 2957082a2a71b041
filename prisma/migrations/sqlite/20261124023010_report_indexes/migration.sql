-- CreateIndex
CREATE INDEX "registration_histories_created_at_idx" ON "registration_histories"("created_at");

