CREATE TABLE "site_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"contact_email" text DEFAULT '' NOT NULL,
	"phone_primary" text DEFAULT '' NOT NULL,
	"phone_secondary" text DEFAULT '' NOT NULL,
	"postal_address" text DEFAULT '' NOT NULL,
	"facebook_url" text DEFAULT '' NOT NULL,
	"instagram_url" text DEFAULT '' NOT NULL,
	"linkedin_url" text DEFAULT '' NOT NULL,
	"certificate_key" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "site_settings_one_row" CHECK ("site_settings"."id" = 1)
);
--> statement-breakpoint
ALTER TABLE "categories" ADD COLUMN "retired_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "subcategories" ADD COLUMN "retired_at" timestamp with time zone;--> statement-breakpoint
-- The operator's settings start empty: nothing is shown until an admin enters it.
INSERT INTO "site_settings" ("id") VALUES (1) ON CONFLICT DO NOTHING;
--> statement-breakpoint
-- Public content answers are held in the list cache under the tag 'content'; every change to
-- the team, the testimonials, the FAQ or the site settings announces it (see 0008).
CREATE FUNCTION kt_announce_content_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('kt_list_cache', 'content');
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER team_members_announce AFTER INSERT OR UPDATE OR DELETE ON team_members
  FOR EACH STATEMENT EXECUTE FUNCTION kt_announce_content_change();
--> statement-breakpoint
CREATE TRIGGER testimonials_announce AFTER INSERT OR UPDATE OR DELETE ON testimonials
  FOR EACH STATEMENT EXECUTE FUNCTION kt_announce_content_change();
--> statement-breakpoint
CREATE TRIGGER faq_items_announce AFTER INSERT OR UPDATE OR DELETE ON faq_items
  FOR EACH STATEMENT EXECUTE FUNCTION kt_announce_content_change();
--> statement-breakpoint
CREATE TRIGGER site_settings_announce AFTER INSERT OR UPDATE OR DELETE ON site_settings
  FOR EACH STATEMENT EXECUTE FUNCTION kt_announce_content_change();
