CREATE TABLE "message_outbox" (
	"id" serial PRIMARY KEY NOT NULL,
	"channel" text NOT NULL,
	"to_e164" text NOT NULL,
	"text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "message_preferences" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"sms" jsonb NOT NULL,
	"whatsapp" jsonb NOT NULL,
	"email" jsonb NOT NULL,
	"whatsapp_opted_in_at" timestamp with time zone,
	"whatsapp_opted_out_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "one_time_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"mobile_e164" text NOT NULL,
	"purpose" text NOT NULL,
	"utype" text NOT NULL,
	"user_id" integer,
	"code_hash" text NOT NULL,
	"tries" integer DEFAULT 0 NOT NULL,
	"channel" text NOT NULL,
	"requested_from" text DEFAULT '' NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "one_time_codes_purpose_check" CHECK ("one_time_codes"."purpose" in ('signup', 'signin', 'add_number')),
	CONSTRAINT "one_time_codes_channel_check" CHECK ("one_time_codes"."channel" in ('sms', 'whatsapp'))
);
--> statement-breakpoint
CREATE TABLE "outgoing_messages" (
	"id" uuid PRIMARY KEY NOT NULL,
	"channel" text NOT NULL,
	"to_e164" text NOT NULL,
	"kind" text NOT NULL,
	"params" jsonb NOT NULL,
	"text" text NOT NULL,
	"user_id" integer,
	"order_number" text,
	"state" text DEFAULT 'queued' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"provider_message_id" text,
	"provider_answer" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "outgoing_messages_channel_check" CHECK ("outgoing_messages"."channel" in ('sms', 'whatsapp')),
	CONSTRAINT "outgoing_messages_state_check" CHECK ("outgoing_messages"."state" in ('queued', 'sent', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "sms_daily_usage" (
	"day" date PRIMARY KEY NOT NULL,
	"queued" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
DROP INDEX "users_category_email_unique";--> statement-breakpoint
DROP INDEX "users_dealer_side_email_unique";--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "mobile_e164" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "mobile_verified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "reminder_queued_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "message_preferences" ADD CONSTRAINT "message_preferences_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "one_time_codes" ADD CONSTRAINT "one_time_codes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outgoing_messages" ADD CONSTRAINT "outgoing_messages_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "message_outbox_to_idx" ON "message_outbox" USING btree ("to_e164");--> statement-breakpoint
CREATE INDEX "one_time_codes_number_idx" ON "one_time_codes" USING btree ("mobile_e164","created_at");--> statement-breakpoint
CREATE INDEX "one_time_codes_requester_idx" ON "one_time_codes" USING btree ("requested_from","created_at");--> statement-breakpoint
CREATE INDEX "outgoing_messages_list_idx" ON "outgoing_messages" USING btree ("channel","state","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "outgoing_messages_newest_idx" ON "outgoing_messages" USING btree ("created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE UNIQUE INDEX "users_mobile_e164_unique" ON "users" USING btree ("mobile_e164");--> statement-breakpoint
CREATE INDEX "orders_reminder_due_idx" ON "orders" USING btree ("pickup_date") WHERE "orders"."status" = 'Accepted' and "orders"."reminder_queued_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "users_category_email_unique" ON "users" USING btree ("account_category",lower("email")) WHERE "users"."email" <> '';--> statement-breakpoint
CREATE UNIQUE INDEX "users_dealer_side_email_unique" ON "users" USING btree (lower("email")) WHERE "users"."account_category" in ('dealer', 'employee') and "users"."email" <> '';