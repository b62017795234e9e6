import type { ViteUserConfig } from 'vitest/config'

/** Shared Vitest settings; writes test-results/vitest.json for the repository's closing total. */
export function testConfig(overrides?: ViteUserConfig['test']): ViteUserConfig['test']
