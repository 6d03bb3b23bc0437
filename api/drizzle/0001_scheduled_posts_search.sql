ALTER TABLE "boards" ADD COLUMN "publish_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "boards_pinned_created_idx" ON "boards" USING btree ("pinned","created_at","id");--> statement-breakpoint
CREATE INDEX "boards_publish_at_idx" ON "boards" USING btree ("publish_at") WHERE "boards"."publish_at" is not null;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
ALTER TABLE "forms" ADD COLUMN "search_text" text GENERATED ALWAYS AS (regexp_replace(lower("name" || E'\n' || "phone" || E'\n' || replace("phone", '-', '') || E'\n' || "content"), '(.)', '\1\1', 'g')) STORED;--> statement-breakpoint
ALTER TABLE "boards" ADD COLUMN "search_text" text GENERATED ALWAYS AS (regexp_replace(lower(coalesce("subject"->>'ko', '') || E'\n' || coalesce("subject"->>'en', '') || E'\n' || regexp_replace(coalesce("content"->>'ko', ''), '<[^>]*>', '', 'g') || E'\n' || regexp_replace(coalesce("content"->>'en', ''), '<[^>]*>', '', 'g')), '(.)', '\1\1', 'g')) STORED;--> statement-breakpoint
CREATE INDEX "forms_search_idx" ON "forms" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "boards_search_idx" ON "boards" USING gin ("search_text" gin_trgm_ops);
