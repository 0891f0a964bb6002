CREATE TABLE "cluster_jobs" (
	"name" text PRIMARY KEY NOT NULL,
	"last_run_at" timestamp (3) with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "uploads" (
	"name" text PRIMARY KEY NOT NULL,
	"mime" text NOT NULL,
	"size" integer NOT NULL,
	"bytes" "bytea" NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "uploads_created" ON "uploads" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "users_path_photo" ON "users" USING btree ("path_photo") WHERE "users"."path_photo" is not null;