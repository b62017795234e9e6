import { testConfig } from '@fabula/vitest-config'
import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: testConfig({
    // Each file boots its own database and server; two cores cannot run many of them at once.
    fileParallelism: true,
    maxWorkers: 2,
    testTimeout: 60_000,
    hookTimeout: 180_000,
  }),
})
