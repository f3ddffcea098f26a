CREATE TABLE "dealer_initiatives" (
	"id" serial PRIMARY KEY NOT NULL,
	"dealer_id" integer NOT NULL,
	"message" text NOT NULL,
	"photo_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dealer_ratings" (
	"id" serial PRIMARY KEY NOT NULL,
	"dealer_id" integer NOT NULL,
	"rating" numeric(2, 1) NOT NULL,
	"review" text,
	"source_ip" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "dealer_ratings_rating_check" CHECK ("dealer_ratings"."rating" between 0.5 and 5 and mod("dealer_ratings"."rating" * 2, 1) = 0)
);
--> statement-breakpoint
CREATE TABLE "reach_us_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"dealer_id" integer NOT NULL,
	"subject" text NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"message" text NOT NULL,
	"source_ip" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "schedule_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"dealer_id" integer NOT NULL,
	"select_date" date NOT NULL,
	"select_time" text NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"pincode" text NOT NULL,
	"state_n_country" text NOT NULL,
	"address" text NOT NULL,
	"status" text DEFAULT 'New' NOT NULL,
	"source_ip" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	CONSTRAINT "schedule_requests_status_check" CHECK ("schedule_requests"."status" in ('New', 'Done', 'Declined'))
);
--> statement-breakpoint
DROP INDEX "inquiries_dealer_idx";--> statement-breakpoint
ALTER TABLE "dealer_initiatives" ADD CONSTRAINT "dealer_initiatives_dealer_id_users_id_fk" FOREIGN KEY ("dealer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dealer_ratings" ADD CONSTRAINT "dealer_ratings_dealer_id_users_id_fk" FOREIGN KEY ("dealer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reach_us_messages" ADD CONSTRAINT "reach_us_messages_dealer_id_users_id_fk" FOREIGN KEY ("dealer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schedule_requests" ADD CONSTRAINT "schedule_requests_dealer_id_users_id_fk" FOREIGN KEY ("dealer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "dealer_initiatives_dealer_newest_idx" ON "dealer_initiatives" USING btree ("dealer_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "dealer_ratings_dealer_newest_idx" ON "dealer_ratings" USING btree ("dealer_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "reach_us_messages_dealer_newest_idx" ON "reach_us_messages" USING btree ("dealer_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "schedule_requests_dealer_newest_idx" ON "schedule_requests" USING btree ("dealer_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "inquiries_dealer_newest_idx" ON "inquiries" USING btree ("dealer_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
-- The marketplace page's answer (platform/list-cache.ts) is tagged 'dealer:<id>': announce every
-- change to what it shows, from whichever write path (see 0008). The column naming the dealer
-- is the trigger's argument.
CREATE FUNCTION kt_announce_dealer_page() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN PERFORM pg_notify('kt_list_cache', 'dealer:' || (to_jsonb(OLD) ->> TG_ARGV[0])); END IF;
  IF TG_OP <> 'DELETE' THEN PERFORM pg_notify('kt_list_cache', 'dealer:' || (to_jsonb(NEW) ->> TG_ARGV[0])); END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER prices_announce_dealer AFTER INSERT OR UPDATE OR DELETE ON prices
  FOR EACH ROW EXECUTE FUNCTION kt_announce_dealer_page('dealer_id');
--> statement-breakpoint
CREATE TRIGGER dealer_pincodes_announce_dealer AFTER INSERT OR UPDATE OR DELETE ON dealer_pincodes
  FOR EACH ROW EXECUTE FUNCTION kt_announce_dealer_page('dealer_id');
--> statement-breakpoint
CREATE TRIGGER dealer_ratings_announce AFTER INSERT OR UPDATE OR DELETE ON dealer_ratings
  FOR EACH ROW EXECUTE FUNCTION kt_announce_dealer_page('dealer_id');
--> statement-breakpoint
CREATE TRIGGER dealer_initiatives_announce AFTER INSERT OR UPDATE OR DELETE ON dealer_initiatives
  FOR EACH ROW EXECUTE FUNCTION kt_announce_dealer_page('dealer_id');
--> statement-breakpoint
CREATE TRIGGER users_announce_dealer AFTER UPDATE ON users
  FOR EACH ROW
  WHEN (OLD.account_category = 'dealer' AND (
    OLD.username IS DISTINCT FROM NEW.username OR OLD.kt_id IS DISTINCT FROM NEW.kt_id
    OR OLD.account_type IS DISTINCT FROM NEW.account_type OR OLD.is_active IS DISTINCT FROM NEW.is_active
    OR OLD.is_verified IS DISTINCT FROM NEW.is_verified OR OLD.account_category IS DISTINCT FROM NEW.account_category))
  EXECUTE FUNCTION kt_announce_dealer_page('id');
--> statement-breakpoint
-- The statistics count pickups that were accepted (or, later, completed): only those statuses move them.
CREATE TRIGGER orders_announce_dealer_insert AFTER INSERT ON orders
  FOR EACH ROW WHEN (NEW.status IN ('Accepted', 'Completed'))
  EXECUTE FUNCTION kt_announce_dealer_page('dealer_id');
--> statement-breakpoint
CREATE TRIGGER orders_announce_dealer_update AFTER UPDATE OF status ON orders
  FOR EACH ROW WHEN (OLD.status IS DISTINCT FROM NEW.status AND (OLD.status IN ('Accepted', 'Completed') OR NEW.status IN ('Accepted', 'Completed')))
  EXECUTE FUNCTION kt_announce_dealer_page('dealer_id');
--> statement-breakpoint
CREATE TRIGGER orders_announce_dealer_delete AFTER DELETE ON orders
  FOR EACH ROW WHEN (OLD.status IN ('Accepted', 'Completed'))
  EXECUTE FUNCTION kt_announce_dealer_page('dealer_id');
