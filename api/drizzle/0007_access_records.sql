CREATE TABLE "access_records" (
	"id" bigint PRIMARY KEY NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"account_id" text,
	"account_username" text,
	"address" text NOT NULL,
	"action" text NOT NULL,
	"subject" text,
	"subject_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"count" integer,
	"filter" jsonb,
	"reason" text,
	"detail" text,
	"previous_hash" text NOT NULL,
	"hash" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "access_reviews" (
	"month" text PRIMARY KEY NOT NULL,
	"reviewed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"reviewer_id" text NOT NULL,
	"reviewer_username" text NOT NULL,
	"note" text
);
--> statement-breakpoint
ALTER TABLE "forms" ADD COLUMN "hold" jsonb;--> statement-breakpoint
CREATE INDEX "access_records_at_idx" ON "access_records" USING btree ("at","id");--> statement-breakpoint
CREATE INDEX "access_records_account_idx" ON "access_records" USING btree ("account_username","id");--> statement-breakpoint
CREATE INDEX "access_records_action_idx" ON "access_records" USING btree ("action","id");--> statement-breakpoint
CREATE INDEX "access_records_subject_ids_idx" ON "access_records" USING gin ("subject_ids");--> statement-breakpoint
CREATE INDEX "questions_answered_at_idx" ON "questions" USING btree ("answered_at");--> statement-breakpoint
CREATE FUNCTION "access_records_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'access records are append-only' USING ERRCODE = 'insufficient_privilege';
END
$$;
--> statement-breakpoint
CREATE TRIGGER "access_records_no_change" BEFORE UPDATE OR DELETE ON "access_records" FOR EACH ROW EXECUTE FUNCTION "access_records_append_only"();
--> statement-breakpoint
CREATE TRIGGER "access_records_no_truncate" BEFORE TRUNCATE ON "access_records" FOR EACH STATEMENT EXECUTE FUNCTION "access_records_append_only"();
--> statement-breakpoint
UPDATE "levels"
SET "scope" = "scope" || '["console:records"]'::jsonb,
    "updated_at" = now()
WHERE "scope" ? 'console:staff' AND NOT "scope" ? 'console:records';
