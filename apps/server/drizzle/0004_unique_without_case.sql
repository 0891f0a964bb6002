-- Unique without regard to case (DECISIONS "Unique means unique"): "Admin" and "admin" are one role.
-- Menu link names are unique too: rights are checked by link name. A database holding
-- such twins already must merge them before this migration runs.
DROP INDEX "roles_name_uq";--> statement-breakpoint
DROP INDEX "users_username_uq";--> statement-breakpoint
CREATE UNIQUE INDEX "menu_parent_nama_uq" ON "menu_master" USING btree ("menu_master_parent",lower("menu_master_nama"));--> statement-breakpoint
CREATE UNIQUE INDEX "menu_link_name_uq" ON "menu_master" USING btree (lower("menu_master_link_name")) WHERE "menu_master"."menu_master_link_name" <> '';--> statement-breakpoint
CREATE UNIQUE INDEX "pohon_nama_uq" ON "pohon_profesi" USING btree (lower("nama_pohon_profesi"));--> statement-breakpoint
CREATE UNIQUE INDEX "roles_name_uq" ON "roles" USING btree (lower("role_name"));--> statement-breakpoint
CREATE UNIQUE INDEX "users_username_uq" ON "users" USING btree (lower("username"));