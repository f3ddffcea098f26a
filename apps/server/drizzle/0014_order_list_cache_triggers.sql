-- The first pages of the order lists are held in memory (platform/list-cache.ts), tagged
-- 'orders:customer:<id>' or 'orders:dealer:<id>' by whose list they are, and 'user:<id>' for
-- every account whose row a page shows (a dealer's name and mobile in the customers' lists, the
-- KT_IDs). Announce those tags on every change that alters a list, from whichever write path,
-- as 0008 and 0009 do for the public lists. What a list shows is in features/orders/order-lists.repo.ts:
-- a column it starts to show must join the WHEN clauses below.
CREATE FUNCTION kt_announce_order_lists(customer integer, dealer integer) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('kt_list_cache', 'orders:customer:' || customer);
  PERFORM pg_notify('kt_list_cache', 'orders:dealer:' || dealer);
END $$;
--> statement-breakpoint
CREATE FUNCTION kt_announce_order_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN PERFORM kt_announce_order_lists(OLD.customer_id, OLD.dealer_id); END IF;
  IF TG_OP <> 'DELETE' THEN PERFORM kt_announce_order_lists(NEW.customer_id, NEW.dealer_id); END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- A row that belongs to an order: TG_ARGV[0] names the column of orders it matches ('id' for
-- the weighed items' order_id, 'cart_order_id' for the items and the pickup details), TG_ARGV[1]
-- the row's own column. A row of a draft not yet placed matches no order and announces nothing.
CREATE FUNCTION kt_announce_order_part_change() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  old_ref integer := CASE WHEN TG_OP <> 'INSERT' THEN (to_jsonb(OLD) ->> TG_ARGV[1])::integer END;
  new_ref integer := CASE WHEN TG_OP <> 'DELETE' THEN (to_jsonb(NEW) ->> TG_ARGV[1])::integer END;
BEGIN
  IF TG_ARGV[0] = 'id' THEN
    PERFORM kt_announce_order_lists(o.customer_id, o.dealer_id) FROM orders o WHERE o.id IN (old_ref, new_ref);
  ELSE
    PERFORM kt_announce_order_lists(o.customer_id, o.dealer_id) FROM orders o WHERE o.cart_order_id IN (old_ref, new_ref);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER orders_announce_lists AFTER INSERT OR DELETE ON orders
  FOR EACH ROW EXECUTE FUNCTION kt_announce_order_change();
--> statement-breakpoint
-- Not on what the lists do not show (a pickup code issued, a wrong code counted).
CREATE TRIGGER orders_announce_list_changes AFTER UPDATE ON orders
  FOR EACH ROW
  WHEN (OLD.status IS DISTINCT FROM NEW.status OR OLD.created_at IS DISTINCT FROM NEW.created_at
    OR OLD.total_items IS DISTINCT FROM NEW.total_items OR OLD.total_amount IS DISTINCT FROM NEW.total_amount
    OR OLD.pincode IS DISTINCT FROM NEW.pincode OR OLD.pickup_date IS DISTINCT FROM NEW.pickup_date
    OR OLD.pickup_time IS DISTINCT FROM NEW.pickup_time OR OLD.cart_order_id IS DISTINCT FROM NEW.cart_order_id
    OR OLD.order_info_id IS DISTINCT FROM NEW.order_info_id OR OLD.customer_id IS DISTINCT FROM NEW.customer_id
    OR OLD.dealer_id IS DISTINCT FROM NEW.dealer_id OR OLD.completed_at IS DISTINCT FROM NEW.completed_at
    OR OLD.paid_amount IS DISTINCT FROM NEW.paid_amount OR OLD.payment_method IS DISTINCT FROM NEW.payment_method)
  EXECUTE FUNCTION kt_announce_order_change();
--> statement-breakpoint
CREATE TRIGGER order_pickup_items_announce_lists AFTER INSERT OR UPDATE OR DELETE ON order_pickup_items
  FOR EACH ROW EXECUTE FUNCTION kt_announce_order_part_change('id', 'order_id');
--> statement-breakpoint
-- The items of a cart being filled (no draft yet) are none of a list's business: checkout's
-- add_item and its repricing do not pay for the trigger.
CREATE TRIGGER order_items_announce_lists_insert AFTER INSERT ON order_items
  FOR EACH ROW WHEN (NEW.cart_order_id IS NOT NULL)
  EXECUTE FUNCTION kt_announce_order_part_change('cart_order_id', 'cart_order_id');
--> statement-breakpoint
CREATE TRIGGER order_items_announce_lists_update AFTER UPDATE ON order_items
  FOR EACH ROW WHEN (OLD.cart_order_id IS NOT NULL OR NEW.cart_order_id IS NOT NULL)
  EXECUTE FUNCTION kt_announce_order_part_change('cart_order_id', 'cart_order_id');
--> statement-breakpoint
CREATE TRIGGER order_items_announce_lists_delete AFTER DELETE ON order_items
  FOR EACH ROW WHEN (OLD.cart_order_id IS NOT NULL)
  EXECUTE FUNCTION kt_announce_order_part_change('cart_order_id', 'cart_order_id');
--> statement-breakpoint
-- Pickup details are written before their order exists and kept as they were once it does;
-- only a later edit (the admin, plain SQL) can change a list. A placed order's details cannot
-- be deleted before the order, whose deletion announces.
CREATE TRIGGER order_infos_announce_lists AFTER UPDATE ON order_infos
  FOR EACH ROW EXECUTE FUNCTION kt_announce_order_part_change('cart_order_id', 'cart_order_id');
--> statement-breakpoint
CREATE FUNCTION kt_announce_user_shown() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('kt_list_cache', 'user:' || NEW.id);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER users_announce_shown AFTER UPDATE ON users
  FOR EACH ROW
  WHEN (OLD.username IS DISTINCT FROM NEW.username OR OLD.mobile_number IS DISTINCT FROM NEW.mobile_number
    OR OLD.kt_id IS DISTINCT FROM NEW.kt_id)
  EXECUTE FUNCTION kt_announce_user_shown();
