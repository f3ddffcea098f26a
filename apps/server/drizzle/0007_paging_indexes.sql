DROP INDEX "category_requests_dealer_idx";--> statement-breakpoint
DROP INDEX "orders_customer_idx";--> statement-breakpoint
DROP INDEX "orders_dealer_idx";--> statement-breakpoint
CREATE INDEX "category_requests_dealer_newest_idx" ON "category_requests" USING btree ("dealer_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "orders_customer_newest_idx" ON "orders" USING btree ("customer_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "orders_dealer_newest_idx" ON "orders" USING btree ("dealer_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);