-- Each audit row names its record as it was (the Audit list shows and searches it; a later
-- rename leaves older rows as they were): the value of the field that names the record, in
-- its after, or its before for a delete. Which field that is, is declared once, in the
-- vocabulary (record-names.ts, PLAIN_MASTERS); each audited write announces it (`name_field`).
ALTER TABLE "audit_log" ADD COLUMN "record_name" text;--> statement-breakpoint
CREATE INDEX "audit_record_name_sort" ON "audit_log" USING btree ("record_name","id");--> statement-breakpoint
-- Searches are `ILIKE '%term%'` (see 0007): a trigram index and steady estimates.
CREATE INDEX "audit_record_name_trgm" ON "audit_log" USING gin ("record_name" gin_trgm_ops);--> statement-breakpoint
ALTER TABLE "audit_log" ALTER COLUMN "record_name" SET STATISTICS 1000;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "audit_flush"() RETURNS trigger LANGUAGE plpgsql AS $$
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
  _name text;
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
  -- The record's name as this write leaves it (a delete: as it was), by the field the
  -- announcement names (the vocabulary's declaration, audit/record.ts).
  _name := coalesce(state, before) ->> (a ->> 'name_field');
  INSERT INTO audit_log (user_id, username, role_id, role_name, action, entity, entity_id,
    record_name, "before", "after", address, request_id)
  VALUES ((a ->> 'user_id')::integer,
    coalesce((SELECT username FROM users WHERE users.id = (a ->> 'user_id')::integer), ''),
    (a ->> 'role_id')::integer,
    coalesce((SELECT role_name FROM roles WHERE id_role = (a ->> 'role_id')::integer), ''),
    a ->> 'action', _entity, _id, _name, before - secrets, (state - secrets) || changed,
    coalesce(a ->> 'address', ''), coalesce(a ->> 'request_id', ''));
  RETURN NULL;
END $$;--> statement-breakpoint
-- Rows written before this migration: the same rule, with the declaration as it stands
-- today written out (a master added later has no such rows).
UPDATE "audit_log" SET "record_name" = coalesce("after", "before") ->> (CASE "entity"
    WHEN 'role' THEN 'role_name'
    WHEN 'menu' THEN 'menu_master_nama'
    WHEN 'user' THEN 'username'
    WHEN 'page' THEN 'nama_page'
    WHEN 'pohon_profesi' THEN 'nama_pohon_profesi'
    WHEN 'pelaksanaan' THEN 'pelaksanaan'
  END)
  WHERE "entity" IN ('role', 'menu', 'user', 'page', 'pohon_profesi', 'pelaksanaan');
