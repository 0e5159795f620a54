import { defineConfig } from 'drizzle-kit';

// One schema, one dialect (PostgreSQL), one set of migrations for both drivers (PGlite and pg).
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema.ts',
  out: './drizzle',
});
