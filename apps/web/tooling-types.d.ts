// Workaround: the tooling packages ship plain JavaScript without declarations (TS7016).
// Remove once they ship their own types.
declare module '@fabula/vitest-config' {
  import type { ViteUserConfig } from 'vitest/config'

  export function testConfig(overrides?: ViteUserConfig['test']): ViteUserConfig['test']
}

declare module '@fabula/test-runner/chromium' {
  /** Path of the Debian Chromium that browser tests drive. */
  export const chromiumPath: string
  /** Launch flags for headless Chromium on this machine. */
  export const chromiumArgs: string[]
}
