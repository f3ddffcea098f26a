-- Issue 28, weights the customer agrees to: the dealer proposes the weighed items (and may attach
-- a photo of the scale's reading); each proposal has a version and a new pickup code, so the
-- completion names the version the customer saw and a changed proposal asks for the code again.
ALTER TABLE "orders" ADD COLUMN "weights_version" integer DEFAULT 0 NOT NULL;
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "proposed_items" jsonb;
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "proposed_total" numeric(14, 2);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "weights_proposed_at" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "scale_photo_key" text;
--> statement-breakpoint
-- UPI with a reference: the UPI ID (VPA) a customer or a selling dealer is paid to.
ALTER TABLE "users" ADD COLUMN "upi_vpa" text;
