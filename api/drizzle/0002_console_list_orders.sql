CREATE INDEX "boards_updated_idx" ON "boards" USING btree ("updated_at","id");--> statement-breakpoint
CREATE INDEX "boards_subject_idx" ON "boards" USING btree (("subject"->>'ko'),"id");--> statement-breakpoint
CREATE INDEX "boards_publication_idx" ON "boards" USING btree (coalesce("publish_at", "created_at"),"id");--> statement-breakpoint
CREATE INDEX "forms_updated_idx" ON "forms" USING btree ("updated_at","id");--> statement-breakpoint
CREATE INDEX "forms_name_idx" ON "forms" USING btree ("name","created_at","id");--> statement-breakpoint
CREATE INDEX "forms_status_rank_idx" ON "forms" USING btree ((case "status" when 'new' then 0 when 'progress' then 1 else 2 end),"created_at","id");