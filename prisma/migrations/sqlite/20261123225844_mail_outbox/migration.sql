-- CreateTable
CREATE TABLE "outbox_emails" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "to" TEXT NOT NULL,
    "reply_to" TEXT,
    "subject" TEXT NOT NULL,
    "text" TEXT NOT NULL,
    "html" TEXT,
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "next_attempt_at" DATETIME DEFAULT CURRENT_TIMESTAMP,
    "locked_until" DATETIME,
    "sent_at" DATETIME,
    "failed_at" DATETIME,
    "last_error" TEXT,
    "created_at" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP
);

-- CreateIndex
CREATE INDEX "outbox_emails_next_attempt_at_idx" ON "outbox_emails"("next_attempt_at");

-- CreateIndex
CREATE INDEX "outbox_emails_sent_at_idx" ON "outbox_emails"("sent_at");

