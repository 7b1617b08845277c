CREATE TABLE "inspection_reports" (
	"inspection_id" integer PRIMARY KEY NOT NULL,
	"verification_code" varchar(16) NOT NULL,
	"language" varchar(2) NOT NULL,
	"sha256" varchar(64) NOT NULL,
	"pdf" "bytea" NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "inspection_reports_verification_code_unique" UNIQUE("verification_code")
);
--> statement-breakpoint
ALTER TABLE "inspection_reports" ADD CONSTRAINT "inspection_reports_inspection_id_inspections_id_fk" FOREIGN KEY ("inspection_id") REFERENCES "public"."inspections"("id") ON DELETE cascade ON UPDATE no action;