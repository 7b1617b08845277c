CREATE TABLE "inspection_positions" (
	"inspection_id" integer NOT NULL,
	"moment" varchar(12) NOT NULL,
	"status" varchar(12) NOT NULL,
	"latitude" double precision,
	"longitude" double precision,
	"accuracy_m" double precision,
	"taken_at" timestamp with time zone NOT NULL,
	"recorded_by" integer,
	CONSTRAINT "inspection_positions_pkey" PRIMARY KEY("inspection_id","moment"),
	CONSTRAINT "inspection_positions_given_check" CHECK (("inspection_positions"."status" = 'given') = ("inspection_positions"."latitude" is not null and "inspection_positions"."longitude" is not null))
);
--> statement-breakpoint
CREATE TABLE "inspection_scans" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "inspection_scans_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"inspection_id" integer NOT NULL,
	"item_id" integer NOT NULL,
	"scanned_at" timestamp with time zone NOT NULL,
	"method" varchar(10) NOT NULL,
	"scanned_by" integer,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "inspection_positions" ADD CONSTRAINT "inspection_positions_inspection_id_inspections_id_fk" FOREIGN KEY ("inspection_id") REFERENCES "public"."inspections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inspection_positions" ADD CONSTRAINT "inspection_positions_recorded_by_users_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inspection_scans" ADD CONSTRAINT "inspection_scans_inspection_id_inspections_id_fk" FOREIGN KEY ("inspection_id") REFERENCES "public"."inspections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inspection_scans" ADD CONSTRAINT "inspection_scans_item_id_inspection_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."inspection_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inspection_scans" ADD CONSTRAINT "inspection_scans_scanned_by_users_id_fk" FOREIGN KEY ("scanned_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "inspection_scans_item_instant_unique" ON "inspection_scans" USING btree ("item_id","scanned_at");--> statement-breakpoint
CREATE INDEX "inspection_scans_inspection_idx" ON "inspection_scans" USING btree ("inspection_id");