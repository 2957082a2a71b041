-- CreateSchema
CREATE SCHEMA IF NOT EXISTS "public";

-- CreateTable
CREATE TABLE "languages" (
    "id" INTEGER NOT NULL,
    "code" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "image" TEXT,
    "status" BOOLEAN NOT NULL DEFAULT true,

    CONSTRAINT "languages_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "geographies" (
    "id" INTEGER NOT NULL,
    "name_th" TEXT NOT NULL,
    "name_en" TEXT NOT NULL,

    CONSTRAINT "geographies_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "provinces" (
    "id" INTEGER NOT NULL,
    "name_th" TEXT NOT NULL,
    "name_en" TEXT NOT NULL,
    "geography_id" INTEGER NOT NULL,

    CONSTRAINT "provinces_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "amphures" (
    "id" INTEGER NOT NULL,
    "name_th" TEXT NOT NULL,
    "name_en" TEXT NOT NULL,
    "province_id" INTEGER NOT NULL,

    CONSTRAINT "amphures_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "districts" (
    "id" INTEGER NOT NULL,
    "name_th" TEXT NOT NULL,
    "name_en" TEXT NOT NULL,
    "amphure_id" INTEGER NOT NULL,
    "zip_code" TEXT NOT NULL,

    CONSTRAINT "districts_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "name_prefixes" (
    "id" INTEGER NOT NULL,
    "name_th" TEXT NOT NULL,
    "name_en" TEXT NOT NULL,
    "status" INTEGER NOT NULL DEFAULT 1,

    CONSTRAINT "name_prefixes_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "company_types" (
    "id" INTEGER NOT NULL,
    "name_th" TEXT NOT NULL,
    "name_en" TEXT NOT NULL,
    "status" INTEGER NOT NULL DEFAULT 1,

    CONSTRAINT "company_types_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "register_statuses" (
    "id" INTEGER NOT NULL,
    "code" TEXT NOT NULL,
    "name_th" TEXT NOT NULL,
    "name_en" TEXT NOT NULL,
    "sort_order" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "register_statuses_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "payment_methods" (
    "id" INTEGER NOT NULL,
    "code" TEXT NOT NULL,
    "name_th" TEXT NOT NULL,
    "name_en" TEXT NOT NULL,
    "info_th" TEXT,
    "info_en" TEXT,
    "status" INTEGER NOT NULL DEFAULT 1,

    CONSTRAINT "payment_methods_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "banks" (
    "id" INTEGER NOT NULL,
    "code" TEXT NOT NULL,
    "name_th" TEXT NOT NULL,
    "name_en" TEXT NOT NULL,
    "status" INTEGER NOT NULL DEFAULT 1,

    CONSTRAINT "banks_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "card_types" (
    "code" TEXT NOT NULL,
    "name" TEXT NOT NULL,

    CONSTRAINT "card_types_pkey" PRIMARY KEY ("code")
);

-- CreateTable
CREATE TABLE "members" (
    "id" SERIAL NOT NULL,
    "member_type" TEXT NOT NULL DEFAULT 'P',
    "name_prefix_id" INTEGER,
    "firstname" TEXT NOT NULL,
    "lastname" TEXT NOT NULL,
    "telephone" TEXT NOT NULL,
    "email" TEXT NOT NULL,
    "password_hash" TEXT NOT NULL,
    "image_url" TEXT,
    "company_name" TEXT,
    "company_type_id" INTEGER,
    "tax_no" TEXT,
    "province_id" INTEGER,
    "status" BOOLEAN NOT NULL DEFAULT true,
    "latest_accessed_at" TIMESTAMP(3),
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "members_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "member_receipt_addresses" (
    "id" SERIAL NOT NULL,
    "member_id" INTEGER NOT NULL,
    "receipt_type" TEXT NOT NULL DEFAULT 'P',
    "name" TEXT NOT NULL,
    "tax_no" TEXT,
    "branch" TEXT,
    "address" TEXT NOT NULL,
    "province_id" INTEGER,
    "amphure_id" INTEGER,
    "district_id" INTEGER,
    "zip_code" TEXT,
    "is_default" BOOLEAN NOT NULL DEFAULT true,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "member_receipt_addresses_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "admin_users" (
    "id" SERIAL NOT NULL,
    "firstname" TEXT NOT NULL,
    "lastname" TEXT NOT NULL DEFAULT '',
    "email" TEXT NOT NULL,
    "password_hash" TEXT NOT NULL,
    "status" BOOLEAN NOT NULL DEFAULT true,
    "image_url" TEXT,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "admin_users_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "roles" (
    "id" SERIAL NOT NULL,
    "name" TEXT NOT NULL,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "roles_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "permissions" (
    "id" SERIAL NOT NULL,
    "name" TEXT NOT NULL,

    CONSTRAINT "permissions_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "role_permissions" (
    "role_id" INTEGER NOT NULL,
    "permission_id" INTEGER NOT NULL,

    CONSTRAINT "role_permissions_pkey" PRIMARY KEY ("role_id","permission_id")
);

-- CreateTable
CREATE TABLE "user_roles" (
    "user_id" INTEGER NOT NULL,
    "role_id" INTEGER NOT NULL,

    CONSTRAINT "user_roles_pkey" PRIMARY KEY ("user_id","role_id")
);

-- CreateTable
CREATE TABLE "auth_tokens" (
    "id" SERIAL NOT NULL,
    "realm" TEXT NOT NULL,
    "kind" TEXT NOT NULL DEFAULT 'session',
    "token_hash" TEXT NOT NULL,
    "member_id" INTEGER,
    "admin_user_id" INTEGER,
    "remember" BOOLEAN NOT NULL DEFAULT false,
    "user_agent" TEXT,
    "expires_at" TIMESTAMP(3) NOT NULL,
    "last_used_at" TIMESTAMP(3),
    "revoked_at" TIMESTAMP(3),
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "auth_tokens_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "password_reset_tokens" (
    "id" SERIAL NOT NULL,
    "member_id" INTEGER NOT NULL,
    "token_hash" TEXT NOT NULL,
    "expires_at" TIMESTAMP(3) NOT NULL,
    "used_at" TIMESTAMP(3),
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "password_reset_tokens_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "banners" (
    "id" SERIAL NOT NULL,
    "category" TEXT NOT NULL,
    "link_url" TEXT,
    "sort_order" INTEGER NOT NULL DEFAULT 0,
    "status" BOOLEAN NOT NULL DEFAULT true,
    "start_date" TIMESTAMP(3),
    "end_date" TIMESTAMP(3),
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "banners_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "banner_translations" (
    "id" SERIAL NOT NULL,
    "banner_id" INTEGER NOT NULL,
    "language_id" INTEGER NOT NULL,
    "name" TEXT NOT NULL,
    "description" TEXT,
    "image_url" TEXT,
    "image_width" INTEGER,
    "image_height" INTEGER,

    CONSTRAINT "banner_translations_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "news_categories" (
    "id" SERIAL NOT NULL,
    "sort_order" INTEGER NOT NULL DEFAULT 0,
    "status" BOOLEAN NOT NULL DEFAULT true,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "news_categories_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "news_category_translations" (
    "id" SERIAL NOT NULL,
    "news_category_id" INTEGER NOT NULL,
    "language_id" INTEGER NOT NULL,
    "name" TEXT NOT NULL,
    "description" TEXT,
    "meta_title" TEXT,
    "meta_description" TEXT,
    "meta_keyword" TEXT,

    CONSTRAINT "news_category_translations_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "news" (
    "id" SERIAL NOT NULL,
    "news_category_id" INTEGER NOT NULL,
    "pin" BOOLEAN NOT NULL DEFAULT false,
    "highlight" BOOLEAN NOT NULL DEFAULT false,
    "status" BOOLEAN NOT NULL DEFAULT true,
    "view_count" INTEGER NOT NULL DEFAULT 0,
    "published_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "news_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "news_translations" (
    "id" SERIAL NOT NULL,
    "news_id" INTEGER NOT NULL,
    "language_id" INTEGER NOT NULL,
    "name" TEXT NOT NULL,
    "description" TEXT,
    "body" TEXT,
    "meta_title" TEXT,
    "meta_description" TEXT,
    "meta_keyword" TEXT,
    "image_url" TEXT,
    "image_width" INTEGER,
    "image_height" INTEGER,

    CONSTRAINT "news_translations_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "portfolios" (
    "id" SERIAL NOT NULL,
    "status" BOOLEAN NOT NULL DEFAULT true,
    "view_count" INTEGER NOT NULL DEFAULT 0,
    "published_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "portfolios_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "portfolio_translations" (
    "id" SERIAL NOT NULL,
    "portfolio_id" INTEGER NOT NULL,
    "language_id" INTEGER NOT NULL,
    "name" TEXT NOT NULL,
    "description" TEXT,
    "body" TEXT,
    "meta_title" TEXT,
    "meta_description" TEXT,
    "meta_keyword" TEXT,
    "image_url" TEXT,
    "image_width" INTEGER,
    "image_height" INTEGER,

    CONSTRAINT "portfolio_translations_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "faculties" (
    "id" SERIAL NOT NULL,
    "sort_order" INTEGER NOT NULL DEFAULT 0,
    "status" BOOLEAN NOT NULL DEFAULT true,

    CONSTRAINT "faculties_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "faculty_translations" (
    "id" SERIAL NOT NULL,
    "faculty_id" INTEGER NOT NULL,
    "language_id" INTEGER NOT NULL,
    "name" TEXT NOT NULL,

    CONSTRAINT "faculty_translations_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "researchers" (
    "id" SERIAL NOT NULL,
    "faculty_id" INTEGER NOT NULL,
    "email" TEXT,
    "telephone" TEXT,
    "image_url" TEXT,
    "sort_order" INTEGER NOT NULL DEFAULT 0,
    "status" BOOLEAN NOT NULL DEFAULT true,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "researchers_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "researcher_translations" (
    "id" SERIAL NOT NULL,
    "researcher_id" INTEGER NOT NULL,
    "language_id" INTEGER NOT NULL,
    "name" TEXT NOT NULL,
    "position" TEXT,
    "expertise" TEXT,

    CONSTRAINT "researcher_translations_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "public_training_categories" (
    "id" SERIAL NOT NULL,
    "sort_order" INTEGER NOT NULL DEFAULT 0,
    "status" BOOLEAN NOT NULL DEFAULT true,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "public_training_categories_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "public_training_category_translations" (
    "id" SERIAL NOT NULL,
    "public_training_category_id" INTEGER NOT NULL,
    "language_id" INTEGER NOT NULL,
    "name" TEXT NOT NULL,
    "description" TEXT,

    CONSTRAINT "public_training_category_translations_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "public_training_speakers" (
    "id" SERIAL NOT NULL,
    "image_url" TEXT,
    "email" TEXT,
    "status" BOOLEAN NOT NULL DEFAULT true,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "public_training_speakers_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "public_training_speaker_translations" (
    "id" SERIAL NOT NULL,
    "public_training_speaker_id" INTEGER NOT NULL,
    "language_id" INTEGER NOT NULL,
    "name" TEXT NOT NULL,
    "position" TEXT,
    "biography" TEXT,

    CONSTRAINT "public_training_speaker_translations_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "public_trainings" (
    "id" SERIAL NOT NULL,
    "public_training_category_id" INTEGER NOT NULL,
    "course_code" TEXT NOT NULL,
    "start_training_date" TIMESTAMP(3) NOT NULL,
    "end_training_date" TIMESTAMP(3) NOT NULL,
    "register_start_date" TIMESTAMP(3),
    "register_end_date" TIMESTAMP(3),
    "price_satang" INTEGER NOT NULL,
    "seat_limit" INTEGER NOT NULL,
    "location" TEXT,
    "status" BOOLEAN NOT NULL DEFAULT true,
    "view_count" INTEGER NOT NULL DEFAULT 0,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "public_trainings_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "public_training_translations" (
    "id" SERIAL NOT NULL,
    "public_training_id" INTEGER NOT NULL,
    "language_id" INTEGER NOT NULL,
    "name" TEXT NOT NULL,
    "description" TEXT,
    "body" TEXT,
    "meta_title" TEXT,
    "meta_description" TEXT,
    "meta_keyword" TEXT,
    "image_url" TEXT,
    "image_width" INTEGER,
    "image_height" INTEGER,

    CONSTRAINT "public_training_translations_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "public_training_speaker_links" (
    "public_training_id" INTEGER NOT NULL,
    "public_training_speaker_id" INTEGER NOT NULL,
    "sort_order" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "public_training_speaker_links_pkey" PRIMARY KEY ("public_training_id","public_training_speaker_id")
);

-- CreateTable
CREATE TABLE "public_training_documents" (
    "id" SERIAL NOT NULL,
    "public_training_id" INTEGER NOT NULL,
    "name" TEXT NOT NULL,
    "file_url" TEXT NOT NULL,
    "mime_type" TEXT,
    "size_bytes" INTEGER,
    "sort_order" INTEGER NOT NULL DEFAULT 0,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "public_training_documents_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "inhouse_training_categories" (
    "id" SERIAL NOT NULL,
    "sort_order" INTEGER NOT NULL DEFAULT 0,
    "status" BOOLEAN NOT NULL DEFAULT true,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "inhouse_training_categories_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "inhouse_training_category_translations" (
    "id" SERIAL NOT NULL,
    "inhouse_training_category_id" INTEGER NOT NULL,
    "language_id" INTEGER NOT NULL,
    "name" TEXT NOT NULL,
    "description" TEXT,

    CONSTRAINT "inhouse_training_category_translations_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "inhouse_trainings" (
    "id" SERIAL NOT NULL,
    "inhouse_training_category_id" INTEGER NOT NULL,
    "duration_hours" INTEGER,
    "status" BOOLEAN NOT NULL DEFAULT true,
    "view_count" INTEGER NOT NULL DEFAULT 0,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "inhouse_trainings_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "inhouse_training_translations" (
    "id" SERIAL NOT NULL,
    "inhouse_training_id" INTEGER NOT NULL,
    "language_id" INTEGER NOT NULL,
    "name" TEXT NOT NULL,
    "description" TEXT,
    "body" TEXT,
    "meta_title" TEXT,
    "meta_description" TEXT,
    "meta_keyword" TEXT,
    "image_url" TEXT,
    "image_width" INTEGER,
    "image_height" INTEGER,

    CONSTRAINT "inhouse_training_translations_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "inhouse_training_requests" (
    "id" SERIAL NOT NULL,
    "inhouse_training_id" INTEGER,
    "member_id" INTEGER,
    "contact_name" TEXT NOT NULL,
    "organisation" TEXT,
    "email" TEXT NOT NULL,
    "telephone" TEXT NOT NULL,
    "participants" INTEGER,
    "preferred_date" TIMESTAMP(3),
    "message" TEXT,
    "status" TEXT NOT NULL DEFAULT 'new',
    "province_id" INTEGER,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "inhouse_training_requests_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "service_categories" (
    "id" SERIAL NOT NULL,
    "kind" TEXT NOT NULL,
    "sort_order" INTEGER NOT NULL DEFAULT 0,
    "status" BOOLEAN NOT NULL DEFAULT true,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "service_categories_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "service_category_translations" (
    "id" SERIAL NOT NULL,
    "service_category_id" INTEGER NOT NULL,
    "language_id" INTEGER NOT NULL,
    "name" TEXT NOT NULL,
    "description" TEXT,

    CONSTRAINT "service_category_translations_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "services" (
    "id" SERIAL NOT NULL,
    "service_category_id" INTEGER NOT NULL,
    "kind" TEXT NOT NULL,
    "status" BOOLEAN NOT NULL DEFAULT true,
    "view_count" INTEGER NOT NULL DEFAULT 0,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "services_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "service_translations" (
    "id" SERIAL NOT NULL,
    "service_id" INTEGER NOT NULL,
    "language_id" INTEGER NOT NULL,
    "name" TEXT NOT NULL,
    "description" TEXT,
    "body" TEXT,
    "meta_title" TEXT,
    "meta_description" TEXT,
    "meta_keyword" TEXT,
    "image_url" TEXT,
    "image_width" INTEGER,
    "image_height" INTEGER,

    CONSTRAINT "service_translations_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "service_requests" (
    "id" SERIAL NOT NULL,
    "service_id" INTEGER,
    "member_id" INTEGER,
    "contact_name" TEXT NOT NULL,
    "organisation" TEXT,
    "email" TEXT NOT NULL,
    "telephone" TEXT NOT NULL,
    "message" TEXT NOT NULL,
    "status" TEXT NOT NULL DEFAULT 'new',
    "province_id" INTEGER,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "service_requests_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "pages" (
    "id" SERIAL NOT NULL,
    "slug" TEXT NOT NULL,
    "updated_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "pages_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "page_translations" (
    "id" SERIAL NOT NULL,
    "page_id" INTEGER NOT NULL,
    "language_id" INTEGER NOT NULL,
    "name" TEXT NOT NULL,
    "body" TEXT NOT NULL,
    "meta_title" TEXT,
    "meta_description" TEXT,
    "meta_keyword" TEXT,
    "image_url" TEXT,
    "image_width" INTEGER,
    "image_height" INTEGER,

    CONSTRAINT "page_translations_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "contact_messages" (
    "id" SERIAL NOT NULL,
    "name" TEXT NOT NULL,
    "email" TEXT NOT NULL,
    "telephone" TEXT,
    "subject" TEXT NOT NULL,
    "message" TEXT NOT NULL,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "contact_messages_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "registrations" (
    "id" SERIAL NOT NULL,
    "register_code" TEXT NOT NULL,
    "public_training_id" INTEGER NOT NULL,
    "member_id" INTEGER NOT NULL,
    "register_status_id" INTEGER NOT NULL,
    "register_status_message" TEXT,
    "course_code" TEXT NOT NULL,
    "course_name" TEXT NOT NULL,
    "training_date" TIMESTAMP(3) NOT NULL,
    "unit_price_satang" INTEGER NOT NULL,
    "quantity" INTEGER NOT NULL,
    "total_amount_satang" INTEGER NOT NULL,
    "payment_method_id" INTEGER,
    "payment_submit_date" TIMESTAMP(3),
    "paid_at" TIMESTAMP(3),
    "gateway_request_id" TEXT,
    "gateway_paid_status" TEXT,
    "gateway_req_card_number" TEXT,
    "gateway_card_type_name" TEXT,
    "transfer_bank_id" INTEGER,
    "transfer_bank_specify_text" TEXT,
    "transfer_bank_name" TEXT,
    "transfer_date" TIMESTAMP(3),
    "receipt_type" TEXT NOT NULL DEFAULT 'P',
    "receipt_name" TEXT,
    "receipt_company_name" TEXT,
    "receipt_tax_no" TEXT,
    "receipt_branch" TEXT,
    "receipt_address" TEXT,
    "receipt_district_id" INTEGER,
    "receipt_amphure_id" INTEGER,
    "receipt_province_id" INTEGER,
    "receipt_district" TEXT,
    "receipt_amphure" TEXT,
    "receipt_province" TEXT,
    "receipt_zip_code" TEXT,
    "receipt_no" TEXT,
    "receipt_status" INTEGER NOT NULL DEFAULT 0,
    "locale" TEXT NOT NULL DEFAULT 'th',
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "registrations_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "registration_attendees" (
    "id" SERIAL NOT NULL,
    "register_id" INTEGER NOT NULL,
    "member_id" INTEGER,
    "firstname" TEXT NOT NULL,
    "lastname" TEXT NOT NULL,
    "email" TEXT NOT NULL,
    "telephone" TEXT NOT NULL,
    "sort_order" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "registration_attendees_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "registration_histories" (
    "id" SERIAL NOT NULL,
    "register_id" INTEGER NOT NULL,
    "register_status_id" INTEGER NOT NULL,
    "note" TEXT,
    "payment_slip_image" TEXT,
    "actor_type" TEXT NOT NULL,
    "admin_user_id" INTEGER,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "registration_histories_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "payment_slips" (
    "id" SERIAL NOT NULL,
    "register_id" INTEGER NOT NULL,
    "image_url" TEXT NOT NULL,
    "bank_id" INTEGER NOT NULL,
    "bank_specify_text" TEXT,
    "transfer_date" TIMESTAMP(3) NOT NULL,
    "amount_satang" INTEGER NOT NULL,
    "status" TEXT NOT NULL DEFAULT 'pending',
    "reject_reason" TEXT,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "payment_slips_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "card_payments" (
    "id" SERIAL NOT NULL,
    "register_id" INTEGER NOT NULL,
    "transaction_uuid" TEXT NOT NULL,
    "transaction_id" TEXT,
    "decision" TEXT,
    "reason_code" TEXT,
    "message" TEXT,
    "amount_satang" INTEGER NOT NULL,
    "currency" TEXT NOT NULL DEFAULT 'THB',
    "card_number_masked" TEXT,
    "card_type_code" TEXT,
    "signature_valid" BOOLEAN,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "responded_at" TIMESTAMP(3),

    CONSTRAINT "card_payments_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "uploads" (
    "id" SERIAL NOT NULL,
    "path" TEXT NOT NULL,
    "mime_type" TEXT NOT NULL,
    "size_bytes" INTEGER NOT NULL,
    "width" INTEGER,
    "height" INTEGER,
    "owner_realm" TEXT,
    "owner_id" INTEGER,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "uploads_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "languages_code_key" ON "languages"("code");

-- CreateIndex
CREATE INDEX "provinces_geography_id_idx" ON "provinces"("geography_id");

-- CreateIndex
CREATE INDEX "amphures_province_id_idx" ON "amphures"("province_id");

-- CreateIndex
CREATE INDEX "districts_amphure_id_idx" ON "districts"("amphure_id");

-- CreateIndex
CREATE INDEX "districts_zip_code_idx" ON "districts"("zip_code");

-- CreateIndex
CREATE UNIQUE INDEX "register_statuses_code_key" ON "register_statuses"("code");

-- CreateIndex
CREATE UNIQUE INDEX "payment_methods_code_key" ON "payment_methods"("code");

-- CreateIndex
CREATE UNIQUE INDEX "banks_code_key" ON "banks"("code");

-- CreateIndex
CREATE UNIQUE INDEX "members_email_key" ON "members"("email");

-- CreateIndex
CREATE INDEX "members_member_type_idx" ON "members"("member_type");

-- CreateIndex
CREATE INDEX "members_created_at_idx" ON "members"("created_at");

-- CreateIndex
CREATE INDEX "members_latest_accessed_at_idx" ON "members"("latest_accessed_at");

-- CreateIndex
CREATE INDEX "member_receipt_addresses_member_id_idx" ON "member_receipt_addresses"("member_id");

-- CreateIndex
CREATE UNIQUE INDEX "admin_users_email_key" ON "admin_users"("email");

-- CreateIndex
CREATE INDEX "admin_users_status_idx" ON "admin_users"("status");

-- CreateIndex
CREATE UNIQUE INDEX "roles_name_key" ON "roles"("name");

-- CreateIndex
CREATE UNIQUE INDEX "permissions_name_key" ON "permissions"("name");

-- CreateIndex
CREATE INDEX "role_permissions_permission_id_idx" ON "role_permissions"("permission_id");

-- CreateIndex
CREATE INDEX "user_roles_role_id_idx" ON "user_roles"("role_id");

-- CreateIndex
CREATE UNIQUE INDEX "auth_tokens_token_hash_key" ON "auth_tokens"("token_hash");

-- CreateIndex
CREATE INDEX "auth_tokens_member_id_idx" ON "auth_tokens"("member_id");

-- CreateIndex
CREATE INDEX "auth_tokens_admin_user_id_idx" ON "auth_tokens"("admin_user_id");

-- CreateIndex
CREATE UNIQUE INDEX "password_reset_tokens_token_hash_key" ON "password_reset_tokens"("token_hash");

-- CreateIndex
CREATE INDEX "password_reset_tokens_member_id_idx" ON "password_reset_tokens"("member_id");

-- CreateIndex
CREATE INDEX "banners_category_status_sort_order_idx" ON "banners"("category", "status", "sort_order");

-- CreateIndex
CREATE UNIQUE INDEX "banner_translations_banner_id_language_id_key" ON "banner_translations"("banner_id", "language_id");

-- CreateIndex
CREATE UNIQUE INDEX "news_category_translations_news_category_id_language_id_key" ON "news_category_translations"("news_category_id", "language_id");

-- CreateIndex
CREATE INDEX "news_news_category_id_idx" ON "news"("news_category_id");

-- CreateIndex
CREATE INDEX "news_status_published_at_idx" ON "news"("status", "published_at");

-- CreateIndex
CREATE INDEX "news_status_highlight_idx" ON "news"("status", "highlight");

-- CreateIndex
CREATE INDEX "news_status_view_count_idx" ON "news"("status", "view_count");

-- CreateIndex
CREATE UNIQUE INDEX "news_translations_news_id_language_id_key" ON "news_translations"("news_id", "language_id");

-- CreateIndex
CREATE INDEX "portfolios_status_published_at_idx" ON "portfolios"("status", "published_at");

-- CreateIndex
CREATE UNIQUE INDEX "portfolio_translations_portfolio_id_language_id_key" ON "portfolio_translations"("portfolio_id", "language_id");

-- CreateIndex
CREATE UNIQUE INDEX "faculty_translations_faculty_id_language_id_key" ON "faculty_translations"("faculty_id", "language_id");

-- CreateIndex
CREATE INDEX "researchers_faculty_id_status_idx" ON "researchers"("faculty_id", "status");

-- CreateIndex
CREATE INDEX "researcher_translations_name_idx" ON "researcher_translations"("name");

-- CreateIndex
CREATE UNIQUE INDEX "researcher_translations_researcher_id_language_id_key" ON "researcher_translations"("researcher_id", "language_id");

-- CreateIndex
CREATE UNIQUE INDEX "public_training_category_translations_public_training_categ_key" ON "public_training_category_translations"("public_training_category_id", "language_id");

-- CreateIndex
CREATE UNIQUE INDEX "public_training_speaker_translations_public_training_speake_key" ON "public_training_speaker_translations"("public_training_speaker_id", "language_id");

-- CreateIndex
CREATE UNIQUE INDEX "public_trainings_course_code_key" ON "public_trainings"("course_code");

-- CreateIndex
CREATE INDEX "public_trainings_public_training_category_id_idx" ON "public_trainings"("public_training_category_id");

-- CreateIndex
CREATE INDEX "public_trainings_status_start_training_date_idx" ON "public_trainings"("status", "start_training_date");

-- CreateIndex
CREATE INDEX "public_training_translations_name_idx" ON "public_training_translations"("name");

-- CreateIndex
CREATE UNIQUE INDEX "public_training_translations_public_training_id_language_id_key" ON "public_training_translations"("public_training_id", "language_id");

-- CreateIndex
CREATE INDEX "public_training_speaker_links_public_training_speaker_id_idx" ON "public_training_speaker_links"("public_training_speaker_id");

-- CreateIndex
CREATE INDEX "public_training_documents_public_training_id_idx" ON "public_training_documents"("public_training_id");

-- CreateIndex
CREATE UNIQUE INDEX "inhouse_training_category_translations_inhouse_training_cat_key" ON "inhouse_training_category_translations"("inhouse_training_category_id", "language_id");

-- CreateIndex
CREATE INDEX "inhouse_trainings_inhouse_training_category_id_status_idx" ON "inhouse_trainings"("inhouse_training_category_id", "status");

-- CreateIndex
CREATE UNIQUE INDEX "inhouse_training_translations_inhouse_training_id_language__key" ON "inhouse_training_translations"("inhouse_training_id", "language_id");

-- CreateIndex
CREATE INDEX "inhouse_training_requests_inhouse_training_id_idx" ON "inhouse_training_requests"("inhouse_training_id");

-- CreateIndex
CREATE INDEX "inhouse_training_requests_created_at_idx" ON "inhouse_training_requests"("created_at");

-- CreateIndex
CREATE INDEX "service_categories_kind_status_idx" ON "service_categories"("kind", "status");

-- CreateIndex
CREATE UNIQUE INDEX "service_category_translations_service_category_id_language__key" ON "service_category_translations"("service_category_id", "language_id");

-- CreateIndex
CREATE INDEX "services_kind_status_idx" ON "services"("kind", "status");

-- CreateIndex
CREATE INDEX "services_service_category_id_idx" ON "services"("service_category_id");

-- CreateIndex
CREATE UNIQUE INDEX "service_translations_service_id_language_id_key" ON "service_translations"("service_id", "language_id");

-- CreateIndex
CREATE INDEX "service_requests_service_id_idx" ON "service_requests"("service_id");

-- CreateIndex
CREATE INDEX "service_requests_created_at_idx" ON "service_requests"("created_at");

-- CreateIndex
CREATE UNIQUE INDEX "pages_slug_key" ON "pages"("slug");

-- CreateIndex
CREATE UNIQUE INDEX "page_translations_page_id_language_id_key" ON "page_translations"("page_id", "language_id");

-- CreateIndex
CREATE INDEX "contact_messages_created_at_idx" ON "contact_messages"("created_at");

-- CreateIndex
CREATE UNIQUE INDEX "registrations_register_code_key" ON "registrations"("register_code");

-- CreateIndex
CREATE UNIQUE INDEX "registrations_receipt_no_key" ON "registrations"("receipt_no");

-- CreateIndex
CREATE INDEX "registrations_public_training_id_register_status_id_idx" ON "registrations"("public_training_id", "register_status_id");

-- CreateIndex
CREATE INDEX "registrations_member_id_created_at_idx" ON "registrations"("member_id", "created_at");

-- CreateIndex
CREATE INDEX "registrations_register_status_id_payment_method_id_idx" ON "registrations"("register_status_id", "payment_method_id");

-- CreateIndex
CREATE INDEX "registrations_created_at_idx" ON "registrations"("created_at");

-- CreateIndex
CREATE INDEX "registration_attendees_register_id_idx" ON "registration_attendees"("register_id");

-- CreateIndex
CREATE INDEX "registration_histories_register_id_created_at_idx" ON "registration_histories"("register_id", "created_at");

-- CreateIndex
CREATE INDEX "payment_slips_register_id_created_at_idx" ON "payment_slips"("register_id", "created_at");

-- CreateIndex
CREATE UNIQUE INDEX "card_payments_transaction_uuid_key" ON "card_payments"("transaction_uuid");

-- CreateIndex
CREATE INDEX "card_payments_register_id_idx" ON "card_payments"("register_id");

-- CreateIndex
CREATE UNIQUE INDEX "uploads_path_key" ON "uploads"("path");

-- AddForeignKey
ALTER TABLE "provinces" ADD CONSTRAINT "provinces_geography_id_fkey" FOREIGN KEY ("geography_id") REFERENCES "geographies"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "amphures" ADD CONSTRAINT "amphures_province_id_fkey" FOREIGN KEY ("province_id") REFERENCES "provinces"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "districts" ADD CONSTRAINT "districts_amphure_id_fkey" FOREIGN KEY ("amphure_id") REFERENCES "amphures"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "members" ADD CONSTRAINT "members_name_prefix_id_fkey" FOREIGN KEY ("name_prefix_id") REFERENCES "name_prefixes"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "members" ADD CONSTRAINT "members_company_type_id_fkey" FOREIGN KEY ("company_type_id") REFERENCES "company_types"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "members" ADD CONSTRAINT "members_province_id_fkey" FOREIGN KEY ("province_id") REFERENCES "provinces"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "member_receipt_addresses" ADD CONSTRAINT "member_receipt_addresses_member_id_fkey" FOREIGN KEY ("member_id") REFERENCES "members"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "member_receipt_addresses" ADD CONSTRAINT "member_receipt_addresses_province_id_fkey" FOREIGN KEY ("province_id") REFERENCES "provinces"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "member_receipt_addresses" ADD CONSTRAINT "member_receipt_addresses_amphure_id_fkey" FOREIGN KEY ("amphure_id") REFERENCES "amphures"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "member_receipt_addresses" ADD CONSTRAINT "member_receipt_addresses_district_id_fkey" FOREIGN KEY ("district_id") REFERENCES "districts"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "role_permissions" ADD CONSTRAINT "role_permissions_role_id_fkey" FOREIGN KEY ("role_id") REFERENCES "roles"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "role_permissions" ADD CONSTRAINT "role_permissions_permission_id_fkey" FOREIGN KEY ("permission_id") REFERENCES "permissions"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "user_roles" ADD CONSTRAINT "user_roles_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "admin_users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "user_roles" ADD CONSTRAINT "user_roles_role_id_fkey" FOREIGN KEY ("role_id") REFERENCES "roles"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "auth_tokens" ADD CONSTRAINT "auth_tokens_member_id_fkey" FOREIGN KEY ("member_id") REFERENCES "members"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "auth_tokens" ADD CONSTRAINT "auth_tokens_admin_user_id_fkey" FOREIGN KEY ("admin_user_id") REFERENCES "admin_users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "password_reset_tokens" ADD CONSTRAINT "password_reset_tokens_member_id_fkey" FOREIGN KEY ("member_id") REFERENCES "members"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "banner_translations" ADD CONSTRAINT "banner_translations_banner_id_fkey" FOREIGN KEY ("banner_id") REFERENCES "banners"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "banner_translations" ADD CONSTRAINT "banner_translations_language_id_fkey" FOREIGN KEY ("language_id") REFERENCES "languages"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "news_category_translations" ADD CONSTRAINT "news_category_translations_news_category_id_fkey" FOREIGN KEY ("news_category_id") REFERENCES "news_categories"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "news_category_translations" ADD CONSTRAINT "news_category_translations_language_id_fkey" FOREIGN KEY ("language_id") REFERENCES "languages"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "news" ADD CONSTRAINT "news_news_category_id_fkey" FOREIGN KEY ("news_category_id") REFERENCES "news_categories"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "news_translations" ADD CONSTRAINT "news_translations_news_id_fkey" FOREIGN KEY ("news_id") REFERENCES "news"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "news_translations" ADD CONSTRAINT "news_translations_language_id_fkey" FOREIGN KEY ("language_id") REFERENCES "languages"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "portfolio_translations" ADD CONSTRAINT "portfolio_translations_portfolio_id_fkey" FOREIGN KEY ("portfolio_id") REFERENCES "portfolios"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "portfolio_translations" ADD CONSTRAINT "portfolio_translations_language_id_fkey" FOREIGN KEY ("language_id") REFERENCES "languages"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "faculty_translations" ADD CONSTRAINT "faculty_translations_faculty_id_fkey" FOREIGN KEY ("faculty_id") REFERENCES "faculties"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "faculty_translations" ADD CONSTRAINT "faculty_translations_language_id_fkey" FOREIGN KEY ("language_id") REFERENCES "languages"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "researchers" ADD CONSTRAINT "researchers_faculty_id_fkey" FOREIGN KEY ("faculty_id") REFERENCES "faculties"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "researcher_translations" ADD CONSTRAINT "researcher_translations_researcher_id_fkey" FOREIGN KEY ("researcher_id") REFERENCES "researchers"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "researcher_translations" ADD CONSTRAINT "researcher_translations_language_id_fkey" FOREIGN KEY ("language_id") REFERENCES "languages"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "public_training_category_translations" ADD CONSTRAINT "public_training_category_translations_public_training_cate_fkey" FOREIGN KEY ("public_training_category_id") REFERENCES "public_training_categories"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "public_training_category_translations" ADD CONSTRAINT "public_training_category_translations_language_id_fkey" FOREIGN KEY ("language_id") REFERENCES "languages"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "public_training_speaker_translations" ADD CONSTRAINT "public_training_speaker_translations_public_training_speak_fkey" FOREIGN KEY ("public_training_speaker_id") REFERENCES "public_training_speakers"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "public_training_speaker_translations" ADD CONSTRAINT "public_training_speaker_translations_language_id_fkey" FOREIGN KEY ("language_id") REFERENCES "languages"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "public_trainings" ADD CONSTRAINT "public_trainings_public_training_category_id_fkey" FOREIGN KEY ("public_training_category_id") REFERENCES "public_training_categories"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "public_training_translations" ADD CONSTRAINT "public_training_translations_public_training_id_fkey" FOREIGN KEY ("public_training_id") REFERENCES "public_trainings"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "public_training_translations" ADD CONSTRAINT "public_training_translations_language_id_fkey" FOREIGN KEY ("language_id") REFERENCES "languages"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "public_training_speaker_links" ADD CONSTRAINT "public_training_speaker_links_public_training_id_fkey" FOREIGN KEY ("public_training_id") REFERENCES "public_trainings"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "public_training_speaker_links" ADD CONSTRAINT "public_training_speaker_links_public_training_speaker_id_fkey" FOREIGN KEY ("public_training_speaker_id") REFERENCES "public_training_speakers"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "public_training_documents" ADD CONSTRAINT "public_training_documents_public_training_id_fkey" FOREIGN KEY ("public_training_id") REFERENCES "public_trainings"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "inhouse_training_category_translations" ADD CONSTRAINT "inhouse_training_category_translations_inhouse_training_ca_fkey" FOREIGN KEY ("inhouse_training_category_id") REFERENCES "inhouse_training_categories"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "inhouse_training_category_translations" ADD CONSTRAINT "inhouse_training_category_translations_language_id_fkey" FOREIGN KEY ("language_id") REFERENCES "languages"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "inhouse_trainings" ADD CONSTRAINT "inhouse_trainings_inhouse_training_category_id_fkey" FOREIGN KEY ("inhouse_training_category_id") REFERENCES "inhouse_training_categories"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "inhouse_training_translations" ADD CONSTRAINT "inhouse_training_translations_inhouse_training_id_fkey" FOREIGN KEY ("inhouse_training_id") REFERENCES "inhouse_trainings"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "inhouse_training_translations" ADD CONSTRAINT "inhouse_training_translations_language_id_fkey" FOREIGN KEY ("language_id") REFERENCES "languages"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "inhouse_training_requests" ADD CONSTRAINT "inhouse_training_requests_inhouse_training_id_fkey" FOREIGN KEY ("inhouse_training_id") REFERENCES "inhouse_trainings"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "inhouse_training_requests" ADD CONSTRAINT "inhouse_training_requests_member_id_fkey" FOREIGN KEY ("member_id") REFERENCES "members"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "service_category_translations" ADD CONSTRAINT "service_category_translations_service_category_id_fkey" FOREIGN KEY ("service_category_id") REFERENCES "service_categories"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "service_category_translations" ADD CONSTRAINT "service_category_translations_language_id_fkey" FOREIGN KEY ("language_id") REFERENCES "languages"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "services" ADD CONSTRAINT "services_service_category_id_fkey" FOREIGN KEY ("service_category_id") REFERENCES "service_categories"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "service_translations" ADD CONSTRAINT "service_translations_service_id_fkey" FOREIGN KEY ("service_id") REFERENCES "services"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "service_translations" ADD CONSTRAINT "service_translations_language_id_fkey" FOREIGN KEY ("language_id") REFERENCES "languages"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "service_requests" ADD CONSTRAINT "service_requests_service_id_fkey" FOREIGN KEY ("service_id") REFERENCES "services"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "service_requests" ADD CONSTRAINT "service_requests_member_id_fkey" FOREIGN KEY ("member_id") REFERENCES "members"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "page_translations" ADD CONSTRAINT "page_translations_page_id_fkey" FOREIGN KEY ("page_id") REFERENCES "pages"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "page_translations" ADD CONSTRAINT "page_translations_language_id_fkey" FOREIGN KEY ("language_id") REFERENCES "languages"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "registrations" ADD CONSTRAINT "registrations_public_training_id_fkey" FOREIGN KEY ("public_training_id") REFERENCES "public_trainings"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "registrations" ADD CONSTRAINT "registrations_member_id_fkey" FOREIGN KEY ("member_id") REFERENCES "members"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "registrations" ADD CONSTRAINT "registrations_register_status_id_fkey" FOREIGN KEY ("register_status_id") REFERENCES "register_statuses"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "registrations" ADD CONSTRAINT "registrations_payment_method_id_fkey" FOREIGN KEY ("payment_method_id") REFERENCES "payment_methods"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "registrations" ADD CONSTRAINT "registrations_receipt_district_id_fkey" FOREIGN KEY ("receipt_district_id") REFERENCES "districts"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "registrations" ADD CONSTRAINT "registrations_receipt_amphure_id_fkey" FOREIGN KEY ("receipt_amphure_id") REFERENCES "amphures"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "registrations" ADD CONSTRAINT "registrations_receipt_province_id_fkey" FOREIGN KEY ("receipt_province_id") REFERENCES "provinces"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "registration_attendees" ADD CONSTRAINT "registration_attendees_register_id_fkey" FOREIGN KEY ("register_id") REFERENCES "registrations"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "registration_attendees" ADD CONSTRAINT "registration_attendees_member_id_fkey" FOREIGN KEY ("member_id") REFERENCES "members"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "registration_histories" ADD CONSTRAINT "registration_histories_register_id_fkey" FOREIGN KEY ("register_id") REFERENCES "registrations"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "registration_histories" ADD CONSTRAINT "registration_histories_register_status_id_fkey" FOREIGN KEY ("register_status_id") REFERENCES "register_statuses"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "registration_histories" ADD CONSTRAINT "registration_histories_admin_user_id_fkey" FOREIGN KEY ("admin_user_id") REFERENCES "admin_users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "payment_slips" ADD CONSTRAINT "payment_slips_register_id_fkey" FOREIGN KEY ("register_id") REFERENCES "registrations"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "payment_slips" ADD CONSTRAINT "payment_slips_bank_id_fkey" FOREIGN KEY ("bank_id") REFERENCES "banks"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "card_payments" ADD CONSTRAINT "card_payments_register_id_fkey" FOREIGN KEY ("register_id") REFERENCES "registrations"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "card_payments" ADD CONSTRAINT "card_payments_card_type_code_fkey" FOREIGN KEY ("card_type_code") REFERENCES "card_types"("code") ON DELETE SET NULL ON UPDATE CASCADE;

