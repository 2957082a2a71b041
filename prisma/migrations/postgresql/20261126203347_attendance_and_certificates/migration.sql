-- CreateTable
CREATE TABLE "check_in_passes" (
    "id" SERIAL NOT NULL,
    "register_id" INTEGER NOT NULL,
    "seat" INTEGER NOT NULL,
    "code" TEXT NOT NULL,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "check_in_passes_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "attendances" (
    "id" SERIAL NOT NULL,
    "register_id" INTEGER NOT NULL,
    "seat" INTEGER NOT NULL,
    "day" TEXT NOT NULL,
    "checked_in_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "method" TEXT NOT NULL,
    "admin_user_id" INTEGER,

    CONSTRAINT "attendances_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "certificate_rules" (
    "public_training_id" INTEGER NOT NULL,
    "min_days" INTEGER,
    "hours" INTEGER,
    "updated_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "certificate_rules_pkey" PRIMARY KEY ("public_training_id")
);

-- CreateTable
CREATE TABLE "certificates" (
    "id" SERIAL NOT NULL,
    "code" TEXT NOT NULL,
    "register_id" INTEGER NOT NULL,
    "seat" INTEGER NOT NULL,
    "firstname" TEXT NOT NULL,
    "lastname" TEXT NOT NULL,
    "email" TEXT NOT NULL,
    "course_name_th" TEXT NOT NULL,
    "course_name_en" TEXT NOT NULL,
    "start_date" TIMESTAMP(3) NOT NULL,
    "end_date" TIMESTAMP(3) NOT NULL,
    "hours" INTEGER NOT NULL,
    "days_attended" INTEGER NOT NULL,
    "days_total" INTEGER NOT NULL,
    "locale" TEXT NOT NULL DEFAULT 'th',
    "issued_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "issued_by" INTEGER,
    "revoked_at" TIMESTAMP(3),
    "revoke_reason" TEXT,

    CONSTRAINT "certificates_pkey" PRIMARY KEY ("id")
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

-- AddForeignKey
ALTER TABLE "check_in_passes" ADD CONSTRAINT "check_in_passes_register_id_fkey" FOREIGN KEY ("register_id") REFERENCES "registrations"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "attendances" ADD CONSTRAINT "attendances_register_id_fkey" FOREIGN KEY ("register_id") REFERENCES "registrations"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "certificate_rules" ADD CONSTRAINT "certificate_rules_public_training_id_fkey" FOREIGN KEY ("public_training_id") REFERENCES "public_trainings"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_register_id_fkey" FOREIGN KEY ("register_id") REFERENCES "registrations"("id") ON DELETE CASCADE ON UPDATE CASCADE;

