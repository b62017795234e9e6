// Workaround: @fabula/vitest-config ships plain JavaScript without declarations (TS7016).
// Remove once the tooling package ships its own types.
declare module '@fabula/vitest-config' {
  import type { ViteUserConfig } from 'vitest/config'

  export function testConfig(overrides?: ViteUserConfig['test']): ViteUserConfig['test']
}
