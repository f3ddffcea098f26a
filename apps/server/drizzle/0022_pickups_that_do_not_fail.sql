-- Issue 28, pickups that do not silently fail. A New pickup unanswered after 4 of the dealers'
-- daytime hours is flagged to its customer once (answer_overdue_at, set by the scheduled task
-- that queues the message, so two instances flag it once); the customer of an Accepted pickup
-- whose slot is over may report a no-show (no_show_reported_at, counted on the dealer's admin
-- page); either party may propose a new date and slot, which the other accepts or declines
-- (reschedule_*; a dealer's proposal carries its reason).
ALTER TABLE "orders" ADD COLUMN "answer_overdue_at" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "no_show_reported_at" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "reschedule_proposed_by" text;
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "reschedule_date" date;
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "reschedule_time" text;
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "reschedule_reason" text;
--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_reschedule_check" CHECK (
  ("reschedule_proposed_by" is null and "reschedule_date" is null and "reschedule_time" is null)
  or ("reschedule_proposed_by" in ('customer', 'dealer') and "reschedule_date" is not null and "reschedule_time" is not null));
--> statement-breakpoint
-- The scheduled task's search: New pickups not flagged yet, oldest first.
CREATE INDEX "orders_answer_due_idx" ON "orders" USING btree ("created_at") WHERE "status" = 'New' and "answer_overdue_at" is null;
--> statement-breakpoint
-- The dealer's no-shows on the admin console.
CREATE INDEX "orders_dealer_no_show_idx" ON "orders" USING btree ("dealer_id") WHERE "no_show_reported_at" is not null;
--> statement-breakpoint
-- The order lists show these (features/orders/order-lists.repo.ts, follow_up): announce their
-- change as 0014 does for the others. A trigger of its own, so 0014's column list stays as it is.
CREATE TRIGGER orders_announce_follow_up_changes AFTER UPDATE ON orders
  FOR EACH ROW
  WHEN (OLD.answer_overdue_at IS DISTINCT FROM NEW.answer_overdue_at OR OLD.no_show_reported_at IS DISTINCT FROM NEW.no_show_reported_at
    OR OLD.reschedule_proposed_by IS DISTINCT FROM NEW.reschedule_proposed_by OR OLD.reschedule_date IS DISTINCT FROM NEW.reschedule_date
    OR OLD.reschedule_time IS DISTINCT FROM NEW.reschedule_time OR OLD.reschedule_reason IS DISTINCT FROM NEW.reschedule_reason)
  EXECUTE FUNCTION kt_announce_order_change();
