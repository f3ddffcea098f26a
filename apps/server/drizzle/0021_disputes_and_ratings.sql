-- Issue 28, part "disputes": a dispute window after completion, and ratings that mean something.
-- One dispute per order: the customer reports, the dealer answers once, an admin closes it.
CREATE TABLE "disputes" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"dealer_id" integer NOT NULL,
	"reason" text NOT NULL,
	"note" text NOT NULL,
	"photo_key" text,
	"status" text DEFAULT 'Open' NOT NULL,
	"answer" text,
	"answered_at" timestamp with time zone,
	"outcome_reason" text,
	"adjustment_amount" numeric(14, 2),
	"decided_by" integer,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "disputes_reason_check" CHECK ("disputes"."reason" in ('wrong_weight', 'wrong_price', 'incomplete_pickup', 'bad_conduct')),
	CONSTRAINT "disputes_status_check" CHECK ("disputes"."status" in ('Open', 'Upheld', 'Rejected')),
	CONSTRAINT "disputes_adjustment_check" CHECK ("disputes"."adjustment_amount" is null or "disputes"."adjustment_amount" >= 0)
);
--> statement-breakpoint
ALTER TABLE "disputes" ADD CONSTRAINT "disputes_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "disputes" ADD CONSTRAINT "disputes_customer_id_users_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "disputes" ADD CONSTRAINT "disputes_dealer_id_users_id_fk" FOREIGN KEY ("dealer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "disputes" ADD CONSTRAINT "disputes_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "disputes_order_unique" ON "disputes" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "disputes_open_oldest_idx" ON "disputes" USING btree ("created_at","id") WHERE "disputes"."status" = 'Open';--> statement-breakpoint
CREATE INDEX "disputes_dealer_newest_idx" ON "disputes" USING btree ("dealer_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "disputes_dealer_upheld_idx" ON "disputes" USING btree ("dealer_id") WHERE "disputes"."status" = 'Upheld';--> statement-breakpoint
-- A rating from a signed-in customer with a Completed order with the dealer is a verified pickup;
-- the dealer may reply once, publicly. The page's cache hears of both through dealer_ratings_announce (0009).
ALTER TABLE "dealer_ratings" ADD COLUMN "customer_id" integer;--> statement-breakpoint
ALTER TABLE "dealer_ratings" ADD COLUMN "verified_pickup" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "dealer_ratings" ADD COLUMN "reply" text;--> statement-breakpoint
ALTER TABLE "dealer_ratings" ADD COLUMN "replied_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "dealer_ratings" ADD CONSTRAINT "dealer_ratings_customer_id_users_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "dealer_ratings_dealer_shown_idx" ON "dealer_ratings" USING btree ("dealer_id","verified_pickup" DESC NULLS FIRST,"created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);
