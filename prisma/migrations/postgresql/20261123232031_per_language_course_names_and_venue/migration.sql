-- The venue becomes a per-language field of the training's translation rows.
-- AlterTable
ALTER TABLE "public_training_translations" ADD COLUMN "location" TEXT;

-- Backfill: each language's row gets its training's venue. A venue written in
-- both languages as "Thai / English" (the seed's form) is split at its first
-- " / " when the part before is Thai and the part after is not; any other
-- venue goes to both languages unchanged.
UPDATE "public_training_translations" AS tt SET "location" = CASE
    WHEN t."location" IS NULL OR btrim(t."location") = '' THEN NULL
    WHEN position(' / ' in t."location") > 0
      AND substring(t."location" from 1 for position(' / ' in t."location") - 1) ~ '[ก-๙]'
      AND substring(t."location" from position(' / ' in t."location") + 3) !~ '[ก-๙]'
      THEN btrim(CASE WHEN tt."language_id" = 2
        THEN substring(t."location" from position(' / ' in t."location") + 3)
        ELSE substring(t."location" from 1 for position(' / ' in t."location") - 1) END)
    ELSE t."location"
  END
  FROM "public_trainings" t WHERE t."id" = tt."public_training_id";

-- AlterTable
ALTER TABLE "public_trainings" DROP COLUMN "location";

-- The course name snapshot, per language.
-- AlterTable
ALTER TABLE "registrations" ADD COLUMN     "course_name_en" TEXT,
ADD COLUMN     "course_name_th" TEXT;

-- Backfill: the name stored at registration is the snapshot in the
-- registration's language; the other language's is the training's current
-- name in that language (the best record there is), or NULL (readers then
-- fall back to Thai, then to course_name).
UPDATE "registrations" AS r SET
  "course_name_th" = CASE WHEN r."locale" = 'en'
    THEN (SELECT tt."name" FROM "public_training_translations" tt WHERE tt."public_training_id" = r."public_training_id" AND tt."language_id" = 1)
    ELSE r."course_name" END,
  "course_name_en" = CASE WHEN r."locale" = 'en'
    THEN r."course_name"
    ELSE (SELECT tt."name" FROM "public_training_translations" tt WHERE tt."public_training_id" = r."public_training_id" AND tt."language_id" = 2) END;

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
