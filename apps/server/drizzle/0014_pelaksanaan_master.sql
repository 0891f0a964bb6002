-- Execution schedules and their test codes become master data (issue #28; DECISIONS
-- "Pelaksanaan and Kode Tes are master data"): status and stamps like every master, names
-- and codes unique without regard to case (codes across the whole product: a database
-- holding such twins must merge them before this migration runs), and a schedule or code a
-- role holds is never deleted, not even by a cascade (RESTRICT: the server answers 409
-- naming the roles).
ALTER TABLE "role_kode_tes" DROP CONSTRAINT "role_kode_tes_idjadwal_kode_tes_idjadwal_fk";
--> statement-breakpoint
ALTER TABLE "role_schedule" DROP CONSTRAINT "role_schedule_idjadwal_pelaksanaan_jadwal_pelaksanaan_idjadwal_pelaksanaan_fk";
--> statement-breakpoint
ALTER TABLE "jadwal_pelaksanaan" ADD COLUMN "status" text DEFAULT 'ENABLE' NOT NULL;--> statement-breakpoint
ALTER TABLE "jadwal_pelaksanaan" ADD COLUMN "created_at" timestamp (3) with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "jadwal_pelaksanaan" ADD COLUMN "updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "role_kode_tes" ADD CONSTRAINT "role_kode_tes_idjadwal_kode_tes_idjadwal_fk" FOREIGN KEY ("idjadwal") REFERENCES "kode_tes"("idjadwal") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "role_schedule" ADD CONSTRAINT "role_schedule_idjadwal_pelaksanaan_jadwal_pelaksanaan_idjadwal_pelaksanaan_fk" FOREIGN KEY ("idjadwal_pelaksanaan") REFERENCES "jadwal_pelaksanaan"("idjadwal_pelaksanaan") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "jadwal_pelaksanaan_trgm" ON "jadwal_pelaksanaan" USING gin ("pelaksanaan" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "jadwal_pelaksanaan_uq" ON "jadwal_pelaksanaan" USING btree (lower("pelaksanaan"));--> statement-breakpoint
CREATE INDEX "jadwal_status_id" ON "jadwal_pelaksanaan" USING btree ("status","idjadwal_pelaksanaan");--> statement-breakpoint
CREATE INDEX "jadwal_status_pelaksanaan" ON "jadwal_pelaksanaan" USING btree ("status","pelaksanaan","idjadwal_pelaksanaan");--> statement-breakpoint
CREATE UNIQUE INDEX "kode_tes_uq" ON "kode_tes" USING btree (lower("kode_tes"));--> statement-breakpoint
CREATE INDEX "kode_tes_trgm" ON "kode_tes" USING gin ("kode_tes" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "role_kode_tes_code" ON "role_kode_tes" USING btree ("idjadwal");--> statement-breakpoint
CREATE INDEX "role_schedule_jadwal" ON "role_schedule" USING btree ("idjadwal_pelaksanaan");--> statement-breakpoint
-- Searches are `ILIKE '%term%'` (see 0007): steady estimates for the list's plan and count.
ALTER TABLE "jadwal_pelaksanaan" ALTER COLUMN "pelaksanaan" SET STATISTICS 1000;--> statement-breakpoint
ALTER TABLE "kode_tes" ALTER COLUMN "kode_tes" SET STATISTICS 1000;--> statement-breakpoint
-- Listed like every master (0003): a write moves list_version in its own transaction. The
-- list shows and searches the codes too, so their table moves it as well.
CREATE TRIGGER "jadwal_pelaksanaan_list_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "jadwal_pelaksanaan" FOR EACH STATEMENT EXECUTE FUNCTION "bump_list_version"();--> statement-breakpoint
CREATE TRIGGER "kode_tes_list_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "kode_tes" FOR EACH STATEMENT EXECUTE FUNCTION "bump_list_version"();--> statement-breakpoint
-- Audited like every master (0011): a schedule's state is its row and its codes, the codes
-- as two lists in one order (ids and texts), so a restore gives each code back its id and
-- the roles holding it keep it. Spread over two tables, its before is held (`audit_hold`).
CREATE OR REPLACE FUNCTION "audit_snapshot"("_entity" text, "_id" text) RETURNS jsonb LANGUAGE plpgsql AS $$
DECLARE
  n bigint := CASE WHEN "_id" ~ '^[0-9]{1,10}$' THEN "_id"::bigint END;
BEGIN
  CASE "_entity"
  WHEN 'role' THEN RETURN (
    SELECT to_jsonb(r) || jsonb_build_object(
      'created_at', audit_iso(r.created_at),
      'updated_at', audit_iso(r.updated_at),
      'menu_read', ARRAY(SELECT id_menu_master FROM role_menus
        WHERE id_role = r.id_role AND (is_read OR is_write) ORDER BY 1),
      'menu_write', ARRAY(SELECT id_menu_master FROM role_menus
        WHERE id_role = r.id_role AND is_write ORDER BY 1),
      'idjadwal_pelaksanaan', (SELECT idjadwal_pelaksanaan FROM role_schedule WHERE id_role = r.id_role),
      'kode_tes', ARRAY(SELECT idjadwal FROM role_kode_tes WHERE id_role = r.id_role ORDER BY 1))
    FROM roles r WHERE r.id_role = n);
  WHEN 'user' THEN RETURN (
    SELECT (to_jsonb(u) - 'password_hash') || jsonb_build_object(
      'password', u.password_hash,
      'created_at', audit_iso(u.created_at),
      'updated_at', audit_iso(u.updated_at),
      'roles', ARRAY(SELECT id_role FROM user_roles WHERE user_id = u.id ORDER BY 1))
    FROM users u WHERE u.id = n);
  WHEN 'page' THEN RETURN (
    SELECT to_jsonb(p) || jsonb_build_object(
      'created_at', audit_iso(p.created_at),
      'updated_at', audit_iso(p.updated_at),
      'rows', (
        SELECT '[' || coalesce(string_agg(cells, ',' ORDER BY number), '') || ']'
        FROM (
          SELECT pr.number, '[' || coalesce(string_agg(
            format('{"grid":%s,"component":%s,"order":%s}', c.grid, to_json(c.component), c.order_no),
            ',' ORDER BY c.number) FILTER (WHERE c.id IS NOT NULL), '') || ']' AS cells
          FROM page_rows pr LEFT JOIN page_columns c ON c.row_id = pr.id
          WHERE pr.page_id = p.id
          GROUP BY pr.id, pr.number) page_cells))
    FROM pages p WHERE p.id = n);
  WHEN 'menu' THEN RETURN audit_row_state('menu',
    (SELECT to_jsonb(m) FROM menu_master m WHERE m.id_menu_master = n));
  WHEN 'pohon_profesi' THEN RETURN audit_row_state('pohon_profesi',
    (SELECT to_jsonb(p) FROM pohon_profesi p WHERE p.id_pohon_profesi = n));
  WHEN 'pelaksanaan' THEN RETURN (
    SELECT audit_row_state('pelaksanaan', to_jsonb(j)) || jsonb_build_object(
      'idjadwal', ARRAY(SELECT idjadwal FROM kode_tes
        WHERE idjadwal_pelaksanaan = j.idjadwal_pelaksanaan ORDER BY idjadwal),
      'kode_tes', ARRAY(SELECT kode_tes FROM kode_tes
        WHERE idjadwal_pelaksanaan = j.idjadwal_pelaksanaan ORDER BY idjadwal))
    FROM jadwal_pelaksanaan j WHERE j.idjadwal_pelaksanaan = n);
  WHEN 'config' THEN RETURN (
    SELECT coalesce(jsonb_object_agg(key, value), '{}') FROM configs);
  WHEN 'menu_order' THEN RETURN (
    SELECT jsonb_build_object('order', '[' || coalesce(string_agg(
      format('{"id":%s,"parent":%s,"urutan":%s}', id_menu_master, menu_master_parent, menu_master_urutan),
      ',' ORDER BY id_menu_master), '') || ']')
    FROM menu_master);
  WHEN 'session' THEN RETURN audit_row_state('session',
    (SELECT to_jsonb(s) FROM sessions s WHERE s.id = n));
  WHEN 'upload' THEN RETURN (
    SELECT jsonb_build_object('mime', f.mime, 'size', f.size, 'created_at', audit_iso(f.created_at))
    FROM uploads f WHERE f.name = "_id");
  ELSE
    RAISE EXCEPTION 'audit_snapshot: no entity %', "_entity";
  END CASE;
END $$;--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "audit_flush" AFTER INSERT OR UPDATE OR DELETE ON "jadwal_pelaksanaan" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW WHEN (current_setting('cermat.audit_entity', true) = ANY ('{pelaksanaan}'::text[])) EXECUTE FUNCTION "audit_flush"('idjadwal_pelaksanaan');--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "audit_flush" AFTER INSERT OR UPDATE OR DELETE ON "kode_tes" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW WHEN (current_setting('cermat.audit_entity', true) = ANY ('{pelaksanaan}'::text[])) EXECUTE FUNCTION "audit_flush"('');
