CREATE TABLE "customer_contract_parks" (
	"contract_id" integer NOT NULL,
	"park_id" integer NOT NULL,
	CONSTRAINT "customer_contract_parks_pkey" PRIMARY KEY("contract_id","park_id")
);
--> statement-breakpoint
CREATE TABLE "customer_contracts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "customer_contracts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"customer_id" integer NOT NULL,
	"number" varchar(50) NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date,
	"status" varchar(20) NOT NULL,
	"services" jsonb NOT NULL,
	"frequency_days" jsonb NOT NULL,
	"amount_cents" integer,
	"cig" varchar(10),
	"cup" varchar(15),
	"payment_terms_days" integer,
	"notes" text
);
--> statement-breakpoint
CREATE TABLE "customers" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "customers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"name" varchar(200) NOT NULL,
	"customer_type" varchar(20) NOT NULL,
	"is_public_body" boolean DEFAULT false NOT NULL,
	"vat_number" varchar(11),
	"tax_code" varchar(16),
	"sdi_code" varchar(7),
	"pec" varchar(254),
	"email" varchar(254) NOT NULL,
	"phone" varchar(30),
	"address" varchar(200) NOT NULL,
	"city" varchar(100) NOT NULL,
	"zip" varchar(5),
	"province" varchar(2),
	"country" varchar(2) DEFAULT 'IT' NOT NULL,
	"contact_person" varchar(200),
	"notes" text,
	"is_active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "files" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "files_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"owner_type" varchar(30) NOT NULL,
	"owner_id" integer NOT NULL,
	"kind" varchar(20) NOT NULL,
	"filename" varchar(255) NOT NULL,
	"content_type" varchar(100) NOT NULL,
	"size" integer NOT NULL,
	"sha256" varchar(64) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "findings" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "findings_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"inspection_id" integer NOT NULL,
	"item_id" integer NOT NULL,
	"description" text NOT NULL,
	"standard_ref" varchar(100),
	"risk_level" varchar(20) NOT NULL,
	"timeframe" varchar(20),
	"recommended_action" varchar(20) NOT NULL,
	"make_safe" varchar(20) DEFAULT 'none' NOT NULL,
	"status" varchar(20) DEFAULT 'open' NOT NULL,
	"carried_from_id" integer
);
--> statement-breakpoint
CREATE TABLE "inspection_items" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "inspection_items_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"inspection_id" integer NOT NULL,
	"position" integer NOT NULL,
	"toy_id" integer,
	"site_area" varchar(20),
	"outcome" varchar(20),
	"notes" text,
	CONSTRAINT "inspection_items_subject_check" CHECK (("inspection_items"."toy_id" is null) <> ("inspection_items"."site_area" is null))
);
--> statement-breakpoint
CREATE TABLE "inspections" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "inspections_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"park_id" integer NOT NULL,
	"contract_id" integer,
	"type" varchar(20) NOT NULL,
	"number" varchar(12) NOT NULL,
	"scheduled_for" date,
	"performed_at" timestamp with time zone,
	"inspector_id" integer,
	"status" varchar(20) DEFAULT 'scheduled' NOT NULL,
	"weather" varchar(100),
	"summary" text,
	"outcome" varchar(20),
	"overall_risk" varchar(20),
	"signed_at" timestamp with time zone,
	"signed_by" integer
);
--> statement-breakpoint
CREATE TABLE "installer_contracts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "installer_contracts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"installer_id" integer NOT NULL,
	"number" varchar(50) NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date,
	"status" varchar(20) NOT NULL,
	"scope" jsonb NOT NULL,
	"amount_cents" integer,
	"notes" text
);
--> statement-breakpoint
CREATE TABLE "installers" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "installers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"company_name" varchar(200) NOT NULL,
	"vat_number" varchar(11) NOT NULL,
	"email" varchar(254) NOT NULL,
	"phone" varchar(30),
	"address" varchar(200),
	"city" varchar(100),
	"contact_person" varchar(200),
	"qualifications" text,
	"insurance_policy" varchar(100),
	"insurance_expiry" date,
	"is_active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "number_sequences" (
	"sequence" varchar(20) NOT NULL,
	"year" integer NOT NULL,
	"last" integer NOT NULL,
	CONSTRAINT "number_sequences_pkey" PRIMARY KEY("sequence","year")
);
--> statement-breakpoint
CREATE TABLE "parks" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "parks_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"customer_id" integer NOT NULL,
	"code" varchar(30),
	"name" varchar(200) NOT NULL,
	"address" varchar(200) NOT NULL,
	"city" varchar(100) NOT NULL,
	"province" varchar(2),
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"site_type" varchar(50),
	"fenced" boolean DEFAULT false NOT NULL,
	"status" varchar(20) DEFAULT 'open' NOT NULL,
	"closure_reason" text,
	"notes" text
);
--> statement-breakpoint
CREATE TABLE "quote_lines" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "quote_lines_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"quote_id" integer NOT NULL,
	"position" integer NOT NULL,
	"finding_id" integer,
	"toy_id" integer,
	"description" text NOT NULL,
	"unit" varchar(10) NOT NULL,
	"quantity" numeric(12, 3) NOT NULL,
	"unit_price_cents" integer NOT NULL,
	"discount_pct" numeric(5, 2) DEFAULT 0 NOT NULL,
	"vat_rate" integer NOT NULL,
	"net_cents" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "quote_types" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "quote_types_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"code" varchar(30) NOT NULL,
	"label_it" varchar(200) NOT NULL,
	"label_en" varchar(200) NOT NULL,
	"default_vat_rate" integer DEFAULT 22 NOT NULL,
	"validity_days" integer DEFAULT 30 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "quotes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "quotes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"inspection_id" integer NOT NULL,
	"quote_type_id" integer NOT NULL,
	"number" varchar(12) NOT NULL,
	"issue_date" date NOT NULL,
	"valid_until" date,
	"status" varchar(20) DEFAULT 'draft' NOT NULL,
	"installer_id" integer,
	"notes" text,
	"net_cents" integer DEFAULT 0 NOT NULL,
	"vat_cents" integer DEFAULT 0 NOT NULL,
	"gross_cents" integer DEFAULT 0 NOT NULL,
	"sent_at" timestamp with time zone,
	"answered_at" timestamp with time zone,
	"answered_by" integer
);
--> statement-breakpoint
CREATE TABLE "selects" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "selects_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"list_key" varchar(30) NOT NULL,
	"code" varchar(50) NOT NULL,
	"label_it" varchar(200) NOT NULL,
	"label_en" varchar(200) NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "toys" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "toys_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"park_id" integer NOT NULL,
	"code" varchar(30) NOT NULL,
	"name" varchar(200) NOT NULL,
	"equipment_type" varchar(50) NOT NULL,
	"standard" varchar(20) NOT NULL,
	"manufacturer" varchar(200),
	"model" varchar(200),
	"serial_number" varchar(100),
	"year_of_manufacture" integer,
	"installed_on" date,
	"installer_id" integer,
	"age_from" integer,
	"age_to" integer,
	"free_fall_height_m" numeric(4, 2),
	"impact_area_m2" numeric(8, 2),
	"surface_type" varchar(50),
	"surface_depth_mm" integer,
	"material" varchar(50),
	"status" varchar(20) DEFAULT 'in_use' NOT NULL,
	"status_reason" text
);
--> statement-breakpoint
ALTER TABLE "customer_contract_parks" ADD CONSTRAINT "customer_contract_parks_contract_id_customer_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."customer_contracts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_contract_parks" ADD CONSTRAINT "customer_contract_parks_park_id_parks_id_fk" FOREIGN KEY ("park_id") REFERENCES "public"."parks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_contracts" ADD CONSTRAINT "customer_contracts_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_contracts" ADD CONSTRAINT "customer_contracts_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "files" ADD CONSTRAINT "files_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "findings" ADD CONSTRAINT "findings_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "findings" ADD CONSTRAINT "findings_inspection_id_inspections_id_fk" FOREIGN KEY ("inspection_id") REFERENCES "public"."inspections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "findings" ADD CONSTRAINT "findings_item_id_inspection_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."inspection_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "findings" ADD CONSTRAINT "findings_carried_from_id_findings_id_fk" FOREIGN KEY ("carried_from_id") REFERENCES "public"."findings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inspection_items" ADD CONSTRAINT "inspection_items_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inspection_items" ADD CONSTRAINT "inspection_items_inspection_id_inspections_id_fk" FOREIGN KEY ("inspection_id") REFERENCES "public"."inspections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inspection_items" ADD CONSTRAINT "inspection_items_toy_id_toys_id_fk" FOREIGN KEY ("toy_id") REFERENCES "public"."toys"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inspections" ADD CONSTRAINT "inspections_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inspections" ADD CONSTRAINT "inspections_park_id_parks_id_fk" FOREIGN KEY ("park_id") REFERENCES "public"."parks"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inspections" ADD CONSTRAINT "inspections_contract_id_customer_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."customer_contracts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inspections" ADD CONSTRAINT "inspections_inspector_id_users_id_fk" FOREIGN KEY ("inspector_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inspections" ADD CONSTRAINT "inspections_signed_by_users_id_fk" FOREIGN KEY ("signed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "installer_contracts" ADD CONSTRAINT "installer_contracts_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "installer_contracts" ADD CONSTRAINT "installer_contracts_installer_id_installers_id_fk" FOREIGN KEY ("installer_id") REFERENCES "public"."installers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "installers" ADD CONSTRAINT "installers_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parks" ADD CONSTRAINT "parks_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parks" ADD CONSTRAINT "parks_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_lines" ADD CONSTRAINT "quote_lines_quote_id_quotes_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."quotes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_lines" ADD CONSTRAINT "quote_lines_finding_id_findings_id_fk" FOREIGN KEY ("finding_id") REFERENCES "public"."findings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_lines" ADD CONSTRAINT "quote_lines_toy_id_toys_id_fk" FOREIGN KEY ("toy_id") REFERENCES "public"."toys"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_types" ADD CONSTRAINT "quote_types_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_inspection_id_inspections_id_fk" FOREIGN KEY ("inspection_id") REFERENCES "public"."inspections"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_quote_type_id_quote_types_id_fk" FOREIGN KEY ("quote_type_id") REFERENCES "public"."quote_types"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_installer_id_installers_id_fk" FOREIGN KEY ("installer_id") REFERENCES "public"."installers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_answered_by_users_id_fk" FOREIGN KEY ("answered_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "selects" ADD CONSTRAINT "selects_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "toys" ADD CONSTRAINT "toys_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "toys" ADD CONSTRAINT "toys_park_id_parks_id_fk" FOREIGN KEY ("park_id") REFERENCES "public"."parks"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "toys" ADD CONSTRAINT "toys_installer_id_installers_id_fk" FOREIGN KEY ("installer_id") REFERENCES "public"."installers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "customer_contract_parks_park_idx" ON "customer_contract_parks" USING btree ("park_id");--> statement-breakpoint
CREATE UNIQUE INDEX "customer_contracts_number_unique" ON "customer_contracts" USING btree ("number");--> statement-breakpoint
CREATE INDEX "customer_contracts_customer_idx" ON "customer_contracts" USING btree ("customer_id","status");--> statement-breakpoint
CREATE INDEX "customer_contracts_start_idx" ON "customer_contracts" USING btree ("start_date");--> statement-breakpoint
CREATE INDEX "customer_contracts_number_trgm" ON "customer_contracts" USING gin ("number" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "customers_name_idx" ON "customers" USING btree ("name","id");--> statement-breakpoint
CREATE INDEX "customers_city_idx" ON "customers" USING btree ("city");--> statement-breakpoint
CREATE INDEX "customers_type_idx" ON "customers" USING btree ("customer_type");--> statement-breakpoint
CREATE INDEX "customers_name_trgm" ON "customers" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "customers_city_trgm" ON "customers" USING gin ("city" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "files_owner_idx" ON "files" USING btree ("owner_type","owner_id","id");--> statement-breakpoint
CREATE INDEX "files_sha256_idx" ON "files" USING btree ("sha256");--> statement-breakpoint
CREATE INDEX "findings_inspection_idx" ON "findings" USING btree ("inspection_id","status","risk_level");--> statement-breakpoint
CREATE INDEX "findings_item_idx" ON "findings" USING btree ("item_id");--> statement-breakpoint
CREATE INDEX "findings_carried_from_idx" ON "findings" USING btree ("carried_from_id");--> statement-breakpoint
CREATE INDEX "inspection_items_inspection_idx" ON "inspection_items" USING btree ("inspection_id","position");--> statement-breakpoint
CREATE INDEX "inspection_items_toy_idx" ON "inspection_items" USING btree ("toy_id");--> statement-breakpoint
CREATE UNIQUE INDEX "inspections_number_unique" ON "inspections" USING btree ("number");--> statement-breakpoint
CREATE INDEX "inspections_park_type_idx" ON "inspections" USING btree ("park_id","type","performed_at");--> statement-breakpoint
CREATE INDEX "inspections_performed_idx" ON "inspections" USING btree ("performed_at","id");--> statement-breakpoint
CREATE INDEX "inspections_scheduled_idx" ON "inspections" USING btree ("scheduled_for");--> statement-breakpoint
CREATE INDEX "inspections_status_idx" ON "inspections" USING btree ("status");--> statement-breakpoint
CREATE INDEX "inspections_contract_idx" ON "inspections" USING btree ("contract_id");--> statement-breakpoint
CREATE UNIQUE INDEX "installer_contracts_number_unique" ON "installer_contracts" USING btree ("number");--> statement-breakpoint
CREATE INDEX "installer_contracts_installer_idx" ON "installer_contracts" USING btree ("installer_id","status");--> statement-breakpoint
CREATE INDEX "installer_contracts_start_idx" ON "installer_contracts" USING btree ("start_date");--> statement-breakpoint
CREATE INDEX "installer_contracts_number_trgm" ON "installer_contracts" USING gin ("number" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "installers_company_name_idx" ON "installers" USING btree ("company_name","id");--> statement-breakpoint
CREATE INDEX "installers_company_name_trgm" ON "installers" USING gin ("company_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "parks_customer_idx" ON "parks" USING btree ("customer_id","name");--> statement-breakpoint
CREATE INDEX "parks_name_idx" ON "parks" USING btree ("name","id");--> statement-breakpoint
CREATE INDEX "parks_city_idx" ON "parks" USING btree ("city");--> statement-breakpoint
CREATE INDEX "parks_status_idx" ON "parks" USING btree ("status");--> statement-breakpoint
CREATE INDEX "parks_name_trgm" ON "parks" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "parks_city_trgm" ON "parks" USING gin ("city" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "parks_address_trgm" ON "parks" USING gin ("address" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "parks_code_trgm" ON "parks" USING gin ("code" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "quote_lines_quote_idx" ON "quote_lines" USING btree ("quote_id","position");--> statement-breakpoint
CREATE INDEX "quote_lines_finding_idx" ON "quote_lines" USING btree ("finding_id");--> statement-breakpoint
CREATE UNIQUE INDEX "quote_types_code_unique" ON "quote_types" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "quotes_inspection_unique" ON "quotes" USING btree ("inspection_id");--> statement-breakpoint
CREATE UNIQUE INDEX "quotes_number_unique" ON "quotes" USING btree ("number");--> statement-breakpoint
CREATE INDEX "quotes_status_idx" ON "quotes" USING btree ("status","valid_until");--> statement-breakpoint
CREATE INDEX "quotes_quote_type_idx" ON "quotes" USING btree ("quote_type_id");--> statement-breakpoint
CREATE INDEX "quotes_installer_idx" ON "quotes" USING btree ("installer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "selects_list_code_unique" ON "selects" USING btree ("list_key","code");--> statement-breakpoint
CREATE INDEX "selects_list_order_idx" ON "selects" USING btree ("list_key","sort_order","id");--> statement-breakpoint
CREATE UNIQUE INDEX "toys_park_code_unique" ON "toys" USING btree ("park_id","code");--> statement-breakpoint
CREATE INDEX "toys_park_idx" ON "toys" USING btree ("park_id","code","id");--> statement-breakpoint
CREATE INDEX "toys_code_idx" ON "toys" USING btree ("code","id");--> statement-breakpoint
CREATE INDEX "toys_installer_idx" ON "toys" USING btree ("installer_id");--> statement-breakpoint
CREATE INDEX "toys_equipment_type_idx" ON "toys" USING btree ("equipment_type");--> statement-breakpoint
CREATE INDEX "toys_name_trgm" ON "toys" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "toys_code_trgm" ON "toys" USING gin ("code" gin_trgm_ops);--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "users_customer_id_idx" ON "users" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "users_username_trgm" ON "users" USING gin ("username" gin_trgm_ops);