ALTER TABLE "campaigns" ADD COLUMN "privacy_mode" text DEFAULT 'standard' NOT NULL;--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "show_seller_amounts" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "on_leaderboard" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "campaigns" ADD CONSTRAINT "campaigns_privacy_mode" CHECK ("campaigns"."privacy_mode" in ('standard', 'minors'));