ALTER TABLE "mail_outbox" ALTER COLUMN "to_address" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "agency_site_id" text;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "agency_hostname" text;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD CONSTRAINT "mail_outbox_recipient_check" CHECK ("mail_outbox"."to_address" is not null or "mail_outbox"."agency_site_id" is not null or "mail_outbox"."agency_hostname" is not null);