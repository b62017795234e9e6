import config from '@fabula/eslint-config'

// src/database.ts is written by Supabase's type generator (scripts/generate-types.ts).
export default [{ ignores: ['src/database.ts'] }, ...config]
