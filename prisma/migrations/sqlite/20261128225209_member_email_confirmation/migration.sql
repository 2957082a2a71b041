-- AlterTable
ALTER TABLE "members" ADD COLUMN "email_confirm_sent_at" DATETIME;
ALTER TABLE "members" ADD COLUMN "email_confirm_token_hash" TEXT;
-- SQLite cannot add a column whose default is CURRENT_TIMESTAMP; Prisma writes now() on create.
ALTER TABLE "members" ADD COLUMN "email_confirmed_at" DATETIME;

-- CreateIndex
CREATE UNIQUE INDEX "members_email_confirm_token_hash_key" ON "members"("email_confirm_token_hash");

-- CreateIndex
CREATE INDEX "members_email_confirmed_at_idx" ON "members"("email_confirmed_at");


-- Members who signed up before confirmation existed count as confirmed (docs/decisions.md).
UPDATE "members" SET "email_confirmed_at" = "created_at";
