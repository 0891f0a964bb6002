-- Searches are `ILIKE '%term%'`. With no fixed prefix, PostgreSQL estimates how many rows
-- match by trying the pattern on the column's histogram: at the default 100 entries one
-- term matches 0 or 1 of them, so a term found in 0.7 % of 100,000 users was guessed at
-- 18 rows on one ANALYZE and 1,827 on the next. Lists pick their plan and their way of
-- counting from that guess (lists/count.ts); 1,000 entries make it steady (820 for 672).
ALTER TABLE "users" ALTER COLUMN "username" SET STATISTICS 1000, ALTER COLUMN "name" SET STATISTICS 1000;--> statement-breakpoint
ALTER TABLE "roles" ALTER COLUMN "role_name" SET STATISTICS 1000, ALTER COLUMN "role_description" SET STATISTICS 1000;--> statement-breakpoint
ALTER TABLE "menu_master" ALTER COLUMN "menu_master_nama" SET STATISTICS 1000, ALTER COLUMN "menu_master_link_path" SET STATISTICS 1000, ALTER COLUMN "menu_master_link_name" SET STATISTICS 1000;--> statement-breakpoint
ALTER TABLE "pages" ALTER COLUMN "nama_page" SET STATISTICS 1000, ALTER COLUMN "deskripsi_page" SET STATISTICS 1000;--> statement-breakpoint
ALTER TABLE "pohon_profesi" ALTER COLUMN "nama_pohon_profesi" SET STATISTICS 1000;--> statement-breakpoint
ANALYZE "users", "roles", "menu_master", "pages", "pohon_profesi";
