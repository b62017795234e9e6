/**
 * Shared Vitest settings. Every package writes a JSON report to test-results/vitest.json so the
 * root test command can print one total for the whole repository (tooling/test-runner).
 *
 * @param {import('vitest/config').UserConfig['test']} [overrides]
 * @returns {import('vitest/config').UserConfig['test']}
 */
export function testConfig(overrides = {}) {
  return {
    include: ['src/**/*.test.{ts,tsx}', 'test/**/*.test.{ts,tsx}'],
    reporters: process.env.CI
      ? ['dot', ['json', { outputFile: 'test-results/vitest.json' }]]
      : ['default', ['json', { outputFile: 'test-results/vitest.json' }]],
    // CI runs two packages at a time on two cores; generous limits keep load from failing tests.
    testTimeout: 30_000,
    hookTimeout: 120_000,
    restoreMocks: true,
    unstubGlobals: true,
    unstubEnvs: true,
    ...overrides,
  }
}
