-- Until now `console` opened every module. Levels that held it keep what they could do: they gain each module's scope.
UPDATE "levels"
SET "scope" = "scope" || '["console:posts","console:requests","console:center","console:staff","console:settings"]'::jsonb,
    "updated_at" = now()
WHERE "scope" ? 'console'
  AND NOT EXISTS (SELECT 1 FROM jsonb_array_elements_text("scope") AS item WHERE item LIKE 'console:%');
