-- One counter that every write to a listed table moves, in the writer's own transaction:
-- a reader sees the new rows and the new number together, so a remembered list position
-- (lists/anchors.ts) is known stale the moment the table changes, in any process.
CREATE TABLE "list_version" ("id" integer PRIMARY KEY DEFAULT 1 CHECK ("id" = 1), "n" bigint NOT NULL DEFAULT 0);--> statement-breakpoint
INSERT INTO "list_version" DEFAULT VALUES;--> statement-breakpoint
CREATE FUNCTION "bump_list_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "list_version" SET "n" = "n" + 1;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "users_list_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "users" FOR EACH STATEMENT EXECUTE FUNCTION "bump_list_version"();--> statement-breakpoint
CREATE TRIGGER "roles_list_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "roles" FOR EACH STATEMENT EXECUTE FUNCTION "bump_list_version"();--> statement-breakpoint
CREATE TRIGGER "menu_master_list_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "menu_master" FOR EACH STATEMENT EXECUTE FUNCTION "bump_list_version"();--> statement-breakpoint
CREATE TRIGGER "pages_list_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "pages" FOR EACH STATEMENT EXECUTE FUNCTION "bump_list_version"();--> statement-breakpoint
CREATE TRIGGER "pohon_profesi_list_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "pohon_profesi" FOR EACH STATEMENT EXECUTE FUNCTION "bump_list_version"();
