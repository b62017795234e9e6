import { defineConfig } from 'vitest/config'
import { testConfig } from '@fabula/vitest-config'

export default defineConfig({
  test: testConfig({
    environment: 'node',
    // Database and server tests boot PGlite, a PostgreSQL cluster and the local backend; on
    // a loaded two-core machine that can take far longer than Vitest's defaults.
    testTimeout: 30_000,
    hookTimeout: 120_000,
  }),
})
