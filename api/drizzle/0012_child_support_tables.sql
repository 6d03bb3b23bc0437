CREATE TABLE "child_support_cells" (
	"table_id" text NOT NULL,
	"age_from" integer NOT NULL,
	"age_to" integer NOT NULL,
	"income_from" bigint NOT NULL,
	"income_to" bigint,
	"average" integer NOT NULL,
	"low" integer NOT NULL,
	"high" integer,
	CONSTRAINT "child_support_cells_table_id_age_from_income_from_pk" PRIMARY KEY("table_id","age_from","income_from"),
	CONSTRAINT "child_support_cells_range" CHECK ("child_support_cells"."low" > 0 and "child_support_cells"."low" <= "child_support_cells"."average" and ("child_support_cells"."high" is null or "child_support_cells"."average" <= "child_support_cells"."high"))
);
--> statement-breakpoint
CREATE TABLE "child_support_tables" (
	"id" text PRIMARY KEY NOT NULL,
	"effective_from" date NOT NULL,
	"title" jsonb NOT NULL,
	"source" text DEFAULT '' NOT NULL,
	"child_count_factors" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "child_support_tables_effective_from_unique" UNIQUE("effective_from")
);
--> statement-breakpoint
ALTER TABLE "child_support_cells" ADD CONSTRAINT "child_support_cells_table_id_child_support_tables_id_fk" FOREIGN KEY ("table_id") REFERENCES "public"."child_support_tables"("id") ON DELETE cascade ON UPDATE no action;