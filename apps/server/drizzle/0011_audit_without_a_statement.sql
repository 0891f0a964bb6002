-- The audit with no statement and no row update of its own (issue #18, "Cost"): migration
-- 0010 sent one statement per audited write and wrote its row twice (inserted, then
-- completed at COMMIT). Now the write announces itself with its BEGIN, in the same round
-- trip: `SET LOCAL cermat.audit_entity` and `cermat.audit` (who, from where, what; written
-- by audit/record.ts), and the row is written once, complete, at COMMIT, by a deferred
-- trigger on the tables the write changes.
DROP TRIGGER "audit_log_complete" ON "audit_log";--> statement-breakpoint
DROP FUNCTION "audit_complete"();--> statement-breakpoint
DROP FUNCTION "audit_record"(integer, integer, text, text, text, text, text, boolean);--> statement-breakpoint
ALTER TABLE "audit_log" DROP COLUMN "pending";--> statement-breakpoint
-- The state of a record its own row holds whole (menu, branch, session), from that row as
-- JSON: the trigger reads an edit's before from the row it replaced, `audit_snapshot` reads
-- the table. One definition for both.
CREATE FUNCTION "audit_row_state"("_entity" text, "r" jsonb) RETURNS jsonb LANGUAGE plpgsql STABLE AS $$
BEGIN
  IF "r" IS NULL THEN RETURN NULL; END IF;
  IF "_entity" = 'session' THEN RETURN jsonb_build_object(
    'user_id', "r" -> 'user_id',
    'active_role_id', "r" -> 'active_role_id',
    'expires_at', audit_iso(("r" ->> 'expires_at')::timestamptz),
    'revoked_at', audit_iso(("r" ->> 'revoked_at')::timestamptz));
  END IF;
  RETURN "r" || jsonb_build_object(
    'created_at', audit_iso(("r" ->> 'created_at')::timestamptz),
    'updated_at', audit_iso(("r" ->> 'updated_at')::timestamptz));
END $$;--> statement-breakpoint
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
-- The before of an edit of a record spread over several tables (or of a whole table),
-- read in the announcement, before the work. Edits of one record queue on the lock until
-- the previous one commits, so each reads the state the previous one left (READ
-- COMMITTED: the snapshot below is taken after the wait). Secrets are kept only as
-- digests, enough for the trigger to tell "changed". (It replaces 0010's `audit_before`.)
DROP FUNCTION "audit_before"(text, text);--> statement-breakpoint
CREATE FUNCTION "audit_hold"("_entity" text, "_id" text) RETURNS void LANGUAGE plpgsql AS $$
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
  PERFORM set_config('cermat.audit_before', coalesce(state::text, 'null'), true);
END $$;--> statement-breakpoint
-- At COMMIT, the first change the announced write made to its record: the row, whole.
-- Argument: the table's id column ('' for a table of a record's parts). A create's record
-- is the first row its main table got; an edit took its before in `audit_hold`, or, of a
-- record its row holds whole (none held), from the row its first change replaced (changes
-- of other rows of that table pass: the row lock queued edits of this one). The after is
-- the record now.
CREATE FUNCTION "audit_flush"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  _entity text := current_setting('cermat.audit_entity', true);
  a jsonb;
  _id text;
  id_column text := TG_ARGV[0];
  held text;
  state jsonb;
  before jsonb;
  secrets text[];
  changed jsonb := '{}';
  k text;
BEGIN
  IF coalesce(_entity, '') = '' THEN RETURN NULL; END IF;
  a := current_setting('cermat.audit')::jsonb;
  _id := a ->> 'id';
  held := current_setting('cermat.audit_before', true);
  IF _id IS NULL THEN
    IF TG_OP <> 'INSERT' OR id_column = '' THEN RETURN NULL; END IF;
    EXECUTE format('SELECT ($1).%I::text', id_column) INTO _id USING NEW;
  ELSIF coalesce(held, '') <> '' THEN
    before := nullif(held::jsonb, 'null');
  ELSE
    IF TG_OP = 'INSERT' OR id_column = '' THEN RETURN NULL; END IF;
    before := to_jsonb(OLD);
    IF before ->> id_column IS DISTINCT FROM _id THEN RETURN NULL; END IF;
    before := audit_row_state(_entity, before);
  END IF;
  -- Written: the write's other changes pass.
  PERFORM set_config('cermat.audit_entity', '', true);
  secrets := audit_secret_keys();
  state := audit_snapshot(_entity, _id);
  IF before IS NOT NULL AND state IS NOT NULL THEN
    FOREACH k IN ARRAY secrets LOOP
      IF state ? k AND (before -> k) IS DISTINCT FROM to_jsonb(md5((state -> k)::text)) THEN
        changed := changed || jsonb_build_object(k, 'changed');
      END IF;
    END LOOP;
  END IF;
  INSERT INTO audit_log (user_id, username, role_id, role_name, action, entity, entity_id,
    "before", "after", address, request_id)
  VALUES ((a ->> 'user_id')::integer,
    coalesce((SELECT username FROM users WHERE users.id = (a ->> 'user_id')::integer), ''),
    (a ->> 'role_id')::integer,
    coalesce((SELECT role_name FROM roles WHERE id_role = (a ->> 'role_id')::integer), ''),
    a ->> 'action', _entity, _id, before - secrets, (state - secrets) || changed,
    coalesce(a ->> 'address', ''), coalesce(a ->> 'request_id', ''));
  RETURN NULL;
END $$;--> statement-breakpoint
-- Every table an audited record lives in: the table, its id column ('' for a table of a
-- record's parts), the entities it holds, the changes that count. The WHEN is checked at
-- the change itself, so changes no announced write is about (seeds, imports, sessions a
-- password change ends) are not even queued.
DO $$
DECLARE
  t record;
BEGIN
  FOR t IN SELECT * FROM (VALUES
    ('roles', 'id_role', ARRAY['role'], 'INSERT OR UPDATE OR DELETE'),
    ('role_menus', '', ARRAY['role'], 'INSERT OR UPDATE OR DELETE'),
    ('role_schedule', '', ARRAY['role'], 'INSERT OR UPDATE OR DELETE'),
    ('role_kode_tes', '', ARRAY['role'], 'INSERT OR UPDATE OR DELETE'),
    ('users', 'id', ARRAY['user'], 'INSERT OR UPDATE OR DELETE'),
    ('user_roles', '', ARRAY['user'], 'INSERT OR UPDATE OR DELETE'),
    ('pages', 'id', ARRAY['page'], 'INSERT OR UPDATE OR DELETE'),
    ('page_rows', '', ARRAY['page'], 'INSERT OR UPDATE OR DELETE'),
    ('page_columns', '', ARRAY['page'], 'INSERT OR UPDATE OR DELETE'),
    ('menu_master', 'id_menu_master', ARRAY['menu', 'menu_order'], 'INSERT OR UPDATE OR DELETE'),
    ('pohon_profesi', 'id_pohon_profesi', ARRAY['pohon_profesi'], 'INSERT OR UPDATE OR DELETE'),
    ('configs', '', ARRAY['config'], 'INSERT OR UPDATE OR DELETE'),
    ('sessions', 'id', ARRAY['session'], 'INSERT OR UPDATE OR DELETE'),
    ('uploads', 'name', ARRAY['upload'], 'INSERT')
  ) AS audited(tbl, id_column, entities, events) LOOP
    EXECUTE format(
      'CREATE CONSTRAINT TRIGGER "audit_flush" AFTER %s ON %I DEFERRABLE INITIALLY DEFERRED '
      'FOR EACH ROW WHEN (current_setting(''cermat.audit_entity'', true) = ANY (%L::text[])) '
      'EXECUTE FUNCTION "audit_flush"(%L)',
      t.events, t.tbl, t.entities, t.id_column);
  END LOOP;
END $$;
