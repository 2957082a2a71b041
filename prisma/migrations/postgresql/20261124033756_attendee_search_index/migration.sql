-- CreateIndex
CREATE INDEX "registration_attendees_member_id_firstname_lastname_email_r_idx" ON "registration_attendees"("member_id", "firstname", "lastname", "email", "register_id");

