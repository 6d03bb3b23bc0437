-- A level holding console:staff or console:records always requires two-factor sign-in (docs/console.md).
UPDATE "levels" SET "two_factor" = true, "updated_at" = now() WHERE "scope" ?| array['console:staff', 'console:records'] AND NOT "two_factor";
