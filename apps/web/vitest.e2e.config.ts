import { defineConfig } from 'vitest/config'

/**
 * End-to-end suite: Node drives Debian's Chromium through playwright-core against the built app
 * served by server/ and a local-supabase test server. One browser, files run one after another.
 */
export default defineConfig({
  test: {
    include: ['e2e/**/*.spec.ts'],
    environment: 'node',
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 120_000,
    globalSetup: ['./e2e/global-setup.ts'],
    reporters: process.env.CI
      ? ['dot', ['json', { outputFile: 'test-results/e2e.json' }]]
      : ['default', ['json', { outputFile: 'test-results/e2e.json' }]],
  },
})
