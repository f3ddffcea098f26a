CREATE TABLE "dealer_employees" (
	"id" serial PRIMARY KEY NOT NULL,
	"dealer_id" integer NOT NULL,
	"email" text NOT NULL,
	"username" text NOT NULL,
	"mobile_number" text NOT NULL,
	"password_hash" text NOT NULL,
	"aadhar_card_key" text NOT NULL,
	"profile_pic_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "dealer_employees" ADD CONSTRAINT "dealer_employees_dealer_id_users_id_fk" FOREIGN KEY ("dealer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "dealer_employees_dealer_email_unique" ON "dealer_employees" USING btree ("dealer_id",lower("email"));