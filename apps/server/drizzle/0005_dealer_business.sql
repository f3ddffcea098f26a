CREATE TABLE "category_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"dealer_id" integer NOT NULL,
	"category_name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"image_key" text NOT NULL,
	"status" text DEFAULT 'Pending' NOT NULL,
	"reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	CONSTRAINT "category_requests_status_check" CHECK ("category_requests"."status" in ('Pending', 'Approved', 'Rejected'))
);
--> statement-breakpoint
CREATE TABLE "dealer_documents" (
	"id" serial PRIMARY KEY NOT NULL,
	"dealer_id" integer NOT NULL,
	"field" text NOT NULL,
	"storage_key" text NOT NULL,
	"mime" text NOT NULL,
	"bytes" integer NOT NULL,
	"uploaded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pincode_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"dealer_id" integer NOT NULL,
	"pincode" text NOT NULL,
	"state" text NOT NULL,
	"city" text NOT NULL,
	"area" text NOT NULL,
	"status" text DEFAULT 'Pending' NOT NULL,
	"reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	CONSTRAINT "pincode_requests_status_check" CHECK ("pincode_requests"."status" in ('Pending', 'Approved', 'Rejected')),
	CONSTRAINT "pincode_requests_pincode_check" CHECK ("pincode_requests"."pincode" ~ '^[0-9]{6}$')
);
--> statement-breakpoint
ALTER TABLE "users" DROP CONSTRAINT "users_account_category_check";--> statement-breakpoint
ALTER TABLE "users" DROP CONSTRAINT "users_account_type_check";--> statement-breakpoint
DROP INDEX "dealer_employees_dealer_email_unique";--> statement-breakpoint
ALTER TABLE "dealer_employees" ALTER COLUMN "email" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "dealer_employees" ALTER COLUMN "username" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "dealer_employees" ALTER COLUMN "mobile_number" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "dealer_employees" ALTER COLUMN "password_hash" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "dealer_employees" ADD COLUMN "user_id" integer;--> statement-breakpoint
ALTER TABLE "dealer_profiles" ADD COLUMN "documents_status" text DEFAULT 'Not uploaded' NOT NULL;--> statement-breakpoint
ALTER TABLE "dealer_profiles" ADD COLUMN "documents_reason" text;--> statement-breakpoint
ALTER TABLE "dealer_profiles" ADD COLUMN "documents_uploaded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "category_requests" ADD CONSTRAINT "category_requests_dealer_id_users_id_fk" FOREIGN KEY ("dealer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dealer_documents" ADD CONSTRAINT "dealer_documents_dealer_id_users_id_fk" FOREIGN KEY ("dealer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pincode_requests" ADD CONSTRAINT "pincode_requests_dealer_id_users_id_fk" FOREIGN KEY ("dealer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "category_requests_dealer_idx" ON "category_requests" USING btree ("dealer_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "dealer_documents_dealer_field_unique" ON "dealer_documents" USING btree ("dealer_id","field");--> statement-breakpoint
CREATE UNIQUE INDEX "pincode_requests_one_pending" ON "pincode_requests" USING btree ("dealer_id") WHERE "pincode_requests"."status" = 'Pending';--> statement-breakpoint
CREATE INDEX "pincode_requests_dealer_idx" ON "pincode_requests" USING btree ("dealer_id","created_at");--> statement-breakpoint
ALTER TABLE "dealer_employees" ADD CONSTRAINT "dealer_employees_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "dealer_employees_dealer_idx" ON "dealer_employees" USING btree ("dealer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_dealer_side_email_unique" ON "users" USING btree (lower("email")) WHERE "users"."account_category" in ('dealer', 'employee');--> statement-breakpoint
ALTER TABLE "dealer_employees" ADD CONSTRAINT "dealer_employees_user_id_unique" UNIQUE("user_id");--> statement-breakpoint
ALTER TABLE "dealer_profiles" ADD CONSTRAINT "dealer_profiles_documents_status_check" CHECK ("dealer_profiles"."documents_status" in ('Not uploaded', 'Awaiting review', 'Verified', 'Rejected'));--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_account_category_check" CHECK ("users"."account_category" in ('customer', 'dealer', 'employee', 'admin'));--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_account_type_check" CHECK ("users"."account_type" in ('Personal', 'Organization', 'Kabadi', 'Collector', 'Recycler', 'Employee', 'Admin'));--> statement-breakpoint
-- Employees become accounts of their own (category 'employee', signing in as a dealer). An
-- employee whose e-mail already names a dealer, or a second employee row with the same e-mail,
-- gets no account and is removed by the next migration.
INSERT INTO "users" ("email", "username", "mobile_number", "password_hash", "account_category", "account_type", "role", "is_verified", "profile_pic_key", "created_at")
SELECT DISTINCT ON (lower(e."email")) e."email", e."username", e."mobile_number", e."password_hash", 'employee', 'Employee', 'Employee', true, e."profile_pic_key", e."created_at"
FROM "dealer_employees" e
WHERE NOT EXISTS (SELECT 1 FROM "users" u WHERE lower(u."email") = lower(e."email") AND u."account_category" IN ('dealer', 'employee'))
ORDER BY lower(e."email"), e."id";--> statement-breakpoint
UPDATE "dealer_employees" e SET "user_id" = u."id"
FROM "users" u
WHERE u."account_category" = 'employee' AND lower(u."email") = lower(e."email")
  AND e."id" = (SELECT min(e2."id") FROM "dealer_employees" e2 WHERE lower(e2."email") = lower(e."email"));
