CREATE TABLE "booking_availability" (
	"office" text NOT NULL,
	"kind" text NOT NULL,
	"weekly_hours" jsonb NOT NULL,
	"slot_minutes" integer NOT NULL,
	"horizon_days" integer NOT NULL,
	"lead_minutes" integer NOT NULL,
	"capacity" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "booking_availability_office_kind_pk" PRIMARY KEY("office","kind"),
	CONSTRAINT "booking_availability_kind" CHECK ("booking_availability"."kind" in ('visit', 'phone', 'video')),
	CONSTRAINT "booking_availability_ranges" CHECK ("booking_availability"."slot_minutes" between 5 and 480 and "booking_availability"."horizon_days" between 1 and 366 and "booking_availability"."lead_minutes" >= 0 and "booking_availability"."capacity" between 0 and 50)
);
--> statement-breakpoint
CREATE TABLE "booking_exceptions" (
	"id" text PRIMARY KEY NOT NULL,
	"office" text NOT NULL,
	"day" date NOT NULL,
	"type" text NOT NULL,
	"from_time" text,
	"to_time" text,
	"note" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "booking_exceptions_type" CHECK ("booking_exceptions"."type" in ('closed', 'open')),
	CONSTRAINT "booking_exceptions_hours" CHECK (("booking_exceptions"."from_time" is null and "booking_exceptions"."to_time" is null and "booking_exceptions"."type" = 'closed') or ("booking_exceptions"."from_time" ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$' and "booking_exceptions"."to_time" ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$|^24:00$' and "booking_exceptions"."from_time" < "booking_exceptions"."to_time"))
);
--> statement-breakpoint
CREATE TABLE "bookings" (
	"id" text PRIMARY KEY NOT NULL,
	"form_id" text NOT NULL,
	"office" text NOT NULL,
	"kind" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"seat" integer NOT NULL,
	"cancelled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bookings_kind" CHECK ("bookings"."kind" in ('visit', 'phone', 'video')),
	CONSTRAINT "bookings_seat" CHECK ("bookings"."seat" >= 1 and "bookings"."ends_at" > "bookings"."starts_at")
);
--> statement-breakpoint
CREATE TABLE "public_holidays" (
	"day" date PRIMARY KEY NOT NULL,
	"name" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_form_id_forms_id_fk" FOREIGN KEY ("form_id") REFERENCES "public"."forms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "booking_exceptions_office_day_idx" ON "booking_exceptions" USING btree ("office","day");--> statement-breakpoint
CREATE UNIQUE INDEX "bookings_seat_key" ON "bookings" USING btree ("office","kind","starts_at","seat") WHERE "bookings"."cancelled_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "bookings_form_key" ON "bookings" USING btree ("form_id") WHERE "bookings"."cancelled_at" is null;--> statement-breakpoint
CREATE INDEX "bookings_starts_idx" ON "bookings" USING btree ("starts_at");--> statement-breakpoint
INSERT INTO "public_holidays" ("day", "name") VALUES
('2026-01-01', '{"ko":"신정","en":"New Year''s Day"}'),
('2026-02-16', '{"ko":"설날 연휴","en":"Seollal holiday"}'),
('2026-02-17', '{"ko":"설날","en":"Seollal"}'),
('2026-02-18', '{"ko":"설날 연휴","en":"Seollal holiday"}'),
('2026-03-01', '{"ko":"삼일절","en":"Independence Movement Day"}'),
('2026-03-02', '{"ko":"대체공휴일(삼일절)","en":"Substitute holiday (Independence Movement Day)"}'),
('2026-05-05', '{"ko":"어린이날","en":"Children''s Day"}'),
('2026-05-24', '{"ko":"부처님오신날","en":"Buddha''s Birthday"}'),
('2026-05-25', '{"ko":"대체공휴일(부처님오신날)","en":"Substitute holiday (Buddha''s Birthday)"}'),
('2026-06-03', '{"ko":"전국동시지방선거일","en":"Local elections"}'),
('2026-06-06', '{"ko":"현충일","en":"Memorial Day"}'),
('2026-08-15', '{"ko":"광복절","en":"Liberation Day"}'),
('2026-08-17', '{"ko":"대체공휴일(광복절)","en":"Substitute holiday (Liberation Day)"}'),
('2026-09-24', '{"ko":"추석 연휴","en":"Chuseok holiday"}'),
('2026-09-25', '{"ko":"추석","en":"Chuseok"}'),
('2026-09-26', '{"ko":"추석 연휴","en":"Chuseok holiday"}'),
('2026-10-03', '{"ko":"개천절","en":"National Foundation Day"}'),
('2026-10-05', '{"ko":"대체공휴일(개천절)","en":"Substitute holiday (National Foundation Day)"}'),
('2026-10-09', '{"ko":"한글날","en":"Hangul Day"}'),
('2026-12-25', '{"ko":"기독탄신일","en":"Christmas Day"}'),
('2027-01-01', '{"ko":"신정","en":"New Year''s Day"}'),
('2027-02-06', '{"ko":"설날 연휴","en":"Seollal holiday"}'),
('2027-02-07', '{"ko":"설날","en":"Seollal"}'),
('2027-02-08', '{"ko":"설날 연휴","en":"Seollal holiday"}'),
('2027-02-09', '{"ko":"대체공휴일(설날)","en":"Substitute holiday (Seollal)"}'),
('2027-03-01', '{"ko":"삼일절","en":"Independence Movement Day"}'),
('2027-05-05', '{"ko":"어린이날","en":"Children''s Day"}'),
('2027-05-13', '{"ko":"부처님오신날","en":"Buddha''s Birthday"}'),
('2027-06-06', '{"ko":"현충일","en":"Memorial Day"}'),
('2027-08-15', '{"ko":"광복절","en":"Liberation Day"}'),
('2027-08-16', '{"ko":"대체공휴일(광복절)","en":"Substitute holiday (Liberation Day)"}'),
('2027-09-14', '{"ko":"추석 연휴","en":"Chuseok holiday"}'),
('2027-09-15', '{"ko":"추석","en":"Chuseok"}'),
('2027-09-16', '{"ko":"추석 연휴","en":"Chuseok holiday"}'),
('2027-10-03', '{"ko":"개천절","en":"National Foundation Day"}'),
('2027-10-04', '{"ko":"대체공휴일(개천절)","en":"Substitute holiday (National Foundation Day)"}'),
('2027-10-09', '{"ko":"한글날","en":"Hangul Day"}'),
('2027-10-11', '{"ko":"대체공휴일(한글날)","en":"Substitute holiday (Hangul Day)"}'),
('2027-12-25', '{"ko":"기독탄신일","en":"Christmas Day"}'),
('2027-12-27', '{"ko":"대체공휴일(기독탄신일)","en":"Substitute holiday (Christmas Day)"}')
ON CONFLICT DO NOTHING;--> statement-breakpoint
INSERT INTO "booking_availability" ("office", "kind", "weekly_hours", "slot_minutes", "horizon_days", "lead_minutes", "capacity")
SELECT "office", "kind", (
  SELECT jsonb_agg(jsonb_build_object('weekday', "weekday", 'from', "range"[1], 'to', "range"[2]) ORDER BY "weekday", "range"[1])
  FROM generate_series(1, 5) AS "weekday", (VALUES (ARRAY['09:00', '12:00']), (ARRAY['13:00', '18:00'])) AS "ranges"("range")
), CASE "kind" WHEN 'visit' THEN 60 ELSE 30 END, 30, CASE "kind" WHEN 'visit' THEN 1440 ELSE 120 END, 1
FROM (VALUES ('seoul-main'), ('seoul-branch'), ('incheon'), ('gwangju')) AS "offices"("office"),
  (VALUES ('visit'), ('phone'), ('video')) AS "kinds"("kind")
ON CONFLICT DO NOTHING;
