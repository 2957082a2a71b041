-- PostgreSQL only (hand-written; SQLite has no trigram index): the back office's searches are
-- ILIKE '%word%' (register code, member and guest attendee names and e-mails), which no B-tree
-- serves. pg_trgm's GIN indexes answer them from the index: with 100,000 registrations a search
-- by name or e-mail went from a scan of every attendee row to a few index pages (README, Scale).
-- pg_trgm ships with PostgreSQL (contrib) and is a trusted extension: the database's owner may create it.
CREATE EXTENSION IF NOT EXISTS pg_trgm;

CREATE INDEX "registrations_register_code_trgm_idx" ON "registrations" USING gin ("register_code" gin_trgm_ops);

CREATE INDEX "members_name_email_trgm_idx" ON "members" USING gin ("firstname" gin_trgm_ops, "lastname" gin_trgm_ops, "email" gin_trgm_ops);

-- Guests only: members attend under their own names and are found through "members".
CREATE INDEX "registration_attendees_guest_trgm_idx" ON "registration_attendees" USING gin ("firstname" gin_trgm_ops, "lastname" gin_trgm_ops, "email" gin_trgm_ops) WHERE "member_id" IS NULL;
