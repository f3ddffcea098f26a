CREATE TABLE "dealer_profiles" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"min_qty_kg" numeric(10, 2) DEFAULT '1' NOT NULL,
	"max_qty_kg" numeric(10, 2) DEFAULT '1000' NOT NULL,
	CONSTRAINT "dealer_profiles_qty_check" CHECK ("dealer_profiles"."min_qty_kg" > 0 and "dealer_profiles"."max_qty_kg" >= "dealer_profiles"."min_qty_kg")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"kt_id" text GENERATED ALWAYS AS ('KT' || upper(left(account_category, 1)) || lpad(id::text, 6, '0')) STORED NOT NULL,
	"email" text NOT NULL,
	"username" text NOT NULL,
	"mobile_number" text NOT NULL,
	"password_hash" text NOT NULL,
	"account_category" text NOT NULL,
	"account_type" text NOT NULL,
	"role" text NOT NULL,
	"is_verified" boolean DEFAULT false NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"profile_pic_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_account_category_check" CHECK ("users"."account_category" in ('customer', 'dealer', 'admin')),
	CONSTRAINT "users_account_type_check" CHECK ("users"."account_type" in ('Personal', 'Organization', 'Kabadi', 'Collector', 'Recycler', 'Admin'))
);
--> statement-breakpoint
CREATE TABLE "categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"image_key" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "categories_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "subcategories" (
	"id" serial PRIMARY KEY NOT NULL,
	"category_id" integer NOT NULL,
	"name" text NOT NULL,
	"image_key" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "faq_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"question" text NOT NULL,
	"answer_html" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "team_members" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"title" text NOT NULL,
	"photo_key" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "testimonials" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"feedback" text NOT NULL,
	"photo_key" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "testimonials_kind_check" CHECK ("testimonials"."kind" in ('working_team', 'happy_customer'))
);
--> statement-breakpoint
CREATE TABLE "dealer_pincodes" (
	"id" serial PRIMARY KEY NOT NULL,
	"dealer_id" integer NOT NULL,
	"pincode" text NOT NULL,
	"state" text NOT NULL,
	"city" text NOT NULL,
	"area" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "dealer_pincodes_pincode_check" CHECK ("dealer_pincodes"."pincode" ~ '^[0-9]{6}$')
);
--> statement-breakpoint
CREATE TABLE "prices" (
	"id" serial PRIMARY KEY NOT NULL,
	"dealer_id" integer NOT NULL,
	"subcategory_id" integer NOT NULL,
	"pincode" text NOT NULL,
	"price_per_kg" numeric(10, 2) NOT NULL,
	"unit" text DEFAULT 'kg' NOT NULL,
	"gst_percent" numeric(5, 2) DEFAULT '0' NOT NULL,
	"commission_percent" numeric(5, 2) DEFAULT '1' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "prices_price_check" CHECK ("prices"."price_per_kg" > 0)
);
--> statement-breakpoint
CREATE TABLE "app_meta" (
	"key" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "dealer_profiles" ADD CONSTRAINT "dealer_profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subcategories" ADD CONSTRAINT "subcategories_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dealer_pincodes" ADD CONSTRAINT "dealer_pincodes_dealer_id_users_id_fk" FOREIGN KEY ("dealer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prices" ADD CONSTRAINT "prices_dealer_id_users_id_fk" FOREIGN KEY ("dealer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prices" ADD CONSTRAINT "prices_subcategory_id_subcategories_id_fk" FOREIGN KEY ("subcategory_id") REFERENCES "public"."subcategories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "users_category_email_unique" ON "users" USING btree ("account_category",lower("email"));--> statement-breakpoint
CREATE UNIQUE INDEX "subcategories_category_name_unique" ON "subcategories" USING btree ("category_id","name");--> statement-breakpoint
CREATE UNIQUE INDEX "dealer_pincodes_dealer_pincode_unique" ON "dealer_pincodes" USING btree ("dealer_id","pincode");--> statement-breakpoint
CREATE INDEX "dealer_pincodes_pincode_idx" ON "dealer_pincodes" USING btree ("pincode");--> statement-breakpoint
CREATE UNIQUE INDEX "prices_dealer_subcategory_pincode_unique" ON "prices" USING btree ("dealer_id","subcategory_id","pincode");--> statement-breakpoint
CREATE INDEX "prices_pincode_idx" ON "prices" USING btree ("pincode");