import { defineConfig } from 'drizzle-kit';

// `npm run db:generate` writes a new SQL migration into drizzle/ after a change to the schema; the
// site applies the committed migrations itself when it starts.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/server/db/schema.ts',
  out: './drizzle',
});
