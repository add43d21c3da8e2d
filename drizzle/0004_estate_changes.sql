CREATE TABLE "estate_changes" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "estate_changes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"site_id" text NOT NULL,
	"estate_id" integer NOT NULL,
	"kind" text NOT NULL,
	"old_price" double precision,
	"new_price" double precision,
	"status" text,
	"seen_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "estate_observations" (
	"site_id" text NOT NULL,
	"estate_id" integer NOT NULL,
	"price" double precision,
	"status" text NOT NULL,
	"label" jsonb NOT NULL,
	"gone_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "estate_observations_site_id_estate_id_pk" PRIMARY KEY("site_id","estate_id")
);
--> statement-breakpoint
CREATE TABLE "sent_changes" (
	"subscription_id" bigint NOT NULL,
	"change_id" bigint NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sent_changes_subscription_id_change_id_pk" PRIMARY KEY("subscription_id","change_id")
);
--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "alert_kinds" jsonb DEFAULT '["newEstates","priceDrops","backOnMarket","offMarket"]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "alert_frequency" text DEFAULT 'instant' NOT NULL;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "last_mailed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sent_changes" ADD CONSTRAINT "sent_changes_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sent_changes" ADD CONSTRAINT "sent_changes_change_id_estate_changes_id_fk" FOREIGN KEY ("change_id") REFERENCES "public"."estate_changes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "estate_changes_site_seen_idx" ON "estate_changes" USING btree ("site_id","seen_at");