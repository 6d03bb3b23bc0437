ALTER TABLE "outbox" ADD COLUMN "about" text;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "about_id" text;--> statement-breakpoint
CREATE INDEX "outbox_about_idx" ON "outbox" USING btree ("about","about_id");--> statement-breakpoint
-- Password links were kept readable in the outbox: every link not yet used ends now, and the kept copies hold a
-- marker in the link's place; those still waiting for another attempt are given up (docs/privacy.md "The outbox").
UPDATE "password_resets" SET "expires_at" = now() WHERE "used_at" IS NULL AND "expires_at" > now();--> statement-breakpoint
UPDATE "outbox" SET
  "about" = CASE WHEN "subject" LIKE '%관리자 계정 초대%' THEN 'invitation' ELSE 'password_reset' END,
  "body" = regexp_replace(
    regexp_replace("body", '<a href="[^"]*/console/password/reset\?token=[^"]*">[^<]*</a>', '[비밀번호 설정 링크: 받는 사람에게만 보냄 / password link: sent to the recipient only]', 'g'),
    'https?://[^\s"<]*/console/password/reset\?token=[A-Za-z0-9_%-]*', '[비밀번호 설정 링크: 받는 사람에게만 보냄 / password link: sent to the recipient only]', 'g'
  ),
  "status" = CASE WHEN "status" = 'queued' THEN 'failed' ELSE "status" END,
  "error" = CASE WHEN "status" = 'queued' THEN 'the link was taken out of the kept copy: send a new one' ELSE "error" END,
  "next_attempt_at" = CASE WHEN "status" = 'queued' THEN NULL ELSE "next_attempt_at" END
WHERE "body" LIKE '%/console/password/reset?token=%';--> statement-breakpoint
-- The notifications the server wrote before messages carried their subject, told apart by the subjects it gave them.
UPDATE "outbox" SET "about" = 'form' WHERE "about" IS NULL AND ("subject" LIKE '[상담 신청]%' OR "subject" LIKE '[전화 상담 요청]%' OR "subject" LIKE '[상담 신청 전달]%');--> statement-breakpoint
UPDATE "outbox" SET "about" = 'question' WHERE "about" IS NULL AND ("subject" LIKE '[문의]%' OR "subject" LIKE '%문의하신 내용에 대한 답변입니다:%' OR "subject" LIKE '%Answer to your question:%');
