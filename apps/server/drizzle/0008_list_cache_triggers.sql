-- Announce every change that alters a cached public list (see platform/list-cache.ts) on the
-- channel 'kt_list_cache': 'pincode:<pincode>' for the price and dealer lists of a pincode,
-- '*' for everything (the catalogue's names, pictures and order are in every list). Triggers,
-- not the app's code, so that no write path (another instance, the admin, plain SQL) is missed.
-- PostgreSQL folds identical announcements of one transaction into one and delivers them on commit.
CREATE FUNCTION kt_announce_pincode_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN PERFORM pg_notify('kt_list_cache', 'pincode:' || OLD.pincode); END IF;
  IF TG_OP <> 'DELETE' THEN PERFORM pg_notify('kt_list_cache', 'pincode:' || NEW.pincode); END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION kt_announce_dealer_change() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  -- The column naming the dealer is the trigger's argument ('id' on users, 'user_id' on profiles).
  dealer integer := (to_jsonb(NEW) ->> TG_ARGV[0])::integer;
BEGIN
  PERFORM pg_notify('kt_list_cache', 'pincode:' || p.pincode) FROM dealer_pincodes p WHERE p.dealer_id = dealer;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION kt_announce_catalogue_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('kt_list_cache', '*');
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER prices_announce AFTER INSERT OR UPDATE OR DELETE ON prices
  FOR EACH ROW EXECUTE FUNCTION kt_announce_pincode_change();
--> statement-breakpoint
CREATE TRIGGER dealer_pincodes_announce AFTER INSERT OR UPDATE OR DELETE ON dealer_pincodes
  FOR EACH ROW EXECUTE FUNCTION kt_announce_pincode_change();
--> statement-breakpoint
CREATE TRIGGER users_announce AFTER UPDATE ON users
  FOR EACH ROW
  WHEN (OLD.account_category = 'dealer' AND (
    OLD.username IS DISTINCT FROM NEW.username OR OLD.kt_id IS DISTINCT FROM NEW.kt_id
    OR OLD.mobile_number IS DISTINCT FROM NEW.mobile_number OR OLD.account_type IS DISTINCT FROM NEW.account_type
    OR OLD.is_active IS DISTINCT FROM NEW.is_active OR OLD.is_verified IS DISTINCT FROM NEW.is_verified
    OR OLD.account_category IS DISTINCT FROM NEW.account_category))
  EXECUTE FUNCTION kt_announce_dealer_change('id');
--> statement-breakpoint
CREATE TRIGGER dealer_profiles_announce AFTER UPDATE ON dealer_profiles
  FOR EACH ROW
  WHEN (OLD.min_qty_kg IS DISTINCT FROM NEW.min_qty_kg OR OLD.max_qty_kg IS DISTINCT FROM NEW.max_qty_kg)
  EXECUTE FUNCTION kt_announce_dealer_change('user_id');
--> statement-breakpoint
CREATE TRIGGER categories_announce AFTER INSERT OR UPDATE OR DELETE ON categories
  FOR EACH STATEMENT EXECUTE FUNCTION kt_announce_catalogue_change();
--> statement-breakpoint
CREATE TRIGGER subcategories_announce AFTER INSERT OR UPDATE OR DELETE ON subcategories
  FOR EACH STATEMENT EXECUTE FUNCTION kt_announce_catalogue_change();
