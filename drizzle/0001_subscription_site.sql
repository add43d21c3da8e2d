ALTER TABLE "subscriptions" ADD COLUMN "site_id" text;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "site_url" text;