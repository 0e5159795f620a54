CREATE TABLE "send_slots" (
	"key" text PRIMARY KEY NOT NULL,
	"last_at" timestamp with time zone NOT NULL
);
