CREATE TABLE "order_pickup_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"subcategory_id" integer NOT NULL,
	"subcategory_name" text NOT NULL,
	"category_id" integer NOT NULL,
	"category_name" text NOT NULL,
	"unit" text NOT NULL,
	"unit_price" numeric(10, 2) NOT NULL,
	"weight_kg" numeric(12, 2) NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	"added_at_door" boolean DEFAULT false NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "order_pickup_items_weight_check" CHECK ("order_pickup_items"."weight_kg" >= 0 and "order_pickup_items"."weight_kg" <= 10000)
);
--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_status_check";--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "pickup_code" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "pickup_code_tries" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "completed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "completed_by" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "completion_key" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "payment_method" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "payment_reference" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "paid_amount" numeric(14, 2);--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "commission_amount" numeric(14, 2);--> statement-breakpoint
ALTER TABLE "order_pickup_items" ADD CONSTRAINT "order_pickup_items_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_pickup_items" ADD CONSTRAINT "order_pickup_items_subcategory_id_subcategories_id_fk" FOREIGN KEY ("subcategory_id") REFERENCES "public"."subcategories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_pickup_items_order_idx" ON "order_pickup_items" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "order_pickup_items_category_idx" ON "order_pickup_items" USING btree ("category_id");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_completed_by_users_id_fk" FOREIGN KEY ("completed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "orders_customer_completed_idx" ON "orders" USING btree ("customer_id","completed_at") WHERE "orders"."completed_at" is not null;--> statement-breakpoint
CREATE INDEX "orders_dealer_completed_idx" ON "orders" USING btree ("dealer_id","completed_at") WHERE "orders"."completed_at" is not null;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_payment_method_check" CHECK ("orders"."payment_method" is null or "orders"."payment_method" in ('cash', 'upi'));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_status_check" CHECK ("orders"."status" in ('New', 'Accepted', 'Cancelled by Dealer', 'Cancelled by Customer', 'Completed'));