-- CreateTable
CREATE TABLE "waiting_list_entries" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "public_training_id" INTEGER NOT NULL,
    "member_id" INTEGER NOT NULL,
    "quantity" INTEGER NOT NULL,
    "position" INTEGER NOT NULL,
    "status" TEXT NOT NULL DEFAULT 'waiting',
    "locale" TEXT NOT NULL DEFAULT 'th',
    "offer_token_hash" TEXT,
    "offered_at" DATETIME,
    "offer_expires_at" DATETIME,
    "offered_by" INTEGER,
    "registration_id" INTEGER,
    "created_at" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" DATETIME NOT NULL
);

-- CreateTable
CREATE TABLE "registration_reminders" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "registration_id" INTEGER NOT NULL,
    "days_before" INTEGER NOT NULL,
    "created_at" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP
);

-- CreateIndex
CREATE UNIQUE INDEX "waiting_list_entries_offer_token_hash_key" ON "waiting_list_entries"("offer_token_hash");

-- CreateIndex
CREATE INDEX "waiting_list_entries_public_training_id_status_position_idx" ON "waiting_list_entries"("public_training_id", "status", "position");

-- CreateIndex
CREATE INDEX "waiting_list_entries_member_id_idx" ON "waiting_list_entries"("member_id");

-- CreateIndex
CREATE INDEX "waiting_list_entries_status_offer_expires_at_idx" ON "waiting_list_entries"("status", "offer_expires_at");

-- CreateIndex
CREATE UNIQUE INDEX "registration_reminders_registration_id_days_before_key" ON "registration_reminders"("registration_id", "days_before");

