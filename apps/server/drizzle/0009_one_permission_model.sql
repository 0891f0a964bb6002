-- One permission model (issue #14): the Hak Akses modal's menus are role_menus rights, so
-- its own tables go. Their rows granted nothing and are not turned into rights on upgrade:
-- no one's delegation was ever checked against them.
-- menu_version moves with every change to what a side menu shows, in the writer's own
-- transaction, so every instance (and every console that asks) sees it at once.
CREATE TABLE "menu_version" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"n" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "menu_version_one_row" CHECK ("id" = 1)
);
--> statement-breakpoint
INSERT INTO "menu_version" DEFAULT VALUES;--> statement-breakpoint
CREATE FUNCTION "bump_menu_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "menu_version" SET "n" = "n" + 1;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "menu_master_menu_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "menu_master" FOR EACH STATEMENT EXECUTE FUNCTION "bump_menu_version"();--> statement-breakpoint
CREATE TRIGGER "role_menus_menu_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "role_menus" FOR EACH STATEMENT EXECUTE FUNCTION "bump_menu_version"();--> statement-breakpoint
CREATE TRIGGER "roles_menu_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "roles" FOR EACH STATEMENT EXECUTE FUNCTION "bump_menu_version"();--> statement-breakpoint
CREATE TRIGGER "user_roles_menu_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "user_roles" FOR EACH STATEMENT EXECUTE FUNCTION "bump_menu_version"();--> statement-breakpoint
DROP TABLE "role_hak_akses" CASCADE;--> statement-breakpoint
DROP TABLE "hak_akses" CASCADE;
