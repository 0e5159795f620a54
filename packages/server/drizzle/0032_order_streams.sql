CREATE TABLE "order_streams" (
	"id" text PRIMARY KEY NOT NULL,
	"session_id" text NOT NULL,
	"ip" text NOT NULL,
	"opened_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "order_streams_session_idx" ON "order_streams" USING btree ("session_id","expires_at");--> statement-breakpoint
CREATE INDEX "order_streams_ip_idx" ON "order_streams" USING btree ("ip","expires_at");--> statement-breakpoint
-- hand-written:
-- Each order event row NOTIFYs `order_events` with its order id, in the transaction that writes it
-- (delivered at commit, never for a rollback), whoever writes it: the live streams of every instance
-- listen on one connection each instead of polling (modules/orders/event-feed.ts).
CREATE FUNCTION "order_event_notify"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('order_events', NEW.order_id);
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "order_event_notify" AFTER INSERT ON "order_events"
  FOR EACH ROW EXECUTE FUNCTION "order_event_notify"();
