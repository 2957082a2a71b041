-- The venue becomes a per-language field of the training's translation rows.
-- AlterTable
ALTER TABLE "public_training_translations" ADD COLUMN "location" TEXT;

-- Backfill: each language's row gets its training's venue. A venue written in
-- both languages as "Thai / English" (the seed's form) is split at its first
-- " / " when the part before is Thai and the part after is not; any other
-- venue goes to both languages unchanged.
UPDATE "public_training_translations" SET "location" = (
  SELECT CASE
    WHEN t."location" IS NULL OR trim(t."location") = '' THEN NULL
    WHEN instr(t."location", ' / ') > 0
      AND substr(t."location", 1, instr(t."location", ' / ') - 1) GLOB '*[ก-๙]*'
      AND NOT substr(t."location", instr(t."location", ' / ') + 3) GLOB '*[ก-๙]*'
      THEN trim(CASE WHEN "public_training_translations"."language_id" = 2
        THEN substr(t."location", instr(t."location", ' / ') + 3)
        ELSE substr(t."location", 1, instr(t."location", ' / ') - 1) END)
    ELSE t."location"
  END
  FROM "public_trainings" t WHERE t."id" = "public_training_translations"."public_training_id"
);

-- AlterTable (SQLite >= 3.35 drops a plain column in place: no table rebuild,
-- so no implicit delete cascades onto the training's rows)
ALTER TABLE "public_trainings" DROP COLUMN "location";

-- The course name snapshot, per language.
-- AlterTable
ALTER TABLE "registrations" ADD COLUMN "course_name_en" TEXT;
ALTER TABLE "registrations" ADD COLUMN "course_name_th" TEXT;

-- Backfill: the name stored at registration is the snapshot in the
-- registration's language; the other language's is the training's current
-- name in that language (the best record there is), or NULL (readers then
-- fall back to Thai, then to course_name).
UPDATE "registrations" SET
  "course_name_th" = CASE WHEN "locale" = 'en'
    THEN (SELECT tt."name" FROM "public_training_translations" tt WHERE tt."public_training_id" = "registrations"."public_training_id" AND tt."language_id" = 1)
    ELSE "course_name" END,
  "course_name_en" = CASE WHEN "locale" = 'en'
    THEN "course_name"
    ELSE (SELECT tt."name" FROM "public_training_translations" tt WHERE tt."public_training_id" = "registrations"."public_training_id" AND tt."language_id" = 2) END;

-- A declined, cancelled or failed card payment left the gateway's own
-- (English) text as the registration's status message; it becomes the locale
-- key of that outcome, shown in the reader's language (src/server/payments/gateway-reasons.ts).
UPDATE "registrations" SET "register_status_message" = CASE "gateway_paid_status"
    WHEN 'CANCEL' THEN 'payment.gateway_reason.cancelled'
    WHEN 'ERROR' THEN 'payment.gateway_reason.error'
    WHEN 'REVIEW' THEN 'payment.gateway_reason.review'
    WHEN 'DECLINE' THEN 'payment.gateway_reason.declined'
    ELSE 'payment.gateway_reason.not_completed' END
  WHERE "payment_method_id" = 1 AND "register_status_id" = 1 AND "register_status_message" IS NOT NULL
    AND "gateway_paid_status" IS NOT NULL AND "gateway_paid_status" <> 'ACCEPT';
