CREATE TYPE "public"."fundraising_email_kind" AS ENUM('milestone', 'pending-invite', 'no-sales', 'weekly-summary');--> statement-breakpoint
CREATE TYPE "public"."order_source" AS ENUM('qr', 'link', 'campaign-picker');--> statement-breakpoint
CREATE TABLE "fundraising_email_opt_outs" (
	"email" text PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "fundraising_email_opt_outs_email_lower" CHECK ("fundraising_email_opt_outs"."email" = lower("fundraising_email_opt_outs"."email"))
);
--> statement-breakpoint
CREATE TABLE "fundraising_emails" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "fundraising_emails_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"kind" "fundraising_email_kind" NOT NULL,
	"campaign_id" integer NOT NULL,
	"user_id" integer,
	"invite_id" integer,
	"recipient_email" text NOT NULL,
	"milestone_percent" integer,
	"period_start" text,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "fundraising_emails_recipient_lower" CHECK ("fundraising_emails"."recipient_email" = lower("fundraising_emails"."recipient_email")),
	CONSTRAINT "fundraising_emails_milestone_percent" CHECK (("fundraising_emails"."kind" = 'milestone') = ("fundraising_emails"."milestone_percent" is not null) and ("fundraising_emails"."milestone_percent" is null or "fundraising_emails"."milestone_percent" in (25, 50, 75, 100))),
	CONSTRAINT "fundraising_emails_period_start" CHECK (("fundraising_emails"."kind" = 'weekly-summary') = ("fundraising_emails"."period_start" is not null))
);
--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "team_share_permille" integer;--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "team_share_cents_per_bag" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "source" "order_source";--> statement-breakpoint
ALTER TABLE "fundraising_emails" ADD CONSTRAINT "fundraising_emails_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fundraising_emails" ADD CONSTRAINT "fundraising_emails_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fundraising_emails" ADD CONSTRAINT "fundraising_emails_invite_id_invites_id_fk" FOREIGN KEY ("invite_id") REFERENCES "public"."invites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "fundraising_emails_milestone_key" ON "fundraising_emails" USING btree ("user_id","campaign_id","milestone_percent") WHERE "fundraising_emails"."kind" = 'milestone';--> statement-breakpoint
CREATE UNIQUE INDEX "fundraising_emails_weekly_summary_key" ON "fundraising_emails" USING btree ("campaign_id","period_start") WHERE "fundraising_emails"."kind" = 'weekly-summary';--> statement-breakpoint
CREATE INDEX "fundraising_emails_recipient_idx" ON "fundraising_emails" USING btree ("recipient_email","sent_at");--> statement-breakpoint
ALTER TABLE "campaigns" ADD CONSTRAINT "campaigns_team_share_one_kind" CHECK ("campaigns"."team_share_permille" is null or "campaigns"."team_share_cents_per_bag" is null);--> statement-breakpoint
ALTER TABLE "campaigns" ADD CONSTRAINT "campaigns_team_share_permille_range" CHECK ("campaigns"."team_share_permille" is null or "campaigns"."team_share_permille" between 0 and 1000);--> statement-breakpoint
ALTER TABLE "campaigns" ADD CONSTRAINT "campaigns_team_share_cents_non_negative" CHECK ("campaigns"."team_share_cents_per_bag" is null or "campaigns"."team_share_cents_per_bag" >= 0);