ALTER TABLE "lawyers" ADD COLUMN "hidden" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "practices" ADD COLUMN "visual" text;--> statement-breakpoint
UPDATE "banners" SET "images" = (
  SELECT coalesce(jsonb_agg(CASE WHEN "image" ? 'breakpoint' THEN "image" ELSE "image" || '{"breakpoint":"desktop"}'::jsonb END ORDER BY "position"), '[]'::jsonb)
  FROM jsonb_array_elements("banners"."images") WITH ORDINALITY AS "pictures"("image", "position")
) WHERE jsonb_array_length("images") > 0;
