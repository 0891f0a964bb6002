DROP INDEX "menu_status_nama";--> statement-breakpoint
DROP INDEX "menu_status_urutan";--> statement-breakpoint
DROP INDEX "pages_status_nama";--> statement-breakpoint
DROP INDEX "pohon_status_nama";--> statement-breakpoint
DROP INDEX "roles_status_created";--> statement-breakpoint
DROP INDEX "roles_status_updated";--> statement-breakpoint
DROP INDEX "users_status_username";--> statement-breakpoint
DROP INDEX "users_status_name";--> statement-breakpoint
DROP INDEX "users_status_created";--> statement-breakpoint
DROP INDEX "users_status_updated";--> statement-breakpoint
CREATE INDEX "menu_status_nama" ON "menu_master" USING btree ("status","menu_master_nama","id_menu_master");--> statement-breakpoint
CREATE INDEX "menu_status_urutan" ON "menu_master" USING btree ("status","menu_master_urutan","id_menu_master");--> statement-breakpoint
CREATE INDEX "pages_status_nama" ON "pages" USING btree ("status","nama_page","id");--> statement-breakpoint
CREATE INDEX "pohon_status_nama" ON "pohon_profesi" USING btree ("status","nama_pohon_profesi","id_pohon_profesi");--> statement-breakpoint
CREATE INDEX "roles_status_created" ON "roles" USING btree ("status","created_at","id_role");--> statement-breakpoint
CREATE INDEX "roles_status_updated" ON "roles" USING btree ("status","updated_at","id_role");--> statement-breakpoint
CREATE INDEX "users_status_username" ON "users" USING btree ("status","username","id");--> statement-breakpoint
CREATE INDEX "users_status_name" ON "users" USING btree ("status","name","id");--> statement-breakpoint
CREATE INDEX "users_status_created" ON "users" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE INDEX "users_status_updated" ON "users" USING btree ("status","updated_at","id");