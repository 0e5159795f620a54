-- Trigram matching for institution search (LIKE '%...%' on search_text uses a GIN index).
-- pg_trgm ships with PostgreSQL (contrib) and with PGlite (loaded by src/db/client.ts).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
