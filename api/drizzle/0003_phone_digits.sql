CREATE INDEX "forms_phone_digits_idx" ON "forms" USING gin (replace("phone", '-', '') gin_trgm_ops);
