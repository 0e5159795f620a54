CREATE TABLE "search_versions" (
	"name" text PRIMARY KEY NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
INSERT INTO "search_versions" ("name", "version") VALUES ('institutions', 1) ON CONFLICT DO NOTHING;--> statement-breakpoint
-- Any change to institutions, by any instance or by hand, moves the version in the same
-- transaction (instances reload their in-memory search list) and tells listeners.
CREATE FUNCTION "institutions_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "search_versions" SET "version" = "version" + 1 WHERE "name" = 'institutions';
  PERFORM pg_notify('institutions_changed', '');
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "institutions_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "institutions"
  FOR EACH STATEMENT EXECUTE FUNCTION "institutions_changed"();
