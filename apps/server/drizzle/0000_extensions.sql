-- Trigram search on both PGlite (contrib pg_trgm, loaded by the client) and PostgreSQL.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
