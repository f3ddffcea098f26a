DELETE FROM "dealer_employees" WHERE "user_id" IS NULL;--> statement-breakpoint
ALTER TABLE "dealer_employees" ALTER COLUMN "user_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "dealer_employees" DROP COLUMN "email";--> statement-breakpoint
ALTER TABLE "dealer_employees" DROP COLUMN "username";--> statement-breakpoint
ALTER TABLE "dealer_employees" DROP COLUMN "mobile_number";--> statement-breakpoint
ALTER TABLE "dealer_employees" DROP COLUMN "password_hash";--> statement-breakpoint
ALTER TABLE "dealer_employees" DROP COLUMN "profile_pic_key";