CREATE TABLE "configs" (
	"key" text PRIMARY KEY NOT NULL,
	"value" text DEFAULT '' NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "hak_akses" (
	"idhak_akses" serial PRIMARY KEY NOT NULL,
	"menu" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "jadwal_pelaksanaan" (
	"idjadwal_pelaksanaan" serial PRIMARY KEY NOT NULL,
	"pelaksanaan" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "kode_tes" (
	"idjadwal" serial PRIMARY KEY NOT NULL,
	"idjadwal_pelaksanaan" integer NOT NULL,
	"kode_tes" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "login_throttle" (
	"key" text PRIMARY KEY NOT NULL,
	"failures" integer DEFAULT 0 NOT NULL,
	"window_start" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "menu_master" (
	"id_menu_master" serial PRIMARY KEY NOT NULL,
	"menu_master_type" text NOT NULL,
	"menu_master_nama" text NOT NULL,
	"menu_master_icon" text DEFAULT '' NOT NULL,
	"menu_master_link_path" text DEFAULT '' NOT NULL,
	"menu_master_link_name" text DEFAULT '' NOT NULL,
	"menu_master_urutan" integer DEFAULT 1 NOT NULL,
	"menu_master_parent" integer DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'ENABLE' NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "page_columns" (
	"id" serial PRIMARY KEY NOT NULL,
	"row_id" integer NOT NULL,
	"number" integer NOT NULL,
	"grid" integer NOT NULL,
	"component" text NOT NULL,
	"order_no" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "page_rows" (
	"id" serial PRIMARY KEY NOT NULL,
	"page_id" integer NOT NULL,
	"number" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pages" (
	"id" serial PRIMARY KEY NOT NULL,
	"nama_page" text NOT NULL,
	"deskripsi_page" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'ENABLE' NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pohon_profesi" (
	"id_pohon_profesi" serial PRIMARY KEY NOT NULL,
	"nama_pohon_profesi" text NOT NULL,
	"status" text DEFAULT 'ENABLE' NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "role_hak_akses" (
	"id_role" integer NOT NULL,
	"idhak_akses" integer NOT NULL,
	CONSTRAINT "role_hak_akses_id_role_idhak_akses_pk" PRIMARY KEY("id_role","idhak_akses")
);
--> statement-breakpoint
CREATE TABLE "role_kode_tes" (
	"id_role" integer NOT NULL,
	"idjadwal" integer NOT NULL,
	CONSTRAINT "role_kode_tes_id_role_idjadwal_pk" PRIMARY KEY("id_role","idjadwal")
);
--> statement-breakpoint
CREATE TABLE "role_menus" (
	"id_role" integer NOT NULL,
	"id_menu_master" integer NOT NULL,
	"is_read" boolean DEFAULT true NOT NULL,
	"is_write" boolean DEFAULT false NOT NULL,
	CONSTRAINT "role_menus_id_role_id_menu_master_pk" PRIMARY KEY("id_role","id_menu_master")
);
--> statement-breakpoint
CREATE TABLE "role_schedule" (
	"id_role" integer PRIMARY KEY NOT NULL,
	"idjadwal_pelaksanaan" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "roles" (
	"id_role" serial PRIMARY KEY NOT NULL,
	"role_name" text NOT NULL,
	"role_description" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'ENABLE' NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" serial PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"user_id" integer NOT NULL,
	"active_role_id" integer,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp (3) with time zone NOT NULL,
	"revoked_at" timestamp (3) with time zone
);
--> statement-breakpoint
CREATE TABLE "user_roles" (
	"user_id" integer NOT NULL,
	"id_role" integer NOT NULL,
	CONSTRAINT "user_roles_user_id_id_role_pk" PRIMARY KEY("user_id","id_role")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"username" text NOT NULL,
	"password_hash" text NOT NULL,
	"name" text NOT NULL,
	"path_photo" text,
	"status" text DEFAULT 'ENABLE' NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "kode_tes" ADD CONSTRAINT "kode_tes_idjadwal_pelaksanaan_jadwal_pelaksanaan_idjadwal_pelaksanaan_fk" FOREIGN KEY ("idjadwal_pelaksanaan") REFERENCES "jadwal_pelaksanaan"("idjadwal_pelaksanaan") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "page_columns" ADD CONSTRAINT "page_columns_row_id_page_rows_id_fk" FOREIGN KEY ("row_id") REFERENCES "page_rows"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "page_rows" ADD CONSTRAINT "page_rows_page_id_pages_id_fk" FOREIGN KEY ("page_id") REFERENCES "pages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "role_hak_akses" ADD CONSTRAINT "role_hak_akses_id_role_roles_id_role_fk" FOREIGN KEY ("id_role") REFERENCES "roles"("id_role") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "role_hak_akses" ADD CONSTRAINT "role_hak_akses_idhak_akses_hak_akses_idhak_akses_fk" FOREIGN KEY ("idhak_akses") REFERENCES "hak_akses"("idhak_akses") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "role_kode_tes" ADD CONSTRAINT "role_kode_tes_id_role_roles_id_role_fk" FOREIGN KEY ("id_role") REFERENCES "roles"("id_role") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "role_kode_tes" ADD CONSTRAINT "role_kode_tes_idjadwal_kode_tes_idjadwal_fk" FOREIGN KEY ("idjadwal") REFERENCES "kode_tes"("idjadwal") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "role_menus" ADD CONSTRAINT "role_menus_id_role_roles_id_role_fk" FOREIGN KEY ("id_role") REFERENCES "roles"("id_role") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "role_menus" ADD CONSTRAINT "role_menus_id_menu_master_menu_master_id_menu_master_fk" FOREIGN KEY ("id_menu_master") REFERENCES "menu_master"("id_menu_master") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "role_schedule" ADD CONSTRAINT "role_schedule_id_role_roles_id_role_fk" FOREIGN KEY ("id_role") REFERENCES "roles"("id_role") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "role_schedule" ADD CONSTRAINT "role_schedule_idjadwal_pelaksanaan_jadwal_pelaksanaan_idjadwal_pelaksanaan_fk" FOREIGN KEY ("idjadwal_pelaksanaan") REFERENCES "jadwal_pelaksanaan"("idjadwal_pelaksanaan") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_active_role_id_roles_id_role_fk" FOREIGN KEY ("active_role_id") REFERENCES "roles"("id_role") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_roles" ADD CONSTRAINT "user_roles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_roles" ADD CONSTRAINT "user_roles_id_role_roles_id_role_fk" FOREIGN KEY ("id_role") REFERENCES "roles"("id_role") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "kode_tes_jadwal" ON "kode_tes" USING btree ("idjadwal_pelaksanaan");--> statement-breakpoint
CREATE INDEX "menu_nama_trgm" ON "menu_master" USING gin ("menu_master_nama" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "menu_link_path_trgm" ON "menu_master" USING gin ("menu_master_link_path" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "menu_link_name_trgm" ON "menu_master" USING gin ("menu_master_link_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "menu_status_id" ON "menu_master" USING btree ("status","id_menu_master");--> statement-breakpoint
CREATE INDEX "menu_status_nama" ON "menu_master" USING btree ("status","menu_master_nama");--> statement-breakpoint
CREATE INDEX "menu_status_urutan" ON "menu_master" USING btree ("status","menu_master_urutan");--> statement-breakpoint
CREATE INDEX "menu_parent" ON "menu_master" USING btree ("menu_master_parent");--> statement-breakpoint
CREATE INDEX "menu_link_name" ON "menu_master" USING btree ("menu_master_link_name");--> statement-breakpoint
CREATE INDEX "page_columns_row" ON "page_columns" USING btree ("row_id");--> statement-breakpoint
CREATE UNIQUE INDEX "page_rows_page_number" ON "page_rows" USING btree ("page_id","number");--> statement-breakpoint
CREATE UNIQUE INDEX "pages_nama_uq" ON "pages" USING btree ("nama_page");--> statement-breakpoint
CREATE INDEX "pages_nama_trgm" ON "pages" USING gin ("nama_page" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "pages_deskripsi_trgm" ON "pages" USING gin ("deskripsi_page" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "pages_status_id" ON "pages" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "pages_status_nama" ON "pages" USING btree ("status","nama_page");--> statement-breakpoint
CREATE INDEX "pohon_nama_trgm" ON "pohon_profesi" USING gin ("nama_pohon_profesi" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "pohon_status_id" ON "pohon_profesi" USING btree ("status","id_pohon_profesi");--> statement-breakpoint
CREATE INDEX "pohon_status_nama" ON "pohon_profesi" USING btree ("status","nama_pohon_profesi");--> statement-breakpoint
CREATE INDEX "role_menus_menu" ON "role_menus" USING btree ("id_menu_master");--> statement-breakpoint
CREATE UNIQUE INDEX "roles_name_uq" ON "roles" USING btree ("role_name");--> statement-breakpoint
CREATE INDEX "roles_name_trgm" ON "roles" USING gin ("role_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "roles_description_trgm" ON "roles" USING gin ("role_description" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "roles_status_id" ON "roles" USING btree ("status","id_role");--> statement-breakpoint
CREATE INDEX "roles_status_created" ON "roles" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "roles_status_updated" ON "roles" USING btree ("status","updated_at");--> statement-breakpoint
CREATE UNIQUE INDEX "sessions_token_uq" ON "sessions" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "sessions_user" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "user_roles_role" ON "user_roles" USING btree ("id_role");--> statement-breakpoint
CREATE UNIQUE INDEX "users_username_uq" ON "users" USING btree ("username");--> statement-breakpoint
CREATE INDEX "users_username_trgm" ON "users" USING gin ("username" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_name_trgm" ON "users" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_status_id" ON "users" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "users_status_username" ON "users" USING btree ("status","username");--> statement-breakpoint
CREATE INDEX "users_status_name" ON "users" USING btree ("status","name");--> statement-breakpoint
CREATE INDEX "users_status_created" ON "users" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "users_status_updated" ON "users" USING btree ("status","updated_at");