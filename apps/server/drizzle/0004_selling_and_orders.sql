CREATE TABLE "cart_orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"dealer_id" integer NOT NULL,
	"pincode" text NOT NULL,
	"total_items" integer NOT NULL,
	"total_amount" numeric(14, 2) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "inquiries" (
	"id" serial PRIMARY KEY NOT NULL,
	"dealer_id" integer NOT NULL,
	"customer_name" text NOT NULL,
	"phone" text NOT NULL,
	"email" text NOT NULL,
	"item_name" text NOT NULL,
	"quantity" numeric(12, 2) NOT NULL,
	"description" text NOT NULL,
	"item_pic_key" text,
	"source_ip" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_infos" (
	"id" serial PRIMARY KEY NOT NULL,
	"cart_order_id" integer NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"email" text NOT NULL,
	"phone_number" text NOT NULL,
	"address_line_1" text NOT NULL,
	"address_line_2" text NOT NULL,
	"city" text NOT NULL,
	"state" text NOT NULL,
	"country" text NOT NULL,
	"pickup_date" date NOT NULL,
	"pickup_time" text NOT NULL,
	"order_note" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"dealer_id" integer NOT NULL,
	"price_id" integer,
	"subcategory_id" integer NOT NULL,
	"subcategory_name" text NOT NULL,
	"unit" text NOT NULL,
	"pincode" text NOT NULL,
	"quantity" numeric(12, 2) NOT NULL,
	"unit_price" numeric(10, 2) NOT NULL,
	"total_price" numeric(14, 2) NOT NULL,
	"cart_order_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_items_quantity_check" CHECK ("order_items"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_number" text GENERATED ALWAYS AS ('KTO' || lpad(id::text, 8, '0')) STORED NOT NULL,
	"cart_order_id" integer NOT NULL,
	"order_info_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"dealer_id" integer NOT NULL,
	"pincode" text NOT NULL,
	"status" text DEFAULT 'New' NOT NULL,
	"total_items" integer NOT NULL,
	"total_amount" numeric(14, 2) NOT NULL,
	"pickup_date" date NOT NULL,
	"pickup_time" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "orders_status_check" CHECK ("orders"."status" in ('New', 'Accepted', 'Cancelled by Dealer', 'Cancelled by Customer'))
);
--> statement-breakpoint
ALTER TABLE "cart_orders" ADD CONSTRAINT "cart_orders_customer_id_users_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_orders" ADD CONSTRAINT "cart_orders_dealer_id_users_id_fk" FOREIGN KEY ("dealer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inquiries" ADD CONSTRAINT "inquiries_dealer_id_users_id_fk" FOREIGN KEY ("dealer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_infos" ADD CONSTRAINT "order_infos_cart_order_id_cart_orders_id_fk" FOREIGN KEY ("cart_order_id") REFERENCES "public"."cart_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_customer_id_users_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_dealer_id_users_id_fk" FOREIGN KEY ("dealer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_price_id_prices_id_fk" FOREIGN KEY ("price_id") REFERENCES "public"."prices"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_subcategory_id_subcategories_id_fk" FOREIGN KEY ("subcategory_id") REFERENCES "public"."subcategories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_cart_order_id_cart_orders_id_fk" FOREIGN KEY ("cart_order_id") REFERENCES "public"."cart_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_cart_order_id_cart_orders_id_fk" FOREIGN KEY ("cart_order_id") REFERENCES "public"."cart_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_order_info_id_order_infos_id_fk" FOREIGN KEY ("order_info_id") REFERENCES "public"."order_infos"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_customer_id_users_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_dealer_id_users_id_fk" FOREIGN KEY ("dealer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cart_orders_customer_idx" ON "cart_orders" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "inquiries_dealer_idx" ON "inquiries" USING btree ("dealer_id","created_at");--> statement-breakpoint
CREATE INDEX "order_items_cart_order_idx" ON "order_items" USING btree ("cart_order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "order_items_pending_unique" ON "order_items" USING btree ("customer_id","price_id") WHERE "order_items"."cart_order_id" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "orders_order_number_unique" ON "orders" USING btree ("order_number");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_cart_order_unique" ON "orders" USING btree ("cart_order_id");--> statement-breakpoint
CREATE INDEX "orders_customer_idx" ON "orders" USING btree ("customer_id","created_at");--> statement-breakpoint
CREATE INDEX "orders_dealer_idx" ON "orders" USING btree ("dealer_id","created_at");--> statement-breakpoint
CREATE INDEX "orders_dealer_pickup_idx" ON "orders" USING btree ("dealer_id","pickup_date");