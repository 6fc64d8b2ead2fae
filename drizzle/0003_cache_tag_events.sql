CREATE TABLE "cache_tag_events" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "cache_tag_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tag" text NOT NULL,
	"expire_seconds" integer,
	"instance" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
