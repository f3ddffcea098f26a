-- Issue 29: the language an account's e-mails, SMS and WhatsApp messages are written in, chosen
-- at sign-up (the kt_lang cookie, else Accept-Language) and by the language switch. The API's
-- contract values stay English whatever it is.
ALTER TABLE "users" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;
--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_language_check" CHECK ("users"."language" in ('en', 'hi'));
--> statement-breakpoint
-- The language a queued SMS or WhatsApp message is written in: WhatsApp is sent the template of that language.
ALTER TABLE "outgoing_messages" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;
