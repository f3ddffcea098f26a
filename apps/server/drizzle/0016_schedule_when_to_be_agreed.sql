ALTER TABLE "schedule_requests" ALTER COLUMN "select_date" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "schedule_requests" ALTER COLUMN "select_time" DROP NOT NULL;