-- CreateTable
CREATE TABLE "check_in_passes" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "register_id" INTEGER NOT NULL,
    "seat" INTEGER NOT NULL,
    "code" TEXT NOT NULL,
    "created_at" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "check_in_passes_register_id_fkey" FOREIGN KEY ("register_id") REFERENCES "registrations" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "attendances" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "register_id" INTEGER NOT NULL,
    "seat" INTEGER NOT NULL,
    "day" TEXT NOT NULL,
    "checked_in_at" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "method" TEXT NOT NULL,
    "admin_user_id" INTEGER,
    CONSTRAINT "attendances_register_id_fkey" FOREIGN KEY ("register_id") REFERENCES "registrations" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "certificate_rules" (
    "public_training_id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "min_days" INTEGER,
    "hours" INTEGER,
    "updated_at" DATETIME NOT NULL,
    CONSTRAINT "certificate_rules_public_training_id_fkey" FOREIGN KEY ("public_training_id") REFERENCES "public_trainings" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "certificates" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "code" TEXT NOT NULL,
    "register_id" INTEGER NOT NULL,
    "seat" INTEGER NOT NULL,
    "firstname" TEXT NOT NULL,
    "lastname" TEXT NOT NULL,
    "email" TEXT NOT NULL,
    "course_name_th" TEXT NOT NULL,
    "course_name_en" TEXT NOT NULL,
    "start_date" DATETIME NOT NULL,
    "end_date" DATETIME NOT NULL,
    "hours" INTEGER NOT NULL,
    "days_attended" INTEGER NOT NULL,
    "days_total" INTEGER NOT NULL,
    "locale" TEXT NOT NULL DEFAULT 'th',
    "issued_at" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "issued_by" INTEGER,
    "revoked_at" DATETIME,
    "revoke_reason" TEXT,
    CONSTRAINT "certificates_register_id_fkey" FOREIGN KEY ("register_id") REFERENCES "registrations" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateIndex
CREATE UNIQUE INDEX "check_in_passes_code_key" ON "check_in_passes"("code");

-- CreateIndex
CREATE UNIQUE INDEX "check_in_passes_register_id_seat_key" ON "check_in_passes"("register_id", "seat");

-- CreateIndex
CREATE INDEX "attendances_day_idx" ON "attendances"("day");

-- CreateIndex
CREATE UNIQUE INDEX "attendances_register_id_seat_day_key" ON "attendances"("register_id", "seat", "day");

-- CreateIndex
CREATE UNIQUE INDEX "certificates_code_key" ON "certificates"("code");

-- CreateIndex
CREATE UNIQUE INDEX "certificates_register_id_seat_key" ON "certificates"("register_id", "seat");

