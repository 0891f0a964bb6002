-- One-use links that set a password (DECISIONS "Invitations and resets without e-mail"):
-- the token's sha256 only, 24 h, used once. The cascade removes a deleted user's links.
CREATE TABLE "password_links" (
	"id" serial PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp (3) with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "password_links" ADD CONSTRAINT "password_links_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "password_links_token_uq" ON "password_links" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "password_links_user" ON "password_links" USING btree ("user_id");--> statement-breakpoint
-- A link is a change of its user's record for the audit (0011): making one, or using it,
-- writes the user's audit row although the user's own row may not change. Neither the token
-- nor its hash is in that row: the snapshot of a user names no link.
CREATE CONSTRAINT TRIGGER "audit_flush" AFTER INSERT OR UPDATE OR DELETE ON "password_links" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW WHEN (current_setting('cermat.audit_entity', true) = ANY ('{user}'::text[])) EXECUTE FUNCTION "audit_flush"('');

