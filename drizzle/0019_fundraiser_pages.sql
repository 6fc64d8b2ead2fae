CREATE TABLE "fundraiser_pages" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "fundraiser_pages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"campaign_id" integer,
	"slug" text,
	"is_public" boolean DEFAULT false NOT NULL,
	"description" text,
	"custom_message" text,
	"goal_amount_cents" integer,
	"on_leaderboard" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "fundraiser_pages_goal_amount_positive" CHECK ("fundraiser_pages"."goal_amount_cents" is null or "fundraiser_pages"."goal_amount_cents" > 0),
	CONSTRAINT "fundraiser_pages_slug_format" CHECK ("fundraiser_pages"."slug" is null or "fundraiser_pages"."slug" ~ '^[a-z0-9-]{3,50}$')
);
--> statement-breakpoint
ALTER TABLE "fundraiser_pages" ADD CONSTRAINT "fundraiser_pages_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fundraiser_pages" ADD CONSTRAINT "fundraiser_pages_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "fundraiser_pages_slug_key" ON "fundraiser_pages" USING btree ("slug");--> statement-breakpoint
CREATE UNIQUE INDEX "fundraiser_pages_user_campaign_key" ON "fundraiser_pages" USING btree ("user_id","campaign_id");--> statement-breakpoint
CREATE UNIQUE INDEX "fundraiser_pages_user_no_campaign_key" ON "fundraiser_pages" USING btree ("user_id") WHERE "fundraiser_pages"."campaign_id" is null;--> statement-breakpoint
CREATE INDEX "fundraiser_pages_campaign_idx" ON "fundraiser_pages" USING btree ("campaign_id");--> statement-breakpoint
-- Issue 27 (docs/decisions/pages-per-campaign.md): an address for a page of another campaign, derived from a page's
-- address and the campaign's slug (its id when it has none), at most 50 characters, "-2", "-3"… on a collision with
-- any page's address or a remembered earlier one. Null without a base address.
CREATE FUNCTION "fundraiser_page_derived_slug"(base text, campaign integer) RETURNS text LANGUAGE plpgsql AS $$
DECLARE
  stem text;
  candidate text;
  n integer := 1;
BEGIN
  IF base IS NULL THEN
    RETURN NULL;
  END IF;
  SELECT base || '-' || coalesce(c.slug, c.id::text) INTO stem FROM campaigns c WHERE c.id = campaign;
  stem := coalesce(stem, base);
  LOOP
    IF n = 1 THEN
      candidate := rtrim(left(stem, 50), '-');
    ELSE
      candidate := rtrim(left(stem, 50 - length(n::text) - 1), '-') || '-' || n;
    END IF;
    EXIT WHEN length(candidate) >= 3
      AND NOT EXISTS (SELECT 1 FROM fundraiser_pages p WHERE p.slug = candidate)
      AND NOT EXISTS (SELECT 1 FROM landing_page_slug_history h WHERE h.slug = candidate);
    n := n + 1;
  END LOOP;
  RETURN candidate;
END;
$$;--> statement-breakpoint
-- A person's page for a campaign they join: none is ever moved. The campaign-less page becomes this campaign's; else
-- the newest page is copied (not its goal; a derived address); else an empty private page.
CREATE FUNCTION "fundraiser_page_for_participant"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  newest fundraiser_pages%ROWTYPE;
BEGIN
  -- One page change per person at a time: a settings save making their first page (it locks the same row) waits.
  PERFORM 1 FROM users WHERE id = NEW.user_id FOR NO KEY UPDATE;
  IF EXISTS (SELECT 1 FROM fundraiser_pages WHERE user_id = NEW.user_id AND campaign_id = NEW.campaign_id) THEN
    RETURN NULL;
  END IF;
  UPDATE fundraiser_pages SET campaign_id = NEW.campaign_id, updated_at = now()
    WHERE user_id = NEW.user_id AND campaign_id IS NULL;
  IF FOUND THEN
    RETURN NULL;
  END IF;
  SELECT * INTO newest FROM fundraiser_pages WHERE user_id = NEW.user_id ORDER BY created_at DESC, id DESC LIMIT 1;
  IF FOUND THEN
    INSERT INTO fundraiser_pages (user_id, campaign_id, slug, is_public, description, custom_message, on_leaderboard)
      VALUES (NEW.user_id, NEW.campaign_id, fundraiser_page_derived_slug(newest.slug, NEW.campaign_id),
        newest.is_public, newest.description, newest.custom_message, newest.on_leaderboard)
      ON CONFLICT DO NOTHING;
  ELSE
    INSERT INTO fundraiser_pages (user_id, campaign_id) VALUES (NEW.user_id, NEW.campaign_id) ON CONFLICT DO NOTHING;
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
-- The data move. A person in no campaign: one campaign-less page with their fields.
INSERT INTO "fundraiser_pages" ("user_id", "campaign_id", "slug", "is_public", "description", "custom_message", "goal_amount_cents", "on_leaderboard", "created_at")
SELECT u.id, NULL, u.landing_page_slug, u.is_public, u.description, u.custom_message, u.goal_amount_cents, u.on_leaderboard, u.created_at
FROM "users" u
WHERE NOT EXISTS (SELECT 1 FROM "campaign_participants" cp WHERE cp.user_id = u.id);--> statement-breakpoint
-- Otherwise the campaign their page showed (newest-started active, else newest-started) gets the address and every field.
INSERT INTO "fundraiser_pages" ("user_id", "campaign_id", "slug", "is_public", "description", "custom_message", "goal_amount_cents", "on_leaderboard", "created_at")
SELECT u.id, m.campaign_id, u.landing_page_slug, u.is_public, u.description, u.custom_message, u.goal_amount_cents, u.on_leaderboard, u.created_at
FROM "users" u
CROSS JOIN LATERAL (
  SELECT cp.campaign_id FROM "campaign_participants" cp JOIN "campaigns" c ON c.id = cp.campaign_id
  WHERE cp.user_id = u.id ORDER BY c.is_active DESC, c.start_date DESC, c.id DESC LIMIT 1
) m;--> statement-breakpoint
-- Each other campaign they take part in: a copy without the goal, at a derived address.
DO $$
DECLARE
  r record;
BEGIN
  FOR r IN
    SELECT cp.user_id, cp.campaign_id, u.landing_page_slug, u.is_public, u.description, u.custom_message, u.on_leaderboard
    FROM "campaign_participants" cp JOIN "users" u ON u.id = cp.user_id
    WHERE NOT EXISTS (SELECT 1 FROM "fundraiser_pages" p WHERE p.user_id = cp.user_id AND p.campaign_id = cp.campaign_id)
    ORDER BY cp.user_id, cp.joined_at, cp.campaign_id
  LOOP
    INSERT INTO "fundraiser_pages" ("user_id", "campaign_id", "slug", "is_public", "description", "custom_message", "on_leaderboard")
    VALUES (r.user_id, r.campaign_id, fundraiser_page_derived_slug(r.landing_page_slug, r.campaign_id), r.is_public,
      r.description, r.custom_message, r.on_leaderboard);
  END LOOP;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "campaign_participants_page" AFTER INSERT ON "campaign_participants"
  FOR EACH ROW EXECUTE FUNCTION "fundraiser_page_for_participant"();--> statement-breakpoint
-- Earlier addresses point at the page that got the address (the same campaign's page).
ALTER TABLE "landing_page_slug_history" ADD COLUMN "page_id" integer;--> statement-breakpoint
UPDATE "landing_page_slug_history" h SET "page_id" = p.id
FROM "users" u JOIN "fundraiser_pages" p ON p.user_id = u.id
WHERE h.user_id = u.id AND p.slug IS NOT DISTINCT FROM u.landing_page_slug
  AND p.id = (SELECT min(p2.id) FROM "fundraiser_pages" p2 WHERE p2.user_id = u.id);--> statement-breakpoint
DELETE FROM "landing_page_slug_history" WHERE "page_id" IS NULL;--> statement-breakpoint
ALTER TABLE "landing_page_slug_history" ALTER COLUMN "page_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "landing_page_slug_history" DROP CONSTRAINT "landing_page_slug_history_user_id_users_id_fk";--> statement-breakpoint
DROP INDEX "landing_page_slug_history_user_idx";--> statement-breakpoint
ALTER TABLE "landing_page_slug_history" DROP COLUMN "user_id";--> statement-breakpoint
ALTER TABLE "landing_page_slug_history" ADD CONSTRAINT "landing_page_slug_history_page_id_fundraiser_pages_id_fk" FOREIGN KEY ("page_id") REFERENCES "public"."fundraiser_pages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "landing_page_slug_history_page_idx" ON "landing_page_slug_history" USING btree ("page_id");--> statement-breakpoint
ALTER TABLE "users" DROP CONSTRAINT "users_goal_amount_positive";--> statement-breakpoint
ALTER TABLE "users" DROP CONSTRAINT "users_landing_page_slug_format";--> statement-breakpoint
DROP INDEX "users_landing_page_slug_key";--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "is_public";--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "description";--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "custom_message";--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "goal_amount_cents";--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "landing_page_slug";--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "on_leaderboard";
