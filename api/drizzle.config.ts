import { defineConfig } from 'drizzle-kit';

/** `npx drizzle-kit generate` (from `api/`) writes the next SQL migration into `drizzle/` from `src/db/schema.ts`. */
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema.ts',
  out: './drizzle',
});
