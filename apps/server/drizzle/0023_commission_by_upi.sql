-- Issue 28, part "commission": the dealer's monthly commission paid by UPI to the platform's UPI ID
-- (a site setting), with the statement's number as the payment's reference; the dealer submits the
-- UTR and an admin marks it verified or rejects it with a reason.
ALTER TABLE "site_settings" ADD COLUMN "upi_vpa" text DEFAULT '' NOT NULL;
--> statement-breakpoint
ALTER TABLE "site_settings" ADD COLUMN "upi_payee_name" text DEFAULT '' NOT NULL;
--> statement-breakpoint
CREATE TABLE "commission_payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"dealer_id" integer NOT NULL,
	"month" text NOT NULL,
	"statement_number" text NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	"utr" text NOT NULL,
	"status" text DEFAULT 'Submitted' NOT NULL,
	"reason" text,
	"decided_by" integer,
	"decided_at" timestamp with time zone,
	"submitted_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "commission_payments_month_check" CHECK ("commission_payments"."month" ~ '^[0-9]{4}-(0[1-9]|1[0-2])$'),
	CONSTRAINT "commission_payments_utr_check" CHECK ("commission_payments"."utr" ~ '^[0-9]{12}$'),
	CONSTRAINT "commission_payments_amount_check" CHECK ("commission_payments"."amount" > 0),
	CONSTRAINT "commission_payments_status_check" CHECK ("commission_payments"."status" in ('Submitted', 'Verified', 'Rejected'))
);
--> statement-breakpoint
ALTER TABLE "commission_payments" ADD CONSTRAINT "commission_payments_dealer_id_users_id_fk" FOREIGN KEY ("dealer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "commission_payments" ADD CONSTRAINT "commission_payments_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
-- One payment waiting per statement: a second submission while one waits is refused.
CREATE UNIQUE INDEX "commission_payments_one_waiting" ON "commission_payments" USING btree ("dealer_id","month") WHERE "commission_payments"."status" = 'Submitted';
--> statement-breakpoint
-- A UTR names one bank transaction: it counts for one payment (a rejected one frees it).
CREATE UNIQUE INDEX "commission_payments_utr_unique" ON "commission_payments" USING btree ("utr") WHERE "commission_payments"."status" <> 'Rejected';
--> statement-breakpoint
CREATE INDEX "commission_payments_statement_idx" ON "commission_payments" USING btree ("dealer_id","month");
--> statement-breakpoint
CREATE INDEX "commission_payments_status_oldest_idx" ON "commission_payments" USING btree ("status","submitted_at","id");
