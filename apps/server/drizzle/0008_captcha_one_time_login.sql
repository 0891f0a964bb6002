CREATE TABLE "captcha_challenges" (
	"id_hash" text PRIMARY KEY NOT NULL,
	"answer_hash" text NOT NULL,
	"expires_at" timestamp (3) with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "revoked_reason" text;--> statement-breakpoint
CREATE INDEX "captcha_challenges_expires" ON "captcha_challenges" USING btree ("expires_at");