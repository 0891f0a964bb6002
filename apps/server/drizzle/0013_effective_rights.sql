-- Effective rights, defined once (DECISIONS "Rights are an invariant of every write"): a
-- role's read and write on a menu as the side menu shows them and the rights check grants
-- them. A right counts while the role is enabled, the menu is enabled and so is every menu
-- above it up to the root: a disabled group hides, and closes, everything under it. The
-- session lookup, the delegation check, the lock-out check and the side menu all read this
-- view, so no two of them can disagree. UNION (not UNION ALL) ends the walk even if the
-- parents ever formed a loop.
CREATE VIEW "effective_rights" AS
WITH RECURSIVE "shown" ("id") AS (
  SELECT "id_menu_master" FROM "menu_master"
  WHERE "menu_master_parent" = 0 AND "status" = 'ENABLE'
  UNION
  SELECT "m"."id_menu_master" FROM "menu_master" "m"
  JOIN "shown" "s" ON "m"."menu_master_parent" = "s"."id"
  WHERE "m"."status" = 'ENABLE'
)
SELECT "rm"."id_role",
  "m"."id_menu_master",
  coalesce(nullif("m"."menu_master_link_name", ''), '#' || "m"."id_menu_master") AS "link_key",
  "m"."menu_master_nama" AS "menu_name",
  ("rm"."is_read" OR "rm"."is_write") AS "can_read",
  "rm"."is_write" AS "can_write"
FROM "role_menus" "rm"
JOIN "roles" "r" ON "r"."id_role" = "rm"."id_role" AND "r"."status" = 'ENABLE'
JOIN "shown" "s" ON "s"."id" = "rm"."id_menu_master"
JOIN "menu_master" "m" ON "m"."id_menu_master" = "rm"."id_menu_master";
