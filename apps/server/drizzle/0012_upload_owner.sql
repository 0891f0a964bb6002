ALTER TABLE "uploads" ADD COLUMN "uploaded_by" integer;--> statement-breakpoint
ALTER TABLE "uploads" ADD CONSTRAINT "uploads_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "uploads_uploaded_by" ON "uploads" USING btree ("uploaded_by") WHERE "uploads"."uploaded_by" is not null;