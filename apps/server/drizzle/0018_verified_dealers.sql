-- Issue 28, only checked dealers are bookable. The date an admin verified a dealer's documents
-- (the Verified badge's date); a new upload or a rejection clears it. Dealers already verified
-- keep their badge, dated by their upload (the best date known).
ALTER TABLE "dealer_profiles" ADD COLUMN "documents_verified_at" timestamp with time zone;
--> statement-breakpoint
UPDATE "dealer_profiles" SET "documents_verified_at" = coalesce("documents_uploaded_at", now()) WHERE "documents_status" = 'Verified';
--> statement-breakpoint
-- Whether a dealer is bookable now depends on their documents and on having an area and a price
-- (platform/db/bookable-dealers.ts), so the cached lists of every pincode the dealer serves
-- must be told when any of those change: the review state (an admin's decision, a re-upload)...
DROP TRIGGER "dealer_profiles_announce" ON "dealer_profiles";
--> statement-breakpoint
CREATE TRIGGER dealer_profiles_announce AFTER UPDATE ON dealer_profiles
  FOR EACH ROW
  WHEN (OLD.min_qty_kg IS DISTINCT FROM NEW.min_qty_kg OR OLD.max_qty_kg IS DISTINCT FROM NEW.max_qty_kg
    OR OLD.documents_status IS DISTINCT FROM NEW.documents_status
    OR OLD.documents_verified_at IS DISTINCT FROM NEW.documents_verified_at)
  EXECUTE FUNCTION kt_announce_dealer_change('user_id');
--> statement-breakpoint
-- ...and its marketplace page (the badge and whether it may be booked).
CREATE TRIGGER dealer_profiles_announce_dealer AFTER UPDATE ON dealer_profiles
  FOR EACH ROW
  WHEN (OLD.documents_status IS DISTINCT FROM NEW.documents_status
    OR OLD.documents_verified_at IS DISTINCT FROM NEW.documents_verified_at)
  EXECUTE FUNCTION kt_announce_dealer_page('user_id');
--> statement-breakpoint
-- A price or an area added or removed may make the dealer bookable or not (the first or the last
-- one), which changes the lists of all the dealer's other pincodes too: announce them all.
CREATE FUNCTION kt_announce_dealer_areas() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    PERFORM pg_notify('kt_list_cache', 'pincode:' || p.pincode) FROM dealer_pincodes p WHERE p.dealer_id = OLD.dealer_id;
  END IF;
  IF TG_OP <> 'DELETE' THEN
    PERFORM pg_notify('kt_list_cache', 'pincode:' || p.pincode) FROM dealer_pincodes p WHERE p.dealer_id = NEW.dealer_id;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER prices_announce_dealer_areas AFTER INSERT OR DELETE ON prices
  FOR EACH ROW EXECUTE FUNCTION kt_announce_dealer_areas();
--> statement-breakpoint
CREATE TRIGGER dealer_pincodes_announce_dealer_areas AFTER INSERT OR UPDATE OR DELETE ON dealer_pincodes
  FOR EACH ROW EXECUTE FUNCTION kt_announce_dealer_areas();
