-- CreateTable
CREATE TABLE "content_revisions" (
    "id" SERIAL NOT NULL,
    "resource" TEXT NOT NULL,
    "item_id" INTEGER NOT NULL,
    "action" TEXT NOT NULL,
    "data" TEXT NOT NULL,
    "changed" TEXT NOT NULL DEFAULT '[]',
    "published" BOOLEAN NOT NULL DEFAULT false,
    "restored_from" INTEGER,
    "user_id" INTEGER,
    "user_name" TEXT NOT NULL DEFAULT '',
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "content_revisions_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "audit_entries" (
    "id" SERIAL NOT NULL,
    "action" TEXT NOT NULL,
    "entity" TEXT NOT NULL,
    "entity_id" INTEGER,
    "label" TEXT NOT NULL DEFAULT '',
    "detail" TEXT,
    "revision_id" INTEGER,
    "user_id" INTEGER,
    "user_name" TEXT NOT NULL DEFAULT '',
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "audit_entries_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "content_revisions_resource_item_id_id_idx" ON "content_revisions"("resource", "item_id", "id");

-- CreateIndex
CREATE INDEX "audit_entries_created_at_idx" ON "audit_entries"("created_at");

-- CreateIndex
CREATE INDEX "audit_entries_user_id_created_at_idx" ON "audit_entries"("user_id", "created_at");

-- CreateIndex
CREATE INDEX "audit_entries_entity_created_at_idx" ON "audit_entries"("entity", "created_at");

