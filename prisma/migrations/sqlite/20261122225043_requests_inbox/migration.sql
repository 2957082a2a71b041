-- RedefineTables
PRAGMA defer_foreign_keys=ON;
PRAGMA foreign_keys=OFF;
CREATE TABLE "new_inhouse_training_requests" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "inhouse_training_id" INTEGER,
    "member_id" INTEGER,
    "contact_name" TEXT NOT NULL,
    "organisation" TEXT,
    "email" TEXT NOT NULL,
    "telephone" TEXT NOT NULL,
    "participants" INTEGER,
    "preferred_date" DATETIME,
    "message" TEXT,
    "status" TEXT NOT NULL DEFAULT 'new',
    "province_id" INTEGER,
    "handled" BOOLEAN NOT NULL DEFAULT false,
    "handled_at" DATETIME,
    "staff_note" TEXT,
    "created_at" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" DATETIME NOT NULL,
    CONSTRAINT "inhouse_training_requests_inhouse_training_id_fkey" FOREIGN KEY ("inhouse_training_id") REFERENCES "inhouse_trainings" ("id") ON DELETE SET NULL ON UPDATE CASCADE,
    CONSTRAINT "inhouse_training_requests_member_id_fkey" FOREIGN KEY ("member_id") REFERENCES "members" ("id") ON DELETE SET NULL ON UPDATE CASCADE
);
INSERT INTO "new_inhouse_training_requests" ("contact_name", "created_at", "email", "id", "inhouse_training_id", "member_id", "message", "organisation", "participants", "preferred_date", "province_id", "status", "telephone", "updated_at") SELECT "contact_name", "created_at", "email", "id", "inhouse_training_id", "member_id", "message", "organisation", "participants", "preferred_date", "province_id", "status", "telephone", "updated_at" FROM "inhouse_training_requests";
DROP TABLE "inhouse_training_requests";
ALTER TABLE "new_inhouse_training_requests" RENAME TO "inhouse_training_requests";
CREATE INDEX "inhouse_training_requests_inhouse_training_id_idx" ON "inhouse_training_requests"("inhouse_training_id");
CREATE INDEX "inhouse_training_requests_created_at_idx" ON "inhouse_training_requests"("created_at");
CREATE TABLE "new_service_requests" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "service_id" INTEGER,
    "member_id" INTEGER,
    "contact_name" TEXT NOT NULL,
    "organisation" TEXT,
    "email" TEXT NOT NULL,
    "telephone" TEXT NOT NULL,
    "message" TEXT NOT NULL,
    "status" TEXT NOT NULL DEFAULT 'new',
    "province_id" INTEGER,
    "handled" BOOLEAN NOT NULL DEFAULT false,
    "handled_at" DATETIME,
    "staff_note" TEXT,
    "created_at" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" DATETIME NOT NULL,
    CONSTRAINT "service_requests_service_id_fkey" FOREIGN KEY ("service_id") REFERENCES "services" ("id") ON DELETE SET NULL ON UPDATE CASCADE,
    CONSTRAINT "service_requests_member_id_fkey" FOREIGN KEY ("member_id") REFERENCES "members" ("id") ON DELETE SET NULL ON UPDATE CASCADE
);
INSERT INTO "new_service_requests" ("contact_name", "created_at", "email", "id", "member_id", "message", "organisation", "province_id", "service_id", "status", "telephone", "updated_at") SELECT "contact_name", "created_at", "email", "id", "member_id", "message", "organisation", "province_id", "service_id", "status", "telephone", "updated_at" FROM "service_requests";
DROP TABLE "service_requests";
ALTER TABLE "new_service_requests" RENAME TO "service_requests";
CREATE INDEX "service_requests_service_id_idx" ON "service_requests"("service_id");
CREATE INDEX "service_requests_created_at_idx" ON "service_requests"("created_at");
CREATE TABLE "new_contact_messages" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "name" TEXT NOT NULL,
    "email" TEXT NOT NULL,
    "telephone" TEXT,
    "subject" TEXT NOT NULL,
    "message" TEXT NOT NULL,
    "handled" BOOLEAN NOT NULL DEFAULT false,
    "handled_at" DATETIME,
    "staff_note" TEXT,
    "created_at" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" DATETIME
);
INSERT INTO "new_contact_messages" ("created_at", "email", "id", "message", "name", "subject", "telephone") SELECT "created_at", "email", "id", "message", "name", "subject", "telephone" FROM "contact_messages";
DROP TABLE "contact_messages";
ALTER TABLE "new_contact_messages" RENAME TO "contact_messages";
CREATE INDEX "contact_messages_handled_created_at_idx" ON "contact_messages"("handled", "created_at");
CREATE INDEX "contact_messages_created_at_idx" ON "contact_messages"("created_at");
PRAGMA foreign_keys=ON;
PRAGMA defer_foreign_keys=OFF;

