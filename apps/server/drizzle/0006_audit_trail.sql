CREATE TABLE "audit_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"user_id" integer,
	"username" text DEFAULT '' NOT NULL,
	"role_id" integer,
	"role_name" text DEFAULT '' NOT NULL,
	"action" text NOT NULL,
	"entity" text NOT NULL,
	"entity_id" text NOT NULL,
	"before" jsonb,
	"after" jsonb,
	"address" text DEFAULT '' NOT NULL,
	"request_id" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE INDEX "audit_at" ON "audit_log" USING btree ("at","id");--> statement-breakpoint
CREATE INDEX "audit_record" ON "audit_log" USING btree ("entity","entity_id","id");--> statement-breakpoint
CREATE INDEX "audit_user" ON "audit_log" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "audit_action" ON "audit_log" USING btree ("action","id");--> statement-breakpoint
CREATE INDEX "audit_username_trgm" ON "audit_log" USING gin ("username" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "audit_entity_id_trgm" ON "audit_log" USING gin ("entity_id" gin_trgm_ops);--> statement-breakpoint
-- The Audit menu under Master for databases seeded before it existed (a new database gets
-- it from the seed: this finds no Master yet). Granted, like every new menu, to the roles
-- that held write on every enabled menu, so the administrator stays one.
WITH admins AS (
	SELECT rm.id_role FROM role_menus rm
	JOIN menu_master m ON m.id_menu_master = rm.id_menu_master AND m.status = 'ENABLE'
	WHERE rm.is_write
	GROUP BY rm.id_role
	HAVING count(*) = (SELECT count(*) FROM menu_master WHERE status = 'ENABLE')
), added AS (
	INSERT INTO menu_master (menu_master_type, menu_master_nama, menu_master_icon, menu_master_link_path, menu_master_link_name, menu_master_urutan, menu_master_parent)
	SELECT 'MENU', 'Audit', 'bx bx-history', '/master/audit', 'audit',
		coalesce((SELECT max(menu_master_urutan) FROM menu_master WHERE menu_master_parent = p.id_menu_master), 0) + 1,
		p.id_menu_master
	FROM menu_master p
	WHERE p.menu_master_link_name = 'master'
		AND NOT EXISTS (SELECT 1 FROM menu_master WHERE lower(menu_master_link_name) = 'audit')
	RETURNING id_menu_master
)
INSERT INTO role_menus (id_role, id_menu_master, is_read, is_write)
SELECT admins.id_role, added.id_menu_master, true, true FROM admins, added;
--> statement-breakpoint
-- The trail's retention, shown on the configuration screen of a database seeded before it
-- (a new database gets it from the seed; maintenance reads 365 when it is missing).
INSERT INTO configs (key, value)
SELECT 'AUDIT_RETENTION_DAYS', '365' WHERE EXISTS (SELECT 1 FROM configs)
ON CONFLICT (key) DO NOTHING;
