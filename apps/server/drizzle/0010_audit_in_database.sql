-- The audit trail inside PostgreSQL (issue #18, "Cost"): a statement sent from the server
-- costs far more than the work it asks for, so an audited write sends one (the row, with
-- its before read here) and the rest runs at COMMIT, a statement the write pays anyway.
ALTER TABLE "audit_log" ADD COLUMN "pending" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- The Audit list sorts by each of its columns: without these a page of a million rows sorts
-- them all (0.1 s and more) instead of reading ten entries of an index.
CREATE INDEX "audit_username_sort" ON "audit_log" USING btree ("username","id");--> statement-breakpoint
CREATE INDEX "audit_role_name_sort" ON "audit_log" USING btree ("role_name","id");--> statement-breakpoint
CREATE INDEX "audit_entity_sort" ON "audit_log" USING btree ("entity","id");--> statement-breakpoint
CREATE INDEX "audit_entity_id_sort" ON "audit_log" USING btree ("entity_id","id");--> statement-breakpoint
-- A date as JavaScript's toISOString() writes it (UTC, milliseconds): rows written before
-- this migration hold that text, and screens and restore compare them with these.
CREATE FUNCTION "audit_iso"("t" timestamptz) RETURNS text LANGUAGE sql STABLE AS $$
  SELECT to_char("t" AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
$$;--> statement-breakpoint
-- Keys whose values never enter the trail: only whether they changed.
CREATE FUNCTION "audit_secret_keys"() RETURNS text[] LANGUAGE sql IMMUTABLE AS $$
  SELECT ARRAY['password', 'password_hash', 'token', 'token_hash']
$$;--> statement-breakpoint
-- The one definition of a record's state as the trail keeps it: field → scalar or list
-- (contract auditValues), null when the record does not exist. Nested values (a page's
-- rows, the menu order) are JSON text written exactly as JSON.stringify wrote them before
-- (no spaces, keys in this order), which is what a restore feeds back to the page writer.
-- A user's `password` is the hash: the trigger below only tells whether it changed.
CREATE FUNCTION "audit_snapshot"("_entity" text, "_id" text) RETURNS jsonb LANGUAGE plpgsql AS $$
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
  WHEN 'menu' THEN RETURN (
    SELECT to_jsonb(m) || jsonb_build_object(
      'created_at', audit_iso(m.created_at),
      'updated_at', audit_iso(m.updated_at))
    FROM menu_master m WHERE m.id_menu_master = n);
  WHEN 'pohon_profesi' THEN RETURN (
    SELECT to_jsonb(p) || jsonb_build_object(
      'created_at', audit_iso(p.created_at),
      'updated_at', audit_iso(p.updated_at))
    FROM pohon_profesi p WHERE p.id_pohon_profesi = n);
  WHEN 'config' THEN RETURN (
    SELECT coalesce(jsonb_object_agg(key, value), '{}') FROM configs);
  WHEN 'menu_order' THEN RETURN (
    SELECT jsonb_build_object('order', '[' || coalesce(string_agg(
      format('{"id":%s,"parent":%s,"urutan":%s}', id_menu_master, menu_master_parent, menu_master_urutan),
      ',' ORDER BY id_menu_master), '') || ']')
    FROM menu_master);
  WHEN 'session' THEN RETURN (
    SELECT jsonb_build_object(
      'user_id', s.user_id,
      'active_role_id', s.active_role_id,
      'expires_at', audit_iso(s.expires_at),
      'revoked_at', audit_iso(s.revoked_at))
    FROM sessions s WHERE s.id = n);
  WHEN 'upload' THEN RETURN (
    SELECT jsonb_build_object('mime', f.mime, 'size', f.size, 'created_at', audit_iso(f.created_at))
    FROM uploads f WHERE f.name = "_id");
  ELSE
    RAISE EXCEPTION 'audit_snapshot: no entity %', "_entity";
  END CASE;
END $$;--> statement-breakpoint
-- The before side of an edit, read when its audit row is inserted (before the work).
-- Edits of one record queue here until the previous one commits, so each reads the state
-- the previous one left (READ COMMITTED: the snapshot below is taken after the wait).
-- Secrets are kept only as digests, enough for the trigger to tell "changed".
CREATE FUNCTION "audit_before"("_entity" text, "_id" text) RETURNS jsonb LANGUAGE plpgsql AS $$
DECLARE
  state jsonb;
  k text;
BEGIN
  PERFORM pg_advisory_xact_lock(7215018, hashtext("_entity" || ':' || "_id"));
  state := audit_snapshot("_entity", "_id");
  FOREACH k IN ARRAY audit_secret_keys() LOOP
    IF state ? k THEN
      state := jsonb_set(state, ARRAY[k], to_jsonb(md5((state -> k)::text)));
    END IF;
  END LOOP;
  RETURN state;
END $$;--> statement-breakpoint
-- The one statement an audited write sends: its row, with the before side of an edit
-- (`_before`; a create has none). A function, so PostgreSQL plans this insert once per
-- connection instead of on every write. Names are copied as they are now, so the row
-- still reads right after the user or role is renamed or deleted.
CREATE FUNCTION "audit_record"(
  "_user_id" integer, "_role_id" integer, "_action" text, "_entity" text, "_entity_id" text,
  "_address" text, "_request_id" text, "_before" boolean
) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO audit_log (user_id, username, role_id, role_name, action, entity, entity_id,
    "before", address, request_id, pending)
  VALUES ("_user_id", coalesce((SELECT username FROM users WHERE id = "_user_id"), ''),
    "_role_id", coalesce((SELECT role_name FROM roles WHERE id_role = "_role_id"), ''),
    "_action", "_entity", "_entity_id",
    CASE WHEN "_before" THEN audit_before("_entity", "_entity_id") END,
    "_address", "_request_id", true);
END $$;--> statement-breakpoint
-- At COMMIT, for each row `audit_record` wrote: the after side is the record as the write
-- leaves it; secrets leave both sides, and after says "changed" for one that differs.
CREATE FUNCTION "audit_complete"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  secrets text[] := audit_secret_keys();
  state jsonb := audit_snapshot(NEW.entity, NEW.entity_id);
  changed jsonb := '{}';
  k text;
BEGIN
  IF NEW.before IS NOT NULL AND state IS NOT NULL THEN
    FOREACH k IN ARRAY secrets LOOP
      IF state ? k AND (NEW.before -> k) IS DISTINCT FROM to_jsonb(md5((state -> k)::text)) THEN
        changed := changed || jsonb_build_object(k, 'changed');
      END IF;
    END LOOP;
  END IF;
  UPDATE audit_log
    SET "before" = NEW.before - secrets, "after" = (state - secrets) || changed, "pending" = false
    WHERE id = NEW.id;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "audit_log_complete" AFTER INSERT ON "audit_log"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW WHEN (NEW.pending)
  EXECUTE FUNCTION "audit_complete"();--> statement-breakpoint
-- Restore's "refused if the record changed since": the record now against an audit row's
-- after, secrets (and their "changed") aside, compared as values.
CREATE FUNCTION "audit_unchanged"("_entity" text, "_id" text, "_after" jsonb) RETURNS boolean LANGUAGE sql AS $$
  SELECT coalesce(
    (audit_snapshot("_entity", "_id") - audit_secret_keys()) = ("_after" - audit_secret_keys()),
    false)
$$;
