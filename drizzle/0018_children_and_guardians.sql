CREATE TABLE "guardian_consents" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "guardian_consents_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"child_user_id" integer NOT NULL,
	"public_page" boolean NOT NULL,
	"photo" boolean NOT NULL,
	"given_by_user_id" integer,
	"given_by_name" text NOT NULL,
	"given_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "guardian_invitations" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "guardian_invitations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"invited_by_user_id" integer NOT NULL,
	"email" text NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"accepted_at" timestamp with time zone,
	"accepted_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "guardians" (
	"child_user_id" integer NOT NULL,
	"guardian_user_id" integer NOT NULL,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "guardians_child_user_id_guardian_user_id_pk" PRIMARY KEY("child_user_id","guardian_user_id")
);
--> statement-breakpoint
DROP INDEX "invites_campaign_email_key";--> statement-breakpoint
ALTER TABLE "users" ALTER COLUMN "email" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "users" drop column "search_text";--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower("users"."first_name" || ' ' || "users"."last_name" || chr(10) || "users"."display_name" || chr(10) || coalesce("users"."email", ''))) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "invites" ADD COLUMN "child_first_name" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "is_child" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "guardian_consents" ADD CONSTRAINT "guardian_consents_child_user_id_users_id_fk" FOREIGN KEY ("child_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guardian_consents" ADD CONSTRAINT "guardian_consents_given_by_user_id_users_id_fk" FOREIGN KEY ("given_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guardian_invitations" ADD CONSTRAINT "guardian_invitations_invited_by_user_id_users_id_fk" FOREIGN KEY ("invited_by_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guardian_invitations" ADD CONSTRAINT "guardian_invitations_accepted_user_id_users_id_fk" FOREIGN KEY ("accepted_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guardians" ADD CONSTRAINT "guardians_child_user_id_users_id_fk" FOREIGN KEY ("child_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guardians" ADD CONSTRAINT "guardians_guardian_user_id_users_id_fk" FOREIGN KEY ("guardian_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "guardian_consents_child_idx" ON "guardian_consents" USING btree ("child_user_id","given_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "guardian_invitations_token_hash_key" ON "guardian_invitations" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "guardian_invitations_inviter_idx" ON "guardian_invitations" USING btree ("invited_by_user_id","created_at");--> statement-breakpoint
CREATE INDEX "guardians_guardian_user_id_idx" ON "guardians" USING btree ("guardian_user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "invites_campaign_email_key" ON "invites" USING btree ("campaign_id",lower("invitee_email"),lower(coalesce("child_first_name", '')));--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_email_unless_child" CHECK ("users"."email" is not null or "users"."is_child");--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_child_no_password" CHECK (not "users"."is_child" or "users"."password_hash" is null);--> statement-breakpoint
CREATE INDEX "users_search_text_trgm_idx" ON "users" USING gin ("search_text" gin_trgm_ops);
